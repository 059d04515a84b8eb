import { withoutAccents } from '../text/accents.ts';

/**
 * How a posting marks its sections and items beyond a short heading over a list: a heading worded as a question or
 * as a whole phrase ('Cuáles serán las responsabilidades de la persona contratada en este puesto'), a list a web page
 * ran into its paragraph ('… esta búsqueda. - [Esencial] Excelente comunicación… - [Deseable] …'), criteria tagged
 * with their weight ('[Excluyente]', '[Deseable]') and duties tagged with their share of the time ('(20%)').
 */

// A heading asked as a question, with or without its marks: '¿Qué buscamos?', 'Cuáles serán las responsabilidades…',
// 'Qui sommes-nous ?', 'Cosa farai', 'Was bringst du mit?', 'What will you do?'.
const QUESTION_OPENING =
  /^(?:¿\s*|(?:cu[aá]l(?:es)?|qu[eé]|c[oó]mo|qui[eé]n(?:es)?|a qui[eé]n(?:es)?|d[oó]nde|que|quels?|quelles?|qui|cosa|chi|quali|come|was|wer|wen|wie|what|who|how)\s)/iu;
// The plural nouns a heading opens on when it goes on as a phrase ('Criterios de selección claves para la persona…',
// 'Responsabilidades del puesto en el día a día'); a list line opens on the thing itself ('Experiencia en ventas').
const HEADING_NOUN_OPENING =
  /^(?:requisitos|responsabilidades|funciones|tareas|criterios|exigences|responsabilites|taches|criteres|requisiti|responsabilita|mansioni|compiti|criteri|aufgaben|anforderungen|responsibilities|requirements|duties|criteria)\s/;
const MAX_PHRASE_HEADING_WORDS = 14;

/**
 * A line that heads a section by its wording although it is longer than a label: a question (ending in '?' or
 * unpunctuated), or a phrase that opens on a section's plural noun, unpunctuated. Whether its words name a section
 * is the caller's to read.
 */
export function isPhraseHeading(line: string): boolean {
  const text = line.replace(/[*_#]+/g, '').trim();
  const words = text.split(/\s+/).length;
  if (words > MAX_PHRASE_HEADING_WORDS || /[:;]/.test(text) || !/^[¿\p{Lu}]/u.test(text)) return false;
  if (QUESTION_OPENING.test(text)) return !/[.!,]$/.test(text);
  return !/[.!?,)]$/.test(text) && HEADING_NOUN_OPENING.test(withoutAccents(text).toLowerCase());
}

// A dash after a sentence's end or a colon, before a capital, a tag or a question: a list marker a web page printed
// inside its paragraph, where prose would never set one.
const INLINE_LIST_MARK = /(?<=[.:!?)])\s+[-–•]\s+(?=[\p{Lu}[¿(])/u;

// A word processor's hollow bullet printed as a lone 'o' ('… programs including: o Developing … o Prepare …'): one
// after a lead's colon marks the paragraph as a run-on list, and every lone 'o' before a capital in it is an item's
// mark. Only after a colon: elsewhere a lone 'o' is a word ('Excel o Word', Spanish and Italian 'or').
const O_GLYPH_LIST = /:\s+o\s+\p{Lu}/u;
const O_GLYPH_MARK = /(?<=\S)\s+o\s+(?=\p{Lu})/u;

/** A paragraph that runs a list on ('… búsqueda. - [Excluyente] Vivir… - [Esencial] …'): its lead, then its items. */
export function inlineListParts(line: string): { lead: string; items: string[] } | null {
  const [lead = '', ...items] = line.split(O_GLYPH_LIST.test(line) ? O_GLYPH_MARK : INLINE_LIST_MARK);
  return items.length > 0 ? { lead: lead.trim(), items: items.map((item) => item.trim()) } : null;
}

export type TagWeight = 'requirements' | 'nice_to_have';

// A criterion's weight set in brackets before it: required ('[Excluyente]', '[Esencial]', '[Required]') or a plus
// ('[Deseable]', '[Desirable]', '[Souhaitable]').
const WEIGHT_TAG = /^\s*\[([^\]]{3,30})\]\s*/u;
const REQUIRED_TAG =
  /^(?:excluyente|esencial|imprescindible|obligatori[oa]|requerid[oa]|indispensable|essential|required|mandatory|must(?:[- ]have)?|essentiel(?:le)?|requise?|obligatoire|essenziale|obbligatori[oa]|richiest[oa]|erforderlich|notwendig|muss)$/;
const PLUS_TAG =
  /^(?:deseable|valorable|opcional|desirable|preferred|nice[- ]to[- ]have|optional|bonus|plus|souhaitable|atout|apprezzat[oa]|preferenziale|gradit[oa]|wunschenswert)$/;

// A plus marked in round brackets among the requirements, before or after the thing itself: '(preferred) Familiarity
// with version control', 'Forklift licence (a plus)', 'Experiência com SAP (desejável)'. (Round 21's lab post asked
// three as 'The role asks for (preferred) …'.)
const BRACKETED_AT_START = /^\s*\(([^()]{3,30})\)\s*/u;
const BRACKETED_AT_END = /\s*\(([^()]{3,30})\)[.;]?\s*$/u;
const BRACKETED_PLUS =
  /^(?:preferred|preferable|desired|desirable|(?:a |an )?(?:plus|bonus|asset|advantage)|nice[- ]to[- ]have|optional|deseable|valorable|opcional|souhaite(?:e|s)?|souhaitable|(?:un )?(?:plus|atout)|wunschenswert|von vorteil|desejavel|diferencial|gewenst|wenselijk|(?:een )?pre|pluspunt|gradit[oa]|preferenziale)$/;
const tagWord = (tag: string): string => withoutAccents(tag).toLowerCase().trim();

/**
 * A criterion's weight read from its tag, and the criterion without it; null for an untagged line. A plus's round
 * brackets are read only among requirements: elsewhere '(optional)' may qualify a duty.
 */
export function taggedCriterion(
  item: string,
  kind: string | null = null,
): { weight: TagWeight; text: string } | null {
  const tag = WEIGHT_TAG.exec(item);
  if (!tag?.[1]) return kind === 'requirements' || kind === 'nice_to_have' ? bracketedPlus(item) : null;
  const word = tagWord(tag[1]);
  const weight = REQUIRED_TAG.test(word) ? 'requirements' : PLUS_TAG.test(word) ? 'nice_to_have' : null;
  return weight ? { weight, text: item.slice(tag[0].length).trim() } : null;
}

function bracketedPlus(item: string): { weight: TagWeight; text: string } | null {
  for (const bracket of [BRACKETED_AT_START, BRACKETED_AT_END]) {
    const tag = bracket.exec(item);
    if (!tag?.[1] || !BRACKETED_PLUS.test(tagWord(tag[1]))) continue;
    const text = item.replace(bracket, ' ').trim();
    return text
      ? { weight: 'nice_to_have', text: text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) }
      : null;
  }
  return null;
}

// '(20%)', '(5% del tiempo)', '(10 % of the time)': the share of the time a duty takes, no part of the duty.
const TIME_SHARE = /\s*\(\s*(?:~|ca\.?\s*|approx\.?\s*)?\d{1,3}\s*%[^()]{0,30}\)/giu;

/** A duty without the share of the time it takes. */
export function withoutTimeShare(item: string): string {
  return item.replace(TIME_SHARE, '');
}
