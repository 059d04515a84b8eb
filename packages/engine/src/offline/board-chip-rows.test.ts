import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

// Made-up posts of round 32's kinds (issue 13): a board that prints the organisation and the state under the title,
// the posting dates, the pay, and a row of chips that opens on the engagement ('Full Time', 'Temporary'); a contract
// clause whose adjective a comma parts from its noun; a duty line that states being on call.
const generate = (markdown: string[], position: string | null = null) =>
  createOfflineEngine().generateJob({ jobSpecMarkdown: markdown.join('\n'), position });
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

const ORGANIZER_POST = [
  '# Field Organizer (Ohio)',
  '',
  'Harbor Voices Collective · Ohio',
  '',
  'Posted May 3, 2025 · Closes June 30, 2025',
  '',
  '$19-22/hr',
  '',
  'Full Time weekly bonuses Sick time No degree required',
  '',
  'We are hiring organizers to talk with neighbors about the ballot measure and sign up volunteers for the campaign.',
];

const AIDE_POST = [
  '# Legislative Aide',
  '',
  'Lakeshore Civic League · Michigan',
  '',
  'Posted May 3, 2025 · Closes June 30, 2025',
  '',
  '$3,900 per month',
  '',
  'Temporary Unlimited vacation dental insurance paid time off General Benefits',
  '',
  'Retirement Vision Sick time No degree required',
  '',
  'The League is seeking a Legislative Aide to track bills, draft testimony and brief members on votes. This role is a part-time, seasonal position expected to last through March 2026 and is either hybrid in Lansing, Michigan or fully remote anywhere in Michigan.',
];

describe("a board's chip row under the pay (round 32 kind)", () => {
  it('quotes the engagement tag alone as the contract and the hours, never the chips', async () => {
    const job = await generate(ORGANIZER_POST);
    const contract = byTitle(job.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('"Full Time"');
    expect(contract).not.toMatch(/bonuses|Sick time|degree/);
    // 'Full Time' tells the hours as a 'Job type · Full Time' row does.
    expect(job.workArrangementInfo.working_hours).toBe('Full Time');
    const read = JSON.stringify([
      job.jobSpecsQuestions,
      job.jobSpecWorkRequirements,
      job.workArrangementInfo,
    ]);
    expect(read).not.toMatch(/weekly bonuses|Sick time/);
  });

  it('reads a leading Temporary tag as the contract and keeps the chips, not the post, as the offer', async () => {
    const sections = parseSections(AIDE_POST.join('\n'));
    expect(sections.map((section) => section.heading)).not.toContain('Benefits');
    expect(
      sections.find((section) => section.items.some((item) => item.includes('track bills')))?.kind,
    ).not.toBe('benefits');
    const requirement = sections.find((section) => section.kind === 'requirements');
    expect(requirement?.items ?? []).not.toContain('Sick time No degree required');
    const job = await generate(AIDE_POST);
    const contract = byTitle(job.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('"Temporary"');
    expect(contract).not.toMatch(/Unlimited vacation|General Benefits/);
  });

  it('quotes a contract clause whole, not cut after its adjective', async () => {
    const job = await generate(AIDE_POST);
    const contract = byTitle(job.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('a part-time, seasonal position expected to last through March 2026');
    expect(contract).not.toContain('"This role is a part-time"');
  });
});

describe("a board's organisation and state under the title (round 32 kind)", () => {
  it('reads the state as the location', async () => {
    const job = await generate(ORGANIZER_POST);
    expect(job.workArrangementInfo.office_location).toBe('Ohio');
    expect(byTitle(job.jobSpecWorkRequirements, 'Location')).toContain('Ohio');
  });

  it('reads no place from a dotted line under a title that no posting dates follow', async () => {
    const job = await generate([
      '# Notes from the spring meetup',
      '',
      'Jane Rivers · Community',
      '',
      'We met in the library to plan the summer reading list and the next workshop.',
    ]);
    expect(job.workArrangementInfo.office_location).toBeNull();
  });
});

describe('being on call stated as a duty (round 32 kind)', () => {
  it('reads a rota of back-up call as on call', async () => {
    const job = await generate([
      '# Staff Surgeon',
      '',
      '## Key Responsibilities',
      '',
      'Performs outpatient procedures and follow-up visits as scheduled.',
      '',
      'Rotates back up call with the Medical Director and the other staff surgeons.',
    ]);
    expect(job.workArrangementInfo.on_call_requirement).toContain('back up call');
    expect(byTitle(job.jobSpecWorkRequirements, 'On-call')).toContain('Rotates back up call');
  });
});
