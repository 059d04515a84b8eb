import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// A made-up riding stable's careers page naming three roles a line each; the job form names the second.
const STABLE_PAGE = [
  '# Lavora con noi',
  '',
  '## Posizioni aperte',
  '',
  'Cerchiamo persone appassionate di cavalli e di vita all’aria aperta.',
  '',
  '- Istruttore di equitazione: richiesti brevetto federale e esperienza con i bambini',
  '- Stalliere: richieste pazienza, precisione e cura degli animali',
  '- Tirocinante: preferibilmente studente di scienze animali',
].join('\n');

describe('a page naming several roles in one list', () => {
  it("asks only the line of the role the job form names, never another role's", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: STABLE_PAGE,
      position: 'Stalliere',
      company: 'Maneggio del Lago',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('"pazienza, precisione e cura degli animali"');
    expect(text).not.toMatch(/brevetto|bambini|scienze animali|Istruttore|Tirocinante/);
  });
});
