import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../text/stopwords.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up posting of the kind round 24 brought (issue 13): a Czech job board's page, its few Czech function words
// outnumbered by the 'na' and 'o' Portuguese writes too (it was stated Portuguese, its benefits asked as pluses and
// its duties never). Asked in English quoting its lines.
const CZECH = [
  '# Účetní (m/ž) | Plzeň',
  'Hledáme účetní, která bude mít na starosti účetnictví našich klientů.',
  '## Náplň práce',
  '- Vedení účetnictví a daňové evidence',
  '- Zpracování mezd a přiznání k DPH',
  '- Očekáváme samostatnost při komunikaci s úřady',
  '## Požadujeme',
  '- SŠ vzdělání ekonomického směru',
  '- Praxe v účetnictví alespoň 2 roky',
  '- Znalost programu Pohoda výhodou',
  '## Nabízíme',
  '- Stravenky a příspěvek na penzijní připojištění',
  '- Dovolená 5 týdnů',
  'Benefity',
  'Bonusy/prémie',
  'Občerstvení na pracovišti',
  'Informace o pozici',
  'Požadované vzdělání',
  'Vysokoškolské nebo středoškolské s maturitou',
  'Typ pracovního poměru',
  'Práce na plný úvazek',
  'Zadavatel',
  'Přímý zaměstnavatel',
].join('\n\n');

// The board prints its buttons, notices and the agency's row right under the last list.
const BOARD_PAGE = [
  '# Skladník | Ostrava',
  '## Požadavky',
  '- Řidičský průkaz skupiny B',
  '- Zkušenost s obsluhou VZV výhodou',
  'Reagovat · Připomeň mi',
  'Další možnosti',
  'Poslat nabídku na email',
  'Sdílet na Facebook',
  'Uloženou nabídku najdete v menu Uložené nabídky.',
  'Teď už stačí jen odpovědět.',
  'Sklady Morava, s.r.o.',
].join('\n\n');

describe('postings in Czech (issue 13, round 24 kind)', () => {
  it("knows a Czech board page by its own letters and words, though its 'na' and 'o' are Portuguese words too", () => {
    expect(
      detectLanguage(
        'Nabídky práce na míru. Příspěvek na penzijní připojištění, stravenky na oběd, dovolená 5 týdnů. Informace o pozici: Truhlář. Odpovědět na nabídku.',
      ),
    ).toBe('cs');
    expect(
      detectLanguage(
        'Hledáme kolegu, který bude pracovat s námi. Jsme malý tým a jen tak nás nic nezaskočí.',
      ),
    ).toBe('cs');
    // Slovak writes none of Czech's own letters or spellings ('sme', 'len', 'ktorý').
    expect(
      detectLanguage(
        'Hľadáme kolegu, ktorý bude pracovať s nami. Sme malý tím a len tak nás nič neprekvapí.',
      ),
    ).not.toBe('cs');
  });

  it('reads their headings by kind, in the familiar and the formal address', () => {
    expect(headingKind('Náplň práce')).toBe('responsibilities');
    expect(headingKind('Co Vás u nás čeká?')).toBe('responsibilities');
    expect(headingKind('Co budeš dělat')).toBe('responsibilities');
    expect(headingKind('Požadujeme:')).toBe('requirements');
    expect(headingKind('Jak si Vás představujeme')).toBe('requirements');
    expect(headingKind('Co od Tebe očekáváme')).toBe('requirements');
    expect(headingKind('Požadované vzdělání')).toBe('requirements');
    expect(headingKind('Výhodou je')).toBe('nice_to_have');
    expect(headingKind('Co Vám nabídneme')).toBe('benefits');
    expect(headingKind('Nabízíme')).toBe('benefits');
    expect(headingKind('Benefity')).toBe('benefits');
    expect(headingKind('Informace o pozici')).toBe('terms');
    expect(headingKind('Zaujala Vás tato pozice?')).toBe('process');
    // Bonuses are pay among the benefits, not a plus.
    expect(headingKind('Bonusy/prémie')).toBeNull();
  });

  it('asks a Czech posting in English quoting its duties and requirements, its pluses as such, never its offer', () => {
    const result = generateJob({ jobSpecMarkdown: CZECH, position: 'Účetní' });
    expect(result.languages?.document).toBe('cs');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/task: "Vedení účetnictví a daňové evidence"/);
    expect(questions).toMatch(/task: "Zpracování mezd a přiznání k DPH"/);
    expect(questions).toMatch(/asks for: "Očekáváme samostatnost při komunikaci s úřady"/);
    expect(questions).toMatch(/asks for: "Praxe v účetnictví alespoň 2 roky"/);
    expect(questions).toMatch(/asks for: "Vysokoškolské nebo středoškolské s maturitou"/);
    expect(questions).toMatch(/plus: "Znalost programu Pohoda výhodou"/);
    for (const offer of [
      'Stravenky',
      'Dovolená',
      'Bonusy',
      'Občerstvení',
      'Informace o pozici',
      'úvazek',
      'zaměstnavatel',
    ])
      expect(questions).not.toContain(offer);
  });

  it("never asks a board's buttons, notices or the agency's row printed under the list", () => {
    const questions = generateJob({
      jobSpecMarkdown: BOARD_PAGE,
      position: 'Skladník',
    }).jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/plus: "Zkušenost s obsluhou VZV výhodou"/);
    for (const furniture of [
      'Reagovat',
      'možnosti',
      'email',
      'Facebook',
      'Uloženou',
      'odpovědět',
      'Sklady Morava',
    ])
      expect(questions).not.toContain(furniture);
  });

  it("reads a board's contract rows and a driving licence as work requirements, not a menu's 'Brigády'", () => {
    const posting = generateJob({ jobSpecMarkdown: `Brigády\n\n${CZECH}`, position: 'Účetní' });
    const contract = posting.jobSpecWorkRequirements.find(({ title }) => title === 'Contract type');
    expect(contract?.question).toContain('"Práce na plný úvazek"');
    expect(contract?.question).not.toContain('Brigády');
    const licence = generateJob({
      jobSpecMarkdown: BOARD_PAGE,
      position: 'Skladník',
    }).jobSpecWorkRequirements.find(({ title }) => title === 'Driving licence');
    expect(licence?.question).toContain('Řidičský průkaz skupiny B');
  });

  it('reads where the work is done as the arrangement, never as a requirement: the office with some home office', () => {
    const posting = generateJob({
      jobSpecMarkdown: [
        '# Analytik dat | Brno',
        '## Co od Tebe očekáváme',
        '- Znalost SQL a Power BI',
        '- Rád/a se s týmem setkáváš v naší kanceláři v Židenicích (s možností HO)',
        '## Co nabízíme',
        '- Firemní fitness a vyzvednutí balíků přímo v kanceláři',
      ].join('\n\n'),
      position: 'Analytik dat',
    });
    const questions = posting.jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/asks for: "Znalost SQL a Power BI"/);
    expect(questions).not.toContain('Židenicích');
    expect(posting.workArrangementInfo.work_arrangement).toBe('Hybrid');
    const arrangement = posting.jobSpecWorkRequirements.find((requirement) =>
      requirement.question.includes('Židenicích'),
    );
    expect(arrangement?.question).toBeDefined();
    expect(arrangement?.question).not.toContain('balíků');
  });
});
