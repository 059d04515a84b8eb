import { describe, expect, it } from 'vitest';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';
import { splitRunOnRuUk } from './posting-items-ru-uk.ts';

// Made-up postings of the kind round 29 brought (issue 13, pattern 7): a Russian vacancy laid out as hh.ru lays them
// (label rows over their values, 'Обязанности', 'Требования', 'Условия', 'Место работы') and a Ukrainian agency ad
// whose lower-case labels a reader ran into the lists under them. Both were stated in a Latin-script language and had
// no line read.
const RUSSIAN = [
  '# Вакансия',
  'Менеджер по закупкам',
  'Зарплата',
  '60 000 — 70 000 руб.',
  'График',
  'Полный рабочий день',
  'Опыт работы',
  'От 2 лет',
  '## Обязанности',
  '- Поиск и проверка поставщиков',
  '- Ведение переговоров о ценах и сроках поставки',
  '- Контроль исполнения договоров поставки',
  '- Знание 1С:Управление торговлей',
  '## Требования',
  '- Уверенное знание Excel и учётных программ',
  '- Составление отчётов для руководителя',
  '- Английский язык будет плюсом',
  '## Условия',
  '- График работы 5/2 с 10.00 до 19.00',
  '- Мы предлагаем дружный коллектив и обучение',
  '- Оформление по ТК РФ',
  '## Место работы',
  '- Казань, ул. Баумана, д. 12, офис 4',
  'Звоните по телефону или присылайте резюме',
  'Возраст от 25 до 45 лет',
].join('\n\n');

const UKRAINIAN = [
  '# Пакувальник на склад, Вроцлав',
  '## Опис',
  'Запрошуємо до команди нашого клієнта, виробника меблів.',
  '## Умови роботи',
  '- Графік роботи: 2 зміни з понеділка по пʼятницюПерша 6:00 - 14:00Друга 14:00 - 22:00',
  '- безкоштовна кава та чай',
  'обов’язки комплектація замовлень за накладними маркування коробок для відправки прибирання робочого місця після зміни',
  'вимоги',
  'досвід роботи на складі від пів року готовність до фізичної праці',
  'Знання польської мови на базовому рівні буде перевагою',
  'Пропозиція для осіб віком від 18 до 55 років.',
  'Заповнюйте анкету та телефонуйте нам!',
].join('\n\n');

describe('postings in Russian and Ukrainian (issue 13 pattern 7, round 29 kind)', () => {
  it('knows Russian and Ukrainian by their own words and letters', () => {
    expect(detectLanguage('Мы ищем бухгалтера, который знает 1С и готов к большому объёму работы')).toBe(
      'ru',
    );
    expect(detectLanguage('Шукаємо оператора, який готовий працювати у три зміни та має досвід')).toBe('uk');
  });

  it('never names a script it reads no language of as a Latin-script language', () => {
    const japanese =
      '仕事内容：ご自宅の近くで情報誌をポストに配布するお仕事です。勤務地は品川区です。Wi-Fi OK';
    expect(statedLanguage(japanese, detectLanguage(japanese))).toBe('ja');
    expect(statedLanguage('Работа в офисе в Москве', 'ru')).toBe('ru');
  });

  it('reads the common headings of both by kind', () => {
    expect(headingKind('Обязанности:')).toBe('responsibilities');
    expect(headingKind('Чем предстоит заниматься')).toBe('responsibilities');
    expect(headingKind('Требования к кандидату')).toBe('requirements');
    expect(headingKind('Что мы ждём от вас')).toBe('requirements');
    expect(headingKind('Будет плюсом')).toBe('nice_to_have');
    expect(headingKind('Мы предлагаем')).toBe('benefits');
    expect(headingKind('Условия работы')).toBe('terms');
    expect(headingKind('О компании')).toBe('about');
    expect(headingKind("Обов'язки")).toBe('responsibilities');
    expect(headingKind('Ваші завдання')).toBe('responsibilities');
    expect(headingKind('Вимоги до кандидата')).toBe('requirements');
    expect(headingKind('очікуємо')).toBe('requirements');
    expect(headingKind('Буде перевагою')).toBe('nice_to_have');
    expect(headingKind('пропонуємо')).toBe('benefits');
    expect(headingKind('Зарплата')).toBe('benefits');
    expect(headingKind('Місце роботи')).toBe('terms');
  });

  it('asks a Russian posting in English quoting its duties and requirements, never its offer or a rule on the person', () => {
    const result = generateJob({ jobSpecMarkdown: RUSSIAN, position: 'Менеджер по закупкам' });
    expect(result.languages).toEqual({ document: 'ru', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('The posting lists this task: "Поиск и проверка поставщиков"');
    expect(questions).toContain('The posting lists this task: "Контроль исполнения договоров поставки"');
    // A requirement listed among the duties, a duty among the requirements, a plus: each asked as what it is.
    expect(questions).toContain('The posting asks for: "Знание 1С:Управление торговлей"');
    expect(questions).toContain('The posting lists this task: "Составление отчётов для руководителя"');
    expect(questions).toContain('The posting names this as a plus: "Английский язык будет плюсом"');
    expect(questions).toContain('"Опыт работы от 2 лет"');
    expect(questions).not.toMatch(/коллектив|Звоните|Возраст|60 000/);
    const requirements = result.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(requirements).toContain('"График работы 5/2 с 10.00 до 19.00"');
    expect(requirements).toContain('based in Казань, ул. Баумана, д. 12, офис 4');
    expect(requirements).toContain('"Оформление по ТК РФ"');
  });

  it('reads a Ukrainian ad whose labels run into their lists, asking its shifts as shifts', () => {
    const result = generateJob({ jobSpecMarkdown: UKRAINIAN, position: 'Пакувальник' });
    expect(result.languages?.document).toBe('uk');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('The posting lists this task: "комплектація замовлень за накладними"');
    expect(questions).toContain('The posting lists this task: "маркування коробок для відправки"');
    expect(questions).toContain('The posting asks for: "досвід роботи на складі від пів року"');
    expect(questions).toContain('The posting asks for: "готовність до фізичної праці"');
    expect(questions).toContain(
      'The posting names this as a plus: "Знання польської мови на базовому рівні буде перевагою"',
    );
    expect(questions).not.toMatch(/Запрошуємо|кава|віком|Заповнюйте/);
    const hours = result.jobSpecWorkRequirements.find((requirement) => requirement.title === 'Working hours');
    // The shifts the page ran together are quoted each as written, never joined by a comma the posting has not.
    expect(hours?.question).toContain('Перша 6:00 - 14:00"');
    expect(hours?.question).toContain('"Друга 14:00 - 22:00"');
    expect(hours?.question).not.toContain('14:00, Друга');
  });

  it('asks a line of personal qualities as qualities, one of which to show by an example', () => {
    const { jobSpecsQuestions } = generateJob({
      jobSpecMarkdown: [
        '# Вакансия',
        'Администратор салона',
        '## Обязанности',
        '- Встреча и запись клиентов',
        '- Ведение кассы',
        '## Требования',
        'Пунктуальность, аккуратность, вежливость, умение работать в команде, грамотная речь',
      ].join('\n\n'),
      position: 'Администратор',
    });
    const qualities = jobSpecsQuestions.find((question) => question.includes('Пунктуальность')) ?? '';
    expect(qualities).toMatch(
      /^The posting describes the person it wants as "Пунктуальность, аккуратность, вежливость, умение работать в команде, грамотная речь"\. Which of these qualities describe you best\? Give me a specific example/,
    );
  });

  it('parts a list a page ran together at its items, never inside brackets or after an adjective', () => {
    expect(
      splitRunOnRuUk(
        'сортування посилок (за інструкцією Вашою мовою) перевірка якості товару упаковка готової продукції',
      ),
    ).toEqual([
      'сортування посилок (за інструкцією Вашою мовою)',
      'перевірка якості товару',
      'упаковка готової продукції',
    ]);
    expect(splitRunOnRuUk('Подготовка и оперативное проведение платежей')).toEqual([
      'Подготовка и оперативное проведение платежей',
    ]);
    expect(splitRunOnRuUk('Знание программы КонсультантПлюс и 1С')).toEqual([
      'Знание программы КонсультантПлюс и 1С',
    ]);
  });
});
