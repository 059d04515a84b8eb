import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { projectPairs } from './cv-skill-and-project-pairs.ts';

// Issue 13, round 25: a resume builder's projects, each a name (alone or with its year after '·') over the
// candidate's role in it on a line of its own, then bullets. The role was read as the project's name, and the next
// project's row ran into the bullet above. Made-up projects.
const CV = [
  '# Priya Nair',
  '## Projects',
  '### Tidepool',
  '### Author & Maintainer',
  '- Command-line tool that syncs tide tables to calendars, used by 400 sailing clubs across the country',
  'Harbour Noise Map · 2021',
  '### Core Contributor',
  '- Mapped ship noise from public hydrophone feeds for a marine research group',
].join('\n\n');

describe("a project's role line under its name (issue 13, round 25)", () => {
  const profile = readCvProfile(CV);

  it('reads the role as the project’s role, and the next project’s row as its own name', () => {
    expect(profile.projects.map(({ name, role, year }) => [name, role, year ?? null])).toEqual([
      ['Tidepool', 'Author & Maintainer', null],
      ['Harbour Noise Map', 'Core Contributor', '2021'],
    ]);
    expect(profile.projects[0]?.details).toEqual([
      'Command-line tool that syncs tide tables to calendars, used by 400 sailing clubs across the country',
    ]);
  });

  it('tells the role in the answer', () => {
    const answers = projectPairs(profile).map((pair) => pair.answer);
    expect(answers[0]).toMatch(/^I worked on "Tidepool" as its author and maintainer\. /);
    expect(answers[1]).toMatch(/^I worked on "Harbour Noise Map" as a core contributor \(2021\)\. /);
  });
});
