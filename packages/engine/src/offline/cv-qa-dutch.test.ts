import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';

// A made-up Dutch CV of round 26's kind: before, it was asked in English around its Dutch lines ('I worked as a
// senior beleidsmedewerker at … Verantwoordelijk voor het beleid …').
const CV = [
  '# Marieke de Vries',
  '## Werkervaring',
  '## 2015-heden Gemeente Zwolle, afdeling Burgerzaken, senior beleidsmedewerker',
  'Verantwoordelijk voor het beleid rond de publieke dienstverlening en de digitale balie van de gemeente.',
  '## 2009-2015 Projectleider bij de Provincie Overijssel, directie Ruimte en Water.',
  'Leiding gegeven aan projecten voor de herinrichting van de uiterwaarden langs de IJssel.',
  '## Opleiding',
  '## 2012 Universiteit Twente, NL, MSc',
  '## 2004 Wageningen Universiteit, NL',
  'Bachelor Bodem, Water en Atmosfeer',
].join('\n\n');

describe('Dutch CVs asked in Dutch (issue 13, round 26)', () => {
  it('asks and answers in Dutch, the CV quoting its own lines', () => {
    const qa = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01') });
    expect(qa.qa_pairs[0]).toEqual({
      question: 'Vertelt u iets over uzelf.',
      answer:
        'Ik werk als senior beleidsmedewerker bij Gemeente Zwolle sinds 2015. Mijn opleiding: MSc, Universiteit Twente (2012).',
    });
    expect(qa.qa_pairs.map((pair) => pair.answer)).toContain(
      'Ik werkte als Projectleider bij Provincie Overijssel van 2009 tot 2015. Leiding gegeven aan projecten voor de herinrichting van de uiterwaarden langs de IJssel.',
    );
    expect(qa.qa_admin_pairs.map((pair) => pair.question)).toContain(
      'Uw cv noemt senior beleidsmedewerker bij Gemeente Zwolle sinds 2015 als huidige functie. Werkt u daar nog, en welke opzegtermijn hebt u?',
    );
  });
});
