import type { WorkRequirement } from '@viva/contracts';
import { quotedParts } from './quoted-line-checks.ts';
import { requirementTopic, statesCondition } from './work-requirement-checks.ts';

/**
 * What a work requirement quotes for its condition: not a whole long sentence where a clause or phrase states it, not
 * the company's stage or equity as the contract (round 21).
 */

// Conditions the engine quotes from a sentence about something else ('The … Lab seeks a full-time (40h/week)
// Research Specialist (Position #: …) to support …').
const CLAUSE_TOPICS = new Set(['hours', 'arrangement', 'contract', 'start']);
const LONG_SEEKING_WORDS = 25;
// The sentence saying whom the employer seeks, where a condition is said in passing.
const SEEKING =
  /\b(?:seeks|is seeking|are seeking|is looking for|are looking for|is hiring an?|busca(?:mos)? (?:an?|un|una)|procura(?:mos)? (?:um|uma|por)|recherche (?:un|une|des)|(?:re)?cherchons|sucht|suchen wir|cerca (?:un|una)|cerchiamo|zoekt|zoeken)\b/iu;

/**
 * Why a requirement quotes a whole long sentence for its condition, or null: a quote cut short ('…', longer than
 * any clause stating a condition), or a long sentence saying whom the employer seeks.
 */
export function wholeSentenceQuoted(requirement: WorkRequirement): string | null {
  const topic = requirementTopic(requirement.title);
  if (topic === undefined || !CLAUSE_TOPICS.has(topic)) return null;
  for (const quote of quotedParts(requirement.question)) {
    const words = quote.split(/\s+/).length;
    if (/…$/.test(quote)) return `quotes a whole sentence, cut at ${words} words, as the ${topic}`;
    if (words >= LONG_SEEKING_WORDS && SEEKING.test(quote))
      return `quotes the whole ${words}-word sentence on whom the employer seeks as the ${topic}`;
  }
  return null;
}

// The company's stage ('A Acme está em seu estágio inicial', 'early-stage', 'Anfangsphase') and a share in it
// ('receber equity', 'stock options'): culture lines, no term of the contract.
const STAGE_OR_EQUITY =
  /\b(?:est[aá]gio inicial|nesse est[aá]gio|neste est[aá]gio|early[- ]stage|fase inicial|etapa inicial|anfangsphase|phase de d[ée]marrage|equity|stock options?|opções de ações|participa[cç][aã]o societ[aá]ria|aktienoptionen|stock-options)(?![\p{L}])/iu;

/** The quote naming the company's stage or equity, with no contract word of its own, quoted as the contract. */
export function stageAsContract(requirement: WorkRequirement): string | null {
  if (requirementTopic(requirement.title) !== 'contract') return null;
  const quote = quotedParts(requirement.question).find(
    (part) => STAGE_OR_EQUITY.test(part) && !statesCondition('contract', part),
  );
  return quote === undefined ? null : `quotes the company's stage or equity as the contract ("${quote}")`;
}

// The labels a job board's table sets before each field of a posting (round 28's Cap emploi and Colombian boards), in
// the languages of the fixtures: a condition's quote that holds one after its start has run into the next field.
const FIELD_LABELS = [
  'Lieu de travail',
  'Type de contrat',
  'Nature du contrat',
  'Durée du contrat',
  'Temps de travail',
  "Moyen d['’]accès",
  'Rémunération',
  'Salaire',
  'Lugar de trabajo',
  'Jornada laboral',
  'Tipo de contrato',
  'Salario',
  'Disponibilidad de viajar',
  'Disponibilidad de cambio de residencia',
  'Local de trabalho',
  'Regime de contratação',
  'Luogo di lavoro',
  'Tipo di contratto',
  'Arbeitsort',
  'Anstellungsart',
  'Vertragsart',
  'Standplaats',
  'Dienstverband',
  'Work location',
  'Location',
  'Job type',
  'Employment type',
  'Contract type',
  'Salary',
];
// A label after the quote's start, then its value: a colon, or a value in capitals or figures ('Lieu de travail LE
// LOROUX BOTTEREAU'); 'Salary And Benefits' in a title-case line is no field.
const NEXT_FIELD = new RegExp(
  `(?<=\\S\\s+)(${FIELD_LABELS.join('|')})(?=\\s?:\\s*\\S|\\s+(?:\\p{Lu}{2,}|\\d)(?![\\p{Ll}]))`,
  'u',
);

/** A condition's quote that runs into the posting's next field ('… du lundi au vendredi Lieu de travail X'), or null. */
export function quoteRunsIntoNextField(requirement: WorkRequirement): string | null {
  for (const quote of quotedParts(requirement.question)) {
    const label = NEXT_FIELD.exec(quote)?.[1];
    if (label) return `the quote runs into the next field '${label}'`;
  }
  return null;
}

// A requirement told as what the posting asks for ('La oferta pide:', 'The posting asks for', "L'offre demande")
// whose field the posting answers 'No' ('disponibilidad de cambio de residencia: No'): nothing is asked of the holder.
const ASKED_LEAD =
  /\b(?:pide|requiere|exige|requires?|asks for|demande|verlangt|erfordert|richiede|vereist|pede)\b[^.?]*?:\s*(?:No|Non|Nein|None|Ninguno|Ninguna|Não|Nee|Not required|No requerido|Non requis)(?=\s*[.?!]|\s*$)/iu;

/** A field the posting answers 'No' asked as a requirement, or null. */
export function noFieldAskedAsRequired(requirement: WorkRequirement): string | null {
  return ASKED_LEAD.test(requirement.question) ? "asks for what the posting's field answers 'No'" : null;
}

// The tags a job board prints as chips under a post's title (round 32: 'Full Time periodic bonuses Sick time No degree
// required'): the employment type, the benefits and what the post does not ask.
const CHIP_TAG =
  /\b(?:full[- ]time|part[- ]time|per diem|temporary|seasonal|internship|contract|(?:periodic |annual |signing )?bonus(?:es)?|sick (?:time|leave|pay)|paid time off|pto|paid holidays|(?:health|medical|dental|vision|life) insurance|401\(?k\)?|retirement plan|pension|parental leave|tuition reimbursement|commuter benefits|employee discount|stipend|flexible schedule|relocation assistance|no degree required|degree required|no experience required|entry level|mid level|senior level|visa sponsorship|remote|hybrid|on[- ]site)\b/giu;
const FEWEST_CHIPS = 3;

/** A job board's line of chips in a quote: three tags or more with no punctuation between them, or null. */
export function chipLine(quote: string): string[] | null {
  const tags = [...quote.matchAll(CHIP_TAG)];
  if (tags.length < FEWEST_CHIPS) return null;
  const first = tags[0]?.index ?? 0;
  const last = tags.at(-1);
  const between = quote.slice(first, (last?.index ?? 0) + (last?.[0].length ?? 0));
  // Tags a sentence lists are parted by commas ('paid time off, dental insurance and a pension').
  if (/[,.;:!?]/.test(between)) return null;
  return tags.map((tag) => tag[0]);
}

/**
 * A condition's quote that is a job board's line of chips run together ('Full Time periodic bonuses Sick time No
 * degree required', round 32) rather than a phrase of the posting stating the condition, or null.
 */
export function chipLineQuoted(requirement: WorkRequirement): string | null {
  for (const quote of quotedParts(requirement.question)) {
    const tags = chipLine(quote);
    if (tags) return `quotes a job board's chip line (${tags.length} tags run together) for the condition`;
  }
  return null;
}

// A clause ending where its noun should come: an article and an adjective of the contract ('This position is a
// full-time'), an article after an English verb or preposition ('is a', 'for an'), or a preposition or conjunction.
// English only: a French 'CDD - 1 an' or 'd’un an' ends on its noun.
const CUT_BEFORE_NOUN =
  /(?:\b(?:a|an|the)\s+(?:full[- ]time|part[- ]time|temporary|permanent|fixed[- ]term|seasonal|hourly|salaried|(?:non[- ])?exempt|paid|unpaid|remote|hybrid|on[- ]site|in[- ]person)|\b(?:is|are|be|was|as|for|of|with|in|on|at|to)\s+(?:a|an)|\b(?:the|is|are|of|for|to|with|and|or))[\s,;:]*$/u;

/**
 * A condition's quote cut before its noun (round 32: 'This position is a full-time', from '… is a full-time, cycle
 * position …'), or null: a clause of three words or more ending in an article and the condition's adjective, or in an
 * article, a preposition or a conjunction.
 */
export function clauseCutBeforeNoun(requirement: WorkRequirement): string | null {
  for (const quote of quotedParts(requirement.question)) {
    if (quote.split(/\s+/).length >= 3 && CUT_BEFORE_NOUN.test(quote))
      return `quotes a clause cut before its noun ("${quote}")`;
  }
  return null;
}
