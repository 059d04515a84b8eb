import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

async function questionsOf(lines: string[], company = 'Lumen Commons'): Promise<string> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Outreach Coordinator',
    company,
  });
  return jobSpecsQuestions.join('\n');
}

describe("a web page's contents box printed amid the text (round 13 kind)", () => {
  const page = [
    '# Outreach Coordinator',
    '## About Lumen Commons',
    'Lumen Commons builds open tools for community gardens and publishes guides for',
    '## ON THIS PAGE',
    'Outreach Coordinator',
    'About Lumen Commons',
    'What Your Main',
    'Duties Will',
    '## Be',
    'About You - Skills you need for this post',
    '## How to apply',
    'volunteers. Our gardens feed four towns.',
    '## What Your Main Duties Will Be',
    '### Volunteers',
    '- Recruit and train garden volunteers every season',
    '- Keep the volunteer rota up to date',
    '### Events',
    '- Plan the spring seed swap with local schools',
    '## About You - Skills you need for this post',
    '- Experience running volunteer programmes',
    '- Confident public speaker',
    '## How to apply',
    'Send a short letter.',
  ];

  it("asks none of the box's headings, and reads the text after it as the paragraph it interrupted", () => {
    const sections = parseSections(page.join('\n'));
    const items = sections.flatMap((section) => section.items);
    expect(items).not.toContain('About You - Skills you need for this post');
    expect(items).not.toContain('Duties Will');
    const about = sections.find((section) => section.heading === 'About Lumen Commons');
    expect(about?.items.join(' ')).toMatch(/guides for volunteers\. Our gardens feed four towns\./);
  });

  it('reads the sub-headings of a duties heading as its duties', async () => {
    const sections = parseSections(page.join('\n'));
    const events = sections.find((section) => section.heading === 'Events');
    expect(events).toMatchObject({ kind: 'responsibilities', parent: 'What Your Main Duties Will Be' });
    const text = await questionsOf(page);
    expect(text).toMatch(/recruit and train garden volunteers/i);
    expect(text).toMatch(/plan the spring seed swap/i);
    expect(text).not.toMatch(/About You - Skills|Duties Will/);
  });

  it("asks the duties under their own heading before those of an overview or a first months' plan", async () => {
    const text = await questionsOf([
      '# Outreach Coordinator',
      '## About the role',
      'We are looking for someone excited about:',
      '- growing our membership',
      '- hosting garden tours',
      '- writing the monthly newsletter',
      '- mapping new garden sites',
      '- meeting local councils',
      '- running seed libraries',
      '- visiting partner farms',
      '## Key responsibilities',
      '- Recruit and train garden volunteers every season',
      '- Keep the volunteer rota up to date',
      '- Plan the spring seed swap with local schools',
      '- Answer questions from gardeners by phone and e-mail',
      '- Report attendance figures to the board each quarter',
      '- Order seeds and tools within the yearly budget',
      '## Requirements',
      '- Experience running volunteer programmes',
      '- Confident public speaker',
      '- A full driving licence',
    ]);
    expect(text).toMatch(/order seeds and tools/i);
    expect(text.indexOf('Recruit and train')).toBeLessThan(text.indexOf('growing our membership'));
  });
});

describe('lines cut or run together by the page (round 13 kind)', () => {
  it("keeps a title-case name after a lower-case word ('our Code of Conduct') in its line", () => {
    const [section] = parseSections(
      ['## Requirements', 'Ability to uphold our community Code of Conduct at events'].join('\n'),
    );
    expect(section?.items).toEqual(['Ability to uphold our community Code of Conduct at events']);
  });

  it('keeps a name a verb takes as its object in the line', () => {
    const [section] = parseSections(
      ['## Responsibilities', 'Schedule our posts, which the team currently uses Notify to manage'].join(
        '\n',
      ),
    );
    expect(section?.items).toEqual(['Schedule our posts, which the team currently uses Notify to manage']);
  });

  it("keeps a mixed-case name in a list of names whole ('such as SeedShare, Open Plots and…')", async () => {
    const { jobSpecsMarkdown } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Outreach Coordinator',
        '## Responsibilities',
        'Work with partners such as SeedShare, Open Plots and other groups.',
        'Keep in touch with GreenLink and CityFarm.',
      ].join('\n'),
    });
    expect(jobSpecsMarkdown).toMatch(/such as SeedShare, Open Plots/);
    expect(jobSpecsMarkdown).toMatch(/with GreenLink and CityFarm/);
  });

  it('joins a last word a PDF set apart as a heading after a word that cannot end the line', async () => {
    const text = await questionsOf([
      '# Outreach Coordinator',
      '## Duties',
      'Act as the first contact for gardens interested in working with',
      '## LCG',
      'Recruit and train garden volunteers every season',
    ]);
    expect(text).toMatch(/interested in working with LCG\./);
  });

  it('asks a sub-item with the duty it belongs to, not on its own', async () => {
    const text = await questionsOf([
      '# Outreach Coordinator',
      '## Duties',
      'Recruit and train garden volunteers every season',
      'Liaise closely with the finance and grants team, especially on:',
      'Payment deadlines and budgets',
      'Keep the volunteer rota up to date',
    ]);
    expect(text).toMatch(
      /liaise closely with the finance and grants team, especially on: payment deadlines and budgets/i,
    );
    expect(text).not.toMatch(/"Payment deadlines and budgets"/);
  });
});

describe("the organisation's description, the post's conditions and closed notices (round 13 kind)", () => {
  const post = [
    '# CLOSED: Lumen Commons is hiring an Outreach Coordinator',
    'This position has been filled.',
    'We are no longer accepting applications for this role.',
    '## About the role',
    'Lumen Commons seeks a friendly Outreach Coordinator to grow our garden network.',
    'Core to our mission is widening access to land for people who have none.',
    'There is some flexibility in this role from month to month.',
    'Applicants must be eligible for employment in Canada.',
    'All work that you do should follow our Garden Safety Code.',
    'Lumen Commons currently uses Planly to schedule its posts.',
    'As such, you will spend time writing our newsletter for members.',
    '## Requirements',
    '- Experience running volunteer programmes',
  ];

  it('asks neither the mission, the recruiting sentence, a circumstance, the employer at work nor a notice', async () => {
    const text = await questionsOf(post);
    expect(text).not.toMatch(
      /seeks a friendly|core to our mission|some flexibility|currently uses Planly|eligible for employment|all work/i,
    );
    expect(text).not.toMatch(/closed|been filled|no longer accepting/i);
    expect(text).toMatch(/spend time writing our newsletter/);
  });

  it('names the position without the closed badge when none is typed', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: post.join('\n'),
    });
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/CLOSED/);
  });

  it("reads a 'capabilities' heading as the requirements", () => {
    const [section] = parseSections(
      ['## Required personal capabilities', '- Experience running volunteer programmes'].join('\n'),
    );
    expect(section?.kind).toBe('requirements');
  });
});

describe("a part after a ';' that goes on about what the part before named (round 19's dishwasher, left on round 20)", () => {
  it('is kept with that part, and a part with its own point is still an item', () => {
    const sections = parseSections(
      [
        '# Stock Assistant',
        '',
        '## Requirements',
        '',
        '- Able to carry crates of up to 40 lbs; stacks them on racks in the cold store.',
        '- Count deliveries; label the pallets by route.',
      ].join('\n'),
    );
    expect(sections.find((section) => section.kind === 'requirements')?.items).toEqual([
      'Able to carry crates of up to 40 lbs; stacks them on racks in the cold store.',
      'Count deliveries',
      'label the pallets by route.',
    ]);
  });
});
