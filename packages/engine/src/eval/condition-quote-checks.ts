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
