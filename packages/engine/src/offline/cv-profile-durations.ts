// LinkedIn exports in the member's language print how long a post lasted after its dates ('setembro de 2021 - junho
// de 2022 (10 meses)'), as the English export does ('(10 months)'). A CV reader adds these up; left in, it is read as
// the employer. Only a bracketed duration goes: one inside prose ('em 3 meses') is the candidate's figure, and a
// line of its own may be a contract's length ('1 an' under 'Contrat de professionnalisation'). The tenure line of
// an employer's group is read in cv-linkedin-posts.ts.
const UNIT =
  '(?:anos?|meses|m[êe]s|a[ñn]os?|ans?|mois|jahre?n?|monate?n?|anni|anno|mesi|mese|jaar|jaren|maanden?|lat|miesi[ąę]c[ey]?|miesi[ęe]cy)';
const DURATION = `\\d+\\s+${UNIT}(?:\\s*,?\\s*(?:e\\s+|y\\s+|et\\s+|und\\s+)?\\d+\\s+${UNIT})?`;
const LESS_THAN =
  '(?:menos de (?:um ano|un año|um m[êe]s|un mes)|moins d.un (?:an|mois)|weniger als (?:ein(?:en)? (?:Jahr|Monat)))';
const BRACKETED = new RegExp(`\\s*\\(\\s*(?:${DURATION}|${LESS_THAN})\\s*\\)`, 'giu');

/** The line without a non-English export's bracketed durations. */
export function withoutForeignDurations(line: string): string {
  return line.replace(BRACKETED, '');
}
