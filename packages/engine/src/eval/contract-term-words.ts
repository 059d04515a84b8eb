import { FINNISH_CONDITION } from './finnish-condition-words.ts';
import { NORDIC_CONTRACT } from './nordic-contract-words.ts';

/**
 * Terms of an engagement that both work requirement checks read (the condition stated in the posting, and the kind of
 * words a contract quote holds), beside the English and Western European words each check lists: a post of a stated
 * length, a Czech, Slovak or Polish board's contract rows, Hungarian full and part time, and the Nordic and Finnish terms of their own modules.
 */

// A post of a stated length (round 25's 'This is a one-year position', 'The position is funded for two years'): the
// length bound to the post, its funding or its appointment. A length alone is no term ('two years of experience', 'a
// two-year degree', 'worked for two years').
const COUNT = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six)`;
const LENGTH = String.raw`${COUNT} (?:years?|months?)`;
const POST = String.raw`(?:position|post|role|job|contract|appointment|term|assignment|placement|secondment|employment|fellowship)`;
const LEAD_TO_LENGTH = String.raw`(?:up to |at least |initially |an? (?:initial |fixed )?(?:(?:period|term|duration) of )?)*`;
const POST_OF_A_LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${COUNT}[- ](?:years?|months?) (?:(?:fixed[- ]term|full[- ]time|part[- ]time|temporary|research|postdoctoral) )?${POST}|(?:funded|appointed|employed|hired|contracted|limited|available|offered) (?:for|to) ${LEAD_TO_LENGTH}${LENGTH}|(?:position|post|contract|appointment|employment) (?:is |will be )?(?:for|of) ${LEAD_TO_LENGTH}${LENGTH})(?![\p{L}\p{N}])`,
  'iu',
);

// A Czech board's contract rows and the same words in a posting's text: 'Práce na plný úvazek', 'Na dobu neurčitou',
// 'pracovní smlouva', 'HPP', 'DPP', 'DPČ'. Bounded by no letter: '\b' is ASCII only.
const CZECH_CONTRACT =
  /(?<![\p{L}\p{N}])(?:(?:plný|zkrácený|částečný|poloviční) úvazek|na dobu (?:ne)?určitou|pracovní smlouv\p{L}*|hpp|dpp|dpč)(?![\p{L}\p{N}])/iu;
// A Slovak board's: 'plný/skrátený úväzok', 'na dobu neurčitú', 'pracovná zmluva', 'živnosť' (work on a trade
// licence), 'dohoda o vykonaní práce', and the row 'Druh pracovného pomeru' (the kind of employment) over any of them.
const SLOVAK_CONTRACT =
  /(?<![\p{L}\p{N}])(?:(?:plný|skrátený|čiastočný) úväzok|na dobu (?:ne)?určitú|pracovn\p{L}* zmluv\p{L}*|živnos\p{L}*|dohod\p{L}* o vykonaní práce|druh pracovného pomeru)(?![\p{L}\p{N}])/iu;
// Hungarian: 'teljes munkaidő' (full time), 'részmunkaidős' (part time), 'határozott/határozatlan idejű' (fixed-term,
// permanent).
const HUNGARIAN_CONTRACT =
  /(?<![\p{L}\p{N}])(?:teljes munkaid\p{L}*|részmunkaid\p{L}*|határozott(?:lan)? idejű)(?![\p{L}\p{N}])/iu;

// A length given as the engagement's own row or phrase in Dutch, German or English ('Duur van de opdracht: 12 maanden'
// (round 26's interim post), 'Looptijd: 6 maanden', 'Laufzeit: 12 Monate', 'Duration: 6 months'); a length alone is
// none ('12 maanden ervaring').
const LENGTH_ROW = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:duur|looptijd) (?:van )?(?:de |het )?(?:opdracht|aanstelling|overeenkomst|contract|project|detachering)|(?:contract|opdracht)duur|looptijd|duur|laufzeit|vertragslaufzeit|dauer (?:des|der) (?:vertrag|einsatz|projekt)\p{L}*|duration|contract (?:length|duration))\s*:?\s*(?:(?:ca\.?|circa|ongeveer|minimaal|minimum|maximaal|up to|tot)\s+)?(?:\d{1,2}|een|één|twee|drie|vier|zes|negen|twaalf|achttien|vierentwintig)(?:\s*(?:-|–|tot|à)\s*\d{1,2})?\s*(?:maanden|maand|jaar|weken|monate?n?|jahre?|wochen|months?|years?|weeks?)(?![\p{L}])|(?<![\p{L}])(?:opdracht|aanstelling|contract|detachering|project) (?:van|voor) (?:de duur van )?(?:\d{1,2}|een|zes|twaalf) (?:maanden|maand|jaar)(?![\p{L}])`,
  'iu',
);

// A board's bare value row quoted whole as the engagement ('10 maanden' under the title, no label): a length of
// months is the term; in a sentence ('10 maanden ervaring') it is not, so only the whole quote counts.
const MONTHS_ALONE = /^\s*\d{1,2}\s*(?:maanden|maand|months?|monate?|kuukautta|mois|meses|mesi)\s*$/iu;

// A Polish board's rows and the same words in a posting's text: 'Pełny etat', 'pół etatu', 'Umowa o pracę', 'umowa
// zlecenie', 'umowa o dzieło', 'na czas określony'.
const POLISH_CONTRACT =
  /(?<![\p{L}\p{N}])(?:pełny etat|pełen etat|(?:część|pół) etatu|umow\p{L}* (?:o pracę|o dzieło|zleceni\p{L}*)|na czas (?:nie)?określony|kontrakt b2b)(?![\p{L}\p{N}])/iu;

/** True when the text states a term of engagement in one of the forms above. */
export const statesContractTerm = (text: string): boolean =>
  POST_OF_A_LENGTH.test(text) ||
  LENGTH_ROW.test(text) ||
  MONTHS_ALONE.test(text) ||
  CZECH_CONTRACT.test(text) ||
  SLOVAK_CONTRACT.test(text) ||
  HUNGARIAN_CONTRACT.test(text) ||
  POLISH_CONTRACT.test(text) ||
  NORDIC_CONTRACT.test(text) ||
  (FINNISH_CONDITION['contract']?.test(text) ?? false);
