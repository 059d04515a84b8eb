import type { McqCompetencyGroup, McqQuestion, WorkRequirement } from '@viva/contracts';
import nlp from 'compromise';
import { mcqBank } from '../mcq/bank/index.ts';
import { normaliseForMatching } from '../mcq/document-weights.ts';
import { editDistance } from '../text/edit-distance.ts';
import { withoutProvisions } from './employer-provisions.ts';
import {
  CRAFT_OR_SHOP_FLOOR,
  FIT_PHRASES,
  FIT_WORDS,
  GENERIC_GROUPS,
  MANUAL_OR_SERVICE_TRADE,
  OFFICE_ANALYSIS_GROUPS,
  TITLE_FAMILIES,
} from './mcq-fit-words.ts';
import { GERMAN_PLACE } from './measures.ts';
import { cvLanguage } from './cv-language.ts';
import { documentLanguage } from './document-language.ts';
import { detectLanguage, languageEvidence, type Language } from '../text/stopwords.ts';

/**
 * Checks of what a candidate reads, one per failure pattern of issue 13. Each is a plain pattern over the output and
 * the source document, written apart from the generators (no shared filters), so the engine cannot pass by agreeing
 * with itself. They find the kind of fault, not a document's own words.
 */

// Layout that leaked from the document: contact details, links, page and print furniture, logo alt texts, words
// doubled by pasted web pages, job-board controls, icon glyphs.
const ARTEFACTS: [string, RegExp][] = [
  ['e-mail address', /[\w.+-]+@[\w-]+\.[\w.]+/],
  ['phone number', /(?:\+\d{1,3}[\s-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/],
  ['link', /https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|pe|edu)\b(?:\/\S*)?/],
  // Handles and link labels as a contact block prints them: 'linkedin github', '(LinkedIn)', '(Other)'.
  [
    'profile handle',
    /\b(?:linkedin|github|gitlab|twitter|orcid)\b|\((?:LinkedIn|Other|Company|Portfolio|Personal)\)/,
  ],
  [
    'page furniture',
    /\bpage \d+ (?:of|\/) \d+\b|\b\d{1,2}\/\d{1,2}\/\d{2,4},\s*\d{1,2}:\d{2}\b|\blast updated\b/i,
  ],
  // A word of its own: 'Tecnólogo' (a Brazilian degree) ends in the letters, not the word.
  ['logo alt text', /(?<!\p{L})logo(?!\p{L})/iu],
  ['job-board control', /\b(?:postular|apply now|close ad|read next|ver más|show all|see more)\b/i],
  // An ad's label ('Sponsored', '· Patrocinado'), not the word in a sentence ('fiscally sponsored projects'); no
  // 'i' flag, as it would make \p{Ll} match capitals too.
  [
    'job-board control',
    /(?<![\p{Ll}-]\s)\b(?:[Ss]ponsored|SPONSORED|[Pp]atrocinado|PATROCINADO)\b(?!\s+\p{Ll})/u,
  ],
  // A middle dot between words parts fields of a layout ('Cruise · San Francisco'); inside one ('motivé·e') it is French.
  ['glyph', /[\uE000-\uF8FF▪●•■◆►➢✓✔⋄|]|\s·\s/u],
  // An icon font's glyph read as a letter or sign: Latin-1 signs no text writes alone ('Æ +49 176…', '½ Bremen'), or
  // a lone letter before a phone number, e-mail address or link ('T +32 494…').
  [
    'icon glyph',
    /(?:^|\s)(?:[ÆæØøÐðÞþß½¼¾§¶¤¦¨¯´¸¹²³ªº¬×÷µ]|±(?!\s*\d))(?=\s|$)|(?:^|\s)\p{L}\s+(?:\+?\d[\d\s*()]{6,}|[\w.+-]+@\w|www\.)/u,
  ],
  // A footnote's mark left on a quoted line ("bilingual ('BBB')*", '*A pool of…').
  ['footnote mark', /[\p{L}\p{N})’'"»]\*{1,3}(?=[\s.,;:]|$)|(?:^|\s)\*{1,3}\p{L}/u],
  // 'an M.Sc..': a sentence's full stop after an abbreviation's.
  ['doubled full stop', /\p{L}\.\.(?!\.)/u],
  // A word hyphenated at a text box's edge and left so ('look-ing', 'Engineer-ing', 'Technol-ogy', 'experimen-tal');
  // French inclusive endings ('proactif-ive') are none.
  [
    'word broken by a hyphen',
    /\p{L}{2}-(?:ing|ings|tion|tions|ment|ments|ness|ity|ance|ence|ogy|ogies|ical|ically|tal|ular)\b/u,
  ],
  // One hyphen printed as several glyphs by a Word-made PDF ('on--‐campus', '555--‐5555').
  ['broken hyphen', /[\p{L}\p{N}][-\u00AD\u2010\u2011]{2,}[\p{L}\p{N}]/u],
  // 'EngineerEngineer', 'Seattle, WashingtonSeattle, Washington': a web page pasted with its hidden duplicate text.
  // Glued means nothing between the copies: 'Data Analysis, Data Analysis' is a list with two entries.
  ['glued duplicate', /(\p{Lu}[\p{L} ,.·-]{2,79}?\p{L})\1/u],
  // A duration or employment-type fragment of a profile page glued to the next word ('Full-timeDisney', '3 mosJul').
  ['glued fragment', /\b(?:Full-time|Part-time|Present|mos|yrs)\p{Lu}/u],
  ['doubled phrase', /\b((?:\p{L}+\s){1,5}\p{L}+)\s+\1\b/iu],
  ['stray fragment', /(?:^|\s)--\s|\(\s*\)|\s[,;:]\s*[,;:]/],
  // A sentence cut where the document went on in a list ('...responsibilities, including.').
  // '...workshops with the following titles.' announces a list the text does not carry.
  [
    'cut-off sentence',
    /\b(?:including|such as|and|or|of|with|for|the|an|como|y)\.(?=\s+\p{Lu}|\s*$)|\bthe following(?: [\p{L}-]+)?\.|\bas follows\./u,
  ],
  // A form label or a licence class read as content ('Business or sector', 'Driving licence B', a lone letter).
  // 'R' and 'C' are programming languages, not licence classes.
  [
    'form label',
    /\bBusiness or sector\b|\bDriving licen[cs]e [A-Z0-9]\b|\b(?:most are|best are) (?![RC],)[A-Z],/,
  ],
  // Personal data a form CV gives beside the name (birth date, nationality), in the languages the engine reads.
  [
    'personal data',
    /\b(?:date of birth|born on|data di nascita|date de naissance|fecha de nacimiento|geburtsdatum|nationality|nazionalit[àa]|nationalit[ée]|nacionalidad|staatsangeh[öo]rigkeit|marital status|stato civile|estado civil)(?![\p{L}])/iu,
  ],
  // A job portal's field, navigation or sub-heading copied from a profile export ('^ Back to Top', 'Job Highlights',
  // 'Till Date', 'UG:', 'Current Designation:') or its rule of dashes.
  [
    'portal label',
    /\bBack to Top\b|\bJob Highlights\b|\bTill Date\b|\b(?:UG|PG):|\bFeatured Resume\b|\bJump to Section\b|\b(?:Current Designation|Current Company|Notice Period|Functional Area|Pref\. Location)\s*:|-{5,}/,
  ],
];

/** The kinds of layout artefact in a text a candidate reads (empty when clean). */
export function layoutArtefacts(text: string): string[] {
  return [...new Set(ARTEFACTS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind))];
}

export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The employer (or its product, the employer's name followed by a capitalised word) asked about as a skill or tool:
 * 'Describe something you built with Acme Cloud' in Acme's posting.
 */
const OWN_NOUNS =
  '(?:community|communities|members?|mission|values|vision|goals|team|staff|partners|network|board|leadership|programs?|events?)\\b';

export function namesEmployerAsTool(question: string, company: string): boolean {
  // 'Les Territoires de la Mémoire', 'Le 24ème': the name after its article.
  const name =
    company
      .trim()
      .replace(/^(?:les?|la|l['’])\s*/i, '')
      .split(/\s+/)[0] ?? '';
  if (name.length < 2) return false;
  // The organisation's own people and aims ('pyOpenSci's mission', 'Acme community members') are not a tool.
  const employer = `${escape(name)}(?:\\s+\\p{Lu}[\\p{L}\\d]*)?(?!['’]s\\b|\\s+${OWN_NOUNS})`;
  const asTool = new RegExp(
    `\\b(?:used|using|use|with|built|build|ran|run|worked with|experience with|experience in|knowledge of|proficien\\w* (?:in|with)|usaste|con|utilisé|avec)\\s+(?:\\p{L}+\\s+){0,2}?${employer}\\b`,
    'iu',
  );
  // A line of the posting quoted whole ('"… in accordance with Acme's policies"') is the posting's own words.
  return asTool.test(question.replace(/"[^"]*"|«[^»]*»|“[^”]*”/g, ' '));
}

// What a posting offers or declares rather than what the job does: benefits, perks, pay, equal-opportunity and legal
// text, and the ad's own invitations.
const BOILERPLATE =
  /\b(?:career growth|development opportunities|join our team|oportunidades de desarrollo|convenio de pr[aá]cticas|l[ií]nea de carrera|si est[aá]s dispuesto|sumarte|[uú]nete|health (?:insurance|care|coverage)|dental|vision (?:insurance|coverage)|401\s?\(?k\)?|pension|paid (?:time off|leave|holidays?)|\bpto\b|vacation|parental leave|stock options?|equity|wellness|gym|(?:tuition|travel|mileage|expense|education|training|phone|relocation|commuter) reimbursements?|salary|bonus(?:es)?|compensation package|competitive pay|benefits? package|perks?|equal (?:employment )?opportunit\w*|eeo\b|affirmative action|discriminat\w*|regardless of (?:race|gender|age)|veteran status|sexual orientation|reasonable accommodation|background check|e-verify|seguro m[eé]dico|beneficios|igualdad de oportunidades|avantages sociaux|assurance (?:maladie|collective)|mutuelle|conges payes|salaire|remuneration|egalite des chances|mesures d.adaptation|orientation sexuelle|origine ethnique|postulez|differences)\b/i;

// Pay and leave lines, which BOILERPLATE's word boundaries miss ('$18.00 per hour' follows a space).
const PAY_TEXT =
  /\b(?:starting|base|hourly) (?:pay|wage|rate)\b|\bpay (?:is|rate|range|starts)\b|[$€£]\s?\d[\d,.]*\s*(?:per|an?|\/)\s*(?:hour|hr|h|year|yr|month|week)\b|\bsick (?:time|leave|days)\b|\bmedical coverage\b/i;

export const tagsOf = (word: string): string[] =>
  (nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
export const isBareVerb = (word: string): boolean => {
  const tags = tagsOf(word.toLowerCase());
  return tags.includes('Infinitive') && !tags.includes('Noun');
};
// Words a tool's name follows inside a sentence ('with Excel', 'and Word'): a capital after them is a name.
export const BEFORE_A_NAME = new Set(
  'with using in like and or of for on via as the a an at to from by into our your their its including such use used uses e.g'.split(
    ' ',
  ),
);

/**
 * Why a question reads broken (null when it does not): list items run together ('...candidates Assess job
 * requirements'), or a lead that does not fit its item ('The role asks for to be successful...').
 */
export function brokenWording(question: string): string | null {
  // The verb tagger reads English only.
  if (detectLanguage(question) !== 'en') return null;
  // 'continued Contact Center Modernization': a capitalised word followed by another is a name, not a new item.
  for (const match of question.matchAll(/\b([a-z]{3,}) ([A-Z][a-z]{2,})\b(?! [A-Z])/g)) {
    if (!BEFORE_A_NAME.has(match[1] ?? '') && isBareVerb(match[2] ?? ''))
      return `run-on list at '${match[0]}'`;
  }
  const lead = /\b(?:asks for|is to|involves)\s+([a-z]+)\b(?!-)/.exec(question);
  const next = lead?.[1] ?? '';
  const tags = tagsOf(next);
  const isBrokenVerb =
    (tags.includes('PresentTense') && !tags.some((tag) => ['Infinitive', 'Noun', 'Gerund'].includes(tag))) ||
    tags.includes('Modal');
  if (next === 'to' || isBrokenVerb) return `lead does not fit the item at '${lead?.[0]}'`;
  if (/\basks for (?:an? )?(?:no|not|none)\b/i.test(question))
    return 'a chip or negation asked as a requirement';
  if (/\bclick here\b|\bfollow (?:this|the) link\b/i.test(question)) return 'link text asked';
  const article = A_BEFORE_VOWEL.exec(question);
  if (article) return `'a' before a vowel at '${article[0]}'`;
  return null;
}

// 'as a Assistant', 'a Ultrasound…': 'a' where the next word opens with a vowel sound ('a university' is right).
const A_BEFORE_VOWEL = /\b[Aa] (?:[AEIOaeio][\p{L}]*|[Uu](?!ni|s[eu]|r[aeio])[\p{L}]*)\b/u;

// The work's physical demands, and a probe that asks for experience or an example rather than whether one can.
const PHYSICAL_DEMAND =
  /\b(?:lift|carry|push|pull|move)\w*\b[^.]{0,40}?\b\d+\s*(?:lbs?|pounds|kg|kilos?)\b|\brequired to (?:stand|walk|sit|stoop|kneel|crouch|crawl|climb|bend)\b|\b(?:stand|walk|sit)\w* for (?:long|extended|prolonged) periods\b|\b(?:high|extreme) (?:heat|temperatures)\b|\b(?:levantar|cargar) (?:hasta )?\d+|\bport(?:er)? de charges\b/i;
const EXPERIENCE_PROBE =
  /\b(?:experience|example|background|role or project|walk me through|describe a time|tell me about)\b|\bexperiencia\b|\bejemplo\b|\bexp[ée]rience\b|\bexemple\b/i;

/** A physical demand of the work ('lift up to 50 pounds') asked as experience to prove, not as a condition. */
export function physicalAskedAsExperience(question: string): boolean {
  return PHYSICAL_DEMAND.test(question) && EXPERIENCE_PROBE.test(question);
}

// A sentence that says whom the employer hires ('The Policy Team is looking for an analyst to…', 'Nous recherchons…').
const RECRUITING_SENTENCE =
  /\b(?:is|are|we['’]re) (?:currently |now )?(?:looking for|seeking|hiring|recruiting)\b|\bnous (?:re)?cherchons\b|\bestamos buscando\b|\bbuscamos\b/i;

/** A screening question built on a recruiting sentence: it asks for work done before that the posting never names. */
export function asksAboutRecruitingSentence(question: string): boolean {
  return RECRUITING_SENTENCE.test(question);
}

// What a posting tells about its hiring process or pitches to the reader, not what the job asks: a staffing pool,
// the post's classification, other posts' linguistic profiles, 'we need you'.
const PROCESS_OR_PITCH =
  /\bpool of (?:qualified |eligible )?(?:persons|people|candidates)\b|\b(?:bassin|r[ée]serve) de candidat|\bclassified as an? [A-Z]{2}|\bclass[ée]e? (?:au niveau )?[A-Z]{2,3}-\d|\blinguistic profile|\bprofils? linguistique|\bwe need you\b|\bnous avons besoin de vous\b|\bat the (?:centre|center|heart) of what we do\b/i;

/** A screening question built on a notice about the hiring process or a pitch, asked as what the job asks. */
export function asksAboutProcessNotice(question: string): boolean {
  return PROCESS_OR_PITCH.test(question);
}

// The item a question's lead runs on with, and a word that keeps the posting's own person or tense there: 'Le poste
// demande : sera à l'aise…', '… : vous aimez…', 'The role asks for you will…'.
const LEAD_THEN_WORD =
  /(?:le poste demande|l['’]une des missions du poste|est consid[ée]r[ée] comme un atout|el puesto pide)\s*:\s*([\p{L}'’]+)|\b(?:the role asks for|of this role is to|this role involves)\s+([\p{L}'’]+)/iu;
const PERSON_WORD_FR_ES = /^(?:vous|tu|sera|aura|ser[aá]s|tendr[aá]s|\p{L}{3,}(?:era|ira|erez|irez))$/iu;
const PERSON_WORD_EN = /^(?:you|will|shall)$/i;

/** A requirement or duty quoted after a lead in its own person or tense ('Le poste demande : aura une expérience…'). */
export function itemInOwnPerson(question: string): boolean {
  const match = LEAD_THEN_WORD.exec(question);
  if (match?.[1]) return PERSON_WORD_FR_ES.test(match[1]);
  return match?.[2] !== undefined && PERSON_WORD_EN.test(match[2]);
}

// A working schedule: a range of days or of clock times ('Monday - Saturday', '10:00 a.m. - 6:00 p.m.', '9h à 17h').
const DAY =
  '(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const SCHEDULE = new RegExp(
  `\\b(?:${DAY})\\s*(?:-|–|to|through|a|à|au)\\s*(?:${DAY})\\b|\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?|h)\\s*(?:-|–|to|a|à)\\s*\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?|h)`,
  'i',
);
const DUTY_LEAD = /\bresponsibilit|\bthis role involves\b|\bfunciones del puesto\b|\bmissions du poste\b/i;

/** A schedule (working days and times) quoted as a responsibility: it is a condition of the work, not a duty. */
export function scheduleAskedAsDuty(question: string): boolean {
  return DUTY_LEAD.test(question) && SCHEDULE.test(question);
}

// Perk and equal-opportunity words that name a duty's subject when a duty verb leads them: a manager's duty to give
// their staff growth ('provide coaching and development opportunities'), a lead of DEI work ('Lead diversity, equity,
// and inclusion efforts').
const DUTY_SUBJECTS =
  /\b(?:career growth|development opportunities|diversity,? equity,? (?:and )?inclusion)\b/gi;
const DUTY_VERB =
  /^["«“\s]*(?:provide|create|identify|offer|promote|foster|lead|champion|drive|coordinate|support)\b/i;

/** A screening question built on a benefit, perk or legal line instead of a duty or requirement. */
export function asksAboutBoilerplate(question: string): boolean {
  const quoted =
    /"([^"]+)"|«\s*([^»]+?)\s*»|: ([^.?]+)[.?]|\bis to ([^.]+)\.|involves ([^.]+)\.|asks for ([^.]+)\.|pide: ([^.]+)\./.exec(
      question,
    );
  const subject = quoted?.slice(1).find(Boolean) ?? question;
  const offered = DUTY_VERB.test(subject) ? subject.replace(DUTY_SUBJECTS, '') : subject;
  // Compared without accents: 'remuneration' matches 'rémunération'.
  return BOILERPLATE.test(offered.normalize('NFD').replace(/\p{M}/gu, '')) || PAY_TEXT.test(offered);
}

// What the applicant is told to send or do, by any careers site: the words are in the posting, so grounding passes
// them; a question or condition built on them asks the candidate to have followed the instructions.
const APPLICATION_TEXT =
  /\b(?:on|in|to|with|from) your (?:resume|r[ée]sum[ée]|cv|application)\b|\byour (?:resume|cv|application) (?:must|should|will)\b|\b(?:creat|writ|prepar|format)\w* (?:a|an|your) (?:[\w-]+ ){0,2}(?:resume|cv)\b|\bdisqualif\w*|\bdescalific\w*|\b(?:dates|hours per week) you (?:held|worked)\b|\bfailure to (?:provide|submit)\b|\bhow to apply\b|\b(?:env[ií]a|adjunta|manda)\w* (?:tu|su) (?:cv|curr[ií]culum|hoja de vida)\b|\b(?:tu|su) (?:cv|curr[ií]culum|hoja de vida) (?:actualizad|con|a)\w*|\bvotre (?:cv|candidature|dossier)\b|\blettre de (?:motivation|pr[ée]sentation)\b|\bfaire parvenir\b/i;

// A rule on the person (appearance, age, sex, marital status, build) that a recruiter would hide.
const PERSON_RULE =
  /\b(?:appearance|presentable|well[- ]groomed|tattoos?|piercings?|tatuajes?|tatouages?|buena presencia|presencia personal|imagen personal|bonne pr[ée]sentation|pr[ée]sentation soign[ée]e|marital status|estado civil|[ée]tat civil|situation (?:de famille|familiale)|years of age|years old|edad|estatura|complexi[oó]n)\b|\b(?:sex|sexo|sexe|gender|g[ée]nero)\s*(?::|masculino|femenino|male|female|indistinto)|\b(?:height|taille) (?:of |minimum |minimale )?\d|(?:^|\s)[âa]ge (?:minimum|maximum|entre|de \d)/iu;

/**
 * Why a screening question or work condition asks what a recruiter would never ask (null when it does not): the careers
 * site's how-to-apply text read as a requirement, or a rule on the person's appearance, age, sex or status.
 */
export function unaskableSubject(text: string): string | null {
  if (APPLICATION_TEXT.test(text)) return 'application instruction asked';
  if (PERSON_RULE.test(text)) return 'rule on the person asked';
  return null;
}

/**
 * Named tools a question asks about that the document only uses as ordinary words: 'Go' from 'Go through
 * onboarding', 'Express' from 'Express interest'. A tool counts as named in the document when it appears with its
 * capital inside a sentence, not only as the first word of a line or sentence.
 */
export function skillsOutOfSense(question: string, documentText: string): string[] {
  const asked =
    /\b(?:used|with|built or ran with|usaste|has usado|hecho con|utilisé|avec)\s+([\p{Lu}][\p{L}\d.#+-]*(?:\s+[\p{Lu}][\p{L}\d.#+-]*)?)(?:\s+(?:or|o|ou|and|y|et)\s+([\p{Lu}][\p{L}\d.#+-]*))?/gu;
  const found: string[] = [];
  for (const match of question.matchAll(asked)) {
    for (const name of [match[1], match[2]]) {
      if (!name) continue;
      const mentions = [
        ...documentText.matchAll(new RegExp(`(?<![\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, 'gu')),
      ];
      const isInsideSentence = mentions.some((mention) => {
        const before = documentText.slice(0, mention.index).split('\n').at(-1)?.trim() ?? '';
        // 'PHP / Symfony', 'SQL , Power BI , Excel': the first of a list of names is a name too.
        const after = documentText.slice((mention.index ?? 0) + name.length);
        if (/^\s*[/,|]/.test(after)) return true;
        // Opening a line or a sentence ('Go through onboarding.'), a bullet or a heading: a word, not a name.
        return (
          before !== '' &&
          !/^[-*•#\d.)\s]+$/.test(before) &&
          !/(?<!\b(?:e\.g|i\.e|etc|vs))[.!?]$/.test(before)
        );
      });
      if (mentions.length > 0 && !isInsideSentence) found.push(name);
    }
  }
  return found;
}

// How a posting states each condition of work; a work requirement whose topic the posting never states is invented.
// English, Spanish, French, German, Italian, Dutch and Portuguese wording.
const CONDITION_STATED: Record<string, RegExp> = {
  location:
    /\b(?:location|located|based in|office|offices|on[- ]site|ubicaci[oó]n|lugar|sede|lieu|localisation|bas[ée]e? à|situ[ée]e? à|arbeitsort|standort|dienstort|einsatzort|sitz in|büro|luogo di lavoro|\p{Lu}\p{L}+,\s*(?:\p{Lu}{2}|\p{Lu}\p{L}+))\b/iu,
  arrangement:
    /\b(?:remote|remotely|hybrid|on[- ]site|onsite|in[- ]office|from home|own home|(?:be located|work from|based) anywhere|remoto|presencial|h[ií]brido|teletrabajo|t[ée]l[ée]travail|hybride|sur site|pr[ée]sentiel|travail à distance|home[- ]?office|mobile[sn]? arbeiten|vor ort|präsenz\w*|smart working|da remoto|in presenza|ibrido|thuiswerk\w*|op kantoor|presencial\w*)\b/iu,
  hours:
    /\b(?:hours|(?<!\bto )shifts?(?! (?:tasks|priorities|focus|gears|between)\b)|full[- ]time|part[- ]time|schedule|monday|\d{1,2}\s?(?:am|pm)|horarios?|turnos?|jornada|tiempo completo|\d+\s*horas|horaires?|temps (?:plein|partiel)|\d+\s*h(?:eures)?\s*(?:\/|par)\s*sem|\d+(?:[,.]\d+)?\s*(?:stunden|std\.?)|wochenstunden|wochenarbeitszeit|arbeitszeit(?:en)?|pro woche|vollzeit\w*|teilzeit\w*|schichtdienst|orario|tempo pieno|ore settimanali|uur|uren|per week|werkweek|carga hor[aá]ria|horas (?:di[aá]rias|semanais|por semana))(?![\p{L}\p{N}])/iu,
  'on-call':
    /\b(?:on[- ]call|pager|out[- ]of[- ]hours|after[- ]hours|weekends?|24\/7|guardias?|fines de semana|astreintes?|week-ends?|en soir[ée]e|rufbereitschaft|bereitschaftsdienst\w*|wochenende\w*|reperibilit[àa]|nachtdienst\w*|nachtschicht\w*|schichtarbeit|schichtdienst\w*)(?![\p{L}\p{N}])/iu,
  authorisation:
    /\b(?:authori[sz]\w+ to work|right to work|work (?:permit|visa|authori[sz]ation)|sponsorship|clearance|eligib\w+ (?:to work|for employment)|permiso de trabajo|(?:permis|autorisation) de travail|cote de fiabilit[ée]|arbeitserlaubnis|aufenthaltstitel|permesso di (?:lavoro|soggiorno))\b/iu,
  travel: /\b(?:travel\w*|viaj\w+|d[ée]placements?|reise\w*|dienstreise\w*|trasfert\w*)\b/iu,
  start:
    /\b(?:urgent\w*|immediate\w*|start date|asap|incorporaci[oó]n inmediata|fecha de (?:inicio|incorporaci[oó]n)|d[ée]but du contrat|date de d[ée]but|prise de poste|d[èée]s maintenant|d[èée]s (?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)|(?:ab|per) sofort|einstellungstermin|(?:zum|ab) \d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|(?:zum|ab dem) n[äa]chstm[öo]glichen (?:zeitpunkt|termin)|zu besetzen|eintritt\w*|arbeitsbeginn|data di inizio|inizio immediato|z\.s\.m|zo spoedig mogelijk|per \d{1,2} (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)|in[ií]cio(?: imediato)?|imediat\w*)(?![\p{L}\p{N}])/iu,
  contract:
    /\b(?:full[- ]time|part[- ]time|permanent|temporary|fixed[- ]term|freelance|contract (?:role|position|basis|to hire|job|length|duration)|contractor|contratistas?|job types?|employment type|internship|retainership|pr[aá]cticas|tiempo completo|medio tiempo|contrato (?:de|por|a|indefinido|temporal|ser[aá])|cdi|cdd|contrat|temps (?:plein|partiel)|alternance|apprentissage|(?:un)?befristet\w*|vollzeit\w*|teilzeit\w*|minijob\w*|\d{3}\s*-?\s*(?:€|euro)\s*-?\s*(?:basis|job)|werkvertrag\w*|werkstudent\w*|festanstellung|tempo (?:in)?determinato|contratto|(?:jaar|arbeids|vast|tijdelijk|nul-uren)contract\w*|contract voor (?:on)?bepaalde tijd|vast\w* dienstverband|tijdelijk\w*|contrato|contrata[cç][aã]o|pj|clt)(?![\p{L}\p{N}])/iu,
  availability: /\b(?:disponibilidad|availab\w+ (?:to|for)|disponib\w*)/i,
  equipment:
    /\b(?:laptop|webcam|internet connection|smartphone|headset|own (?:car|vehicle|computer)|driv\w+ licen[cs]e|carn[eé] de conducir|permis (?:de conduire|b)|v[ée]hicule|führerschein\w*|eigene[sn]? (?:pkw|auto|laptop)|eigen (?:laptop|computer|auto)|(?:computador|equipamento|notebook) pr[oó]prio|pr[oó]prio (?:computador|equipamento|notebook))(?![\p{L}\p{N}])/iu,
  licence:
    /\b(?:driv\w+ licen[cs]e|carn[eé] de conducir|licencia de (?:conducir|manejo)|permis (?:de conduire|b)|führerschein\w*|patente di guida)(?![\p{L}\p{N}])/iu,
};

function statesCondition(topic: string, text: string): boolean {
  return (CONDITION_STATED[topic]?.test(text) ?? false) || (topic === 'location' && GERMAN_PLACE.test(text));
}

const TOPIC_OF_TITLE: [RegExp, string][] = [
  [/location|ubicaci|lieu|arbeitsort|standort|sede/i, 'location'],
  [/arrangement|modalidad|mode de travail|arbeitsmodell|home ?office|modalità/i, 'arrangement'],
  [/hours|horario|horaires|arbeitszeit|orario/i, 'hours'],
  [/on-call|guardias|astreintes|bereitschaft|reperibilit/i, 'on-call'],
  [/authori|permiso|autorisation|arbeitserlaubnis|permesso/i, 'authorisation'],
  [/travel|viajes|déplacements|reise|trasferte/i, 'travel'],
  [/start|inicio|début|beginn|eintritt|inizio/i, 'start'],
  [/contract|contrato|contrat|vertrag|anstellung/i, 'contract'],
  [/availab|disponib|verfügbar/i, 'availability'],
  [/equipment|equipo|équipement|ausstattung|attrezzatura/i, 'equipment'],
  [/licen[cs]e|licencia|permis de conduire|führerschein|patente/i, 'licence'],
];

/**
 * Why a work requirement is not stated in the posting (null when it is): its topic is never stated in the posting's
 * own wording, or the text it quotes is not in the posting.
 */
/** The condition of work a requirement's title names ('location', 'contract', …), or undefined. */
export const requirementTopic = (title: string): string | undefined =>
  TOPIC_OF_TITLE.find(([pattern]) => pattern.test(title))?.[1];

export function unstatedRequirement(requirement: WorkRequirement, documentText: string): string | null {
  const topic = requirementTopic(requirement.title);
  const quotes = [...requirement.question.matchAll(/"([^"]{4,})"|«\s*([^»]{4,}?)\s*»/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/…$/, '').trim(),
  );
  // Compared on words only: a quote joins a heading to its item with a colon ('Conditions du contrat: La personne…')
  // where the posting has a line break.
  const words = (text: string): string =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const plain = words(documentText);
  const isQuoted = quotes.every((quote) => plain.includes(words(quote).slice(0, 40)));
  if (!isQuoted) return `quotes text the posting does not contain: ${requirement.title}`;
  if (topic === undefined) return null;
  const evidence = quotes.length > 0 ? quotes.join(' ') : requirement.question;
  if (!statesCondition(topic, evidence) && !statesCondition(topic, documentText))
    return `${requirement.title}: the posting states no such condition`;
  if (quotes.length > 0 && !statesCondition(topic, evidence))
    return `${requirement.title}: "${evidence}" is not a ${topic} condition`;
  const duty = quotes.find((quote) => isDutyDuringShift(topic, quote));
  if (duty !== undefined) return `${requirement.title}: quotes a duty line as hours ("${duty}")`;
  const whole = quotes.find((quote) => conditionClause(topic, quote) !== null);
  if (whole !== undefined)
    return `${requirement.title}: quotes a whole sentence where the clause "${conditionClause(topic, whole)}" states the condition`;
  return null;
}

// 'Cleans and sanitizes throughout the shift', 'Performs shift change and/or opening or closing duties' (round 20's
// dishwasher): the shift as the time a duty is done, which states no hours; asked as hours only by its word 'shift'.
const SHIFT_OF_A_TASK =
  /\b(?:the|each|every|per|during|throughout|end of) shifts?\b|\bshift (?:change|handover)s?\b/i;
function isDutyDuringShift(topic: string, quote: string): boolean {
  const rest = quote.replace(new RegExp(SHIFT_OF_A_TASK.source, 'gi'), ' ');
  return topic === 'hours' && SHIFT_OF_A_TASK.test(quote) && !statesCondition(topic, rest);
}

// 'Dabei bieten wir verschiedene Arbeitszeitmodelle - ob Vollzeit oder Teilzeit, Minijob oder Nachtdienst – wir sind
// stolz darauf, …' (round 20's nurse): a long sentence quoted whole where one of its dash-set clauses states the
// condition and the others do not. The clause, or null when the quote is not such a sentence. Not a range ('Monday -
// Friday', '8 am - 4 pm') nor a place and its state ('Resende – RJ'): every part is a clause of three words or more.
const LONG_QUOTE_WORDS = 13;
const RANGE_AFTER_DASH =
  /^(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i;
function conditionClause(topic: string, quote: string): string | null {
  const wordCount = (text: string): number => text.trim().split(/\s+/).length;
  if (wordCount(quote) < LONG_QUOTE_WORDS) return null;
  const clauses = quote.split(/\s[-–—]\s/);
  if (
    clauses.length < 2 ||
    clauses.some((clause) => wordCount(clause) < 3) ||
    clauses.slice(1).some((clause) => RANGE_AFTER_DASH.test(clause))
  )
    return null;
  const stating = clauses.filter((clause) => statesCondition(topic, clause));
  return stating.length === 1 ? (stating[0] ?? '').trim() : null;
}

/** The correct option is strictly the longest of the four: a cue that gives the key away. */
export function keyIsLongest(question: McqQuestion): boolean {
  const key = question.correct_answer.trim().length;
  return question.options.every(
    (option) => option.text === question.correct_answer || option.text.trim().length < key,
  );
}

// Headings of the parts of a posting that say what the job does and needs (English, Spanish and French).
const REQUIREMENT_HEADING =
  /responsib|duties|key objectives|requirement|qualification|what you|you will|you'll|who you are|skills|experience|must have|nice to have|key tasks|the role|your role|about the (?:job|role|position)|job (?:summary|description)|requisitos|funciones|responsabilidades|perfil|conocimientos|tareas|qu[eé] har[aá]s|missions|profil\b|comp[ée]tences|exigences|t[âa]ches|aufgaben|was wir erwarten|anforderungen|qualifikation|was du mitbringst|das bringst du mit|t[äa]tigkeiten/i;
const OTHER_HEADING =
  /about (?:us|the company|the team)|benefit|perks|what we offer|compensation|salary|equal|eeo|how to apply|interview|hiring process|our (?:values|culture|mission)|beneficios|ofrecemos|sobre nosotros|postular|avantages|qui sommes|propos|postuler|candidature|proc[ée]dure|wir bieten|[üu]ber uns|bewerbung/i;

// A page's breadcrumb trail ('Home > Company > Careers > Jobs'), one line or wrapped over several at a '>': where
// the page sits on its site, not what the role does.
const BREADCRUMB = /\s>\s.*\s>\s|\s>$/;
const withoutBreadcrumbs = (lines: string[]): string[] =>
  lines.filter((line, index) => {
    const previous = lines.slice(0, index).findLast((other) => other !== '') ?? '';
    return !BREADCRUMB.test(line) && !(/\s>$/.test(previous) && /\s>\s/.test(line));
  });

/**
 * The lines of a posting that state what the role does or needs: list lines and sentences under duty and requirement
 * headings (and, without headings, every list line), never the about-us, benefits or legal parts.
 */
export function requirementLines(documentText: string): string[] {
  const lines = withoutBreadcrumbs(documentText.split('\n').map((line) => line.trim()));
  const hasHeadings = lines.some((line) => line.length < 60 && REQUIREMENT_HEADING.test(line));
  const picked: string[] = [];
  let inside = !hasHeadings;
  for (const line of lines) {
    if (!line) continue;
    const isHeading = line.split(/\s+/).length <= 5 && !/[.;,]$/.test(line);
    if (isHeading && OTHER_HEADING.test(line)) inside = false;
    else if (isHeading && REQUIREMENT_HEADING.test(line)) inside = true;
    if (inside) picked.push(line);
  }
  return picked;
}

function keywordsOf(competency: string): string[] {
  const bank = mcqBank.find((entry) => entry.competency === competency);
  return bank ? [...bank.keywords, ...(bank.settingKeywords ?? []), competency] : [competency];
}

// A needle as a pattern over normalised text: a bank keyword whole with a plural; the eval's own words in German,
// Spanish and French whole with an inflection ending, or as a stem ('buchhalt*').
const keywordPattern = (needle: string): RegExp =>
  new RegExp(`(?<![a-z0-9])${escape(needle)}(?:s|es)?(?![a-z0-9])`);
const foreignWordPattern = (word: string): RegExp =>
  word.endsWith('*')
    ? new RegExp(`(?<![a-z0-9])${escape(word.slice(0, -1))}`)
    : new RegExp(`(?<![a-z0-9])${escape(word)}(?:s|es|e|en|n|er|ern|a|as|os)?(?![a-z0-9])`);

// A paragraph post (one line of several sentences) is read sentence by sentence, as a list post is line by line.
const LONG_LINE = 200;
const sentencesOf = (line: string): string[] =>
  line.length > LONG_LINE ? line.split(/(?<=[.!?])\s+(?=\p{Lu})/u) : [line];

// A line about the people the role works with or for ('partner with sales and engineering teams', 'hire for our
// product teams'), not about what the role itself does.
const ABOUT_OTHERS =
  /\b(?:teams?|departments?|clients?|customers?|hiring managers?|stakeholders?|colleagues|partners?)\b/i;

// An institution named after a field ('School of Nursing', 'Facultad de Derecho') is the employer, not the work.
const INSTITUTION_NAME =
  /\b(?:school|college|faculty|department|institute|escuela|facultad|departamento|instituto|ecole|faculte|departement|institut) (?:of|de|d'|des|du) (?:la |el |los |les )?[a-z]+/g;

// Recruiting in a study's sense: of participants, a sample or respondents ('recruiting the sample', 'reclutamiento de
// participantes'), research work, not hiring.
const STUDY_RECRUITING =
  /\b(?:recruit(?:ing|ment|s)?|reclut\w*|recrut\w*)(?: (?:of|de|des|du|the|la|las|los|les|el|study|research))* (?:participants?|participantes?|subjects?|sujetos?|sample|muestras?|echantillons?|respondents?|encuestad[oa]s?|entrevistad[oa]s?|interviewees?|volunteers?|voluntari[oa]s?|patients?|pacientes?)\b/g;

// Words that name the cause a posting's organisation works for, not the work ('issues related to privacy, security,
// censorship', 'issues involving online freedom'): understanding them is no practice of security or law.
const ISSUES_OF_A_CAUSE =
  /\b(?:understanding|knowledge|awareness|familiar\w*|appreciation)\b[^.;]{0,120}?\bissues (?:related to|relating to|involving|around|such as)\b[^.;]*/g;
// Grant compliance and the reporting line ('reporting requirements', 'reporting to the CFO'): no analysis of data.
const REPORTING_NOT_ANALYSIS = /\breporting (?:requirements?|obligations?|deadlines?|lines?|to|directly)\b/g;
// A list of office software ('Google Docs or Microsoft Office, spreadsheets, databases'): a database there is an
// office tool, not the database work of a technical group.
const OFFICE_SOFTWARE =
  /\b(?:microsoft office|ms office|google (?:docs|sheets|workspace|suite)|g suite|word processing|spreadsheets?|powerpoint|outlook|excel)\b/g;
const withoutOfficeDatabases = (line: string): string =>
  (line.match(OFFICE_SOFTWARE)?.length ?? 0) >= 2 ? line.replace(/\bdatabases?\b/g, ' ') : line;

// A document a posting names or links to ('as defined in our Human Resources for Renovation policy', a URL, the
// 'curriculum vitae' to send): its title is no work of the role.
const NAMED_DOCUMENT =
  /\b[Cc]urriculum [Vv]itae\b|https?:\/\/\S+|\bwww\.\S+|(?:\p{Lu}[\p{L}&'’-]*\s+(?:(?:for|of|on|and|&)\s+)?){1,6}(?:[Pp]olic(?:y|ies)|[Hh]andbook|[Gg]uidelines|[Cc]harter)\b/gu;
const withoutNamedDocuments = (line: string): string => line.replace(NAMED_DOCUMENT, ' ');

/** Whether the position names a job-title family whose own work the competency is. */
export function isTradeOf(competency: string, position: string): boolean {
  const title = normaliseForMatching(position);
  return TITLE_FAMILIES.some(
    ([family, competencies]) => family.test(title) && competencies.includes(competency),
  );
}

/**
 * An MCQ group fits the role when its competency (or one of its bank keywords) is named in the position, or in the
 * lines of what the role does or needs by two different words, or in one such line that is not about the people the
 * role works with. One word repeated on lines about others ('advanced practice nurses' in a coordinator's posting)
 * is a surface word, not the role's work; so is a word inside an institution's name, and recruiting of a study's
 * participants or sample; so is the cause the organisation works for ('understanding of issues related to privacy,
 * security…'), a reporting line or grant reporting ('reporting requirements'), and a database among office software.
 * A posting not in English is also
 * read with the eval's own words for the group in German, Spanish, French and Italian; a paragraph post is read by sentence; a
 * position that names a trade fits the groups that are that trade's work (mcq-fit-words.ts). An office group
 * (Communication, Problem Solving, Data Analysis) for a manual or service trade fits only by a line of what the role
 * does or needs that asks for it in its own words. A generic group (Teamwork) the posting does not ask for is counted
 * unfit, as it always was: the check asks whether the posting names the group's work.
 */
export function mcqGroupFits(
  group: McqCompetencyGroup,
  documentText: string,
  position: string | null,
): boolean {
  const needles = keywordsOf(group.competency)
    .map(normaliseForMatching)
    .filter((needle) => needle.length >= 2);
  // A posting in German, Spanish, French or Italian is read with the eval's own words in those languages too.
  // The eval's own reading of the language (Dutch included), not the engine's.
  const isForeign = documentLanguage(documentText) !== 'en';
  const foreign = isForeign ? (FIT_WORDS[group.competency] ?? []) : [];
  const phrase = isForeign ? FIT_PHRASES[group.competency] : undefined;
  const patterns = [
    ...needles.map((needle) => [needle, keywordPattern(needle)] as const),
    ...foreign.map((word) => [word.replace(/\*$/, ''), foreignWordPattern(word)] as const),
  ];
  // A phrase's match comes first, so it is taken out of the line whole ('fuhrung des teams', team and all).
  const wordsIn = (text: string) => {
    const normalised = withoutOfficeDatabases(
      normaliseForMatching(withoutProvisions(withoutNamedDocuments(text)))
        .replace(INSTITUTION_NAME, ' ')
        .replace(STUDY_RECRUITING, ' ')
        .replace(ISSUES_OF_A_CAUSE, ' ')
        .replace(REPORTING_NOT_ANALYSIS, ' '),
    );
    const phraseMatch = phrase ? (normalised.match(phrase)?.[0] ?? null) : null;
    const words = patterns.filter(([, pattern]) => pattern.test(normalised)).map(([needle]) => needle);
    return phraseMatch ? [phraseMatch, ...words] : words;
  };
  // An office group for a manual or service trade (a cleaner's Communication) fits only by a line that asks for it.
  const isOfficeGroupForTrade =
    OFFICE_ANALYSIS_GROUPS.includes(group.competency) &&
    position !== null &&
    MANUAL_OR_SERVICE_TRADE.test(normaliseForMatching(position));
  if (position && wordsIn(position).length > 0 && !isOfficeGroupForTrade) return true;
  // A craft, site or shelf job needs the generic soft skills, if generically (round 19's reading).
  if (
    position &&
    GENERIC_GROUPS.includes(group.competency) &&
    CRAFT_OR_SHOP_FLOOR.test(normaliseForMatching(position))
  )
    return true;
  // The typed position names a trade whose work the group is ('Sonographer': Patient Care).
  if (position && isTradeOf(group.competency, position)) return true;
  const lines = requirementLines(documentText)
    .flatMap(sentencesOf)
    .filter((line) => wordsIn(line).length > 0);
  const stems = new Set(lines.flatMap(wordsIn).map((needle) => needle.split(' ')[0]?.slice(0, 4)));
  // The competency's own words are not the people around it ('customer experience' is no customer).
  const isAboutOthers = (line: string) =>
    ABOUT_OTHERS.test(
      wordsIn(line).reduce((rest, needle) => rest.replaceAll(needle, ' '), normaliseForMatching(line)),
    );
  if (isOfficeGroupForTrade) return lines.some((line) => !isAboutOthers(line));
  return (stems.size >= 2 && lines.length >= 2) || lines.some((line) => !isAboutOthers(line));
}

/**
 * A question that asks which degrees or certifications the candidate holds: a factual question, like the admin
 * ones, whose right answer is the credentials themselves, so its answer is not held to the story of pattern 6.
 */
export function asksForCredentials(question: string): boolean {
  return /\bwhich (?:degrees|qualifications|(?:professional )?certifications)\b[^?]*\bhold\b/i.test(question);
}

/** A practice answer that only restates one CV line (in the first person), with no situation or result around it. */
export function restatesCvLine(answer: string, cvText: string): boolean {
  const sentences = answer.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 3);
  if (sentences.length !== 1) return false;
  const words = (sentences[0] ?? '').toLowerCase().match(/\p{L}+/gu) ?? [];
  const cvWords = new Set(cvText.toLowerCase().match(/\p{L}+/gu) ?? []);
  return words.filter((word) => !cvWords.has(word)).length <= 3;
}

// LinkedIn's line under an employer that lists several roles: the total time there ('9 years 5 months').
const GROUP_DURATION = /^\d+ (?:years?|months?)(?: \d+ months?)?$/;

/**
 * 'Title at Employer' statements whose title and employer are not near each other in the CV (a role attributed to
 * the wrong employer): within six lines, or the title in the group of roles LinkedIn lists under that employer (its
 * line, the total time there, then titles, dates and places with no duty line between).
 */
export function misattributedRoles(text: string, cvText: string): string[] {
  const lines = cvText
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '');
  const isInGroupOf = (employerAt: number, titleAt: number): boolean =>
    titleAt > employerAt + 1 &&
    GROUP_DURATION.test(lines[employerAt + 1] ?? '') &&
    lines
      .slice(employerAt + 2, titleAt)
      .every((line) => !/[.!?]$/.test(line) && line.split(/\s+/).length <= 10 && !GROUP_DURATION.test(line));
  // 'Internal Medicine Resident' told from the CV's 'Internal Medicine Residency' row: the post of that training.
  const trainingOf = (title: string): string =>
    title.replace(/\b(fellow|intern|apprentice|trainee)$/, '$1ship').replace(/\bresident$/, 'residency');
  const near = (title: string, employer: string): boolean => {
    const titleAt = lines.flatMap((line, index) =>
      line.includes(title) || line.includes(trainingOf(title)) ? [index] : [],
    );
    const employerAt = lines.flatMap((line, index) => (line.includes(employer) ? [index] : []));
    return titleAt.some((at) =>
      employerAt.some((other) => Math.abs(other - at) <= 6 || isInGroupOf(other, at)),
    );
  };
  const found: string[] = [];
  for (const match of text.matchAll(
    /\b(?:as|worked as|been|shows you as|lists)\s+(?:an?\s+)?([^.,;?]{3,80}?) at ([\p{Lu}][^.,;?()]{1,60}?)(?= (?:from|since|for|\(|and)|[.,;?)]|$)/gu,
  )) {
    const title = (match[1] ?? '').trim().toLowerCase();
    const employer = (match[2] ?? '').trim().toLowerCase();
    // 'I have been working at Acme': no title to place under the employer.
    if (title === 'working') continue;
    if (!near(title.split(/\s+/).slice(-2).join(' '), employer.split(/\s+/)[0] ?? employer))
      found.push(`${match[1]} at ${match[2]}`);
  }
  return found;
}

const PROFILE_SITES = [
  'LinkedIn',
  'GitHub',
  'GitLab',
  'Twitter',
  'ORCID',
  'Behance',
  'Dribbble',
  'Stack Overflow',
];
const CONTACT_LINE =
  /@|https?:|www\.|\.(?:com|org|io|net|me|dev)\b|\/in\/|\(\s*(?:LinkedIn|Other|Company)\s*\)|\|/i;

/** Profile sites a skill statement names ('The skills I use most are GitHub...') that the CV only has as a link. */
export function profileLinksAsSkills(text: string, cvText: string): string[] {
  const skillList = /\b(?:skills I use most are|ones I know best are|Your CV lists)\s+([^.?]+)/g;
  const found: string[] = [];
  for (const match of text.matchAll(skillList)) {
    for (const site of PROFILE_SITES) {
      if (!new RegExp(`\\b${site}\\b`).test(match[1] ?? '')) continue;
      const lines = cvText.split('\n').filter((line) => new RegExp(`\\b${site}\\b`, 'i').test(line));
      if (lines.every((line) => CONTACT_LINE.test(line) || line.trim().split(/\s+/).length <= 3))
        found.push(site);
    }
  }
  return found;
}

// Words that make a phrase a job title ('Vice President Communications', 'Office Coordinator', 'Paralegal'), with the
// academic titles of Spanish, French and German CVs ('Profesor asociado', 'Chercheuse', 'Dozent').
export const JOB_NOUN =
  /\b(?:ricercat(?:ore|rice)|dottorand[oa]|assegnista|engineer|developer|manager|director|head|lead|officer|president|vp|chief|cto|ceo|cfo|coo|founder|owner|partner|consultant|analyst|architect|designer|scientist|researcher|specialist|technician|administrator|assistant|associate|coordinator|representative|executive|agent|advisor|adviser|accountant|auditor|clerk|bookkeeper|nurse|physician|therapist|pharmacist|teacher|tutor|lecturer|professor|instructor|trainer|editor|writer|producer|intern|trainee|apprentice|fellow|student|volunteer|member|supervisor|operator|programmer|recruiter|paralegal|attorney|lawyer|counsel|receptionist|cashier|chef|cook|driver|mechanic|electrician|technologist|strategist|planner|buyer|controller|treasurer|secretary|postdoc|postdoctoral|scholar|contractor|freelancer|contributor|collaborator|leader|resident|sr|waiter|waitress|bartender|barista|busser|hostess|dishwasher|housekeeper|cleaner|janitor|porter|carpenter|plumber|welder|gardener|landscaper|labou?rer|courier|caregiver|nanny|stocker|sommelier|concierge|lifeguard|serveu(?:r|se)|camarer[oa]|meser[oa]|camerier[ea]|kellner(?:in)?|\w+ician|\w+ist|assistente|impiegat[oa]|tirocin(?:io|ante)|praktikum|pr[áa]cticas|stagista|cassier[ea]|commess[oa]|segretari[oa]|responsabile|direttor[ei]|direttrice|ingegnere|sviluppatore|consulente|insegnante|magazziniere|contabile|infermier[ea]|stagiaire|employ[ée]e?|vendeu(?:r|se)|caissi[eè]re?|secr[ée]taire|charg[ée]e?|directeur|directrice|ing[ée]nieur|d[ée]veloppeu(?:r|se)|conseill[eè]re?|enseignant|comptable|infirmi[eè]re?|asistente|practicante|cajer[oa]|vendedora?|secretari[oa]|gerente|jefe|ingenier[oa]|desarrollador|contador|auxiliar|encargad[oa]|profesora?|investigadora?|catedr[aá]tic[oa]|docente|ayudante|becari[oa]|professeure?|chercheu(?:r|se)|dozent(?:in)?|forscher(?:in)?|wissenschaftler(?:in)?|mitarbeiter(?:in)?|praktikant(?:in)?|assistent(?:in)?|leiter(?:in)?|entwickler(?:in)?|berater(?:in)?|kauf(?:mann|frau)|sachbearbeiter(?:in)?|werkstudent(?:in)?|lehrer(?:in)?|verk[äa]ufer(?:in)?|estagi[áa]ri[oa]|chefe|engenheir[oa]|desenvolvedora?|coordenadora?|pesquisadora?|\p{L}+iker(?:in)?)(?![\p{L}])/iu;

/** A text with its abbreviations' dots taken out ('Ph.D.' as 'PhD', 'M.Sc.' as 'MSc'): they end no title or name. */
export const withoutAbbreviationDots = (text: string): string =>
  text.replace(/\b(\p{Lu}\p{Ll}?)\.(\p{Lu}\p{Ll}?)\.?/gu, '$1$2');

/** Roles a CV answer names that are not job titles: a place or a form label read as the title ('your time as La Jolla'). */
export function rolesThatAreNotTitles(text: string): string[] {
  const found: string[] = [];
  for (const match of withoutAbbreviationDots(text).matchAll(
    /\b(?:time as|worked as|have been|do as|shows you as)\s+([^.,;?()]{2,80}?)(?= at | from | since |\.|\?|,| \(|$)/g,
  )) {
    const title = (match[1] ?? '').trim();
    // 'I have been working at Acme since 2024': how the engine tells a role the CV gives no title, not a title.
    if (!JOB_NOUN.test(title) && title !== 'working') found.push(title);
  }
  return found;
}

// The words a CV's section heading ends in, in the languages CVs come in ('Work Experience', 'Techincal Skills',
// 'Job Highlights', 'Istruzione e formazione', 'Berufserfahrung'), with the qualifier Romance languages put after the
// noun ('Experiencia laboral', 'Esperienza professionale', 'Compétences informatiques').
const HEADING_NOUNS = [
  'experience|education|skills|highlights|projects|programming|tools|frameworks|databases|visuali[sz]ation|summary',
  'profile|objective|publications|awards|certifications|references|interests|languages|curriculum vitae',
  'experiencia|educaci[oó]n|formaci[oó]n|habilidades|proyectos|perfil|idiomas',
  'exp[ée]riences?|formations?|comp[ée]tences|projets|profil|langues|r[ée]f[ée]rences|centres d.int[ée]r[êe]ts?',
  'loisirs|parcours|informations personnelles',
  'esperienz[ae]|istruzione|formazione|competenze|capacit[àa]|progetti|profilo|lingue|pubblicazioni|referenze',
  'interessi|informazioni personali',
  '\\p{L}*erfahrung|ausbildung|bildungsweg|studium|\\p{L}*kenntnisse|f[äa]higkeiten|sprachen|projekte',
  'ver[öo]ffentlichungen|publikationen|interessen|werdegang|lebenslauf|pers[öo]nliche daten',
].join('|');
const HEADING_QUALIFIERS =
  'laboral|profesional|acad[eé]mica|professionnelles?|professionale|lavorativ[ae]|personali|personnelles?|tecniche|techniques|informatiche|informatiques|digitali|linguistiche|straniere|[ée]trang[èe]res';
export const HEADING_WORD = new RegExp(
  `(?:^|\\s)(?:${HEADING_NOUNS})(?:\\s+(?:${HEADING_QUALIFIERS}))?$`,
  'iu',
);

// Where a name ends in a CV answer: the dates after it ('from 2019', 'desde 2020', 'de janvier 2018 à',
// "dall'aprile 2020", 'seit 2019'), or punctuation (French sets a space before '?' and ':').
const NAME_END =
  " (?:from|since|desde|depuis|dal|seit|von) | (?:de|en|nel|da) (?=\\d|\\p{Ll}+ \\d)| (?:dall|d)['’]|\\.|\\s?\\?|,|\\s?:| \\(|$";
// What opens an employer: 'at' and its Spanish, French, Italian and German forms after a verb of working.
const EMPLOYER_OPENING =
  '\\b(?:time|worked|work|[Aa]t|(?:[Tt]rabaj\\p{L}*|hizo|experiencia|responsabilidades)\\s+en|[Cc]hez|[Pp]resso|bei)\\s+(?:at\\s+)?';
// What opens a title: 'as', 'como', 'comme', 'en tant que', 'come', 'als', and a verification question's 'lists'
// ('Su CV indica', 'Votre CV indique').
const TITLE_OPENING =
  "(?:\\b(?:time as|worked as|have been|do as|shows you as|lists|work at|as|como|comme|come|als|indica|indique)\\s+|\\ben tant qu(?:e\\s+|['’]))";

/**
 * Titles or employers a CV answer names that are a section heading or a skills sub-heading of the CV ('a Developer
 * at Experiencia', 'your time at Programming', 'presso Esperienza Professionale').
 */
export function headingsAsRoles(text: string): string[] {
  const found: string[] = [];
  // 'Disney Experiences': a name before the English plural is a company's, not a heading's qualifier.
  const isHeading = (name: string): boolean =>
    HEADING_WORD.test(name) &&
    !/^(?!(?:Work|Professional|Relevant|Other|Key)\b)\p{Lu}\p{L}+ Experiences$/u.test(name);
  for (const match of text.matchAll(
    new RegExp(`${EMPLOYER_OPENING}([\\p{Lu}][^.,;:?()]{1,60}?)(?=${NAME_END})`, 'gu'),
  ))
    if (isHeading((match[1] ?? '').trim())) found.push((match[1] ?? '').trim());
  for (const match of text.matchAll(
    new RegExp(
      `${TITLE_OPENING}(?:an?\\s+)?([\\p{Lu}][^.,;:?()]{1,80}?)(?: (?:at|en|chez|presso|bei) ([\\p{Lu}][^.,;:?()]{1,60}?))?(?= in |${NAME_END})`,
      'gu',
    ),
  )) {
    for (const name of [match[1], match[2]]) if (name && isHeading(name.trim())) found.push(name.trim());
  }
  return [...new Set(found)];
}

// The words a spoken answer writes around the CV's own lines, by language: the first person ('I worked', 'Trabajé',
// "J'ai travaillé", 'Ho lavorato') and the address to the candidate. None is a word of another of these languages
// ('mi', 'me', 'mes', 'ai', 'he' are left out).
const SPEAKING_WORDS: Partial<Record<Language, Set<string>>> = {
  en: new Set('i my am was were have has been worked studied hold you your can confirm'.split(' ')),
  es: new Set('yo mis trabajo trabajé estudié usted puede confirmar'.split(' ')),
  fr: new Set('je j mon suis travaille travaillé étudié vous votre pouvez confirmer'.split(' ')),
  it: new Set('io ho mio mia miei lavoro lavorato studiato può confermare'.split(' ')),
};

// Fewest words of another language before an answer counts as written in it: a short answer made mostly of names
// ('Estudié en Universidad Nacional ... Ingeniería de software') has too few small words to tell.
const MIN_EVIDENCE = 3;

/** The answer's speaking words counted by language, added to `counts`. */
function countSpeakingWords(answer: string, counts: Map<Language, number>): Map<Language, number> {
  for (const word of answer.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const [language, words] of Object.entries(SPEAKING_WORDS) as [Language, Set<string>][])
      if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  return counts;
}

/** The language of the speaking words an answer holds enough of, or null. */
function writtenIn(answer: string): Language | null {
  const [best] = [...countSpeakingWords(answer, new Map())]
    .filter(([, count]) => count >= MIN_EVIDENCE)
    .sort((a, b) => b[1] - a[1]);
  return best?.[0] ?? null;
}

/**
 * A CV answer or question written in another language than the CV (English sentences around a Spanish CV's
 * fragments): the CV's language from its own headings and prose (`cv-language.ts`), and the text's only when it holds
 * enough of another language's small words, and more of them than of the CV's.
 */
export function answerLanguageDiffers(answer: string, cvText: string): boolean {
  const written = cvLanguage(cvText);
  // A CV in a language the engine does not write (Portuguese, German) is answered in English, as docs/engine.md says;
  // only an answer in a third language would be a fault.
  if (!SPEAKING_WORDS[written]) return ![null, 'en'].includes(writtenIn(answer));
  const evidence = countSpeakingWords(answer, languageEvidence(answer));
  const own = evidence.get(written) ?? 0;
  return [...evidence].some(
    ([language, count]) => language !== written && count >= MIN_EVIDENCE && count > own,
  );
}

// A degree named where the school should be: the reader ran two degrees into one entry.
const DEGREE_NAME =
  /\b(?:bachelor|master|doctoral|doctorate|degree|ph\.?\s?d|diploma|b\.?\s?sc|m\.?\s?sc|mba)\b/i;

/** Degree statements ('a BSc ... from X') whose school part names another degree ('from DOCTORAL DEGREE IN ...'). */
export function degreesRunTogether(text: string): string[] {
  return [
    ...text.matchAll(/\b(?:hold|lists) an? ([^()?]+?) from ([^()?]+?)(?= \(| and an? |, an? |\?|\. |\.?$)/g),
  ]
    .filter((match) => DEGREE_NAME.test(match[2] ?? ''))
    .map((match) => `${match[1]} from ${match[2]}`);
}

const MONTH_WORD =
  '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|janvier|f[ée]vrier|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|d[ée]cembre|enero|febrero|abril|mayo|junio|julio|se?tiembre|octubre|noviembre|diciembre|januar|februar|m[äa]rz|juni|juli|oktober|dezember';
// '2015 – 2018', 'gennaio 2005 - alla data attuale', 'Sep 2019 to Present': a CV's date column.
const DATE_COLUMN = new RegExp(
  `^(?:(?:${MONTH_WORD})\\s+)?(?:19|20)\\d{2}\\s*(?:[–—-]|to)\\s*(?:(?:${MONTH_WORD})\\s+)?(?:(?:19|20)\\d{2}|\\p{L}+)`,
  'iu',
);
// '10/2007 Bachelor Studies': a timeline's date, or a range, inside a name.
const DATE_IN_NAME = /\b\d{1,2}\/(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}\b|\p{L})/u;

/**
 * Dates of the CV pasted where they do not belong: a sentence of an answer that opens on a date column (the next
 * entry's header run into a description), or a title, employer or degree the answer names with a date inside it
 * ('a 10/2007 Bachelor Studies').
 */
export function datesPastedIntoAnswer(text: string): string[] {
  const found = text
    // 'from Sep. 2023 to Mar. 2024': a month's full stop ends no sentence.
    .split(/(?<!\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.)(?<=[.!?])\s+/i)
    .filter((sentence) => DATE_COLUMN.test(sentence))
    .map((sentence) => sentence.trim());
  for (const match of text.matchAll(
    /\b(?:as|at|hold|lists)\s+(?:an?\s+)?([^.,;?()]{2,80}?)(?= from | since | in |\.|\?|,| \(| and |$)/gu,
  ))
    if (DATE_IN_NAME.test(match[1] ?? '')) found.push((match[1] ?? '').trim());
  return found;
}
// Contact data as a CV prints it: a phone number shown or masked (with its icon glyph, 'Æ +49 176 *** *** **'), an
// e-mail address, a link, a pointer to one ('See www.acme.org'), or a street address ('Via Roma 12 00100 Roma').
const CONTACT_DATA =
  /(?:(?<=^|\s)\S\s)?\+?[\d*(][\d*\s()./-]{6,}[\d*)]|(?:see\s+)?(?:https?:\/\/|www\.)\S+?(?=[.,;)]*(?:\s|$))|[\w.+-]+@[\w-]+\.[\w.]+|(?:see\s+)?[a-z\d-]+\.(?:com|org|net|io|be|de|fr|it|ca|edu)\/\S+|\b(?:via|viale|piazza|corso|rue|avenue|calle|avenida)\s+\p{Lu}[\p{L}' ]*\d+[\d\s]*\p{Lu}\p{L}+|\b\d+\s+\p{Lu}\p{L}+\s+(?:Road|Street|Avenue|Lane|Drive)\b[^.?]*/giu;
// Where an answer or question names an employer, a title, a project or a degree, right before the name.
const NAME_SLOT =
  /(?:\b(?:at|as an?|as|lists|project|hold an?|hold|from|in|presso|chez|en|bei|como|come|comme)\s+["“«]?\s*|\()$/;

/** Contact data named as an employer, title, project or degree ('your time at +39 392 1234567', 'at See www.x.be'). */
export function contactDataAsRoles(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CONTACT_DATA)) {
    const value = match[0].trim();
    const digits = value.match(/[\d*]/g)?.length ?? 0;
    const isPhone = /^(?:\S\s)?\+?[\d*(][\d*\s()./-]*$/.test(value);
    // A phone has seven figures or more; a year range ('2017 - 2020') is no phone.
    if (isPhone && (digits < 7 || /^(?:19|20)\d{2}\s*[–-]\s*(?:19|20)\d{2}$/.test(value))) continue;
    if (NAME_SLOT.test(text.slice(0, match.index))) found.push(value);
  }
  return [...new Set(found)];
}

// One-word headings of a CV's sections, misspelt ones matched within one or two letters ('Actvities').
const HEADING_WORDS = [
  'experience',
  'education',
  'skills',
  'projects',
  'activities',
  'achievements',
  'interests',
  'hobbies',
  'languages',
  'publications',
  'certifications',
  'references',
  'awards',
  'summary',
  'profile',
  'technologies',
  'volunteering',
];

const isHeadingWord = (name: string): boolean => {
  const word = name.toLowerCase();
  return (
    /^\p{L}{5,}$/u.test(word) &&
    HEADING_WORDS.some((heading) => editDistance(word, heading) <= (word.length <= 8 ? 1 : 2))
  );
};
// A skill-cloud token: names joined by slashes ('HTML/CSS'), an acronym ('SQL'), a coded name ('C++', 'Node.js').
const SKILL_TOKEN = /^(?:[\p{L}\d.#+]+(?:\/[\p{L}\d.#+]+)+|\p{Lu}{2,6}|[\p{L}\d]+(?:\+\+|#|\.js))$/u;

/** Projects a question asks about that are a skill-cloud token or a section heading ('your project "HTML/CSS"'). */
export function projectsThatAreNotProjects(text: string): string[] {
  return [...text.matchAll(/\byour project ["“]([^"”]+)["”]/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((name) => SKILL_TOKEN.test(name) || isHeadingWord(name));
}

// How a CV marks a degree still under way: a range left open, 'since', 'expected', a student of it ('Pós-graduanda em').
const UNDER_WAY =
  /(?:19|20)\d{2}\s*[–—-]\s*(?:current|present|now|today|ongoing|en curso|actualidad)\b|\bsince\s+(?:19|20)\d{2}|\bexpected\b|\b(?:p[óo]s-graduand[oa]|mestrand[oa]|doutorand[oa]|cursando|em (?:andamento|curso)|in corso|en cours|laufend)(?![\p{L}])/iu;

// An entry's dates on a line of their own, a place after them at most ('10/2019 – current – Ilmenau, Germany').
const DATE_LINE =
  /^\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[–—-]\s*(?:current|present|now|today|ongoing|(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*(?:[–—-]\s*[\p{L} ,.'’-]{0,40})?$/iu;
const STATUS_UNDER_WAY = /^\s*status\s*:\s*(?:ongoing|on-going|in progress|not completed)\b/i;

// How a CV marks a degree left unfinished beside its dates ('2015 - dropout', '2018 - 2021 (Incompleto)', 'abgebrochen').
const UNFINISHED =
  /(?:[([·,–—-]|\b(?:19|20)\d{2})\s*(?:incomplet[oae]s?|incomplete|unfinished|not completed|drop(?:ped)?[- ]?out|discontinued|abgebrochen|trancad[oa]|inachev[ée]e?|sin terminar|n[ãa]o conclu[ií]d[oa])\s*(?:[)\],;·]|$)/iu;

/** Degrees an answer says are held ('I hold a Master of Laws (2005)') that the CV dates as still under way. */
export function heldDegreesUnderWay(text: string, cvText: string): string[] {
  return heldDegreesMarked(
    text,
    cvText,
    // 'Status: ongoing' on a line of the entry below its degree says so too, and so does the entry's date line above
    // it ('10/2019 – CURRENT – Ilmenau', a Europass).
    (entry, above) =>
      UNDER_WAY.test(entry[0] ?? '') ||
      (DATE_LINE.test(above) && UNDER_WAY.test(above)) ||
      entry.slice(1).some((other) => STATUS_UNDER_WAY.test(other)),
  );
}

/** Degrees an answer says are held that the CV marks as left unfinished ('M.S. in Biology · 2015 - dropout'). */
export function heldDegreesUnfinished(text: string, cvText: string): string[] {
  return heldDegreesMarked(
    text,
    cvText,
    (entry, above) => UNFINISHED.test(entry[0] ?? '') || (DATE_LINE.test(above) && UNFINISHED.test(above)),
  );
}

/** Degrees an answer says are held whose entry in the CV (its line and the two below, the line above) is so marked. */
function heldDegreesMarked(
  text: string,
  cvText: string,
  isMarked: (entry: string[], above: string) => boolean,
): string[] {
  const lines = cvText.split('\n').map((line) => line.replace(/\s+/g, ' ').toLowerCase());
  const found: string[] = [];
  // A sentence ends at a full stop before a capital; 'M.Sc. in Ecology' goes on.
  for (const match of text.matchAll(/\bhold (?:an? )?(.+?)(?=\.(?:\s+\p{Lu}|\s*$)|\?|$)/gu)) {
    for (const degree of (match[1] ?? '').split(/,\s+(?:and\s+)?an?\s+|\s+and\s+an?\s+/)) {
      // The degree as written, then its name alone: 'Master of Laws' of 'Master of Laws in X (2005)'.
      const written = degree
        .replace(/\s*\(.*$/, '')
        .trim()
        .toLowerCase();
      const name = written.replace(/\s+(?:in|from|at)\s+.*$/, '');
      const at = [written, name]
        .filter((candidate) => candidate.length >= 3)
        .map((candidate) => lines.findIndex((other) => other.includes(candidate)))
        .find((index) => index >= 0);
      const entry = at === undefined ? [] : lines.slice(at, at + 3);
      const above =
        at === undefined ? '' : (lines.slice(0, at).findLast((other) => other.trim() !== '') ?? '');
      if (at !== undefined && isMarked(entry, above)) found.push(degree.trim());
    }
  }
  return found;
}

// A citation: authors by initials and surname ('X. Y. Zed, A. B. See'), or where a work appeared.
// Degrees abbreviated with a space ('B. Tech and M. Tech') are no authors.
const CITATION =
  /(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,},?\s+(?:and\s+)?(?:\p{Lu}\.\s?){1,3}(?!(?:Tech|Sc|Com|Eng|Ed|Arch|Pharm|Phil|Des|Litt?|Mus)\b)\p{Lu}[\p{L}'’-]{2,}|\bIn:\s|\bProceedings\b|\bJournal of\b|\bPress\b|\bet al\./u;

/** Degrees an answer or question names that are a publication's citation ('I hold an X. Y. Zed A. B. See. How to…'). */
export function citationsAsDegrees(text: string): string[] {
  return [...text.matchAll(/\b(?:hold|lists) (?:an? )?(.+?)(?=\. (?:Can|I|My)\b|\?|$)/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((degree) => CITATION.test(degree));
}
