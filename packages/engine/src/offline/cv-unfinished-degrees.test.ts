import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { marksUnfinished } from './education-lines.ts';

const said = (education: string[]): string => {
  const qa = generateCvQa({
    cvMarkdown: [
      '# Robin Vale',
      '## Education',
      ...education,
      '## Experience',
      'Lab Assistant, Fenwick College · 2022 - Present',
      '- Logged core samples for the field team.',
    ].join('\n'),
    readOn: new Date('2026-02-01T00:00:00Z'),
  });
  return [
    ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
    ...qa.qa_admin_pairs.map((pair) => pair.question),
  ].join('\n');
};

describe('a degree the CV marks as left unfinished', () => {
  it('is told as studied, never held, and never asked for its completion year', () => {
    const text = said(['Fenwick University · Lisbon', 'M.Sc. in Geology · 2015 - dropout']);
    expect(text).toContain(
      'I studied for an M.Sc. in Geology at Fenwick University (2015), without completing it',
    );
    expect(text).not.toContain('I hold an M.Sc.');
    expect(text).not.toMatch(/lists an? M\.Sc\. in Geology.*year you completed/);
    expect(text).toContain('What is your highest completed qualification');
  });

  it('keeps a finished degree beside it checked as held', () => {
    const text = said([
      'Fenwick University · Lisbon',
      'Bachelor of Science in Geology · 2010 - 2013',
      'Fenwick University · Lisbon',
      'Master of Science in Geology · 2014 - 2016 (Incompleto)',
    ]);
    expect(text).toContain('Your CV lists a Bachelor of Science in Geology from Fenwick University (2013)');
    expect(text).not.toMatch(/Master of Science in Geology from/);
  });

  it('is read in the words CVs use for it, not in a degree still under way', () => {
    for (const row of [
      '2015 - dropout',
      '2018 - 2021 (Incompleto)',
      'abgebrochen',
      'not completed',
      'unfinished',
    ])
      expect(marksUnfinished(`BSc Physics · ${row}`)).toBe(true);
    for (const row of ['trancado', 'inachevé', 'sin terminar', 'discontinued'])
      expect(marksUnfinished(`Licence · 2019 (${row})`)).toBe(true);
    expect(marksUnfinished('Status: not yet completed')).toBe(false);
    expect(marksUnfinished('Dropout prediction with gradient boosting')).toBe(false);
  });
});
