import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Chinese postings, joined to each topic's own cues (work-requirements.ts): a list of
// openings by their engagement ('全职：小学语文老师', '兼职：…') and the labelled place of work ('工作地点：…',
// '总部办公地址（工作地点）：…'). Chinese writes no spaces, so no cue leans on a word boundary; some topics' patterns
// are not Unicode-aware, so none uses '\p{…}'.

// The label of a place row: the place of work or the office it is at, a note in brackets after it; a row may follow
// another on its printed line ('联系邮箱：… 总部办公地址（工作地点）：…').
const PLACE_LABEL =
  '(?:^|\\s)[^:：\\s]{0,8}?(?:工作地点|工作地址|上班地点|办公地点|办公地址)(?:[（(][^）)]{1,8}[）)])?\\s*[:：]';

export const CHINESE_CUES: LanguageCues = {
  location: PLACE_LABEL,
  // '工作时间：9:00-18:00', '上班时间：…': the hours.
  hours: '^(?:工作时间|上班时间)\\s*[:：]',
  // '全职：小学语文老师', '全职或兼职：朗诵', '工作性质：全职': the engagement, full or part time.
  contract:
    '^(?:全职|兼职|全職|兼職)(?:或(?:全职|兼职|全職|兼職))?\\s*[:：]|^(?:工作性质|工作性質|工作类型|用工形式)\\s*[:：]',
};

// '广东省深圳市南山区', '上海市浦东新区', '深圳南山区': the province, city and district of an address, before its street.
// A name's characters are no mark of a province, city or district.
const NAME = '(?:(?![省市区县])[\\u4e00-\\u9fff])';
const PROVINCE_CITY_DISTRICT = new RegExp(`(?:${NAME}{2,3}省)?${NAME}{2,3}市(?:${NAME}{1,4}?[区县])?`, 'u');
const CITY_DISTRICT = new RegExp(`^${NAME}{2,6}?[区县市]`, 'u');

/** The town of a Chinese place row ('工作地点：上海市浦东新区张江路88号' → '上海市浦东新区'); null for any other text. */
export function chinesePlace(text: string): string | null {
  const value = new RegExp(`${PLACE_LABEL}\\s*(.+)$`, 'u').exec(text)?.[1]?.trim();
  if (!value) return null;
  return PROVINCE_CITY_DISTRICT.exec(value)?.[0] ?? CITY_DISTRICT.exec(value)?.[0] ?? null;
}
