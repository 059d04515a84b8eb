import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on posting lines that are not the work, asked as a requirement or a duty (round 20's reading):
 * the employer's offer (a line under an offer's lead-in, a pay supplement), the start, a street address from the
 * footer, a job board's own ad. Grounding passes them, since the words are the posting's. Plain patterns over the
 * question and the posting, apart from the engine.
 */

// 'Your next job is only a swipe away!', 'Download the Jobbery app and start swiping.'
const BOARD_AD =
  /\bonly (?:a|one) (?:swipe|click|tap)s? away\b|\bdownload (?:the|our) .{0,30}?\bapp\b|\bstart swiping\b/i;
// 'Einstellungstermin per sofort oder später', 'Start date: immediate', 'Fecha de incorporación: inmediata'.
const START_LINE =
  /\b(?:einstellungstermin|eintrittstermin|beginn der t[äa]tigkeit|(?:ab|per) sofort|start(?:ing)? date|fecha de (?:inicio|incorporaci[oó]n)|incorporaci[oó]n inmediata|date de (?:d[ée]but|prise de poste)|prise de poste)\b/iu;
// 'Plaza de Rosalia 1', 'Voßstraße 1', '28207 Bremen', '5701 W. Slaughter Lane': a street or a postcode and town alone.
const STREET_ADDRESS =
  /^(?:\p{Lu}[\p{L}.-]*\s+)?\p{L}*(?:straße|strasse|str\.|weg|platz|allee|gasse)\s*\d+\s*\p{L}?(?:\s*[-/]\s*\d+)?$|^(?:plaza|calle|avenida|paseo|via|piazza|rue|rua|avenue)\s+[\p{L} .'-]{2,40}?\d+\s*\p{L}?$|^\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:\p{Lu}[\p{L}'.-]*\s+){1,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd)\b|^\d{4,5}\s+\p{Lu}\p{L}+$/iu;
// 'Sonn-, Feiertags- und Nachtarbeitszuschläge', 'night and holiday supplements': pay, an offer.
const PAY_SUPPLEMENT =
  /\p{L}*zuschl[äa]ge\b|\b(?:night|holiday|weekend|sunday|shift)(?:,? (?:and |or )?(?:night|holiday|weekend|sunday|shift))* (?:supplements?|premiums?|differentials?)\b/iu;
// The lead-in or heading of an offer: 'Was wir dir bieten', 'Wir freuen uns auf Sie, freuen Sie sich auf ...', 'What
// we offer', 'Benefits', 'Ofrecemos', 'Nous offrons'.
const OFFER_HEAD =
  /\b(?:bieten|freu(?:en sie sich|e dich|t euch) auf|es erwartet (?:sie|dich)|unser angebot|what we offer|we offer|benefits|perks|ofrecemos|nous (?:vous )?offrons|offriamo|wij bieden|oferecemos)\b/i;
const MAX_LINES_BACK = 25;
const MAX_HEAD_WORDS = 12;

const plainLine = (line: string): string => line.replace(/\s+/g, ' ').trim();

/** The heading or lead-in a posting's line stands under: a heading, or a short line ending on a colon or ellipsis. */
function headOf(quoted: string, documentText: string): string | null {
  const lines = documentText.split('\n').map(plainLine);
  const probe = plainLine(quoted).slice(0, 30);
  const at = lines.findIndex((line) => line.includes(probe));
  if (at < 0) return null;
  for (let index = at - 1; index >= Math.max(0, at - MAX_LINES_BACK); index -= 1) {
    const line = lines[index] ?? '';
    if (!line || /^(?:[-*•]|\.{3}|…)/.test(line)) continue;
    const isHead =
      line.startsWith('#') ||
      (/(?::|\.{3}|…)$/.test(line) && line.split(' ').length <= MAX_HEAD_WORDS) ||
      (line.split(' ').length <= 6 && !/[.!?,]$/.test(line));
    if (isHead) return line;
  }
  return null;
}

/** Why a screening question asks a posting's line that is not the work (empty when it does not). */
export function notTheWorkAsked(question: string, documentText: string): string[] {
  return quotedParts(question)
    .filter((part) => part.length >= 4)
    .flatMap((quoted) => {
      if (BOARD_AD.test(quoted)) return [`a job board's ad asked: "${quoted}"`];
      if (STREET_ADDRESS.test(quoted.trim())) return [`a street address asked: "${quoted}"`];
      if (START_LINE.test(quoted)) return [`the start asked as a requirement: "${quoted}"`];
      if (PAY_SUPPLEMENT.test(quoted)) return [`a benefit asked: "${quoted}"`];
      const head = headOf(quoted, documentText);
      return head && OFFER_HEAD.test(head) ? [`an offer line asked (under "${head}"): "${quoted}"`] : [];
    });
}
