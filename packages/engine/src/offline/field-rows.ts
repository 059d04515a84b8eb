// A posting's fact rows: a public agency's offer laid out as label/value rows ('Type de contrat CDD - 1 an', 'Temps de
// travail Temps partiel - 20H/SEMAINE … Lieu de travail LE LOROUX BOTTEREAU'), a board ad with 'Label: value.' fields
// in one paragraph ('Jornada laboral: Lunes a viernes de 7:00 a.m. a 5:00 p.m. … Lugar de trabajo: Medellín.'). The
// labels of the work's terms are known: a value ends where the next of them starts, the label is no part of the term
// it names, and a 'No' value states that the condition does not apply. Read by work-requirements.ts.

// The labels of the hours, the contract, the place and the pay, in the languages the engine reads.
const HOURS_LABELS =
  'temps de travail|horaires?(?: de travail)?|dur[ée]e (?:hebdomadaire|du travail)|jornada(?: laboral| de trabajo)?|horarios?(?: de trabajo| laboral)?|working hours|work(?:ing)? schedule|hours|schedule|arbeitszeit(?:en)?|orario(?: di lavoro)?|carga hor[áa]ria';
const CONTRACT_LABELS =
  'type de contrat|nature du contrat|tipo de contrato|job type|employment type|contract type|type of contract|vertragsart|anstellungsart|besch[äa]ftigungsart|tipo di contratto|tipo de contrata[çc][ãa]o';
const PLACE_LABELS =
  'lieu de travail|lugar de trabajo|place of work|work location|job location|arbeitsort|einsatzort|luogo di lavoro|sede di lavoro|local de trabalho';
const PAY_LABELS = 'r[ée]mun[ée]ration|salaire|salario|sueldo|salary|gehalt|retribuzione|sal[áa]rio';
const FIELD_LABELS = `${HOURS_LABELS}|${CONTRACT_LABELS}|${PLACE_LABELS}|${PAY_LABELS}`;

// A label of two words or more is a field's name even without its colon ('Lieu de travail LE LOROUX'); one word
// ('Horaires', 'Salary') only with it. The label opens in a capital, and a colonless one is followed by a value that
// does too ('Lieu de travail LE …', not '… le lieu de travail est …').
const isMultiWord = (label: string): boolean => /\s/.test(label.trim());
const LABEL_AT = new RegExp(String.raw`(?<=^|[\s.;,])(${FIELD_LABELS})(\s*:\s*|\s+)(?=\S)`, 'giu');

type Found = { at: number; label: string; colon: boolean; valueAt: number };

function labelsIn(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(LABEL_AT)) {
    const label = match[1] ?? '';
    const colon = (match[2] ?? '').includes(':');
    const valueAt = (match.index ?? 0) + match[0].length;
    // A capitalised word just before it is the label's own ('Typical Schedule:'), not the end of another value.
    const before = /\S+$/u.exec(text.slice(0, match.index).trimEnd())?.[0] ?? '';
    const opensField =
      /^\p{Lu}/u.test(label) &&
      !/^\p{Lu}.*[^.;,:]$/u.test(before) &&
      (colon || (isMultiWord(label) && /^[\p{Lu}\d]/u.test(text.slice(valueAt))));
    if (opensField) found.push({ at: match.index ?? 0, label, colon, valueAt });
  }
  return found;
}

/**
 * The text cut where each field label after its start begins ('… du lundi au vendredi Lieu de travail LE LOROUX'),
 * and each colonless row given its colon ('Lieu de travail: LE LOROUX'), so every field is read on its own.
 */
export function fieldRows(text: string): string[] {
  const found = labelsIn(text);
  if (found.length === 0) return [text];
  const starts = [0, ...found.map((field) => field.at).filter((at) => at > 0)];
  return starts
    .map((start, index) => text.slice(start, starts[index + 1] ?? text.length).trim())
    .filter(Boolean)
    .map((row) => {
      const field = labelsIn(row)[0];
      return field?.at === 0 && !field.colon ? `${field.label}: ${row.slice(field.valueAt)}` : row;
    });
}

const HOURS_LABEL = new RegExp(String.raw`^(?:${HOURS_LABELS})\s*:\s*`, 'iu');
const CONTRACT_LABEL = new RegExp(String.raw`^(?:${CONTRACT_LABELS})\s*:\s*`, 'iu');

/**
 * The value of an hours or contract row when it states that term by itself ('Type de contrat: CDD - 1 an' → 'CDD - 1
 * an', 'Jornada laboral: Lunes a viernes …'); the row as written otherwise ('Nature du contrat: CAE', 'Working hours:
 * Full-time', whose label says the full time is the hours).
 */
export function termValue(
  row: string,
  states: { hours: (value: string) => boolean; contract: (value: string) => boolean },
): string {
  for (const [label, statesTerm] of [
    [HOURS_LABEL, states.hours],
    [CONTRACT_LABEL, states.contract],
  ] as const) {
    const found = label.exec(row);
    const value = found ? row.slice(found[0].length).trim() : '';
    if (value && statesTerm(value)) return value;
  }
  return row;
}

// 'Disponibilidad de viajar: No', 'Déplacements : non', 'Reisebereitschaft: Nein': the field says there is no such
// condition.
const NO_VALUE = /^[^:]{2,60}:\s*(?:no|non|nein|nej|nee|n[ãa]o|ne|ei)\s*[.!]?$/iu;

/** True for a field row whose value is a bare 'No', which states no condition to ask about. */
export const isNoValueRow = (row: string): boolean => NO_VALUE.test(row.trim());
