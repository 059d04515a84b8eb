import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe("the post's own terms, not a duty's or a benefit's words (round 16)", () => {
  it("does not read a duty's part-time helpers as the post's contract or hours", async () => {
    const generation = await generate(
      [
        '# Tutoring Coordinator',
        '## Responsibilities',
        'Answer questions from parents by phone and email',
        'Recruit and supervise a team of part-time tutors for the evening sessions',
        'Keep the attendance records up to date',
      ].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Contract type');
    expect(generation.workArrangementInfo.working_hours).toBeNull();
  });

  it("still reads a duty list's line about the post itself", async () => {
    const generation = await generate(
      [
        '# Tutoring Coordinator',
        '## Responsibilities',
        'Answer questions from parents by phone and email',
        'This is a part-time position, about 20 hours a week',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toContain('part-time position');
  });

  it('asks a post that can be done remotely or at the office about that choice, not a move', async () => {
    const generation = await generate(
      [
        '# Grants Officer',
        '## Duties',
        'Write the grant reports for our funders',
        '## Terms',
        'This is a full-time position, which can be done remotely or in our office in Leeds, UK. To apply, send a cover letter to jobs at example dot org.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(titles(requirements)).not.toContain('Location');
    expect(byTitle(requirements, 'Work arrangement')).toContain('remotely or at its office');
    expect(byTitle(requirements, 'Work arrangement')).toContain('in our office in Leeds, UK');
    expect(byTitle(requirements, 'Work arrangement')).not.toMatch(/relocate|To apply/);
    expect(byTitle(requirements, 'Contract type')).toContain('"This is a full-time position"');
    expect(generation.workArrangementInfo.work_arrangement).toBe('Remote');
  });

  it("does not read a 'main office' as work in the office", async () => {
    const generation = await generate(
      [
        '# Copy Editor',
        '## Duties',
        'Edit the quarterly report',
        '## Terms',
        'Our main office is in Leeds, and we would gladly give you a desk there; however, this job can be done remotely.',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.work_arrangement).toBe('Remote');
  });

  it('reads the place and the contract of a paragraph that goes on to the benefits, and no travel perk', async () => {
    const generation = await generate(
      [
        '# Development Manager',
        '## Qualifications',
        'Willingness to travel to partner meetings twice a year.',
        '## Terms',
        'This is a full-time role based in our office in Portland, Oregon. Flexible salary, depending on experience. We offer a generous benefits package: health, dental, vision and life insurance; flexible hours; and occasional travel opportunities.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(JSON.stringify(requirements)).not.toMatch(/"office in P"|occasional travel/);
    expect(byTitle(requirements, 'Location')).toContain('Portland, Oregon');
    expect(byTitle(requirements, 'Travel')).toContain('partner meetings twice a year');
    expect(byTitle(requirements, 'Contract type')).toContain('"This is a full-time role"');
  });

  it("quotes the whole place of a benefits line, and reads a place wrapped onto the paragraph's next line", async () => {
    const offer = await generate(
      [
        '# Front Desk Assistant',
        '## Duties',
        'Greet visitors and answer the phone',
        '## Terms',
        '- Full time, dental, vision and life insurance, pension, office in Portland, Oregon',
      ].join('\n'),
    );
    expect(JSON.stringify(offer.jobSpecWorkRequirements)).not.toMatch(/"office in P"/);
    expect(offer.workArrangementInfo.office_location).toBe('Portland, Oregon');
    const wrapped = await generate(
      [
        '# Front Desk Assistant',
        '## Duties',
        'Greet visitors and answer the phone',
        '## Terms',
        'This is a full-time position based in our office in',
        'Portland, Oregon, five days a week.',
      ].join('\n'),
    );
    expect(wrapped.workArrangementInfo.office_location).toBe('Portland, Oregon');
  });

  it('asks a place the posting prefers for working in person, open to remote work, as a preference', async () => {
    const generation = await generate(
      [
        '# Community Lead',
        '## Duties',
        'Run the weekly member calls',
        '## Location',
        'We have a strong preference for someone in-person in Maine, but we will consider people who want to work remotely.',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.office_location).toBe('Maine');
    expect(byTitle(generation.jobSpecWorkRequirements, 'Location')).toContain('open to exceptions');
  });
});
