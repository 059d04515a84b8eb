import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// Made-up postings of the kinds round 25 brought (issue 13): a Czech board's headings worded around the post, a
// Finnish board's field rows set as headings over their values, and a Swedish board's place and licence rows.
const CZECH = [
  '# Účetní (m/ž)',
  '## Co Vás u nás jako účetní čeká?',
  '- Vedení účetnictví a daňové evidence',
  '## Hledáme právě Vás, když',
  '- Máte praxi v účetnictví',
  '## Co Vám Pekárna Novák nabídne?',
  '- Stravenky a dovolená 5 týdnů',
  'Informace o pozici',
  'Požadované vzdělání',
  'Vysokoškolské nebo středoškolské s maturitou',
].join('\n\n');

const FINNISH = [
  '# Kirjanpitäjä',
  'Haemme kirjanpitäjää tilitoimistoomme. Sinulla on alan tutkinto ja kokemusta kirjanpidosta.',
  '## Työpaikan osoite',
  '## 33100 TAMPERE',
  '## Työ alkaa',
  'syksy 2025',
  '## Työaika',
  'osa-aikatyö',
  '## Työn kesto',
  'alle 6 kuukautta',
].join('\n\n');

const SWEDISH = [
  '# Lastbilschaufför',
  'Vi söker en chaufför till vår åkeri. Du har erfarenhet av distribution och trivs med kundkontakt.',
  '## Om anställningen',
  'Arbetsort · Luleå, Norrbottens län',
  'Arbetstid · Deltid',
  'Körkort · C',
].join('\n\n');

const byTitle = (markdown: string, position: string): Record<string, string> =>
  Object.fromEntries(
    generateJob({ jobSpecMarkdown: markdown, position }).jobSpecWorkRequirements.map((w) => [
      w.title,
      w.question,
    ]),
  );

describe('Nordic and Czech board rows and headings (issue 13, round 25 kind)', () => {
  it("reads a Czech heading with the post's words or the employer's name inserted", () => {
    expect(headingKind('Co Tě u nás jako skladníka čeká?')).toBe('responsibilities');
    expect(headingKind('Hledáme právě Tebe, pokud')).toBe('requirements');
    expect(headingKind('Hledáme Vás, když')).toBe('requirements');
    expect(headingKind('Co Ti Pekárna Novák nabízí?')).toBe('benefits');
  });

  it('asks a Czech education row as a qualification, the duties and requirements under the inserted headings', () => {
    const questions = generateJob({ jobSpecMarkdown: CZECH, position: 'Účetní' }).jobSpecsQuestions;
    expect(questions.some((q) => q.includes('Vedení účetnictví'))).toBe(true);
    expect(questions.some((q) => q.includes('Máte praxi v účetnictví'))).toBe(true);
    expect(questions.some((q) => q.includes('Stravenky'))).toBe(false);
    expect(questions.find((q) => q.includes('s maturitou'))).toMatch(/qualification/);
  });

  it("reads a Finnish board's field rows set as headings as the place, the start and the contract", () => {
    const asked = byTitle(FINNISH, 'Kirjanpitäjä');
    // A board prints the place in capitals; a question names it as a town is written.
    expect(asked['Location']).toContain('Tampere');
    expect(asked['Location']).not.toContain('TAMPERE');
    expect(asked['Location']).not.toContain('33100');
    expect(asked['Start date']).toContain('Työ alkaa: syksy 2025');
    expect(asked['Contract type']).toContain('Työaika: osa-aikatyö');
    expect(asked['Contract type']).toContain('Työn kesto: alle 6 kuukautta');
  });

  it("reads a Swedish board's place and driving licence rows", () => {
    const asked = byTitle(SWEDISH, 'Lastbilschaufför');
    expect(asked['Location']).toContain('Luleå, Norrbottens län');
    expect(asked['Driving licence']).toContain('Körkort · C');
  });
});
