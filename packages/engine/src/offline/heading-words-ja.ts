import type { SectionKind } from './sections.ts';

/**
 * The fixed labels of Japanese job ads (募集要項, 求人 pages), by the kind of section they head. Japanese writes no
 * spaces, so a label is matched whole, as the page prints it: alone on its line ('仕事内容'), in lenticular brackets
 * ('【勤務地】'), after a square mark ('■応募資格') or before a full-width colon ('勤務時間：9:00〜18:00').
 */
const JAPANESE_HEADINGS: [SectionKind, RegExp][] = [
  // 'あれば尚可', '歓迎条件', '歓迎スキル': what would help.
  [
    'nice_to_have',
    /^(?:歓迎(?:条件|要件|スキル|経験|資格)?|(?:こんな方|こんな人)(?:を|も)?歓迎|あれば尚可|尚可|優遇(?:条件)?)$/u,
  ],
  // '応募方法', '選考プロセス', '問い合わせ先': how to apply.
  [
    'process',
    /^(?:応募(?:方法|の流れ|手順|書類)|選考(?:方法|プロセス|フロー|の流れ|内容)|採用(?:プロセス|フロー)|(?:お)?問(?:い)?合(?:わ)?せ(?:先)?|連絡先|面接地)$/u,
  ],
  // '給与', '報酬', '待遇・福利厚生', '諸手当': the pay and the offer, never asked.
  [
    'benefits',
    /^(?:その他の?)?(?:給与|給料|報酬|賃金|月給|時給|日給|年収|想定年収|収入|待遇|福利厚生|待遇・福利厚生|福利厚生・待遇|諸手当|手当|昇給・賞与|賞与|昇給|社会保険|保険|交通費)$/u,
  ],
  // '仕事内容', '業務内容', '職務内容': the work.
  [
    'responsibilities',
    /^(?:(?:具体的な|主な)?(?:お)?仕事(?:の)?内容|(?:主な)?(?:業務|職務)(?:内容|詳細)|担当業務|主な業務|お任せする(?:業務|仕事))$/u,
  ],
  // '応募資格', '対象となる人', '必須条件', '求める人物像': what the person must have or be.
  [
    'requirements',
    // '業務における経験', '実務での経験': the experience the work asks for.
    /^(?:応募(?:資格|条件|要件)|対象となる(?:人|方)|対象者|必須(?:条件|要件|スキル|経験|資格)?|必要な(?:スキル|経験|資格)|求める(?:人材|人物(?:像)?|スキル|経験)|資格|求める方|\S{1,6}(?:における|での)経験)$/u,
  ],
  // '勤務地', '勤務時間', '休日・休暇', '雇用形態': the terms of the post.
  [
    'terms',
    /^(?:勤務地|勤務場所|就業場所|勤務先|勤務時間|就業時間|勤務曜日|勤務日|休日・休暇|休日休暇|休日|休暇|雇用形態|勤務形態|契約形態|就業形態|雇用期間|契約期間|勤務期間|試用期間|アクセス|最寄り駅)$/u,
  ],
  // '会社概要', '企業情報', '事業内容': the employer.
  ['about', /^(?:会社概要|会社情報|企業情報|企業概要|事業内容|私たちについて|当社について)$/u],
  // '職種', '募集職種': the post's name, a description of the post rather than a line to ask.
  ['description', /^(?:(?:募集)?職種|募集(?:ポジション|内容|要項)|ポジション)$/u],
];

// The marks around a label: '【…】', '［…］', '■', '◆', '●', '▼', '★'.
const LABEL_MARKS = /^[■□◆◇●○▼▽★☆◎・]\s*|^[【［〔[]\s*|\s*[】］〕\]]$/gu;

/** A label without its marks and colon ('■仕事内容：' → '仕事内容'). */
const bareLabel = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[:：]\s*$/u, '')
    .replace(LABEL_MARKS, '')
    .replace(/\s+/gu, '')
    .trim();

/** The kind of section a Japanese label heads ('仕事内容' → responsibilities); null for any other text. */
export function japaneseHeadingKind(text: string): SectionKind | null {
  const label = bareLabel(text);
  if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(label)) return null;
  return JAPANESE_HEADINGS.find(([, pattern]) => pattern.test(label))?.[0] ?? null;
}

// A label in brackets or before a full-width colon, with its value on the same line: '【勤務地】東京都港区',
// '勤務時間：9:00〜18:00'. Group 1 is the label, group 2 the value.
// The reader's '·' between a label set in a column of its own and its value ('【勤務地】 · 東京都港区') is no part of
// the value.
const LABEL_WITH_VALUE =
  /^\s*(?:[■□◆◇●○▼▽★☆◎]\s*)?(?:【([^】]{2,12})】|([^\s:：【】]{2,12})\s*[:：])\s*(?:·\s*)?(.*)$/u;

// A list item after a middle dot ('・販売経験1年以上'), or several a page ran into one line ('・検品 ・梱包').
const DOT_ITEM = /^[・･]\S/u;
// A row of values after middle dots ('・9:00〜18:00 ・10:00〜19:00': one post's shifts), stated together.
const DOT_VALUES =
  /^[・･][^\p{Script=Hiragana}\p{Script=Katakana}]*\s[・･][^\p{Script=Hiragana}\p{Script=Katakana}]*$/u;
// A note set after a line's text ('… できる方 ※回数は地域によって異なります'): an aside of its own.
const NOTE = /\s+(?=※)/u;

/**
 * A Japanese ad's line as the lines it packs: a label with its value as a heading and the value ('## 勤務地',
 * '東京都港区'), a label alone as a heading, items after middle dots as list lines (a row of values as one line), a
 * note after the text as a line of its own; null for any other line.
 */
export function japaneseLines(raw: string): string[] | null {
  const line = raw.trim();
  if (DOT_VALUES.test(line)) return [line.replace(/^[・･]\s*/u, '')];
  if (DOT_ITEM.test(line))
    return line
      .split(/\s*[・･]/u)
      .filter(Boolean)
      .map((item) => `- ${item.trim()}`);
  if (line.startsWith('#') || !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(line))
    return null;
  if (japaneseHeadingKind(line)) return [`## ${bareLabel(line)}`];
  if (NOTE.test(line)) return line.split(NOTE);
  const match = LABEL_WITH_VALUE.exec(line);
  const label = match?.[1] ?? match?.[2];
  // A label in lenticular brackets heads its row whatever it names ('【その他の待遇】', '【選考・結果通知】'): its row
  // is no part of the row above, and the label no part of its value. Not a two-letter tag ('【急募】', '【新着】').
  if (!match || !label || (!japaneseHeadingKind(label) && !(match[1] && label.length >= 3))) return null;
  const value = match[3]?.trim() ?? '';
  return value ? [`## ${label}`, value] : [`## ${label}`];
}
