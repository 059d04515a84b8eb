import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

async function questionsOf(lines: string[], position = 'Garden Coordinator'): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Lumen Commons',
  });
  return jobSpecsQuestions;
}

describe('page text around a post, never asked as its work (round 14 kinds)', () => {
  it("skips a blog's byline and its date-and-tags line", () => {
    const page = [
      '# Lumen Commons job posting: Garden Coordinator',
      'by rowan | March 3, 2021 09:15',
      'March 3, 2021 09:15 | Tags: gardens, jobs',
      '## Responsibilities',
      '- Plan the seasonal planting calendar with volunteers',
    ];
    const items = parseSections(page.join('\n')).flatMap((section) => section.items);
    expect(items.join('\n')).not.toMatch(/rowan|Tags:/);
    expect(items).toContain('Plan the seasonal planting calendar with volunteers');
  });

  it("reads a contact block ('Ihre Ansprechpartnerin', a name and an e-mail) as how to apply", async () => {
    const page = [
      '# Gärtnerin',
      '## Aufgaben',
      'Pflege der Beete und Wege rund um das Gästehaus',
      'Anleitung der Helferinnen bei der Ernte im Herbst',
      '## Ihre Ansprechpartnerin',
      'Mara Lind mara.lind@lumen-commons.de',
    ];
    const contact = parseSections(page.join('\n')).find((section) => /Ansprech/.test(section.heading ?? ''));
    expect(contact?.kind).toBe('process');
    expect((await questionsOf(page, 'Gärtnerin')).join('\n')).not.toMatch(/Mara Lind|@/);
  });

  it('never asks a line that carries an e-mail address', async () => {
    const text = await questionsOf([
      '# Garden Coordinator',
      '## Responsibilities',
      '- Plan the seasonal planting calendar with volunteers',
      '- Jo Rivera jo.rivera@lumen-commons.de',
    ]);
    expect(text.join('\n')).not.toMatch(/Jo Rivera|@/);
  });

  it('drops the call to apply, in German and in English', async () => {
    const german = await questionsOf(
      ['# Gärtnerin', '## Aufgaben', 'Pflege der Beete und Wege', 'Wir freuen uns auf Ihre Onlinebewerbung!'],
      'Gärtnerin',
    );
    expect(german.join('\n')).not.toMatch(/freuen uns/);
    const english = await questionsOf([
      '# Garden Coordinator',
      '## Responsibilities',
      '- Plan the seasonal planting calendar',
      '- We look forward to hearing from you and reading your story',
    ]);
    expect(english.join('\n')).not.toMatch(/look forward/);
  });
});

describe('list items a PDF set on one line (round 14 kinds)', () => {
  it("splits duties that each open on an '-ing' word where the next one starts in capitals", () => {
    const page = [
      '# Garden Coordinator',
      '## Responsibilities',
      'Planning the planting calendar for volunteers Running the seed library on weekends Keeping the tool shed in order',
    ];
    const items = parseSections(page.join('\n')).flatMap((section) => section.items);
    expect(items).toEqual([
      'Planning the planting calendar for volunteers',
      'Running the seed library on weekends',
      'Keeping the tool shed in order',
    ]);
  });

  it('splits German list items where a capitalised adjective follows a noun and opens the next item', () => {
    const page = [
      '# Gärtnerin',
      '## Aufgaben',
      'Pflege der Beete und Wege rund um das Gästehaus Regelmäßige Kontrolle unserer Obstbäume im Garten',
      'Abgeschlossenes Studium der Landschaftspflege oder Studium Ökologische Landwirtschaft oder vergleichbar',
    ];
    const items = parseSections(page.join('\n')).flatMap((section) => section.items);
    expect(items).toContain('Pflege der Beete und Wege rund um das Gästehaus');
    expect(items).toContain('Regelmäßige Kontrolle unserer Obstbäume im Garten');
    expect(items).toContain(
      'Abgeschlossenes Studium der Landschaftspflege oder Studium Ökologische Landwirtschaft oder vergleichbar',
    );
  });

  it("sets a typewriter's double hyphen as a dash", () => {
    const items = parseSections(
      ['# Garden Coordinator', '## Requirements', '- Clear writing -- in print and online'].join('\n'),
    ).flatMap((section) => section.items);
    expect(items).toContain('Clear writing – in print and online');
  });
});

describe('lines that are not the work (round 14 kinds)', () => {
  const page = [
    '# Garden Coordinator',
    '## The ideal candidate will be responsible for',
    '- Planning the planting calendar with volunteers',
    '- Running the seed library on weekends',
    '## Overall Objectives',
    '- A thriving, well-stocked seed library that serves four towns',
    '## Requirements',
    '- Two years of experience coordinating volunteers',
    '- Ordering seed and coordinating deliveries is essential to ensuring that beds are planted on time.',
    '- Beds must look tidy all year and we must meet the standards of our funders.',
    '- A key part of our reputation is making sure every visitor feels welcome.',
    '- Consideration will be given to those with relevant experience in horticulture.',
  ];

  it("reads a heading that says what the holder is 'responsible for' as duties, and objectives as no duties", () => {
    const sections = parseSections(page.join('\n'));
    expect(sections.find((section) => /responsible for/.test(section.heading ?? ''))?.kind).toBe(
      'responsibilities',
    );
    expect(sections.find((section) => section.heading === 'Overall Objectives')?.kind).toBe('description');
  });

  it("asks the work of a sentence without why it matters, and never the employer's aims", async () => {
    const text = (await questionsOf(page)).join('\n');
    expect(text).toMatch(/ordering seed and coordinating deliveries\./i);
    expect(text).not.toMatch(/essential to ensuring/);
    expect(text).not.toMatch(/we must meet|A key part of/);
    expect(text).not.toMatch(/thriving, well-stocked seed library/);
  });

  it("asks 'consideration will be given to …' as a nice-to-have, not a requirement", async () => {
    const text = (await questionsOf(page)).join('\n');
    expect(text).toMatch(/nice-to-have for this role is relevant experience in horticulture/i);
    expect(text).not.toMatch(/asks for consideration/i);
  });

  it("words the role questions so that a title naming the work ('Leitung') is not read as a person", async () => {
    const text = (
      await questionsOf(['# Leitung', '## Aufgaben', 'Pflege der Beete und Wege'], 'Leitung')
    ).join('\n');
    expect(text).not.toMatch(/as a Leitung|in Leitung work/);
  });
});
