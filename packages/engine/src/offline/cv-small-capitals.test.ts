import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { withSmallCapitalsRead } from './cv-small-capitals.ts';
import { fromCapitals } from './cv-vocabulary.ts';

// An Awesome-CV-like CV whose small capitals extract with a lower-case 'i'.
const cv = [
  '# Ana Ruiz',
  '# Experience',
  'Ledger Works · Valencia, Spain',
  'SENiOR ANALYST iN RiSK · March 2021 - Present',
  '- Built the monthly credit risk report for four business units.',
  '- Cut the report run from two days to four hours.',
  'Kelp Systems · Bilbao, Spain',
  'JUNiOR ANALYST · June 2018 - February 2021',
  '- Kept the customer ledger for the northern region.',
  '# Education',
  'Bilbao Business School · Bilbao, Spain',
  'B.A. iN FiNANCE · 2014 - 2018',
].join('\n');

describe('small capitals whose i extracts lower-case', () => {
  it('tells a run of them as the reader tells capitals, keeping acronyms', () => {
    expect(withSmallCapitalsRead('SENiOR ANALYST iN RiSK · March 2021')).toBe(
      'Senior Analyst in Risk · March 2021',
    );
    expect(withSmallCapitalsRead('DiGiTAL CENTRE FOR CLiNICAL GENOMiCS DLCG, CHEMiCAL SCiENCES · 2019')).toBe(
      'Digital Centre for Clinical Genomics DLCG, Chemical Sciences · 2019',
    );
    // An acronym typed in capitals keeps its capital 'I' among small capitals.
    expect(withSmallCapitalsRead('DATA ENGiNEER AT KPMI · 2020')).toBe('Data Engineer at KPMI · 2020');
    expect(withSmallCapitalsRead('BAKER’S ASSiSTANT · 2012')).toBe('Baker’s Assistant · 2012');
    expect(withSmallCapitalsRead('DiPLÔME D’iNGÉNiEUR · 2015')).toBe('Diplôme d’Ingénieur · 2015');
  });

  it('leaves names written with a lower-case i alone', () => {
    expect(withSmallCapitalsRead('Mapped HiC contacts with the iOS SDK')).toBe(
      'Mapped HiC contacts with the iOS SDK',
    );
    expect(withSmallCapitalsRead('An iPhone app')).toBe('An iPhone app');
  });

  it('names titles and degrees in the words they are', () => {
    const text = JSON.stringify(generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01T00:00:00Z') }));
    expect(text).toContain('Senior Analyst in Risk');
    expect(text).toContain('B.A. in Finance');
    expect(text).not.toMatch(/\p{Lu}i\p{Lu}/u);
  });
});

describe('Portuguese small words in a name in capitals', () => {
  it('are told in lower case, a degree’s letters not', () => {
    expect(fromCapitals('LICENCIATURA EM QUÍMICA DA TERRA E DO OCEANO')).toBe(
      'Licenciatura em Química da Terra e do Oceano',
    );
    expect(fromCapitals('B.E IN CIVIL ENGINEERING')).toBe('B.E in Civil Engineering');
  });
});
