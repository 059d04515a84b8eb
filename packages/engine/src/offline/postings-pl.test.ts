import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Polish job board record of the kind round 29 brought (issue 13): the place and the board's fact rows under
// the title, duties as short lower-case phrases under a lead told to the reader, the reader's traits in one sentence,
// and an offer list of perks.
const SHOP_POST = [
  '# Sprzedawca | Księgarnia | Poznań',
  'Poznań, Jeżyce',
  'Wymiar pracy · Pełny etat',
  'Typ umowy · Umowa o pracę',
  'Dyspozycyjność · Praca zmianowa, Praca w weekendy',
  '## Opis firmy',
  'Jesteśmy siecią księgarń, która od trzydziestu lat jest blisko czytelników. Dbamy o to, by każdy mógł znaleźć u nas książkę dla siebie oraz dla bliskich, także przez sklep internetowy.',
  'Tak będzie wyglądać Twoja praca:',
  'obsługa klientów przy kasie i pomoc w wyborze książek',
  'przyjmowanie dostaw i układanie towaru na półkach',
  'przygotowywanie zamówień ze sklepu internetowego',
  'Razem z zespołem stworzyliśmy program wdrożenia. Dzięki niemu szybko poznasz nasze księgarnie.',
  '## Wymagania',
  'lubisz kontakt z ludźmi, jesteś komunikatywny/a i cierpliwy/a, dbasz o porządek na sali sprzedaży.',
  '## Mile widziane',
  'doświadczenie w handlu',
  '## Oferujemy',
  'Kartę sportową i dofinansowanie do wypoczynku',
  'Premię kwartalną za wyniki sprzedaży',
  'Ubezpieczenie grupowe na życie',
].join('\n\n');

describe('a Polish job board record (issue 13, round 29 kind)', () => {
  it('reads the board leads by kind', () => {
    expect(headingKind('Tak może wyglądać Twoja praca')).toBe('responsibilities');
    expect(headingKind('Tak będzie wyglądać Twoja praca')).toBe('responsibilities');
    expect(headingKind('Twój zakres obowiązków')).toBe('responsibilities');
    expect(headingKind('Czym będziesz się zajmować?')).toBe('responsibilities');
    expect(headingKind('Na początek wystarczy, jeśli')).toBe('requirements');
    expect(headingKind('Czego od Ciebie oczekujemy?')).toBe('requirements');
    expect(headingKind('Mile widziane')).toBe('nice_to_have');
    expect(headingKind('Na to możesz liczyć')).toBe('benefits');
    expect(headingKind('Co oferujemy?')).toBe('benefits');
  });

  it('asks the duty lines as tasks, each trait as a requirement, and never the offer or the employer', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: SHOP_POST,
      position: 'Sprzedawca',
    });
    expect(languages?.document).toBe('pl');
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"przyjmowanie dostaw i układanie towaru na półkach"')).toMatch(
      /^The posting lists this task/,
    );
    expect(about('"przygotowywanie zamówień ze sklepu internetowego"')).toMatch(
      /^The posting lists this task/,
    );
    expect(about('"lubisz kontakt z ludźmi"')).toMatch(/^The posting asks for/);
    expect(about('"jesteś komunikatywny/a i cierpliwy/a"')).toMatch(/^The posting asks for/);
    expect(about('"dbasz o porządek na sali sprzedaży"')).toMatch(/^The posting asks for/);
    expect(about('"doświadczenie w handlu"')).toMatch(/^The posting names this as a plus/);
    expect(jobSpecsQuestions.join('\n')).not.toMatch(
      /Premię|Ubezpieczenie|Kartę sportową|poznasz|stworzyliśmy/,
    );
  });

  it("reads the place and the board's rows as work requirements", () => {
    const result = generateJob({ jobSpecMarkdown: SHOP_POST, position: 'Sprzedawca' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Location']).toContain('Poznań, Jeżyce');
    expect(byTitle['Contract type']).toContain('Pełny etat');
    expect(byTitle['Contract type']).toContain('Umowa o pracę');
    expect(byTitle['Working hours']).toContain('Praca zmianowa, Praca w weekendy');
  });
});

describe("a Polish board's place, rows and offer (round 29's leftovers)", () => {
  it("reads a town and district as the place when the board's pay and experience rows come before its dot rows", () => {
    const { workArrangementInfo } = generateJob({
      jobSpecMarkdown: [
        'Praca » Magazyn',
        '# Magazynier, Umowa o pracę',
        'Łódź, Bałuty',
        '3900 - 4200 zł / mies.',
        'Wymagane doświadczenie Bez doświadczenia',
        'Typ umowy · Umowa o pracę',
        '## Opis',
        'kompletowanie zamówień w magazynie',
      ].join('\n\n'),
      position: 'Magazynier',
    });
    expect(workArrangementInfo.office_location).toBe('Łódź, Bałuty');
  });

  it("never quotes the offer's praise of the contract the board's row already states", () => {
    const result = generateJob({
      jobSpecMarkdown: SHOP_POST.replace(
        '## Oferujemy',
        '## Oferujemy\n\numowa o pracę od pierwszego dnia, bez okresu próbnego',
      ),
      position: 'Sprzedawca',
    });
    const contract = result.jobSpecWorkRequirements.find((w) => w.title === 'Contract type')?.question ?? '';
    expect(contract).toContain('"Umowa o pracę"');
    expect(contract).not.toContain('okresu próbnego');
  });
});
