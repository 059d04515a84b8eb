// A skills list's item told as a level phrase around the skill ('Advanced in Python', 'Pokročilý v Pythonu',
// 'Základní znalost Excelu', 'Zaawansowana znajomość Pythona', 'İleri düzey Python', 'Python (ileri düzey)'): the
// skill is the name inside it, never the phrase. Slavic languages decline the name after the level ('Pythonu',
// 'Excelu', 'Pythona'): a name the skill lexicon knows once its case ending goes is that name.
import { isKnownSkill } from '../text/skills.ts';

// A level before the skill, with the word or preposition that ties it to the skill: English ('advanced in',
// 'proficient in', 'experienced with', 'basic knowledge of'), Czech and Slovak ('pokročilý v', 'základy v',
// 'základní znalost', 'pokročilá znalost'), Polish ('zaawansowana znajomość', 'podstawowa znajomość'), German
// ('Grundkenntnisse in', 'gute Kenntnisse in') and Turkish ('ileri düzey', 'orta düzeyde', 'temel düzey').
const LEADING_LEVEL = new RegExp(
  '^(?:' +
    [
      '(?:advanced|intermediate|basic|beginner|expert|proficient|experienced|skilled|fluent)(?: (?:knowledge|skills?|level))? (?:in|at|with|of)',
      '(?:(?:advanced|intermediate|basic|good|strong|working) )?knowledge of',
      '(?:středně |mírně )?pokročil(?:ý|á|é)(?: (?:znalosti?|uživatel))?(?: (?:v|ve|s|se|na))?',
      '(?:stredne )?pokročil(?:ý|á|é)(?: (?:znalosti?|používateľ))?(?: (?:v|vo|s|so|na))?',
      'základy(?: (?:v|ve|vo|s|se|so))?',
      'základn(?:í|é|á)(?: (?:znalosti?|znalost))?(?: (?:v|ve|vo|s|se|so))?',
      '(?:dobrá |aktivní |pasivní )?znalost(?:i)?(?: (?:v|ve))?',
      'zaawansowan(?:y|a|e)(?: znajomość)?',
      '(?:podstawow(?:y|a|e)|dobr(?:y|a|e)|biegł(?:y|a|e)) znajomość',
      'znajomość',
      '(?:grundkenntnisse|(?:sehr )?gute kenntnisse|fortgeschrittene kenntnisse|kenntnisse) in',
      '(?:[iİ]leri|orta|temel|başlangıç|[iİ]yi) (?:düzey(?:de)?|seviye(?:de)?)',
    ].join('|') +
    ')\\s+',
  'iu',
);

// A level after the skill, in brackets or after a dash ('Python (ileri düzey)', 'Excel – pokročilý').
const TRAILING_LEVEL = new RegExp(
  '\\s*(?:[–—-]\\s*|\\(\\s*)(?:' +
    [
      '(?:[iİ]leri|orta|temel|başlangıç|[iİ]yi)(?: (?:düzey(?:de)?|seviye(?:de)?))?',
      '(?:středně |stredne )?pokročil(?:ý|á|é)',
      'základn(?:í|é|á)',
      'zaawansowan(?:y|a|e)',
      'podstawow(?:y|a|e)',
      'advanced|intermediate|basic|beginner|expert',
    ].join('|') +
    ')\\s*\\)?$',
  'iu',
);

// The case endings a Slavic language puts on a name after a level word ('Pythonu', 'Pythona', 'Excelem').
const CASE_ENDING = /(?<=\p{L}{2})(?:em|om|ou|ie|u|a|e|ě|y)$/u;

/** The skill a level phrase names ('Pokročilý v Pythonu' → 'Python'), or the item as it is when it is no such phrase. */
export function withoutSkillLevel(item: string): string {
  const leading = LEADING_LEVEL.exec(item);
  const trailing = TRAILING_LEVEL.exec(item);
  if (!leading && !trailing) return item;
  const name = item
    .slice(leading?.[0].length ?? 0, trailing ? trailing.index : undefined)
    .trim()
    .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  if (!name || isKnownSkill(name) || !leading) return name || item;
  // Only a one-word name is declined: 'Pythonu' is 'Python'; 'Adobe Photoshopu' is left as written.
  const stem = /^\p{L}+$/u.test(name) ? name.replace(CASE_ENDING, '') : name;
  return stem !== name && isKnownSkill(stem) ? stem : name;
}
