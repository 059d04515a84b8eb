// Some templates print how long a job lasted before its dates ('6 months: 04/2025 – 10/2025', '6 mois : 04/2025',
// '6 meses: 04/2025'). The length is worked out from the dates; the label is never an employer or a title, and
// left in place it hides the dates from the reader.
const DURATION_LABEL =
  /^(\s*[-*]?\s*)\d{1,2}\s+(?:months?|mos?|years?|yrs?|weeks?|meses|m[êe]s|mois|semaines?|ans?|anos?|a[ñn]os?|semanas?|monate?n?|jahre?n?|wochen?|mesi|anni)\s*:\s*(?=\S)/iu;

/** The line without a duration label before its dates. */
export function withoutDurationLabel(line: string): string {
  return line.replace(DURATION_LABEL, '$1');
}

// 'Highlight: gRPC and Python.', 'Destaque: …', 'Points forts : …': a line saying what stood out in the entry above,
// a detail of that job or degree, never a school, a degree or an employer of its own.
const HIGHLIGHT_LABEL = /^\s*[-*]?\s*(?:highlights?|destaques?|points? forts?|faits? marquants?)\s*:/iu;

/** A line that describes the entry above it under a 'Highlight:' label. */
export function isHighlightLine(line: string): boolean {
  return HIGHLIGHT_LABEL.test(line);
}

// Side-column templates set an entry's contract, length and status on lines of their own beside it ('CDD', 'Stage M1',
// '1 an', 'En cours', 'Full-time', 'Befristet'): details of the role, never its employer or title. Not 'Freelance':
// a profile export names it as the employer of freelance work.
const ENTRY_LABEL =
  /^(?:cd[di]|stage(?:\s+[\p{Lu}\d]{1,4})?|alternance|apprentissage|int[ée]rim|en cours|present|current|ongoing|full[- ]time|part[- ]time|temps (?:plein|partiel)|(?:un)?befristet|vollzeit|teilzeit|\d{1,2}\s+(?:ans?|mois|years?|months?|monate?|jahre?))$/iu;

/** A line that is only a role's contract type, length or status. */
export function isEntryLabelLine(line: string): boolean {
  return ENTRY_LABEL.test(line.trim());
}
