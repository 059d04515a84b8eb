import type { Section } from './sections.ts';

/**
 * A member of staff quoted on the page ('"You learn so much here. … That's great!" Jo Vermeer, Java developer.'): what
 * someone says about working there, never the work or a requirement. The quote runs from a line opening on a quotation
 * mark to the line that closes it; the 'Name, Title' line after it (or closing the same line) names who said it.
 */

const OPENING_MARK = /^[“„«"‘]/u;
const CLOSING_MARK = /[”“»"’][.!?…]*$/u;
// A person's name, two to four capitalised words and the particles of Dutch, German, French, Spanish and Portuguese
// names ('Anna van der Berg', 'Luís da Silva'), then a comma and a job title of one to six words.
const NAME_PART = String.raw`\p{Lu}[\p{Ll}'’-]+`;
const PARTICLE = String.raw`(?:van|de|der|den|ter|von|zu|du|le|la|da|do|dos|del|di)`;
const ATTRIBUTION = new RegExp(
  String.raw`^[-–—~]?\s*${NAME_PART}(?: (?:${PARTICLE} ){0,3}${NAME_PART}){1,3}, (?:[\p{L}&/-]+ ?){1,6}\.?$`,
  'u',
);
// The attribution closing the quote's own line: '… That's great!" Jo Vermeer, Java developer.'
const CLOSING_WITH_ATTRIBUTION = new RegExp(
  String.raw`[”“»"’]\s*[-–—]?\s*${NAME_PART}(?: (?:${PARTICLE} ){0,3}${NAME_PART}){1,3}, (?:[\p{L}&/-]+ ?){1,6}\.?$`,
  'u',
);
const MAX_QUOTE_LINES = 6;
// A person speaking of their work says 'I', 'we' or 'you' ('Je leert zo veel', 'I joined…', 'Wir sind…'); a motto in
// quotes ('"Measure twice, cut once."') above a row of names is no one's words.
const SPEECH =
  /(?<!\p{L})(?:i|i'm|i’m|me|my|we|our|us|you|your|ik|mijn|wij|we|ons|je|jij|jouw|ich|mein|wir|uns|du|dein|je|j'|j’|nous|tu|yo|mi|nosotros|eu|meu|nós|io|noi)(?!\p{L})/iu;

const closesQuote = (item: string): boolean =>
  CLOSING_MARK.test(item.trim()) || CLOSING_WITH_ATTRIBUTION.test(item);

/** The items of a section without its attributed quotes: each quoted line and the line naming who said it. */
function withoutAttributedQuotes(items: string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < items.length; at++) {
    const first = items[at] ?? '';
    // '"Customer first" is how we work': a quote closed inside its line is a phrase of the line, no staff's words.
    const inside = first.trim().slice(1).replace(CLOSING_WITH_ATTRIBUTION, '').replace(CLOSING_MARK, '');
    if (!OPENING_MARK.test(first.trim()) || /[”“»"’]/u.test(inside)) {
      kept.push(first);
      continue;
    }
    let end = at;
    while (end < at + MAX_QUOTE_LINES && end < items.length - 1 && !closesQuote(items[end] ?? '')) end++;
    const last = items[end] ?? '';
    const isAttributedInLine = CLOSING_WITH_ATTRIBUTION.test(last);
    const isAttributedAfter =
      CLOSING_MARK.test(last.trim()) && ATTRIBUTION.test((items[end + 1] ?? '').trim());
    const isSpeech = SPEECH.test(items.slice(at, end + 1).join(' '));
    if (!isSpeech || (!isAttributedInLine && !isAttributedAfter)) {
      kept.push(first);
      continue;
    }
    at = isAttributedAfter ? end + 1 : end;
  }
  return kept;
}

/** The sections without the quotes of staff and the lines naming who said them. */
export function withoutTestimonials(sections: Section[]): Section[] {
  return sections.map((section) => ({ ...section, items: withoutAttributedQuotes(section.items) }));
}
