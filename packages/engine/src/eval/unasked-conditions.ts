import type { WorkRequirement } from '@viva/contracts';
import { requirementTopic } from './work-requirement-checks.ts';

/**
 * Conditions a posting states plainly that no work requirement asks (round 21: the lab's driver's licence, the
 * Portuguese helper's '08:30 as 17:30', the Dutch '40-urige werkweek'). Only conditions stated in a form no other
 * line takes: a driving licence by name, hours as a clock range, the work week as a number of hours.
 */
const LICENCE =
  /\b(?:driv(?:ing|er['’]?s) licen[cs]e|carn[eé] de conducir|licencia de (?:conducir|manejo)|permis (?:de conduire|b)|führerschein\w*|patente di guida|rijbewijs|carteira (?:de motorista|nacional de habilita[cç][aã]o))(?![\p{L}\p{N}])/iu;
// '10 am - 6 pm', '08:30 às 17:30', '9h00-18h00': both ends with am/pm, or both with their minutes.
const CLOCK_RANGE =
  /\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?\s*(?:-|–|to|until)\s*\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\b\d{1,2}[:h]\d{2}\s*(?:-|–|to|until|a|à|às|as|até|bis|tot|alle|al)\s*\d{1,2}[:h]\d{2}(?!\d)/iu;
// '40-hour week', '40h/week', '36 uur per week', '40-urige werkweek', '38,5 Stunden/Woche', '44 horas semanais'.
const WORK_WEEK =
  /\b\d+(?:[,.]\d+)?[- ]?(?:hours?|hrs?|h)[- ]?(?:\/|per |a |each |work ?)?week\b|\b\d+[- ]urige werkweek\b|\bwerkweek van \d+|\b\d+(?:[,.]\d+)?\s*(?:uur|uren) per week\b|\b\d+(?:[,.]\d+)?[\s-]*(?:stunden|std\.?)[\s-]*(?:\/|pro |je |in der )?woche\b|\b\d+\s*horas (?:semanais|semanales|por semana|a la semana)\b|\b\d+\s*(?:h|heures)\s*(?:\/|par)\s*sem|\b\d+\s*ore (?:settimanali|a settimana)\b/iu;

const UNASKED: { topics: string[]; pattern: RegExp; what: string }[] = [
  { topics: ['licence', 'equipment'], pattern: LICENCE, what: 'a driving licence' },
  { topics: ['hours'], pattern: CLOCK_RANGE, what: 'the working hours as clock times' },
  { topics: ['hours'], pattern: WORK_WEEK, what: 'the length of the work week' },
];

/** The conditions the posting states and no requirement asks, each with the posting's words. */
export function unaskedConditions(requirements: WorkRequirement[], documentText: string): string[] {
  const asked = new Set(requirements.map((requirement) => requirementTopic(requirement.title)));
  return UNASKED.flatMap(({ topics, pattern, what }) => {
    const stated = pattern.exec(documentText);
    if (!stated || topics.some((topic) => asked.has(topic))) return [];
    return [`the posting states ${what} ("${stated[0]}"), which no work requirement asks`];
  });
}
