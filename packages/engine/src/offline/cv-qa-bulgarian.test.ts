import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Bulgarian CV on the Europass Word form (round 32's kind): the form's labels in capitals, its prompts left
// where nothing was typed over them, the work dates typed in one cell apart from the entries ('2020 г- до сега', …),
// each entry's employer, duties and sector as labelled lines, the degrees as headings. Before, it was taken for
// Russian and asked in Russian, its headings and the 'г' of its years read as employers, its prompts quoted.
const bulgarianCv = [
  'Автобиография · Собствено име, Презиме, Фамилия',
  '© Европейски съюз, 2002-2018 | europass.cedefop.europa.eu · Страница 1 / 2',
  '## ЛИЧНА ИНФОРМАЦИЯ Десислава Петрова Илиева',
  'България, гр. Пловдив, ул. Липа 4',
  'Пол Жена | Дата на раждане 02.03.1985г | Националност Българска',
  '## ПРОФЕСИОНАЛЕН ОПИТ',
  'Въведете дати (от – до)',
  '2020 г- до сега',
  '2015 г- 2020',
  '2011 г-2015 г',
  '## Въведете заемана длъжност или позиция',
  '## СОУ „Христо Ботев“, гр. Пловдив',
  '- основни дейности и отговорности : Учител по музика в прогимназиален етап, ръководител на училищния хор',
  'Вид на дейността или сферата на работа: Образование',
  '„Нотка 2009“ ЕООД, гр. Пловдив',
  '- основни дейности и отговорности : Продавач – консултант на музикални инструменти и ноти',
  'Вид на дейността или сферата на работа: Търговия',
  'Фолклорен ансамбъл Тракия, гр. Пловдив',
  '- основни дейности и отговорности : Хореограф и репетитор на детската група, подготовка на концерти в гр. Стара Загора и в с. Брестник',
  'Вид на дейността или сферата на работа: Култура и изкуство',
  '## ОБРАЗОВАНИЕ И ОБУЧЕНИЕ',
  'Въведете дати (от - до)',
  '2009 г -2011 г',
  '2005 г – 2009 г',
  '## Магистър',
  'Академия за музикално, танцово и изобразително изкуство, гр. Пловдив',
  '- основните предмети или придобити професионални умения: Солфеж, Хармония, Педагогика.',
  '## Бакалавър',
  'Академия за музикално, танцово и изобразително изкуство, гр. Пловдив',
  '- основните предмети или придобити професионални умения: Вокал, Солфеж.',
  '## ЛИЧНИ УМЕНИЯ',
  'Майчин език Български',
  'Дигитални умения',
  '- добро владеене на Sibelius и Audacity, придобито при записите на хора',
].join('\n\n');

// The same form in English, its prompts as the English template words them.
const englishFormCv = [
  'Curriculum Vitae · Replace with First name(s) Surname(s)',
  '## PERSONAL INFORMATION Tomas Verhoef',
  '## WORK EXPERIENCE',
  'Replace with dates (from - to)',
  '2018 - present',
  '2014 - 2018',
  '## Replace with occupation or position held',
  '## Harbourline Ltd, Rotterdam',
  '- Main activities and responsibilities: Planning of container berths and crane shifts',
  'Business or sector Transport and logistics',
  'Northgate Freight Ltd, Antwerp',
  '- Main activities and responsibilities: Customs paperwork for reefer containers',
  'Business or sector Transport and logistics',
  '## EDUCATION AND TRAINING',
  'Replace with dates (from - to)',
  '2010 - 2014',
  '## Bachelor of Maritime Logistics',
  'Hanze University, Groningen',
].join('\n\n');

describe('Bulgarian CVs on the Europass Word form (issue 13, round 32)', () => {
  it('reads Bulgarian as Bulgarian, not Russian', () => {
    expect(cvLanguage(bulgarianCv)).toBe('bg');
    expect(
      cvLanguage(
        '## Опыт работы\n\nВедущий инженер, ООО «Волга», 2019 – н.в.\n\n- Разработал систему учёта для склада',
      ),
    ).toBe('ru');
    // Uzbek in Cyrillic writes 'ъ' before a consonant too, beside letters Bulgarian never writes: not Bulgarian.
    expect(
      cvLanguage(
        '## Меҳнат фаолияти\n\n2019 – ҳозир: Қишлоқ хўжалиги вазирлиги, бош мутахассис\n\n## Маълумоти\n\nОлий таълим, Тошкент давлат университети',
      ),
    ).not.toBe('bg');
  });

  it('pairs the dates column with the entries in order and reads no heading, prompt or label as a post', () => {
    const profile = readCvProfile(bulgarianCv);
    expect(profile.roles.map((role) => [role.organisation, role.start, role.end, role.isCurrent])).toEqual([
      ['СОУ „Христо Ботев“', '2020', 'present', true],
      ['„Нотка 2009“ ЕООД', '2015', '2020', false],
      ['Фолклорен ансамбъл Тракия', '2011', '2015', false],
    ]);
    expect(profile.roles[2]?.details).toEqual([
      'Хореограф и репетитор на детската група, подготовка на концерти в гр. Стара Загора и в с. Брестник',
    ]);
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['Магистър', 'Академия за музикално, танцово и изобразително изкуство', '2011'],
      ['Бакалавър', 'Академия за музикално, танцово и изобразително изкуство', '2009'],
    ]);
  });

  it('asks and answers in Bulgarian, formally, from the entries’ own facts', () => {
    const qa = generateCvQa({ cvMarkdown: bulgarianCv, readOn: new Date('2026-09-01') });
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
    expect(qa.qa_pairs[0]?.question).toBe('Разкажете ни за себе си.');
    const texts = [...qa.qa_pairs, ...qa.qa_admin_pairs]
      .map((pair) => `${pair.question} ${'answer' in pair ? pair.answer : ''}`)
      .join(' ');
    expect(texts).not.toMatch(
      /Въведете|ПРОФЕСИОНАЛЕН|ОБРАЗОВАНИЕ|основни|Вид на дейността|Расскажите|резюме/,
    );
    expect(texts).toContain('Работя в СОУ „Христо Ботев“ от 2020.');
    expect(texts).toContain('Работих в „Нотка 2009“ ЕООД от 2015 до 2020.');
    expect(qa.qa_admin_pairs.map((pair) => pair.title)).toContain('Проверка на образованието');
    expect(qa.qa_admin_pairs.map((pair) => pair.title)).not.toContain('Степен на образование');
  });

  it('writes ‘във’ and ‘със’ before their own sound', () => {
    const cv = bulgarianCv.replace('„Нотка 2009“ ЕООД', 'Вокален център ЕООД');
    const qa = generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01') });
    const texts = qa.qa_pairs.map((pair) => `${pair.question} ${pair.answer}`).join(' ');
    expect(texts).toContain('във Вокален център ЕООД');
    expect(texts).not.toMatch(/(?<!\p{L})в Вокален/u);
  });
});

describe('The Europass Word form in English with its prompts left in', () => {
  it('drops the prompts and pairs the dates column with the entries', () => {
    const profile = readCvProfile(englishFormCv);
    expect(profile.roles.map((role) => [role.organisation, role.start, role.end, role.details])).toEqual([
      ['Harbourline Ltd', '2018', 'present', ['Planning of container berths and crane shifts']],
      ['Northgate Freight Ltd', '2014', '2018', ['Customs paperwork for reefer containers']],
    ]);
    expect(profile.education[0]).toMatchObject({ degree: 'Bachelor of Maritime Logistics', year: '2014' });
    const qa = generateCvQa({ cvMarkdown: englishFormCv, readOn: new Date('2026-09-01') });
    const texts = [...qa.qa_pairs, ...qa.qa_admin_pairs]
      .map((pair) => `${pair.question} ${'answer' in pair ? pair.answer : ''}`)
      .join(' ');
    expect(texts).not.toMatch(/Replace with|WORK EXPERIENCE|Business or sector|Main activities/i);
  });
});
