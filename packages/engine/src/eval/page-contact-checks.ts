import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on what a posting's web page prints around the post, asked as if it were the post: its contact
 * block and footer (a phone number, a street address, a copyright line, a contact person, an invitation to apply), the
 * employer reserving the right to consider others, a line of what the employer offers, and a line quoted up to where
 * the page wrapped it. Worded in the languages postings come in (English, German, French, Spanish, Italian,
 * Portuguese, Dutch), since the page around a post is worded in the post's language. Written apart from the engine.
 */

// A phone number alone or leading a line: digits in groups ('06172 - 898121', '+41 61 555 12 34', '(030) 1234567').
const PHONE =
  /^(?:tel\.?|phone|telefon|téléphone|tél\.?|teléfono|telefono|telefoon)?\s*:?\s*\+?\(?\d[\d\s()./-]{5,}\d$/iu;
// A street and house number beside a postcode ('Hauptstr. 12, 12345 Musterstadt', '5 Rue X, 75001 Paris').
const STREET =
  /\b\p{L}*(?:str\.|straße|strasse|street|st\.|road|rd\.|avenue|ave\.|weg|gasse|platz|laan|straat|plein|rue|boulevard|via|viale|piazza|corso|calle|avenida|rua|travessa)(?![\p{L}])/iu;
const POSTCODE_AND_NUMBER = /\d+\s?\p{L}?\b.*?\b\d{4,5}\s+\p{Lu}|\b\d{4}\s?[A-Z]{2}\b/u;
// A copyright line and a site's rights notice.
const COPYRIGHT =
  /©|\(c\)\s*(?:19|20)\d{2}|\bcopyright\b|\ball rights reserved\b|\balle rechte vorbehalten\b|\btous droits réservés\b|\btodos los derechos reservados\b|\btutti i diritti riservati\b|\balle rechten voorbehouden\b|\btodos os direitos reservados\b/iu;
// A person named with a courtesy title ('Herr X', 'Ms Y', 'Mme Z'): who to contact, never a task.
const COURTESY_NAME =
  /(?<![\p{L}])(?:Herr|Frau|Mr|Mrs|Ms|Miss|Monsieur|Madame|Mme|Señor|Señora|Sr|Sra|Signor|Signora|Sig|Sig\.ra|Dott|Dott\.ssa|Dhr|Mevr|Mevrouw|Meneer)\.?\s+\p{Lu}\p{Ll}+/u;
// An invitation to apply or ask ('Interested? We look forward to…', 'For further information…'), and (round 27's
// Danish employer) the Scandinavian and Finnish ones ('Vi ser frem til at modtage din ansøgning', 'For yderligere
// information', 'Lisätietoja'), and a contact offered for questions ('If you have any questions, please contact…').
const INVITATION =
  /^(?:interested|interessiert|intéressée?|interesad[oa]|interessat[oa]|interessad[oa]|geïnteresseerd)\b|\bwe look forward to (?:hearing|receiving|your)\b|\bfreuen (?:wir|uns) uns auf\b|\bfreuen wir uns\b|\bau plaisir de vous lire\b|\bnous attendons votre candidature\b|\besperamos tu candidatura\b|\bti aspettiamo\b|\baguardamos (?:a sua|sua)\b|\bwij (?:kijken|zien) uit naar\b|\b(?:for (?:more|further) information|für weitere informationen|pour plus d['’]informations|para más información|per maggiori informazioni|voor meer informatie|para mais informações)\b|\bvi (?:ser frem til|ser fram emot|gleder oss til)\b|\bodotamme (?:hakemustasi|hakemuksesi)|\b(?:for (?:yderligere|mere|flere|ytterligere|mer) (?:information|oplysninger|opplysninger)|för (?:mer|ytterligare) information)\b|(?<![\p{L}])lisätietoja(?![\p{L}])|\bif you have any questions\b|\b(?:please )?(?:do not|don['’]t) hesitate to contact\b|\bfeel free to contact\b/iu;

/** Why a quoted part is the page's contact block or footer rather than the post (null when it is not). */
export function contactBlockLine(quoted: string): string | null {
  const line = quoted.trim();
  if (PHONE.test(line) && (line.match(/\d/g)?.length ?? 0) >= 6) return 'a phone number';
  if (STREET.test(line) && POSTCODE_AND_NUMBER.test(line)) return 'a street address';
  if (COPYRIGHT.test(line)) return 'a copyright line';
  if (COURTESY_NAME.test(line)) return 'a contact person';
  if (INVITATION.test(line)) return 'an invitation to apply or ask';
  return null;
}

// The employer keeping the right to consider others or to decide ('la Società si riserva di valutare…', 'We reserve
// the right to…'): whom else it may take, not what the post asks.
const RESERVATION =
  /\breserves? the right\b|\bsi riserva\b|\bse réserve le droit\b|\bse reserva el derecho\b|\bbehält sich\b.*\bvor\b|\bbehalten uns\b.*\bvor\b|\bbehoudt zich het recht\b|\breserva-se o direito\b/iu;

/** A quoted part in which the employer reserves a right (whom else it may consider), not a requirement. */
export function isReservationClause(quoted: string): boolean {
  return RESERVATION.test(quoted);
}

// Words a sentence does not end on (conjunctions, articles, prepositions), in the seven languages ('an' is left out:
// French for a year); a one-letter word
// only in lower case, and a word ending in a hyphen ('Fort- und' is 'Fort- und Weiterbildung').
const DANGLING =
  /(?:^|\s)(?:and|or|of|the|to|with|for|in|on|by|as|at|from|und|oder|der|die|das|den|dem|des|ein|eine|einer|eines|mit|auf|für|zu|von|im|am|bei|nach|aus|über|et|ou|du|des|le|la|les|un|une|au|aux|pour|avec|sur|par|y|del|el|los|las|una|para|con|por|al|di|della|dei|delle|il|lo|gli|per|su|da|alla|nel|nella|do|da|dos|das|os|as|um|uma|em|no|na|ao|en|het|een|van|voor|met|op|aan|naar|om|te|[aeio])$|\p{L}-$/u;
const endsDangling = (text: string): boolean => DANGLING.test(text.replace(/[\s,;:]+$/u, ''));

const nonEmptyLines = (documentText: string): string[] =>
  documentText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const lineHolding = (quoted: string, lines: string[]): number => {
  const wanted = quoted.replace(/…$/u, '').trim().toLowerCase();
  return wanted.length < 4 ? -1 : lines.findIndex((line) => line.toLowerCase().includes(wanted));
};

/**
 * A quoted part that stops where the page wrapped its line, on a word a sentence cannot end on, while the next line
 * goes on ('… zunächst für 1 Jahr mit Aussicht auf' before 'Weiterbeschäftigung'): layout text, the line cut.
 */
export function cutAtWrap(quoted: string, documentText: string): string | null {
  const lines = nonEmptyLines(documentText);
  const at = lineHolding(quoted, lines);
  const line = lines[at];
  if (line === undefined || at + 1 >= lines.length) return null;
  const wanted = quoted.replace(/…$/u, '').trim().toLowerCase();
  const endsTheLine = line
    .toLowerCase()
    .replace(/[\s,;:]+$/u, '')
    .endsWith(wanted.replace(/[\s,;:]+$/u, ''));
  return endsTheLine && endsDangling(quoted) ? `'${quoted}' cut where the page wrapped the line` : null;
}

// What a posting's offer paragraph opens with ('Es erwartet Sie:', 'Wir bieten', 'We offer', 'Wij bieden').
const OFFER_LEAD =
  /\b(?:es erwartet (?:sie|dich)|(?:was )?wir bieten|unser angebot|(?:what )?we offer|we provide|(?:ce que )?nous (?:offrons|proposons)|(?:qu[eé] )?ofrecemos|(?:cosa )?offriamo|(?:wat )?wij bieden|(?:o que )?oferecemos)\b/iu;
const MAX_WRAPPED_LINES = 4;

/**
 * A quoted part that is a line of what the employer offers: its paragraph, followed back over the lines the page
 * wrapped (each ending on a word a sentence cannot end on), opens with an offer lead.
 */
export function isOfferLine(quoted: string, documentText: string): boolean {
  const lines = nonEmptyLines(documentText);
  let at = lineHolding(quoted, lines);
  if (at < 0) return false;
  const start = at;
  while (at > 0 && start - at < MAX_WRAPPED_LINES && endsDangling(lines[at - 1] ?? '')) at -= 1;
  const upToQuote = lines
    .slice(at, start + 1)
    .join(' ')
    .toLowerCase();
  const quoteAt = upToQuote.lastIndexOf(quoted.replace(/…$/u, '').trim().toLowerCase());
  return OFFER_LEAD.test(upToQuote.slice(0, quoteAt < 0 ? undefined : quoteAt + 1));
}

/** Why a screening question asks about the page around the post (empty when it does not). */
export function pageFurnitureFaults(question: string, documentText: string): string[] {
  return quotedParts(question).flatMap((quoted) => {
    const contact = contactBlockLine(quoted);
    return [
      ...(contact ? [`${contact} asked as the job`] : []),
      ...(isReservationClause(quoted) ? ['the employer reserving a right asked as a requirement'] : []),
      ...(isOfferLine(quoted, documentText) ? ['a line of what the employer offers asked as the job'] : []),
    ];
  });
}

/** Layout text a question or requirement quotes: the page's contact block or footer, or a line cut at its wrap. */
export function quotedLayoutText(text: string, documentText: string): string[] {
  return quotedParts(text).flatMap((quoted) => {
    const contact = contactBlockLine(quoted);
    const cut = cutAtWrap(quoted, documentText);
    return [...(contact ? [`page contact block: ${contact}`] : []), ...(cut ? [cut] : [])];
  });
}
