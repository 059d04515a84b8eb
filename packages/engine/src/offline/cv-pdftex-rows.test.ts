import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { fromCapitals } from './cv-vocabulary.ts';

// Round 15's English pdfTeX CV (xochicale_cv_2014_pdftex_split_accents.pdf) showed these kinds; the inputs are made up.
const educationOf = (...rows: string[]) => readCvProfile(['## Education', ...rows].join('\n\n')).education;

describe('degree rows of a 2014 pdfTeX CV (issue 13, round 15)', () => {
  it('keeps a grade out of the degree name: a score alone, a GPA, a Spanish nota, a French mention', () => {
    const degrees = educationOf(
      'Coastal University of Technology (CUT) · Lima',
      'Master Degree in Hydraulics; 9.1/10 · Mar. 2010 – Mar. 2012',
      'Bachelor of Science in Physics, GPA 3.8/4.0 · 2005 – 2009',
      'Licenciatura en Química; Nota 6,5 · 2001 – 2005',
      'Master en Chimie, mention Bien · 1999 – 2001',
    ).map((entry) => entry.degree);
    expect(degrees).toEqual([
      'Master Degree in Hydraulics',
      'Bachelor of Science in Physics',
      'Licenciatura en Química',
      'Master en Chimie',
    ]);
  });

  it("keeps a school's bracketed aside whole, its comma parting no field (after round 29)", () => {
    const [entry] = educationOf(
      '## Harbour University (HU, Flagship University of the North) · Sep. 2015 – Jun. 2019',
      'Bachelor of Marine Biology · Tromsø, Norway',
    );
    expect(entry?.institution).toBe('Harbour University (HU, Flagship University of the North)');
  });

  it('keeps a date after a degree, which no grading scale tops', () => {
    expect(educationOf('Master of Arts in History, 09/2015 · Northfield College')[0]?.year).toBe('2015');
  });

  it("keeps an institution's name whole where a comma lists its subjects, and its bracketed acronym in capitals", () => {
    const [entry] = educationOf(
      'National Institute of Geology, Mining and Metallurgy (INGEM) · Oruro, Bolivia',
      'Master Degree in Mining · 2004 – 2006',
    );
    expect(entry?.institution).toBe('National Institute of Geology, Mining and Metallurgy (INGEM)');
  });
});

describe('acronyms in capitals', () => {
  it('keeps a short acronym alone or in brackets as written, and title-cases words in capitals', () => {
    expect(fromCapitals('UMAD')).toBe('UMAD');
    expect(fromCapitals('NORTHERN UNIVERSITY (NORU)')).toBe('Northern University (NORU)');
    expect(fromCapitals('OPEN DATA TEAM')).toBe('Open Data Team');
  });
});

describe('project paragraphs written as an abstract (issue 13, round 15)', () => {
  const answers = generateCvQa({
    cvMarkdown: [
      '## Experience',
      'Acoustics Lab at Northern Valley University · Oruro',
      'Research Assistant · March 2015 – May 2016',
      'This work presents a bat-call recorder, which is based on a low-cost microphone array.',
      'The microphone array is located at the roof of the field station.',
      'A Design of a Quiet Testing Room was elaborated as a proposal for the faculty.',
      'Wrote the firmware of the recorder in C.',
    ].join('\n\n'),
  }).qa_pairs.map((pair) => pair.answer);

  it("tells 'This work presents …' as the candidate's work and leaves out passive descriptions of things", () => {
    const told = answers.join('\n');
    expect(told).toContain('I worked on a bat-call recorder');
    expect(told).not.toMatch(/This work presents|is located at|was elaborated/);
    expect(told).toContain('I wrote the firmware of the recorder in C.');
  });
});
