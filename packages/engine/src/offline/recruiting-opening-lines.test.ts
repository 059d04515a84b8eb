import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isUsableItem } from './job-lines.ts';

describe("an ad's opening line saying whom the employer seeks (round 27)", () => {
  it.each([
    'Hľadáme spoľahlivú asistentku, ktorá zabezpečí chod našej pobočky a podporí obchodný tím.',
    'Hledáme pečlivého účetního, který povede účetnictví našich klientů.',
    'Wir suchen eine/n engagierte/n Sachbearbeiter/in, die/der unsere Kundenakten pflegt.',
    'Zur Verstärkung unseres Teams suchen wir eine Fachkraft, die unsere Lieferungen plant.',
    'Cerchiamo un/una receptionist che accolga i clienti del nostro studio.',
    'Wij zoeken een collega die onze klanten te woord staat.',
    'Megbízható, precíz ügyfélszolgálati munkatársat keresünk, aki kezeli a beérkező hívásokat.',
  ])('is the role summary, never a duty or a requirement: %s', (line) => {
    expect(isUsableItem(line)).toBe(false);
  });

  it('keeps the duties listed after it', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Asistentka pobočky',
        'Hľadáme spoľahlivú asistentku, ktorá zabezpečí chod našej pobočky a podporí obchodný tím.',
        '## Náplň práce',
        '- Vedenie evidencie zmlúv a archivácia dokumentov',
        '- Komunikácia s dodávateľmi a klientmi pobočky',
      ].join('\n'),
    });
    expect(jobSpecsQuestions.join('\n')).not.toContain('Hľadáme');
    expect(jobSpecsQuestions.join('\n')).toContain('Vedenie evidencie zmlúv');
  });
});
