import { describe, expect, it } from 'vitest';
import { isBoardChrome } from '../text/board-furniture.ts';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Uzbek vacancy page in Cyrillic of the kind round 33 brought (issue 13): a state body's page copied from its
// site, the site's skip link in Russian over it, the post's facts as label rows ('Ташкилот: · …', 'Маош: · …'), its
// speciality in prose, the experience asked under its label and its value on the next line, the employment, education
// and sex as rows, then the site's category line and its latest news.
const ECONOMIST_PAGE = [
  'Перейти к содержимому',
  '## Ҳисоб бўлимида етакчи иқтисодчи лавозими',
  '15.02.202214.02.2022',
  'Номи · Ҳисоб бўлимида етакчи иқтисодчи лавозими,',
  'Ташкилот: · Вилоят молия бошқармаси.',
  'Чоп этилган сана:',
  '2022-02-14',
  'Бўлим: · Ҳисоб бўлими, Маош: · 2.400.000',
  'Мутахассислик: Ходим бюджет ҳисоботини тайёрлайди ва молиявий ҳужжатларни текширади. Бухгалтерия ҳисоби ва солиқ соҳасида тажрибаси бўлиши лозим',
  'Талаб этиладиган иш тажрибаси:',
  '1-3 йил',
  'Бандлик: · Тўлиқ:',
  'Маълумоти: · Олий',
  'Жинси: —-',
  'Рубрики Бўш иш ўринлари',
  'Сўнгги янгиликлар',
  'Солиқ кодексидаги янгиликлар',
  'Вилоятда янги ўқув маркази очилди',
].join('\n\n');

const generated = () => generateJob({ jobSpecMarkdown: ECONOMIST_PAGE, position: 'Етакчи иқтисодчи' });

describe('an Uzbek vacancy page in Cyrillic (issue 13, round 33 kind)', () => {
  it('tells Uzbek from Russian by its own letters and words, and states it', () => {
    const text = 'Ходим бюджет ҳисоботини тайёрлайди ва молиявий ҳужжатларни текширади';
    expect(detectLanguage(text)).toBe('uz');
    expect(statedLanguage(text, detectLanguage(text))).toBe('uz');
    expect(generated().languages).toEqual({ document: 'uz', mcq: 'en' });
    // Russian stays Russian; Kazakh, which writes 'қ' and 'ғ' too, is not read as Uzbek.
    expect(detectLanguage('Требуется опыт работы в бухгалтерии от трёх лет')).toBe('ru');
    expect(detectLanguage('Қазақстан Республикасының азаматы, жұмыс тәжірибесі бар')).not.toBe('uz');
  });

  it("reads the page's labels by kind", () => {
    expect(headingKind('Талаб этиладиган иш тажрибаси:')).toBe('requirements');
    expect(headingKind('Маълумоти')).toBe('requirements');
    expect(headingKind('Бандлик')).toBe('terms');
    expect(headingKind('Маош')).toBe('benefits');
    expect(headingKind('Жинси')).toBe('about');
    expect(headingKind('Мутахассислик')).toBe('description');
  });

  it('asks the experience, the education and the prose requirement in English quoting them', () => {
    const asked = generated().jobSpecsQuestions;
    const about = (line: string) => asked.find((question) => question.includes(line)) ?? '';
    expect(about('"Талаб этиладиган иш тажрибаси 1-3 йил"')).toMatch(/^The posting asks for.*for how long/);
    expect(about('"Маълумоти олий"')).toMatch(/highest relevant qualification/);
    expect(about('тажрибаси бўлиши лозим"')).toMatch(/^The posting asks for/);
    expect(asked.length).toBeGreaterThanOrEqual(8);
  });

  it('reads the employment row as the contract', () => {
    const byTitle = Object.fromEntries(generated().jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Contract type']).toContain('"Бандлик: Тўлиқ"');
  });

  it("never asks the pay, the sex, the site's skip link, category line or news", () => {
    expect(isBoardChrome('Перейти к содержимому')).toBe(true);
    const result = generated();
    const everything = [
      ...result.jobSpecsQuestions,
      ...result.jobSpecWorkRequirements.map((w) => w.question),
    ].join('\n');
    expect(everything).not.toMatch(/Маош|2\.400\.000|Жинси|Перейти|Рубрики|янгиликлар|очилди/);
  });
});
