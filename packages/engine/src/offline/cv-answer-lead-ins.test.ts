import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { withDegreesUnderWay } from './cv-degrees-under-way.ts';
import { skillsPair } from './cv-skill-and-project-pairs.ts';
import { educationPair } from './cv-study-pairs.ts';

// Issue 13, round 25: answers that tell the CV's facts in a way it does not say. Made-up names throughout.

describe('the skills answer with two lines from one employer', () => {
  const profile = readCvProfile(
    [
      '# Ana Ruiz',
      '## Experience',
      '## Quillbank · Backend Engineer · Mar 2021 – Present',
      '- Built a ledger service in Rust handling card payments.',
      '- Moved the nightly reports to PostgreSQL views.',
      '## Tidewater Labs · Developer · 2017 – 2021',
      '- Kept the intranet running.',
      '## Skills',
      'Rust, PostgreSQL, Docker',
    ].join('\n\n'),
  );

  it("names the employer once, the second line told as more work there ('There, …')", () => {
    const answer = skillsPair(profile)?.answer ?? '';
    expect(answer.match(/Quillbank/g)).toHaveLength(1);
    expect(answer).toContain('There, I moved the nightly reports to PostgreSQL views.');
  });
});

describe('a degree whose expected date had passed when the CV is read', () => {
  const profile = readCvProfile(
    [
      '# Sam Okoro',
      '## Education',
      'MSc Logistics – Fenwick University · Expected Graduation May 2015',
      '## Experience',
      '## Harlow Freight · Operations Analyst · Jun 2016 – Present',
      '- Planned the weekly routes for forty lorries.',
      '## Delmore Shipping · Warehouse Assistant · Sep 2013 – Apr 2015',
      '- Checked the incoming pallets.',
    ].join('\n\n'),
  );
  const read = (day: string) => ({
    ...profile,
    education: withDegreesUnderWay(profile.education, new Date(day)),
  });

  it('is no current study: the jobs of its years are told as past, never as held alongside it', () => {
    const answer = educationPair(read('2026-09-01T00:00:00Z'))?.answer ?? '';
    expect(answer).not.toMatch(/alongside my studies|I am studying/i);
    expect(answer).toContain('During my studies I worked as a Warehouse Assistant at Delmore Shipping.');
  });

  it('is still studied for alongside the work when the CV is read before that date', () => {
    expect(educationPair(read('2015-01-01T00:00:00Z'))?.answer).toContain('Alongside my studies');
  });
});
