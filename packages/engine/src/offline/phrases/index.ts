import type { Language } from '../../text/stopwords.ts';
import { withIndefiniteArticle } from '../phrasing.ts';
import { ENGLISH_FOR_GERMAN } from './de.ts';
import { ENGLISH } from './en.ts';
import { SPANISH } from './es.ts';
import { FRENCH } from './fr.ts';

/**
 * The languages whose postings the offline engine reads and asks about line by line: English, Spanish and French in
 * their own language, German, Italian, Dutch, Portuguese, Swedish, Danish, Norwegian, Romanian, Catalan, Hungarian,
 * Greek, Czech, Slovak, Finnish, Polish, Russian, Ukrainian, Japanese, Vietnamese, Indonesian, Croatian, Turkish, Hebrew,
 * Thai, Lithuanian, Mongolian and Uzbek in English quoting their lines.
 */
export type WrittenLanguage =
  | 'en'
  | 'es'
  | 'fr'
  | 'de'
  | 'it'
  | 'nl'
  | 'pt'
  | 'sv'
  | 'da'
  | 'nb'
  | 'ro'
  | 'ca'
  | 'hu'
  | 'el'
  | 'cs'
  | 'sk'
  | 'fi'
  | 'pl'
  | 'ru'
  | 'uk'
  | 'ja'
  | 'vi'
  | 'id'
  | 'hr'
  | 'tr'
  | 'he'
  | 'th'
  | 'lt'
  | 'mn'
  | 'uz';

/** Several wordings of one sentence, used in turn so questions of the same kind do not read alike. */
type Variants = string[];

/** What a screening question on an item should probe. */
export type Focus =
  | 'years'
  | 'education'
  | 'communication'
  | 'language'
  | 'onboarding'
  | 'tools'
  | 'practices'
  | 'duty'
  | 'nice'
  | 'behaviour'
  | 'physical'
  | 'general';

export type WorkTopic =
  | 'location'
  | 'relocation'
  | 'remote'
  | 'hours'
  | 'on_call'
  | 'authorisation'
  | 'travel'
  | 'start'
  | 'contract'
  | 'availability'
  | 'equipment'
  | 'licence';

/**
 * Every sentence the offline engine writes about a posting, in one language. Templates take values in braces
 * ({skills}); `[with {value}|without]` keeps the first part when all its values are given, else the second (which
 * may be empty): see `fill`.
 */
export type Phrases = {
  and: string;
  or: string;
  /** Opening quotes around a quoted line ('"…"', '« … »'). */
  quote: [string, string];
  /** What a start told by an abbreviation ('z.s.m.') says, after the quote. */
  asSoonAsPossible: string;
  /**
   * How a question names its item: the item runs on after a short lead ('El puesto pide: {item}.'). null for
   * English, whose leads follow the item's grammar (job-questions.ts).
   */
  leads: Record<'responsibilities' | 'requirements' | 'nice_to_have' | 'description', string> | null;
  /**
   * A duty in the form its lead runs on ('L'une des missions du poste : {item}' takes an infinitive, not the
   * participle a posting may open its missions on); absent where the item runs on as it is.
   */
  dutyInLeadForm?: (duty: string) => string;
  /**
   * A line told to the reader in another register than the questions' ('tu as un intérêt …' where the questions say
   * 'vous'): quoted whole after these leads, never run on into a question that addresses the reader otherwise.
   */
  otherRegister?: {
    pattern: RegExp;
    leads: Record<'responsibilities' | 'requirements' | 'nice_to_have', string>;
  };
  /**
   * The lead of a requirement line that lists the person's qualities ('Внимательность, ответственность, …'), quoted
   * whole and asked for the ones that fit; absent where such a line takes its kind's lead.
   */
  qualitiesLead?: string;
  /** The probe after the item, by focus; `officeTools` for office applications a person uses rather than builds with. */
  probes: Record<Focus | 'officeTools', Variants>;
  /**
   * Questions on the role as a whole, for a posting that states too few items: {position}, {topics}, {topicsOr},
   * {line1} to {line3}, lines of the posting no other question quotes, and {describesWork}, given when the posting
   * describes the work (a list of openings or of qualifications alone does not).
   */
  roleQuestions: string[];
  /** Answer guidance for the specs Q&A, by focus: {quoted}, {skills}, {skillsOrThis}. */
  guidance: Record<Focus, string>;
  /** The motivation pair of the specs Q&A: {title}, {description}, {duty}. */
  motivation: { question: string; answer: string };
  /** Work requirement titles and questions: {quoted}, {listed}, {office}; `location_office`, `location_preferred` (a place the posting prefers), `location_flexible` (one it says is open to exceptions), `remote_home` when known and `remote_option` (remote work or the office, as the person chooses). */
  workTitles: Record<WorkTopic, string>;
  workQuestions: Record<
    | WorkTopic
    | 'location_office'
    | 'location_preferred'
    | 'location_flexible'
    | 'remote_home'
    | 'remote_option',
    string
  >;
  /** 'esta habilidad' where a guidance names a skill the item does not. */
  thisSkill: string;
  /**
   * false when the questions are in another language than the posting (German asked in English): its title is no
   * position to run into a question ('the Aushilfe für unsere Buchhaltung gesucht role'); only the typed one is.
   */
  quotesTitleAsPosition?: boolean;
  /** How role questions name the role when they quote the typed title rather than run it into their grammar: {position}. */
  roleNamed?: string;
};

const PHRASES: Record<WrittenLanguage, Phrases> = {
  en: ENGLISH,
  es: SPANISH,
  fr: FRENCH,
  de: ENGLISH_FOR_GERMAN,
  // Italian, Dutch, Portuguese, Swedish, Danish, Norwegian, Romanian, Catalan, Hungarian, Greek, Czech, Slovak, Finnish, Polish and Japanese postings are asked as a German one is:
  // English leads quoting their lines whole.
  it: ENGLISH_FOR_GERMAN,
  nl: ENGLISH_FOR_GERMAN,
  pt: ENGLISH_FOR_GERMAN,
  sv: ENGLISH_FOR_GERMAN,
  da: ENGLISH_FOR_GERMAN,
  nb: ENGLISH_FOR_GERMAN,
  ro: ENGLISH_FOR_GERMAN,
  ca: ENGLISH_FOR_GERMAN,
  hu: ENGLISH_FOR_GERMAN,
  el: ENGLISH_FOR_GERMAN,
  cs: ENGLISH_FOR_GERMAN,
  sk: ENGLISH_FOR_GERMAN,
  fi: ENGLISH_FOR_GERMAN,
  pl: ENGLISH_FOR_GERMAN,
  // Russian and Ukrainian postings too: their Cyrillic lines quoted whole inside the English leads.
  ru: ENGLISH_FOR_GERMAN,
  uk: ENGLISH_FOR_GERMAN,
  // Japanese and Indonesian too: their lines are quoted whole, as the posting writes them.
  ja: ENGLISH_FOR_GERMAN,
  // Vietnamese too: its lines are quoted whole, tone marks and all.
  vi: ENGLISH_FOR_GERMAN,
  id: ENGLISH_FOR_GERMAN,
  // Croatian (with Serbian and Bosnian in Latin script) and Turkish too.
  hr: ENGLISH_FOR_GERMAN,
  tr: ENGLISH_FOR_GERMAN,
  // Hebrew too: its lines are quoted whole, right to left.
  he: ENGLISH_FOR_GERMAN,
  // Thai too, its lines quoted whole.
  th: ENGLISH_FOR_GERMAN,
  // Lithuanian and Mongolian too.
  lt: ENGLISH_FOR_GERMAN,
  mn: ENGLISH_FOR_GERMAN,
  // Uzbek (in Cyrillic) too.
  uz: ENGLISH_FOR_GERMAN,
};

export function isWritten(language: Language): language is WrittenLanguage {
  return language in PHRASES;
}

/** The phrases of a language the engine writes, or null for one it only recognises. */
export function phrasesFor(language: Language): Phrases | null {
  return isWritten(language) ? PHRASES[language] : null;
}

/**
 * What a posting in a language the engine does not write gets (see generate-job.ts): English questions on its role,
 * as a German posting's, quoting the typed title ('the "Varhaiskasvatuksen opettaja" role'), which is likely in the
 * posting's language, rather than running it into English grammar ('in a … role or a similar one').
 */
export const ENGLISH_PHRASES = ENGLISH_FOR_GERMAN;

/** The `turn`-th variant. */
export const pick = (variants: Variants, turn: number): string =>
  variants[turn % variants.length] ?? variants[0] ?? '';

/**
 * Fills a template's {values} and `[with|without]` parts (see Phrases). `{a:value}` (English) puts 'a' or 'an'
 * before the value, by its sound ('an Assistant Steward'); `{de:value}` (French) puts 'de' or 'd'' before a job
 * title written as a common noun ('d'agent des services hospitaliers'); `{à:value}` (French) puts 'à', or 'au' and
 * 'aux' for a place named with its article ('au Loroux Bottereau'). `{if:value}` writes nothing: it keeps its part
 * only when the value is given ('[{if:describesWork}the work the posting describes|its work]').
 */
export function fill(template: string, values: Record<string, string | null | undefined>): string {
  const given = (part: string): boolean =>
    [...part.matchAll(/\{(?:(?:a|de|à|if):)?(\w+)\}/g)].every((match) => Boolean(values[match[1] ?? '']));
  return template
    .replace(/\[([^\]|]*)(?:\|([^\]]*))?\]/g, (_, withValues: string, without = '') =>
      given(withValues) ? withValues : without,
    )
    .replace(/\{(?:(a|de|à|if):)?(\w+)\}/g, (_, form: string | undefined, key: string) => {
      const value = form === 'if' ? '' : (values[key] ?? '');
      if (!form || !value) return value;
      return form === 'a' ? withIndefiniteArticle(value) : form === 'de' ? frenchDe(value) : frenchA(value);
    });
}

// 'Agent des services hospitaliers' after 'le poste de' reads as a common noun, in lower case; a title with another
// capitalised word ('Product Manager') or opening on an acronym ('DRH adjoint') is a name, kept as written.
const isCommonNounTitle = (title: string): boolean => {
  const [first = '', ...rest] = title.split(/[\s/()-]+/).filter(Boolean);
  return /^\p{Lu}\p{Ll}/u.test(first) && !rest.some((word) => /^\p{Lu}\p{Ll}/u.test(word));
};
const ELIDED = /^[aeiouàâäéèêëîïôöùûüh]/iu;

function frenchDe(title: string): string {
  const noun = isCommonNounTitle(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
  return ELIDED.test(noun) ? `d'${noun}` : `de ${noun}`;
}

function frenchA(place: string): string {
  const article = /^(les?) (?=\p{L})/iu.exec(place);
  if (!article) return `à ${place}`;
  return `${article[1]?.toLowerCase() === 'le' ? 'au' : 'aux'} ${place.slice(article[0].length)}`;
}
