import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

// A made-up print ad (round 20 kind): its contact block first, under the line asking for applications, then the
// post's own paragraph with the field work.
const PRINT_AD = [
  '## Viel Erfolg.',
  '',
  'Bitte senden Sie Ihre Bewerbung an:',
  '',
  'Kartenhaus Nord GmbH • Herr Jonas Petersen • Tel: 040 / 12 345 - 6',
  '',
  'Hafenweg 3 • 20457 Hamburg jobs@kartenhaus-nord.de • www.kartenhaus-nord.de',
  '',
  'Als Hersteller von Kalendern und Notizbüchern beliefern wir den Fachhandel im ganzen Norden. Werden Sie Teil unseres Teams als Gebietsverkäufer*in im Außendienst für Schleswig-Holstein (unter anderem Kiel, Lübeck und Flensburg).',
  '',
  '## Sie …',
  '',
  '… haben Erfahrung im Vertrieb an den Fachhandel.',
].join('\n');

describe("the post's prose after an application block's contact lines", () => {
  it('is read as the post again, its field work as travel; the address ends its contact line', async () => {
    const sections = parseSections(PRINT_AD);
    const description = sections.find((section) => section.kind === 'description');
    expect(description?.items[0]).toMatch(/^Als Hersteller von Kalendern/);
    const result = await createOfflineEngine().generateJob({
      jobSpecMarkdown: PRINT_AD,
      position: 'Gebietsverkäufer*in',
      company: 'Kartenhaus Nord',
    });
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toContain('Travel');
  });
});
