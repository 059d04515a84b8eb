import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';
import { detectLanguage } from '../text/stopwords.ts';

// A made-up Lithuanian agency ad of the kind round 33 brought (issue 13): work abroad, its requirements as bare lines,
// the offer mixing the conditions of the work (the country, the hours a month, the rota) with the pay and the rooms.
const LITHUANIAN_AD = [
  '# Santechnikai',
  '## Darbo pobūdis',
  'Šildymo ir vandentiekio sistemų montavimas naujuose gyvenamuosiuose namuose.',
  '## Reikalavimai',
  'Santechniko kvalifikacijos pažymėjimas',
  'Gebėjimas skaityti brėžinius',
  'Suvirinimo patirtis',
  'Vairuotojo pažymėjimas (B kategorija)',
  'Pradinės norvegų arba anglų kalbos žinios',
  'Be žalingų įpročių',
  'Kruopštumas ir atsakingumas',
  '## Mes siūlome',
  'Apgyvendinimas bute, kaina 300 EUR/mėn.',
  'Nemokama kelionė į Norvegiją',
  '170 – 190 darbo valandų per mėnesį',
  'Darbo grafikas: 6 sav. darbas – 2 sav. poilsis',
  '3000-3600 €/mėn. į rankas',
  '## Kaip pretenduoti',
  'Siųskite savo CV el. paštu',
].join('\n\n');

// A made-up Mongolian notice of the same kind: numbered requirements, the papers to hand in, the dates applications
// are taken, the place and the telephone.
const MONGOLIAN_NOTICE = [
  '# Нягтлан бодогч',
  '## Гүйцэтгэх үүрэг',
  'Сар бүрийн санхүүгийн тайлан гаргах',
  '## Ажлын байранд тавигдах шаардлага',
  '1. Нягтлан бодох бүртгэлийн чиглэлээр их сургууль төгссөн',
  '2. Мэргэжлээрээ 2-оос дээш жил ажилласан туршлагатай байх',
  '3. Англи хэлний анхан шатны мэдлэгтэй',
  '4. Багаар ажиллах чадвартай',
  '## Бүрдүүлэх материал',
  'Анкет бөглөсөн байх',
  'Иргэний үнэмлэхийн хуулбар',
  '## Материал хүлээн авах хугацаа',
  '2024 оны 3 дугаар сарын 1-ний өдрөөс',
  '## Байршил',
  'Дархан хот, 5-р баг, Сургуулийн гудамж',
  '## Холбоо барих утас',
  '99112233',
].join('\n\n');

describe('Lithuanian and Mongolian told from other languages (issue 13, round 33 kind)', () => {
  it('names Lithuanian by its own letters and small words', () => {
    expect(
      detectLanguage('Ieškome vairuotojų darbui Vokietijoje. Reikalinga patirtis ir vairuotojo pažymėjimas.'),
    ).toBe('lt');
  });

  it('names Mongolian Cyrillic by its ө and ү, its ы and э words too', () => {
    expect(
      detectLanguage('Ажлын байранд тавигдах шаардлага: Багаар ажиллах чадвартай, их сургууль төгссөн байх'),
    ).toBe('mn');
  });

  it('keeps Russian, Bulgarian and Kazakh as they were', () => {
    expect(
      detectLanguage('Мы ищем бухгалтера с опытом работы. Наш директор Өлзийбаяр будет рад вас видеть.'),
    ).toBe('ru');
    expect(detectLanguage('Търсим счетоводител с опит в областта, който ще работи в нашия офис.')).toBe('bg');
    // Kazakh writes 'ө' and 'ү' beside its own 'ә', 'қ', 'ғ', 'ң', 'ұ': no Mongolian.
    expect(
      detectLanguage('Біздің компанияға тәжірибелі бухгалтер қажет. Жұмыс өтілі үш жылдан кем емес.'),
    ).not.toBe('mn');
  });
});

describe('a Lithuanian posting (issue 13, round 33 kind)', () => {
  it('reads the usual Lithuanian headings by kind', () => {
    expect(headingKind('Darbo pobūdis')).toBe('responsibilities');
    expect(headingKind('Reikalavimai')).toBe('requirements');
    expect(headingKind('Mes siūlome')).toBe('benefits');
    expect(headingKind('Kaip pretenduoti')).toBe('process');
  });

  it('states Lithuanian and asks its requirements and its work in English quoting their lines', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: LITHUANIAN_AD,
      position: 'Santechnikas',
    });
    expect(languages).toEqual({ document: 'lt', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"Santechniko kvalifikacijos pažymėjimas"')).toMatch(/^The posting asks for/);
    expect(about('"Gebėjimas skaityti brėžinius"')).toMatch(/^The posting asks for/);
    expect(about('"Kruopštumas ir atsakingumas"')).toMatch(/^The posting asks for/);
    // Two words, a genitive and its noun ('welding experience'), name a requirement whole.
    expect(about('"Suvirinimo patirtis"')).toMatch(/^The posting asks for/);
    expect(about('Šildymo ir vandentiekio sistemų montavimas')).not.toBe('');
  });

  it('never asks the offer, the person’s habits or how to apply', () => {
    const asked = generateJob({
      jobSpecMarkdown: LITHUANIAN_AD,
      position: 'Santechnikas',
    }).jobSpecsQuestions.join('\n');
    expect(asked).not.toMatch(/Apgyvendinimas|Nemokama|€\/mėn|valandų|grafikas|žalingų|Siųskite/);
  });

  it('reads the licence, the work abroad and the hours and rota as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: LITHUANIAN_AD, position: 'Santechnikas' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Driving licence']).toContain('Vairuotojo pažymėjimas (B kategorija)');
    expect(byTitle['Travel']).toContain('kelionė į Norvegiją');
    expect(byTitle['Working hours']).toMatch(/darbo valandų per mėnesį|Darbo grafikas/);
    expect(JSON.stringify(result.jobSpecWorkRequirements)).not.toMatch(/Apgyvendinimas|€/);
  });
});

describe('the Lithuanian and Mongolian employer’s voice and whom it seeks', () => {
  it('asks whom the employer seeks from the opening, never what it says of itself', () => {
    const lithuanian = generateJob({
      jobSpecMarkdown: [
        '# Elektrikai',
        'Ieškome elektriko, kuris turi ne mažiau kaip trejų metų patirtį pramoniniuose objektuose.',
        '## Pareigos',
        'Mes esame didžiausia elektros montavimo įmonė regione',
        'Elektros instaliacijos montavimas gamybos cechuose',
      ].join('\n\n'),
      position: null,
    }).jobSpecsQuestions.join('\n');
    expect(lithuanian).toMatch(/asks for: "Elektriko, kuris turi ne mažiau kaip trejų metų patirtį/);
    expect(lithuanian).not.toMatch(/Mes esame/);
    const mongolian = generateJob({
      jobSpecMarkdown: [
        '# Жолооч',
        'Ачааны машин жолоодож байсан туршлагатай жолооч ажилд авна.',
        '## Гүйцэтгэх үүрэг',
        'Манай компани 20 жилийн түүхтэй тээврийн байгууллага юм',
        'Барааг агуулахаас дэлгүүрүүдэд хүргэх',
      ].join('\n\n'),
      position: null,
    }).jobSpecsQuestions.join('\n');
    expect(mongolian).toMatch(/asks for: "Ачааны машин жолоодож байсан туршлагатай жолооч"/);
    expect(mongolian).not.toMatch(/Манай компани/);
  });
});

describe('a Mongolian posting (issue 13, round 33 kind)', () => {
  it('reads the usual Mongolian headings by kind', () => {
    expect(headingKind('Ажлын байранд тавигдах шаардлага')).toBe('requirements');
    expect(headingKind('Гүйцэтгэх үүрэг')).toBe('responsibilities');
    expect(headingKind('Бүрдүүлэх материал')).toBe('process');
    expect(headingKind('Материал хүлээн авах хугацаа')).toBe('process');
    expect(headingKind('Холбоо барих утас')).toBe('process');
    expect(headingKind('Байршил')).toBe('terms');
  });

  it('states Mongolian and asks its numbered requirements and its duty in English quoting their lines', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: MONGOLIAN_NOTICE,
      position: null,
    });
    expect(languages).toEqual({ document: 'mn', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"Нягтлан бодох бүртгэлийн чиглэлээр их сургууль төгссөн"')).toMatch(
      /^The posting asks for/,
    );
    expect(about('"Англи хэлний анхан шатны мэдлэгтэй"')).toMatch(/^The posting asks for/);
    expect(about('Сар бүрийн санхүүгийн тайлан гаргах')).not.toBe('');
  });

  it('never asks the papers, the dates applications are taken or the telephone', () => {
    const asked = generateJob({ jobSpecMarkdown: MONGOLIAN_NOTICE, position: null }).jobSpecsQuestions.join(
      '\n',
    );
    expect(asked).not.toMatch(/Анкет|үнэмлэх|2024 оны|99112233|Дархан/);
  });

  it('gives the place under its place heading', () => {
    const result = generateJob({ jobSpecMarkdown: MONGOLIAN_NOTICE, position: null });
    expect(result.workArrangementInfo.office_location).toContain('Дархан хот');
  });
});
