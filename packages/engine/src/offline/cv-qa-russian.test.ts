import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { russianSpeaker } from './cv-phrases/ru.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { withBoxHyphensJoined } from './designer-text.ts';

// A made-up Russian CV of round 29's kind (a LaTeX template's 'Title · dates' over 'Organisation · place' rows, its
// headings, months and degrees in Russian). Before, its degree was read as a post at its scholarship, its employers
// took the next entry's title and a cut month ('· нояб.'), and it was asked in English around Russian fragments.
const russianCv = (verb: string) =>
  [
    '# Ольга Смирнова',
    'Казань, Россия',
    '## О себе',
    'Аналитик данных с интересом к прогнозированию спроса.',
    '## Образование',
    '## Казанский федеральный университет · сент. 2016 – июн. 2020',
    'Бакалавр прикладной математики (Средний балл: 4,6/5,0) · Казань, Россия',
    '## Опыт работы',
    'Ведущий аналитик · март 2023 – по настоящее время',
    'Торговый дом «Волга» · Казань, Россия',
    `- ${verb} модель прогноза продаж на Python для сорока магазинов`,
    '## Аналитик-стажёр · июль 2020 – февр. 2023',
    'Банк «Кама» · Казань, Россия',
    '- Готовила ежемесячные отчёты в SQL и Power BI для отдела рисков',
    '## Навыки',
    'Python, SQL, Power BI, Excel',
    '## Проекты',
    'Прогноз погоды для фермеров (Python) · окт. 2019 – дек. 2019',
    'Кафедра анализа данных · Казань, Россия',
    '- Собрала данные метеостанций за десять лет',
  ].join('\n\n');

describe('Russian CVs (issue 13, after round 29)', () => {
  it('reads the headings, the dated rows and the degree', () => {
    const profile = readCvProfile(russianCv('Построила'));
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.isCurrent])).toEqual([
      ['Ведущий аналитик', 'Торговый дом «Волга»', 'март 2023', true],
      ['Аналитик-стажёр', 'Банк «Кама»', 'июль 2020', false],
    ]);
    expect(profile.education[0]).toMatchObject({
      degree: 'Бакалавр прикладной математики',
      institution: 'Казанский федеральный университет',
      year: '2020',
    });
    expect(profile.projects[0]).toMatchObject({
      name: 'Прогноз погоды для фермеров (Python)',
      at: 'Кафедра анализа данных',
    });
  });

  it('asks and answers in Russian, the past verb as the CV speaks, the names in their own case', () => {
    const qa = generateCvQa({ cvMarkdown: russianCv('Построила'), readOn: new Date('2026-09-01') });
    expect(qa.qa_pairs[0]?.question).toBe('Расскажите о себе.');
    const texts = [...qa.qa_pairs, ...qa.qa_admin_pairs]
      .map((pair) => `${pair.question} ${'answer' in pair ? pair.answer : ''}`)
      .join(' ');
    expect(texts).not.toMatch(/\b(?:Tell|Your CV|What did you|I worked)\b/);
    expect(texts).toContain('Работаю в должности «Ведущий аналитик» (Торговый дом «Волга») с марта 2023.');
    expect(texts).toContain(
      'Работала в должности «Аналитик-стажёр» (Банк «Кама») с июля 2020 до февраля 2023.',
    );
    const admin = qa.qa_admin_pairs.map((pair) => pair.question).join(' ');
    expect(admin).toContain('Бакалавр прикладной математики, Казанский федеральный университет (2020)');
    expect(admin).not.toMatch(/не указан диплом|без дат/);
  });

  it('tells the speaker by the past verbs opening the CV’s lines', () => {
    expect(russianSpeaker('- Разработала модель\n- Вела отчёты')).toBe('feminine');
    expect(russianSpeaker('- Руководил группой\n- Создал сервис')).toBe('masculine');
    expect(russianSpeaker('- Разработка моделей')).toBe('unknown');
  });

  it('reads Ukrainian headings and months, and tells Ukrainian from Russian by its letters', () => {
    const cv = [
      '## Досвід роботи',
      'Інженер-програміст · вер. 2021 – дотепер',
      'ТОВ «Світанок» · Львів, Україна',
      '- Розробив сервіс обліку замовлень',
      '## Освіта',
      'Магістр комп’ютерних наук · 2021',
      'Львівський національний університет',
    ].join('\n\n');
    const [role] = readCvProfile(cv).roles;
    expect(role).toMatchObject({ title: 'Інженер-програміст', isCurrent: true });
    expect(cvLanguage(cv)).toBe('uk');
    expect(cvLanguage(russianCv('Построил'))).toBe('ru');
  });

  it('asks a Ukrainian CV in Ukrainian, the past verb as the CV speaks', () => {
    const cv = [
      '# Тарас Коваль',
      '## Досвід роботи',
      'Інженер-програміст · вер. 2021 – дотепер',
      'ТОВ «Світанок» · Львів, Україна',
      '- Розробив сервіс обліку замовлень на Go',
      '## Молодший розробник · лип. 2019 – серп. 2021',
      'Студія «Дніпро» · Київ, Україна',
      '- Підтримував сайти клієнтів на PHP',
      '## Освіта',
      '## Львівський національний університет · 2015 – 2019',
      'Бакалавр комп’ютерних наук · Львів, Україна',
      '## Навички',
      'Go, PHP, SQL, Docker',
    ].join('\n\n');
    const qa = generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01') });
    expect(qa.qa_pairs[0]?.question).toBe('Розкажіть про себе.');
    const answers = qa.qa_pairs.map((pair) => pair.answer).join(' ');
    expect(answers).toContain('Працюю на посаді «Інженер-програміст» (ТОВ «Світанок») з вересня 2021.');
    expect(answers).toContain(
      'Працював на посаді «Молодший розробник» (Студія «Дніпро») з липня 2019 до серпня 2021.',
    );
    expect(qa.qa_admin_pairs[0]?.question).toContain(
      'Бакалавр комп’ютерних наук, Львівський національний університет (2019)',
    );
  });

  it('keeps the hyphen of a compound in another script than the English lexicon’s', () => {
    const context = { words: new Set<string>(), isEnglish: true };
    expect(withBoxHyphensJoined('Инженер-робототехник с опытом', context)).toBe(
      'Инженер-робототехник с опытом',
    );
    expect(withBoxHyphensJoined('experimen-tal rig', context)).toBe('experimental rig');
  });
});
