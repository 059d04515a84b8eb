import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { withoutLeadingConnective } from './leading-connectives.ts';

describe('a quoted line without the connective that tied it to the line before (round 28 kind)', () => {
  it('puts the subject back before its verb in Swedish and German', () => {
    expect(withoutLeadingConnective('Därtill gillar du att planera ditt eget schema', 'sv')).toBe(
      'Du gillar att planera ditt eget schema',
    );
    expect(withoutLeadingConnective('Dessutom är det viktigt att du har körkort', 'sv')).toBe(
      'Det är viktigt att du har körkort',
    );
    expect(withoutLeadingConnective('Zudem bringen Sie Erfahrung in der Buchhaltung mit', 'de')).toBe(
      'Sie bringen Erfahrung in der Buchhaltung mit',
    );
    expect(withoutLeadingConnective('Außerdem hast du Spaß am Kochen', 'de')).toBe('Du hast Spaß am Kochen');
  });

  it('drops it alone where the subject keeps its place', () => {
    expect(withoutLeadingConnective('Furthermore, you have worked with payroll software', 'en')).toBe(
      'You have worked with payroll software',
    );
    expect(withoutLeadingConnective('Además, tienes experiencia en atención al cliente', 'es')).toBe(
      'Tienes experiencia en atención al cliente',
    );
  });

  it('keeps a line whose connective opens a phrase or precedes no subject', () => {
    expect(withoutLeadingConnective('In addition to Excel, some SQL', 'en')).toBe(
      'In addition to Excel, some SQL',
    );
    expect(withoutLeadingConnective('Además de inglés, francés', 'es')).toBe('Además de inglés, francés');
    expect(withoutLeadingConnective('Dessutom erfarenhet av journalsystem', 'sv')).toBe(
      'Dessutom erfarenhet av journalsystem',
    );
  });
});

describe("a Swedish posting's prose requirements", () => {
  const POSTING = [
    '# Tandsköterska',
    '',
    '## Kvalifikationer',
    '',
    'Du som söker är legitimerad tandsköterska. Du har god samarbetsförmåga. Därtill gillar du att ta egna initiativ i det dagliga arbetet. Vi ser gärna att du har erfarenhet av implantatbehandling.',
  ].join('\n');

  const questionsOf = async (): Promise<string> =>
    (await createOfflineEngine().generateJob({ jobSpecMarkdown: POSTING })).jobSpecsQuestions.join('\n');

  it('quotes a line without its connective', async () => {
    const questions = await questionsOf();
    expect(questions).toContain('"Du gillar att ta egna initiativ');
    expect(questions).not.toContain('Därtill');
  });

  it("asks the plus told as what the employer would like ('Vi ser gärna att du har …')", async () => {
    expect(await questionsOf()).toContain('Vi ser gärna att du har erfarenhet av implantatbehandling');
  });
});
