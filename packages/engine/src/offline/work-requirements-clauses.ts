// A condition said in passing in a long sentence is quoted by the clause or phrase that states it, not the whole
// sentence: 'The … Lab seeks a full-time (40h/week) Research Specialist (Position #: …) to support …' states the hours
// as 'full-time (40h/week)'; 'O trabalho é presencial em nosso escritório … e requer saídas constantes …' states the
// arrangement before its 'e requer'; 'El contrato será hasta el 30 de junio, con un período de prueba …' the contract
// before its probation.

// Longer than this, a sentence says more than the condition.
export const PASSING_SENTENCE_WORDS = 25;
export const isLongSentence = (sentence: string): boolean =>
  sentence.split(/\s+/).length > PASSING_SENTENCE_WORDS;

// Full or part time, said just before the number of hours ('full-time (40h/week)', 'Vollzeit (40 Std./Woche)').
const FULL_OR_PART_BEFORE =
  /(?:(?:full|part)[- ]?time|tiempo (?:completo|parcial)|temps (?:plein|partiel)|(?:voll|teil)zeit|tempo (?:pieno|parziale|integral|parcial)|(?:full|part)time)\s*(\(\s*)?$/iu;

/**
 * The hours phrase of a long sentence: the number of hours the pattern finds there, with the full or part time just
 * before it and the brackets around it. Null when the hours are not a number ('working hours'), which only the
 * sentence can say.
 */
export function hoursPhrase(sentence: string, pattern: RegExp): string | null {
  const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(sentence);
  if (!match || !/\d/.test(match[0])) return null;
  const lead = FULL_OR_PART_BEFORE.exec(sentence.slice(0, match.index));
  const after = sentence.slice(match.index + match[0].length);
  const close = lead?.[1] ? (/^\s*\)/.exec(after)?.[0] ?? '') : '';
  return `${lead?.[0] ?? ''}${match[0]}${close}`;
}

// Where a new clause begins: a comma, or a conjunction before the next verb phrase ('… no Bom Retiro e requer …',
// '… in Leeds and requires …').
const CLAUSE_BREAK = /,\s+|\s+(?:and|but|e|mas|und|aber|et|mais|y|pero|ed|ma|en|maar)\s+/giu;
// A comma before a short item and another comma or 'and' parts the items of a list, not two clauses.
const LIST_JOIN = /^(?:,\s+|\s+(?:and|e|und|et|y|ed|en)\s+)$/iu;
const MIN_CLAUSE_WORDS = 4;
// 'This position is a full-time, cycle position …': an article and an engagement adjective end no clause; the comma
// parts it from the next adjective before their noun.
const ADJECTIVE_BEFORE_NOUN =
  /\b(?:an?|the)\s+(?:(?:full|part)[- ]time|temporary|permanent|fixed[- ]term|seasonal|paid|unpaid)$/i;
const LIST_ITEM_WORDS = 3;

/**
 * The clause of a long sentence stating the arrangement or the engagement: the sentence up to the first clause break
 * after the cue, when the rest says nothing more of that condition (`pattern`, or where the work is done: `others`). The sentence itself otherwise. A break
 * between the items of a list ('creating content, newsletters, and blogs') ends no clause.
 */
export function conditionClause(sentence: string, pattern: RegExp, others: RegExp[]): string {
  const cue = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(sentence);
  if (!cue || !isLongSentence(sentence)) return sentence;
  const from = cue.index + cue[0].length;
  const breaks = [...sentence.slice(from).matchAll(CLAUSE_BREAK)].map((found) => ({
    at: from + (found.index ?? 0),
    text: found[0],
  }));
  const words = (text: string): number => text.trim().split(/\s+/).length;
  for (const [index, { at, text }] of breaks.entries()) {
    const next = breaks[index + 1];
    const kept = sentence.slice(0, at).trim();
    if (words(kept) < MIN_CLAUSE_WORDS || ADJECTIVE_BEFORE_NOUN.test(kept)) continue;
    const isListItem =
      text.startsWith(',') &&
      next !== undefined &&
      LIST_JOIN.test(next.text) &&
      words(sentence.slice(at, next.at).replace(/^[,\s]+/, '')) <= LIST_ITEM_WORDS;
    if (isListItem) continue;
    return [pattern, ...others].some((other) => other.test(sentence.slice(at))) ? sentence : kept;
  }
  return sentence;
}
