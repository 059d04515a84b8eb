import type { WorkRequirement } from '@viva/contracts';
import { escape } from './regex-escape.ts';
import { statesContractTerm } from './contract-term-words.ts';
import { isBareVerb } from './screening-wording-checks.ts';
import { requirementTopic } from './work-requirement-checks.ts';

/**
 * Checks of issue 13 on what a work requirement quotes as its evidence: the quote must hold the requirement's own kind
 * of words, not merely a word that looks like them ('fiscal sponsorship' for a work authorisation, 'contractor
 * onboarding' for a contract). Plain patterns over the requirement, written apart from the generators.
 */

// The posting's words a requirement quotes: in quotation marks, or (without them) its statement before the question.
function evidenceOf(question: string): string {
  const quotes = [...question.matchAll(/"([^"]{4,})"|«\s*([^»]{4,}?)\s*»|“([^”]{4,})”/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  if (quotes.length > 0) return quotes.join(' ');
  return question.replace(/[¿?][^¿?]*\?\s*$/u, '').replace(/^[^:]*:\s*/, '');
}

// Work permits, visas and the right to work, in the sense of employment, in the languages the engine reads.
const AUTHORISATION_WORD =
  /\b(?:visas?|work(?:ing)? permits?|right to work|authori[sz]\w* to work|work authori[sz]ation|eligib\w* (?:to work|for employment)|citizens?(?:hip)?|residen(?:t|ts|cy)|nationality|security clearance|permiso de trabajo|derecho (?:a|de) trabajar|autorisation de travail|permis de travail|arbeitserlaubnis|aufenthaltstitel|permesso di (?:lavoro|soggiorno))(?![\p{L}])/iu;
// How a posting states the terms of an engagement (Dutch and Portuguese too: 'jaarcontract', 'PJ', 'CLT'). 'Contractor' alone names other people ('contractor onboarding').
const CONTRACT_TERM =
  /\b(?:full[- ]time|part[- ]time|fixed[- ]term|permanent|temporary|seasonal|freelance|internship|non-exempt|exempt position|(?:as an?|independent) contractor|contract(?:or)? (?:role|position|basis|type|length|duration|to hire|agreement)|retainership|\d{3}\s*-?\s*(?:€|euro)\s*-?\s*(?:basis|job)|employment type|job type|tiempo (?:completo|parcial)|medio tiempo|contrato|pr[aá]cticas|cdi|cdd|contrat|temps (?:plein|partiel)|(?:un)?befristet\w*|vollzeit\w*|teilzeit\w*|minijob|werkvertrag|festanstellung|tempo (?:in)?determinato|contratto|(?:jaar|arbeids|nul-uren)contract\w*|contract voor (?:on)?bepaalde tijd|vast\w* (?:contract|dienstverband)|tijdelijk\w* contract|contrata[cç][aã]o|pj|clt)(?![\p{L}])/iu;
// Pay: a place quoted from it is the pay block's, not where the work is.
const PAY_WORD =
  /\b(?:compensation|compensaci[oó]n|salary|salario|sueldo|remuneraci[oó]n|r[ée]mun[ée]ration|salaire|gehalt|retribuzione|pay (?:range|rate|band))(?![\p{L}])|(?:US)?\$\s?\d|[€£]\s?\d/iu;
// Where a requirement names its place ('based in X', 'work from X'), X must not open with a connective or a sentence
// opener ('based in But open to exceptions'): such a place is the next sentence read as a place. The same holds for the
// work arrangement's office location.
const CONNECTIVE =
  '(?:but|and|or|however|although|though|while|if|unless|also|yet|so|pero|y|o|aunque|sin embargo|si|mais|et|ou|cependant|bien que|aber|und|oder|jedoch|obwohl)(?![\\p{L}])';
const PLACE_THAT_IS_A_SENTENCE = new RegExp(
  `\\b(?:based in|located in|work from|relocate to|ubicad[oa] en|con sede en|trabajar desde|bas[ée]e? à|situ[ée]e? à|travailler depuis|ansässig in|arbeiten von)\\s+${CONNECTIVE}`,
  'iu',
);
const OPENS_WITH_CONNECTIVE = new RegExp(`^\\s*${CONNECTIVE}`, 'iu');
// A list of criteria: tagged items ('[Esencial]', '[Desirable]') or three list items run into one quote.
const CRITERIA_TAG = /\[\p{L}[\p{L} ]{2,}\]/gu;
const LIST_ITEM = /(?:^|\s)[-–•]\s+\p{L}/gu;

// An hours word that qualifies other people ('supervise a team of part-time Hack Clubbers'), not the post.
const HOURS_OF_OTHERS =
  /\b(?:full|part)[- ]time\s+(?!(?:position|role|job|post|basis|contract|employment|hours|schedule|work|opportunity|or|and|\d)\b)\p{L}+/iu;

/** A contract quote that is a duty line: it opens with a verb, and its hours word is about the people the duty names. */
function isDutyQuotedAsContract(evidence: string): boolean {
  const first = /^\s*(\p{L}+)/u.exec(evidence)?.[1] ?? '';
  return isBareVerb(first) && HOURS_OF_OTHERS.test(evidence);
}

/** Why a work requirement's evidence is not of its own kind (null when it is). */
export function requirementEvidenceFault(requirement: WorkRequirement): string | null {
  const evidence = evidenceOf(requirement.question);
  if (evidence.trim() === '') return null;
  if ((evidence.match(CRITERIA_TAG)?.length ?? 0) >= 2 || (evidence.match(LIST_ITEM)?.length ?? 0) >= 3)
    return 'quotes a list of criteria';
  const topic = requirementTopic(requirement.title);
  if (topic === 'authorisation' && !AUTHORISATION_WORD.test(evidence))
    return 'the quote says nothing of a work permit, visa or the right to work';
  if (topic === 'contract' && !CONTRACT_TERM.test(evidence) && !statesContractTerm(evidence))
    return 'the quote states no term of engagement';
  if (topic === 'contract' && isDutyQuotedAsContract(evidence))
    return "the quote is a duty whose hours word is about others, not the post's terms";
  if (topic === 'location' && PAY_WORD.test(evidence)) return 'the location is quoted from a pay block';
  if (topic === 'location' && PLACE_THAT_IS_A_SENTENCE.test(requirement.question))
    return 'the place named opens with a connective, a sentence read as a place';
  return null;
}

/** Why the work arrangement's office location is not a place (null when it may be one). */
export function officeLocationFault(place: string | null): string | null {
  return place !== null && OPENS_WITH_CONNECTIVE.test(place)
    ? `the office location '${place}' opens with a connective, a sentence read as a place`
    : null;
}

// A post the posting says can be done away from its office ('can be done remotely or in our office in X', 'fully
// remote'): asking whether one would relocate to the office misreads it.
const REMOTE_POST =
  /\b(?:can|may|could) be (?:done|performed|worked|held|based) (?:fully |entirely |100% )?remotely\b|\b(?:fully|100%) remote\b|\bremote[- ]first\b|\bremotely or (?:in|from|at) (?:our|the|an?)\b/i;

/** A location requirement that asks about relocating for a post the posting says can be done remotely. */
export function relocationForRemotePost(requirement: WorkRequirement, documentText: string): string | null {
  return requirementTopic(requirement.title) === 'location' &&
    /\brelocat/i.test(requirement.question) &&
    REMOTE_POST.test(documentText.replace(/\s+/g, ' '))
    ? 'asks about relocating for a post the posting says can be done remotely'
    : null;
}

/** A place a location requirement quotes that the posting goes on with letters ('office in S' for 'office in Seattle'). */
export function placeCutMidWord(question: string, documentText: string): string | null {
  const flat = documentText.replace(/\s+/g, ' ');
  for (const match of question.matchAll(/"([^"]{2,})"|“([^”]{2,})”|«\s*([^»]{2,}?)\s*»/g)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\s+/g, ' ');
    const found = [...flat.matchAll(new RegExp(escape(quote), 'g'))];
    if (found.length > 0 && found.every((at) => /^\p{L}/u.test(flat.slice((at.index ?? 0) + quote.length))))
      return `the place '${quote}' is cut mid-word (a wrapped line)`;
  }
  return null;
}
