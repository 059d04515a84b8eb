import { describe, expect, it } from 'vitest';
import { czechSpeaker } from './cv-phrases/cs.ts';
import { cvLanguage } from './cv-language.ts';
import { headingKind } from './cv-vocabulary.ts';
import { withKeyedFieldsRead } from './cv-keyed-fields.ts';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Czech CV of round 30's kind: Czech headings, each post a title over labelled rows ('Firma:', 'Období:',
// 'Činnost:'), a range of months with its year written once, studies 'Období: 2021 - současnost'. Before, it was taken
// for Portuguese ('na', 'o', 'se') and asked in Portuguese, and no post was read from its rows.
const czechCv = (personal: string) =>
  [
    '# Petra Dvořáková',
    '## Osobní údaje',
    personal,
    '## O mně',
    'Baví mě práce s lidmi a technikou. Ve volném čase se věnuji 3D tisku.',
    '## Pracovní zkušenosti',
    '## Servisní technik',
    'Firma: Strojírny Horák',
    'Období: březen 2022 - současnost',
    'Činnost: Údržba obráběcích strojů, diagnostika závad a objednávání náhradních dílů',
    '## Programátor CNC',
    'Firma: Kovo Plus',
    'Období: červen - září 2021',
    'Činnost: Příprava programů pro frézky a kontrola prvních kusů podle výkresu',
    '## Vzdělání',
    '## Univerzita Tomáše Bati ve Zlíně',
    'Obor: Průmyslové inženýrství',
    'Období: 2019 - 2022',
    '## Dovednosti',
    'SolidWorks, Heidenhain, Excel',
    '## Jazyky',
    'Angličtina (B2)',
  ].join('\n\n');

describe('Czech CVs asked in Czech (issue 13, after round 30)', () => {
  it('reads a Czech CV as Czech, never as Portuguese', () => {
    expect(cvLanguage(czechCv('žena, 28 let'))).toBe('cs');
    expect(
      cvLanguage('## Praxe\n\nFirma: Acme\n\nČinnost: Návrh desek plošných spojů a jejich oživení'),
    ).toBe('cs');
  });

  it('knows its headings and its labelled rows', () => {
    expect(headingKind('Pracovní zkušenosti')).toBe('experience');
    expect(headingKind('Praxe')).toBe('experience');
    expect(headingKind('Vzdělání')).toBe('education');
    expect(headingKind('Dovednosti')).toBe('skills');
    expect(headingKind('O mně')).toBe('summary');
    expect(headingKind('Osobní informace')).toBe('other');
    expect(headingKind('Jazyky')).toBe('other');
    expect(headingKind('Certifikáty')).toBe('certifications');
    expect(withKeyedFieldsRead('Firma: Strojírny Horák')).toEqual(['Strojírny Horák']);
    expect(withKeyedFieldsRead('Období: březen 2022 - současnost')).toEqual(['březen 2022 - současnost']);
    expect(withKeyedFieldsRead('Činnost: Údržba strojů')).toEqual(['Údržba strojů']);
    expect(withCompactDatesWritten('červen - září 2021')).toBe('červen 2021 – září 2021');
    expect(withCompactDatesWritten('June - August 2019')).toBe('June 2019 – August 2019');
  });

  it('asks and answers in Czech, the months in the genitive and the verbs as the CV speaks', () => {
    const qa = generateCvQa({ cvMarkdown: czechCv('žena, 28 let'), readOn: new Date('2026-09-01') });
    const questions = [...qa.qa_pairs, ...qa.qa_admin_pairs].map((pair) => pair.question).join(' ');
    const answers = qa.qa_pairs.map((pair) => pair.answer).join(' ');
    expect(qa.qa_pairs[0]?.question).toBe('Řekněte nám něco o sobě.');
    expect(questions).not.toMatch(/\b(?:Tell|Your CV|você|Seu currículo)\b/);
    expect(answers).toContain(
      'Pracovala jsem na pozici „Programátor CNC“ (Kovo Plus) od června 2021 do září 2021',
    );
    expect(answers).toContain('Od března 2022 pracuji na pozici „Servisní technik“ (Strojírny Horák)');
    expect(answers).not.toMatch(/\bFirma\b|Období/);
  });

  it('tells the speaker by the CV’s own words, and falls back to the form both take', () => {
    expect(czechSpeaker('Vedla jsem tým. Jsem zodpovědná.')).toBe('feminine');
    expect(czechSpeaker('Pracoval jsem jako technik. Pohlaví: muž')).toBe('masculine');
    expect(czechSpeaker('Údržba strojů.')).toBe('unknown');
  });
});
