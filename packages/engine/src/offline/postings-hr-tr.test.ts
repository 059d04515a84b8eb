import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';
import { withoutOtherPostings } from './page-furniture.ts';

// A made-up Croatian agency page of the kind round 31 brought (issue 13): the qualifications with two run together,
// the legal papers, the work as a label over its explanation after a paragraph of prose, and an application form.
const CROATIAN_PAGE = [
  '# Posao vozača dostave',
  'Naša tvrtka već dvadeset godina dostavlja namirnice kupcima diljem grada.',
  '## Kvalifikacije',
  'Iskustvo u dostavi ili prijevozu robe najmanje dvije godine u gradskom prometu Kandidat mora biti punoljetan te imati prebivalište u Republici Hrvatskoj',
  'Proaktivan i odgovoran pristup prema kupcima',
  'Poželjno je poznavanje rada na računalu (nije uvjet)',
  'Vozačka dozvola C kategorije',
  'Poznavanje osnova talijanskog jezika za rad na talijanskom govornom području',
  '## Pravni uvjeti',
  'Hrvatska osobna iskaznica',
  'Hrvatska porezna kartica',
  '## Opis posla',
  'Vozač je osoba koja svakodnevno prevozi robu od skladišta do kupaca i brine se o tome da sve stigne na vrijeme i neoštećeno.',
  'Utovar i istovar robe – pažljivo slaganje paketa u vozilo prema redoslijedu dostave i provjera otpremnica.',
  'Održavanje vozila – redovita provjera ulja, guma i čistoće vozila.',
  '## Što nudimo',
  'Stalni posao i redovitu plaću',
  '## Prijavite se na natječaj',
  'Forma za posao',
  '## Ime*',
  '## Prezime*',
  'Jeste li pušač?',
  'Visina cm*',
].join('\n\n');

describe('a Croatian posting (issue 13, round 31 kind)', () => {
  it('reads the usual Croatian headings by kind', () => {
    expect(headingKind('Kvalifikacije')).toBe('requirements');
    expect(headingKind('Potrebne kvalifikacije')).toBe('requirements');
    expect(headingKind('Opis posla')).toBe('responsibilities');
    expect(headingKind('Pravni uvjeti')).toBe('process');
    expect(headingKind('Što nudimo')).toBe('benefits');
  });

  it('states Croatian and asks its requirements and duties in English quoting their lines', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: CROATIAN_PAGE,
      position: 'Vozač dostave',
    });
    expect(languages).toEqual({ document: 'hr', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"Proaktivan i odgovoran pristup prema kupcima"')).toMatch(/^The posting asks for/);
    expect(about('"Iskustvo u dostavi ili prijevozu robe najmanje dvije godine u gradskom prometu"')).toMatch(
      /^The posting asks for/,
    );
    expect(about('"Utovar i istovar robe')).toMatch(/^The posting lists this task/);
    expect(about('"Poželjno je poznavanje rada na računalu (nije uvjet)"')).toMatch(
      /^The posting names this as a plus/,
    );
  });

  it('never asks legal papers, traits, prose about the work or the application form', () => {
    const asked = generateJob({
      jobSpecMarkdown: CROATIAN_PAGE,
      position: 'Vozač dostave',
    }).jobSpecsQuestions.join('\n');
    expect(asked).not.toMatch(
      /punoljet|prebivališt|iskaznica|porezna|lists this task: "Vozač je osoba|Ime|Prezime|pušač|Visina/,
    );
  });

  it('reads the licence and the work in another language area as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: CROATIAN_PAGE, position: 'Vozač dostave' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Driving licence']).toContain('Vozačka dozvola C kategorije');
    expect(byTitle['Travel']).toContain('talijanskom govornom području');
  });

  it('ends the page at its call to apply over the application form', () => {
    expect(withoutOtherPostings('## Opis posla\n\nRad\n\n## Prijavite se na natječaj\n\n## Ime*')).toBe(
      '## Opis posla\n\nRad',
    );
  });
});

// A made-up Turkish careers page: English company prose, Turkish duties in the third person, a routine, a facts row
// and the cards of other openings.
const TURKISH_PAGE = [
  '# Muhasebe Uzmanı',
  'Tam Zamanlı Deneyimli Remote',
  'Our firm keeps the books of small studios.',
  '## Genel Sorumluluklar',
  'Aylık mizan ve bilanço hazırlıklarını yapar.',
  'The ability to keep calm while closing the books at the end of every month on a tight schedule',
  'Tedarikçi faturalarını kontrol eder ve ödemelerin takibinden sorumludur.',
  'Vergi beyannamelerini zamanında hazırlar ve ilgili kurumlara iletir.',
  '## Haftalık rutini',
  'Banka hareketlerini haftalık olarak muhasebe kayıtlarıyla karşılaştırır.',
  '## Aranan Nitelikler',
  'En az 3 yıl muhasebe deneyimi',
  'Logo veya Mikro programlarını bilen',
  '## Güncel açık pozisyonlar',
  'Satış Temsilcisi',
  'Müşteri portföyünü büyütecek deneyimli bir satış temsilcisi arıyoruz.',
].join('\n\n');

describe('a Turkish posting (issue 13, round 31 kind)', () => {
  it('reads the usual Turkish headings by kind', () => {
    expect(headingKind('Genel Sorumluluklar')).toBe('responsibilities');
    expect(headingKind('Günlük rutini')).toBe('responsibilities');
    expect(headingKind('Aylık rutini')).toBe('responsibilities');
    expect(headingKind('Aranan Nitelikler')).toBe('requirements');
    expect(headingKind('Gereksinimler')).toBe('requirements');
    expect(headingKind('Yan Haklar')).toBe('benefits');
  });

  it('asks the Turkish duties and requirements in English quoting them, never the English prose', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: TURKISH_PAGE,
      position: 'Muhasebe Uzmanı',
    });
    expect(languages).toEqual({ document: 'tr', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"Aylık mizan ve bilanço hazırlıklarını yapar"')).toMatch(/^The posting lists this task/);
    expect(about('"Banka hareketlerini haftalık olarak')).toMatch(/^The posting lists this task/);
    expect(about('"En az 3 yıl muhasebe deneyimi"')).toMatch(/^The posting asks for/);
    const asked = jobSpecsQuestions.join('\n');
    expect(asked).not.toMatch(/keep calm|Our firm|Satış Temsilcisi|portföyünü/);
  });

  it('reads the facts row as full time and remote', () => {
    const result = generateJob({ jobSpecMarkdown: TURKISH_PAGE, position: 'Muhasebe Uzmanı' });
    const titles = result.jobSpecWorkRequirements.map((w) => w.title);
    expect(titles).toEqual(expect.arrayContaining(['Work arrangement', 'Contract type']));
    expect(result.workArrangementInfo.work_arrangement).toBe('Remote');
  });
});
