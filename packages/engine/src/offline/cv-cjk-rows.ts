// Chinese CVs written as Markdown pages set an entry on one row of comma fields ('星海科技有限公司,数据部,2019-2021,数据
// 分析师'; '复旦大学，统计学，硕士，2016-2019'), sometimes two rows on one printed line, and a project as a title row with
// the candidate's part and dates ('客流预测 项目负责人 2021.03-2021.06') over labelled paragraphs ('任务：…', '结果：…')
// that the page wraps at its width. They are rewritten into the lines the reader knows: a title or degree, its employer
// or school and its years as one row ('数据分析师 · 星海科技有限公司 · 2019-2021'), a project's name and dates over its
// role, and each labelled paragraph whole as a detail of its project.
import { CJK_DEGREE_WORDS, CJK_EMPLOYER_WORDS, CJK_SCHOOL_WORDS, CJK_TITLE_WORDS } from './cv-cjk-words.ts';
import { headingKind } from './cv-vocabulary.ts';

const HAN = /\p{Script=Han}/u;
const PERIOD = '(?:19|20)\\d{2}(?:[./年]\\d{1,2}月?)?';
// A field of years, to a month at most: '2018-2020', '2018.10-2018.11', '2019年9月 - 至今'.
const YEARS = new RegExp(`^${PERIOD}\\s*[-–—~～至]\\s*(?:${PERIOD}|至今|今|现在|現在)$`, 'u');
// An intern's post ('机器学习算法实习') and a developer's ('Java开发') are titles, beside those cv-cjk-words.ts knows.
const TITLE = new RegExp(`${CJK_TITLE_WORDS}|开发|開發`, 'u');
const DEGREE = new RegExp(CJK_DEGREE_WORDS, 'u');
const SCHOOL = new RegExp(CJK_SCHOOL_WORDS, 'u');
const EMPLOYER = new RegExp(CJK_EMPLOYER_WORDS, 'u');
// Two rows printed on one line part after the first's years, before the second's first Chinese word.
const ROW_BREAK = new RegExp(`(?<=(?:${PERIOD}|至今|现在))\\s+(?=\\p{Script=Han})`, 'u');

/** The row a line of comma fields stands for: a title or degree, its employer or school, and its years. */
function fieldRow(row: string): string | null {
  const fields = row.split(/\s*[,，]\s*/).filter(Boolean);
  const years = fields.filter((field) => YEARS.test(field));
  if (fields.length < 3 || fields.length > 6 || years.length !== 1 || !HAN.test(row)) return null;
  const others = fields.filter((field) => !YEARS.test(field));
  const degree = others.find((field) => DEGREE.test(field));
  if (degree) {
    const school = others.find((field) => SCHOOL.test(field) && field !== degree);
    // The field studied is the field named neither as a school, a department ('信息工程学院') nor the degree.
    const major = others.find((field) => field !== degree && !SCHOOL.test(field)) ?? '';
    // '硕士（入学top3）': a note in brackets is no part of the degree.
    const bare = degree.replace(/\s*[（(][^）)]*[）)]\s*/gu, '');
    return school ? `${major}${bare} · ${school} · ${years[0] ?? ''}` : null;
  }
  const title = others.find((field) => TITLE.test(field) && !EMPLOYER.test(field));
  const employer = others.find((field) => EMPLOYER.test(field)) ?? others.find((field) => field !== title);
  return title && employer ? `${title} · ${employer} · ${years[0] ?? ''}` : null;
}

// A project's title row: its name, the candidate's part in it and its dates.
const PROJECT_ROW = new RegExp(
  `^(.+?)\\s+(项目负责人|負責人|负责人|组长|組長|队长|隊長|主持人|核心成员|参与人|參與人|参与者|參與者|成员|成員)\\s+(${PERIOD}\\s*[-–—~～至]\\s*(?:${PERIOD}|至今|现在))$`,
  'u',
);
// The part, in the words the reader knows for a project's role.
const isLeadPart = (part: string): boolean => /负责|負責|组长|組長|队长|隊長|主持/u.test(part);

// The labels of a project's paragraphs: its task, what was done, its result, what was learnt, its tools.
const LABELS = '任务|任務|内容|內容|结果|結果|心得|收获|收穫|成果|职责|職責|描述|技术栈|技術棧';
const LABELLED = new RegExp(`^(?:${LABELS})[:：]`, 'u');
// A label inside a printed line opens the next paragraph: after a space or a sentence's end, never inside a word.
const LABEL_INSIDE = new RegExp(`(?<=[\\s。；;！？])\\s*(?=(?:${LABELS})[:：])`, 'gu');
const SENTENCE_END = /[。！？；.!?;]$/u;

// A paragraph wrapped at the page's width is joined without a space between Chinese characters ('英文新' / '闻').
function joinedWrap(text: string, next: string): string {
  return /\p{Script=Han}$/u.test(text) || /^\p{Script=Han}/u.test(next)
    ? `${text}${next}`
    : `${text} ${next}`;
}

/** The labelled paragraphs a project's text holds, each a detail, the breaks a print put inside words taken away. */
function labelledDetails(text: string): string[] {
  return text
    .split(LABEL_INSIDE)
    .map((part) => `- ${part.trim().replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')}`);
}

/**
 * The CV's lines with Chinese comma-field rows, project title rows and labelled project paragraphs rewritten into the
 * lines the reader knows. A line that goes on with a labelled paragraph left unfinished (no sentence end) is its
 * wrapped rest, even where the print set it as a heading.
 */
export function withCjkRowsRead(lines: string[]): string[] {
  const read: string[] = [];
  let open: number | null = null;
  // Under an entry's row, up to the next row or heading, a paragraph is a detail of that entry.
  let isUnderRow = false;
  for (const line of lines) {
    const text = line.trim();
    if (!text) {
      read.push(line);
      continue;
    }
    const plain = text.replace(/^#{1,6}\s+/, '');
    const parts = plain.split(ROW_BREAK);
    const rows = parts.map(fieldRow).filter((row): row is string => row !== null);
    const isRow = rows.length === parts.length && !text.startsWith('#');
    const openText = open === null ? undefined : read[open];
    if (
      open !== null &&
      openText !== undefined &&
      HAN.test(plain) &&
      !LABELLED.test(plain) &&
      !PROJECT_ROW.test(plain) &&
      !isRow &&
      // An entry's own row ('数据分析师 · 星海科技有限公司', '2019-2021'), never a paragraph's rest.
      !/[·|]|^\d/u.test(plain) &&
      headingKind(plain) === null
    ) {
      read[open] = joinedWrap(openText, plain);
      if (SENTENCE_END.test(plain)) open = null;
      continue;
    }
    open = null;
    if (LABELLED.test(plain)) {
      read.push(plain);
      if (!SENTENCE_END.test(plain)) open = read.length - 1;
      continue;
    }
    const project = PROJECT_ROW.exec(plain);
    if (project && !text.startsWith('#')) {
      const [, name = '', part = '', dates = ''] = project;
      read.push(`${name} · ${dates}`, isLeadPart(part) ? 'Lead' : 'Member');
      continue;
    }
    if (isRow) read.push(...rows);
    else if (isUnderRow && !text.startsWith('#') && headingKind(plain) === null) read.push(`- ${plain}`);
    else read.push(line);
    isUnderRow = isRow || (isUnderRow && !text.startsWith('#') && headingKind(plain) === null);
  }
  return read.flatMap((line) => (LABELLED.test(line) ? labelledDetails(line) : [line]));
}
