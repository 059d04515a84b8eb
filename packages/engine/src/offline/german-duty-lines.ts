/**
 * A German post that lists no duties under a heading often names its work in one line under its title, as an action
 * noun and what it is done for: 'Pädagogische Betreuung von Kindern im Grundschulalter', 'Technische und kaufmännische
 * Planung der Projekte'. That line is the post's duty. Adjectives may lead it; a label line ('Besetzung: …') is none.
 */
const GERMAN_NOMINAL_DUTY =
  /^(?:\p{L}+(?:e|en|er|es)\s+(?:(?:und|sowie|oder)\s+)?){0,3}\p{Lu}\p{Ll}*(?:ung|ion)(?:en)?\s+(?:von|vom|der|des|für|im|in|mit|bei|zur|zum|und)\s/u;

/** A German line naming the post's work by an action noun ('Beratung von …', 'Planung der …'). */
export function isGermanNominalDuty(line: string): boolean {
  return GERMAN_NOMINAL_DUTY.test(line.trim()) && !line.includes(':');
}

// 'Wir suchen Sie als Mitarbeiter*in, der*die unsere Ware einsortiert und Bedarfsmengen ermittelt', 'Wir suchen
// eine*n engagierte*n Fahrer*in, der*die …', 'Wir freuen uns auf eine*n Verkäufer*in, der*die …': whom the employer
// seeks, told by the work the person does in a relative clause (group 1).
const SOUGHT_WHO_DOES =
  /^(?:wir\s+)?(?:such(?:en|t)|freuen uns auf)\s+(?:(?:sie|dich|euch)\s+als|ein\S*)\s+[^,]{2,80},\s+(?:der|die|das)(?:\s*[*/:]\s*(?:der|die))?\s+(.{10,}?)\.?$/iu;
// 'Wir sorgen für einen guten Start: Sie übernehmen einen Kundenstamm …': the employer's line going on, after its
// colon, with what the person does (group 1, quoted from its verb as a relative clause is). Not an offer ('Wir
// bieten: Sie erhalten …').
const EMPLOYER_THEN_YOU_DO = /^wir\s+(?![^:]*\bbiete)[^:]{3,80}:\s+(?:sie|du)\s+(\p{Ll}+\s.{10,}?)\.?$/iu;

/** The work of the person the employer seeks, from its relative clause or its colon; null for any other line. */
export function germanSoughtDuty(line: string): string | null {
  const trimmed = line.trim();
  return SOUGHT_WHO_DOES.exec(trimmed)?.[1] ?? EMPLOYER_THEN_YOU_DO.exec(trimmed)?.[1] ?? null;
}

// 'Pflegedokumentation', 'Wareneingangskontrolle', 'Wäschepflege': German joins a duty's object and its action into one
// noun, so one word listed among the duties names a whole task (round 20's nurse's was left out as too short). The
// action alone ('Dokumentation', 'Planung') names too little to ask about: a compound has a word before it.
const GERMAN_ONE_WORD_DUTY =
  /^\p{Lu}\p{Ll}{2,}(?:dokumentation|pflege|kontrolle|planung|beratung|betreuung|verwaltung|abrechnung|bearbeitung|reinigung|wartung|annahme|ausgabe|erfassung|bestellung|vorbereitung|organisation|koordination|steuerung|prüfung|überwachung|verkauf|versorgung)$/u;

/** A German duty listed as one compound action noun. */
export function isGermanOneWordDuty(line: string): boolean {
  return GERMAN_ONE_WORD_DUTY.test(line.trim().replace(/[.;,]$/, ''));
}
