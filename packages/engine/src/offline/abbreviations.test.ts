import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { sentencesIn } from './sections.ts';

describe("an abbreviation's full stop inside a line", () => {
  it('ends no sentence: bzw., z. B., u. a., ca., e.g., i.e., and etc. before a lower-case word', () => {
    expect(sentencesIn('Sie haben Erfahrung in der Kundenberatung bzw. im Vertrieb.')).toHaveLength(1);
    expect(sentencesIn('Stock the line with ca. 20 pans before the evening service starts.')).toHaveLength(1);
    expect(
      sentencesIn('Use the usual tools, e.g. spreadsheets and a shared calendar for the team.'),
    ).toHaveLength(1);
    expect(
      sentencesIn('Kenntnisse in Standardsoftware, z. B. Excel, und u. a. im Monatsabschluss.'),
    ).toHaveLength(1);
    expect(sentencesIn('Prepare sauces, dressings etc. for the service. Clean the line.')).toHaveLength(2);
  });

  it("ends no sentence in the other languages read: Finnish 'sop.', 'esim.', Czech 'např.', Polish 'np.', Dutch 'bijv.'", () => {
    expect(sentencesIn('Aloitus: 1.9.2027 tai sop. mukaan')).toEqual(['Aloitus: 1.9.2027 tai sop. mukaan']);
    expect(sentencesIn('Hallitset esim. Pythonin ja Javan. Olet oma-aloitteinen.')).toHaveLength(2);
    expect(sentencesIn('Znáš např. Kotlin nebo Swift a tzv. čistý kód.')).toHaveLength(1);
    expect(sentencesIn('Znajomość narzędzi, np. Jira i Confluence.')).toHaveLength(1);
    expect(sentencesIn('Ervaring met o.a. planning en bijv. Excel.')).toHaveLength(1);
    expect(sentencesIn('Testaat, raportoit jne. Teet yhteistyötä.')).toHaveLength(2);
  });
});

describe('a paragraph running its labelled parts together', () => {
  it("quotes a sentence without the next part's label in capitals", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Line Cook',
        '',
        '## Responsibilities',
        '',
        '- Prepare the sauces and dressings for the evening service',
        '- Keep the walk-in tidy and label every container with its date',
        '',
        '## Qualifications',
        '',
        'QUALIFICATIONS: Two years of kitchen experience. Able to carry crates of up to 40 lbs; places these crates on the high shelves of the dry store. WORKING CONDITIONS; Work is performed in a hot kitchen.',
      ].join('\n'),
      position: 'Line Cook',
      company: 'Bistro Lune',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('places these crates on the high shelves of the dry store');
    expect(text).not.toContain('WORKING CONDITIONS');
  });
});
