import type { Language } from '../../text/stopwords.ts';
import { BULGARIAN_CV } from './bg.ts';
import { czechCv, czechSpeaker } from './cs.ts';
import { GERMAN_CV } from './de.ts';
import { FRENCH_CV } from './fr.ts';
import { ITALIAN_CV } from './it.ts';
import { DUTCH_CV } from './nl.ts';
import { polishCv, polishSpeaker } from './pl.ts';
import { PORTUGUESE_CV } from './pt.ts';
import { russianCv, russianSpeaker } from './ru.ts';
import { ukrainianCv, ukrainianSpeaker } from './uk.ts';
import { SPANISH_CV } from './es.ts';
import { TURKISH_CV } from './tr.ts';

/** The languages other than English whose CVs get practice and verification questions in their own language. */
export type CvLanguage = 'es' | 'fr' | 'it' | 'de' | 'pt' | 'pl' | 'nl' | 'ru' | 'uk' | 'bg' | 'cs' | 'tr';

/**
 * Every sentence the offline engine writes about a CV in one language other than English (the English generator,
 * cv-qa.ts, tells more kinds). Templates take values in braces, filled by `fill` (phrases/index.ts); a recruiter
 * shows them unchanged, and the answers quote the CV's own lines, already in that language and in the first person.
 */
export type CvPhrases = {
  and: string;
  /** Words a vowel elides once a template is filled ('que Analyste' → "qu'Analyste"), with their replacement. */
  elisions: [RegExp, string][];
  quote: [string, string];
  /** A job: {title} and {organisation}; `thisRole` names a job with neither. */
  role: string;
  thisRole: string;
  /** The job's dates after its name: {start}, {end}. */
  period: { since: string; in: string; fromTo: string };
  /**
   * The twelve months, January first, as the language writes them inside a sentence, parted by spaces; a month may list
   * after '/' the other forms a CV writes it in (Russian writes 'мая' after 'с' and reads 'май' in a date).
   */
  months: string;
  /**
   * Job titles quoted wherever they are named, for a language whose sentences would decline them otherwise ('в
   * должности «Инженер»').
   */
  quotedTitles?: boolean;
  /** 'Trabajo' / 'Trabajé': the verb that opens the candidate's account of a current or past job. */
  worked: { current: string; past: string };
  /** For a language that ends its sentence on the verb (Turkish): `worked` closes the account, after the job. */
  verbLast?: boolean;
  /**
   * A CV's line told of the candidate in the third person, as the candidate says it in a post held now or before
   * (Turkish 'dersleri verdi' → 'dersleri verdim', 'ders veriyor' → 'ders veriyorum' or 'ders veriyordum'), for a
   * language whose CVs so tell them.
   */
  ownWords?: (line: string, isCurrent: boolean) => string;
  /**
   * What follows `worked`: as a title ({role}), at an employer without a title ({organisation}), or neither;
   * `askedAs` is the title in a question.
   */
  workedAs: string;
  askedAs: string;
  workedAt: string;
  workedSomewhere: string;
  /**
   * The article a school's or a degree's name takes in running text, by its first word ('la Universidad de Lima',
   * 'el Doctorado en Física'); a language without the entry writes the names bare.
   */
  articles?: [RegExp, string][];
  /**
   * The article an employer's name takes where `articles` gives none, for a language whose prepositions need one:
   * Portuguese joins 'em' to a company's article, whose gender the name does not tell ('na Vale', 'no Itaú'), so an
   * employer is 'a empresa Savvi' ('na empresa Savvi'). A name in capitals (an acronym, often a university's) stays bare.
   */
  employerArticle?: string;
  /**
   * A degree named by its holder's title ('Doctor en Física', 'Ingeniero en Sistemas'), renamed as the studies it
   * took ('Doctorado en Física', 'Ingeniería en Sistemas'): one studies a doctorate, never a doctor.
   */
  holderTitles?: [RegExp, string][];
  /**
   * A post named by what was done, not by a title ('Pasantía', 'Prácticas', 'Estágio', 'Voluntariado'): its first
   * word, written with an indefinite article (`a`: 'una pasantía') and with 'your' (`your`: 'su pasantía').
   */
  activityPosts?: { word: RegExp; a: string; your: string }[];
  /** Such a post told: done ({activity}: 'Hice una pasantía'), worked in ('en una pasantía'), asked about ('durante su pasantía'). */
  activityPost?: { did: string; workedIn: string; asked: string };
  /** A degree still under way, in brackets after it: begun in {year}, or to end in {year}. */
  underWay: { since: string; expected: string };
  /** Studies: a degree at a school, a degree alone, a school alone ({degree}, {school}). */
  study: { degreeAt: string; degree: string; school: string; noSchool: string };
  practice: {
    aboutYourself: string;
    /**
     * The skills the CV lists ({skills}) and the studies ({studies}) in the about-yourself answer: a skills list says
     * what the candidate knows, never how often it is used, so the answer only names them.
     */
    skillsNamed: string;
    studied: string;
    /** Questions on a job, used in turn: {as}, the job as `askedAs` or `workedAt` words it. */
    roleQuestions: string[];
    /**
     * Which skills the candidate knows best and where they were used: answered with the lines that use them, each post
     * or project told with the skills its lines name (`toolsAt`, `toolsInProject`), never with the list back.
     */
    skillsQuestion: string;
    /**
     * The skills ({skills}) of a CV that says nowhere where they were used: asked as the setting they were used in,
     * answered with the skills named and the studies or the latest job, as the CV gives them.
     */
    skillsContextQuestion: string;
    /** A CV line that uses a skill, told with its employer: {place}, {detail}. */
    skillUsedAt: string;
    /** A project's line that uses a skill, told with the project's name: {quoted}, {detail}. */
    skillInProject: string;
    /** The skills a project's lines use ({used}: `toolsUsed` in the past), told with the project's name ({quoted}). */
    toolsInProject: string;
    /**
     * A job's line that only names its tools, told as their use ({tools}) in a job held now or before, then in that
     * job ({used}) and at its employer ({place}, {used}).
     */
    toolsUsed: { current: string; past: string };
    toolsThere: string;
    toolsAt: string;
    educationQuestion: string;
    /** After the studies, the latest job as `workedAs` or `workedAt` words it: {role}. */
    afterStudies: string;
    /** A line of a job the answers left out: {as}, {quoted}. */
    detailQuestion: string;
    /** A project the CV lists ({quoted}: its name), and the answer's opening when it was done at an employer ({place}). */
    projectQuestion: string;
    projectAt: string;
    activitiesQuestion: string;
    /** The jobs held, each as `workedAs` or `workedAt` words it: {roles}. */
    activitiesAnswer: string;
    /** A move from one job to the next ({older}, {newer}: the jobs; {start}: when the newer began). */
    moveQuestion: string;
    /** The newer job of a move, told after the older: since {start}, {as} (`workedAs`), held now or before. */
    moved: { current: string; past: string };
    /**
     * The research projects an academic CV says its owner directed: asked how the work was run and what came of it
     * (one project or several), answered with each project in turn ({role}, {quoted}, {period}: ' (2015–2019)'
     * or nothing), the first told with `first`, the next with `next`. Only the languages whose CV systems list them.
     */
    directedProjects?: { question: { one: string; several: string }; first: string; next: string };
  };
  admin: {
    degreeTitle: string;
    degreeQuestion: string;
    studiesTitle: string;
    studiesQuestion: string;
    noDegreeTitle: string;
    noDegreeQuestion: string;
    certificationTitle: string;
    certificationQuestion: string;
    languagesTitle: string;
    /** The languages the CV gives with a level ({languages}: 'Englisch (C1) und Spanisch (B1)'), one or several. */
    languagesQuestion: { one: string; several: string };
    currentTitle: string;
    currentQuestion: string;
    datesTitle: string;
    latestDatesQuestion: string;
    previousDatesQuestion: string;
    /** A job the CV gives no dates for: its dates are asked, never confirmed. */
    undatedQuestion: string;
    historyTitle: string;
    historyQuestion: string;
    authorisationTitle: string;
    authorisationQuestion: string;
    preferencesTitle: string;
    /** {from}: the CV's location after `fromPlace` ({location}), or nothing. */
    preferencesQuestion: string;
    fromPlace: string;
    salaryTitle: string;
    salaryQuestion: string;
    availabilityTitle: string;
    availabilityQuestion: string;
  };
};

// Polish, Russian, Ukrainian and Czech word a past verb by who speaks, so their tables are made for each CV from the CV's own verbs.
const CV_PHRASES: Record<CvLanguage, (cvText: string) => CvPhrases> = {
  es: () => SPANISH_CV,
  fr: () => FRENCH_CV,
  it: () => ITALIAN_CV,
  de: () => GERMAN_CV,
  pt: () => PORTUGUESE_CV,
  pl: (cvText) => polishCv(polishSpeaker(cvText)),
  nl: () => DUTCH_CV,
  ru: (cvText) => russianCv(russianSpeaker(cvText)),
  uk: (cvText) => ukrainianCv(ukrainianSpeaker(cvText)),
  bg: () => BULGARIAN_CV,
  cs: (cvText) => czechCv(czechSpeaker(cvText)),
  tr: () => TURKISH_CV,
};

/** The phrases for a CV in this language, or null when its questions are written in English. */
export function cvPhrasesFor(language: Language, cvText = ''): CvPhrases | null {
  return language in CV_PHRASES ? CV_PHRASES[language as CvLanguage](cvText) : null;
}
