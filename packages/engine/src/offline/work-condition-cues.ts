import type { WorkTopic } from './phrases/index.ts';

// Cues of work conditions a posting states with numbers, dates or names rather than a labelled line: the clock times
// and work week of the hours, a time-limited appointment, a start month. Read by work-requirements.ts, which joins
// them to its own cues of each condition.

// A count in words or digits ('two', 'zwei', '6').
export const COUNT =
  '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf';

// Hours given as clock times without 'am'/'pm' ('das 08:30 às 17:30', '8:00 bis 16:30 Uhr', '09h00 - 18h00'): both
// ends with their minutes, so a pay range ('1.000 a 2.000') or a score is never read as hours.
const CLOCK_RANGE = String.raw`\b\d{1,2}[:h]\d{2}\s*(?:-|–|to|until|till|a|à|às|as|até|bis|tot|alle|al)\s*\d{1,2}[:h]\d{2}(?!\d)|\b\d{1,2}\s*(?:-|–|bis)\s*\d{1,2}\s*uhr\b`;
// Working days as a range ('de segunda a sexta', 'Montag bis Freitag', 'maandag t/m vrijdag').
const WEEKDAY_RANGE = String.raw`\bde segunda(?:-feira)? (?:a|à) (?:sexta|s[aá]bado)(?:-feira)?\b|\bmontags? bis (?:freitags?|samstags?)\b|\bmaandag (?:t\/m|tot en met|tot) (?:vrijdag|zaterdag)\b`;
// The length of the work week ('40-urige werkweek', 'een werkweek van 36 uur', 'a 40-hour week').
const WORK_WEEK = String.raw`\b\d+[- ]urige werkweek\b|\bwerkweek van \d+(?:[,.]\d+)? uur\b|\b\d+[- ]hours? (?:work ?)?week\b`;
/** Hours stated as clock times, a range of working days or the length of the work week. */
export const STATED_HOURS = `${CLOCK_RANGE}|${WEEKDAY_RANGE}|${WORK_WEEK}`;

// A post for a limited time ('this position is time-limited for two (2) years', 'an appointment for up to two
// years', 'a 2-year contract', 'a three-year training position'), not how long someone has worked or the employer
// has existed ('in business for 20 years'): the years are the post's. Spanish and Portuguese terms ('contrato
// temporal', 'prazo determinado').
/** A time-limited engagement. */
export const TIME_LIMITED = String.raw`\btime[- ]limited\b|\blimited[- ]term\b|\b(?:${COUNT})[- ]years?[- ](?:[\p{L}-]+ )?(?:contract|fixed[- ]term|position|appointment|post|term|assignment)\b|\b(?:position|appointment|contract|post|role)\b[^.]{0,30}?\bfor (?:a (?:period|term) of )?(?:up to )?(?:${COUNT})(?: \(\d+\))? years?\b|\bcontrato (?:temporal|indefinido|eventual)\b|\bprazo (?:in)?determinado\b`;

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januar|februar|märz|mai|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre';
// The month the work starts ('… of our group beginning in February 2022', 'a partir de março', 'ab Oktober'), not the
// date the applications are reviewed from ('Application review beginning in January').
/** A start month. */
export const START_MONTH = String.raw`(?<!\b(?:review|applications?|interviews?|deadline|closing|candidaturas?|bewerbungen?|sollicitaties?)\b.*)(?:\b(?:beginning|starting|commencing|start(?:s|ing)?(?: date)?) (?:in|on|from) (?:early |mid-?|late )?|\ba partir de |\bà partir de |\bab |\ba partire da |\bvanaf )(?:${MONTHS})(?![a-zà-ÿ])(?: \d{4})?`;

/** A language's own cues of some work conditions, as regular-expression sources (work-condition-cues-ru-uk.ts, -vi.ts…). */
export type LanguageCues = Partial<Record<WorkTopic, string>>;

/** The cues of each topic with each language's own cues beside them, joined in the order given. */
export function withLanguageCues(
  patterns: Record<WorkTopic, RegExp>,
  ...languages: LanguageCues[]
): Record<WorkTopic, RegExp> {
  const joined = { ...patterns };
  for (const cues of languages)
    for (const [topic, cue] of Object.entries(cues) as [WorkTopic, string][])
      joined[topic] = new RegExp(`${joined[topic].source}|${cue}`, joined[topic].flags);
  return joined;
}
