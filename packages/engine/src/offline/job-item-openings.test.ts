import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

// Made-up postings: an item's opening words asked as the posting means them (round 24 kinds).
const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe('the opening words of a duty or requirement (round 24 kinds)', () => {
  it('asks a duty told as the part the holder plays as that part, not as verbs', async () => {
    const generation = await generate(
      [
        '# Data Protection Officer',
        '## Responsibilities',
        '- Subject matter expert with responsibility for the privacy notices of every product',
        '- Review the data processing agreements with suppliers',
        '## Requirements',
        '- A law degree or equivalent',
      ].join('\n'),
    );
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/is to subject matter/);
    expect(questions).toMatch(
      /is to act as a subject matter expert with responsibility for the privacy notices/,
    );
  });

  it("leaves out a sentence's place in its paragraph ('Finally,')", async () => {
    const generation = await generate(
      [
        '# Office Coordinator',
        '## Responsibilities',
        '- Keep the office running smoothly for forty people',
        '## Your profile',
        'You plan ahead and you keep calm under pressure. Finally, you enjoy helping colleagues find what they need.',
      ].join('\n'),
    );
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/finally/i);
    expect(questions).toMatch(/enjoys? helping colleagues find what they need/);
  });

  it('parts two requirements a page ran together where the second opens on Skills or Experience', () => {
    const items = parseSections(
      [
        '# Lecturer in Nursing',
        '## Requirements',
        '- Research experience in patient safety and clinical audit Skills in mixed methods research',
      ].join('\n'),
    ).flatMap((section) => section.items);
    expect(items).toContain('Research experience in patient safety and clinical audit');
    expect(items).toContain('Skills in mixed methods research');
  });
});

describe('licences and certificates run together (round 25 kind)', () => {
  it('opens an item at a held or acronym-named licence or certificate', () => {
    const sections = parseSections(
      [
        '# Paramedic',
        '## Requirements',
        'Valid EMT licence in the county of service Current PALS (Pediatric Advanced Life Support) card for ambulance crews CPR certification renewed every two years',
        '- Must hold BLS certification on the first day',
      ].join('\n'),
    );
    expect(sections.find((section) => section.kind === 'requirements')?.items).toEqual([
      'Valid EMT licence in the county of service',
      'Current PALS (Pediatric Advanced Life Support) card for ambulance crews',
      'CPR certification renewed every two years',
      'Must hold BLS certification on the first day',
    ]);
  });
});
