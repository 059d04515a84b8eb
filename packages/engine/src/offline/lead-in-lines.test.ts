import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// A made-up bakery's driver post told as lead-ins ('Wir ...', 'Sie ...', 'Wir bieten Ihnen ...') continued by '... '
// lines, one line packing two items.
const BAKERY_POST = [
  '# Fahrer (m/w/d) Backwaren – Teilzeit',
  '',
  'Wir ...',
  '',
  '... backen seit 1950 Brot und Brötchen für die ganze Region.',
  '',
  '... suchen Sie als Fahrer*in, der*die morgens unsere Filialen beliefert und das Leergut zurückbringt.',
  '',
  'Sie ...',
  '',
  '... kennen sich in der Gegend gut aus und planen Ihre Touren selbst. ... sind früh am Morgen fit und pünktlich.',
  '',
  '... haben idealerweise Erfahrung in der Auslieferung von Lebensmitteln.',
  '',
  'Wir bieten Ihnen ...',
  '',
  '... einen sicheren Arbeitsplatz in einem Familienbetrieb.',
  '',
  '... ein freundliches und hilfsbereites Team.',
].join('\n');

describe("a posting told as lead-ins continued by '...' lines", () => {
  it("reads each continuation as an item of its lead's kind, the duty from whom the employer seeks", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: BAKERY_POST,
      position: 'Fahrer Backwaren',
      company: 'Bäckerei Korn',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('task: "morgens unsere Filialen beliefert und das Leergut zurückbringt"');
    expect(text).toContain('"Sie kennen sich in der Gegend gut aus und planen Ihre Touren selbst"');
    expect(text).toContain('"Sie sind früh am Morgen fit und pünktlich"');
    expect(text).toContain('plus: "Sie haben idealerweise Erfahrung in der Auslieferung von Lebensmitteln"');
    expect(text).not.toMatch(/backen seit|Familienbetrieb|hilfsbereites Team/);
  });
});

describe("a line weighed by 'ideally' inside it", () => {
  it('asks it as a plus, never as a task, wherever it is listed', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Sous Chef',
        '',
        '## Responsibilities',
        '',
        '- Plan the weekly menu with the head chef',
        '- Order produce and check deliveries',
        '- You should ideally have run a small kitchen before',
        '- Train the kitchen porters in food safety',
      ].join('\n'),
      position: 'Sous Chef',
      company: 'Bistro Lune',
    });
    const item = jobSpecsQuestions.find((question) => question.includes('run a small kitchen'));
    expect(item).toBeDefined();
    expect(item).not.toMatch(/responsibilit|task/i);
  });
});

// A made-up print ad: lead-ins set as headings, each continuation broken over short lines at the ad's narrow columns.
const PRINT_AD_POST = [
  '## Wir …',
  '',
  '… suchen eine*n freundliche*n',
  '',
  'Fahrer*in, der*die unsere frischen',
  '',
  'Backwaren an die Filialen liefert.',
  '',
  '… sorgen für einen leichten Einstieg: Sie übernehmen feste',
  '',
  'Touren und lernen neue Kunden kennen.',
  '',
  '## Sie …',
  '',
  '… sind früh am Morgen',
  '',
  'fit und pünktlich.',
  '',
  '… arbeiten gern',
  '',
  'selbstständig und im Team',
  '',
  '## Wir bieten Ihnen …',
  '',
  '… ein freundliches',
  '',
  'Team.',
].join('\n');

describe('a print ad whose lead-ins are headings and whose continuations break over short lines', () => {
  it('joins each continuation to its lines and reads the duties from whom the employer seeks', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: PRINT_AD_POST,
      position: 'Fahrer Backwaren',
      company: 'Bäckerei Korn',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('task: "unsere frischen Backwaren an die Filialen liefert"');
    expect(text).toContain('task: "übernehmen feste Touren und lernen neue Kunden kennen"');
    expect(text).toContain('"Sie sind früh am Morgen fit und pünktlich"');
    expect(text).toContain('"Sie arbeiten gern selbstständig und im Team"');
    expect(text).not.toMatch(/freundliches/);
  });
});
