// How a screening question is worded: its lead naming the item, its focus and the probe after it.
import { withoutExampleAsides } from './example-asides.ts';
import nlp from 'compromise';
import {
  dutyInBaseForm,
  isAdjective,
  itemOpening,
  listPhrase,
  runOn,
  withArticle,
  withIndefiniteArticle,
} from './phrasing.ts';
import type { Language } from '../text/stopwords.ts';
import { asInfinitive, requirementShape } from './requirement-shape.ts';
import { fill, pick, type Focus, type Phrases } from './phrases/index.ts';
import {
  BEHAVIOUR,
  COMMUNICATION,
  ONBOARDING,
  PHYSICAL,
  RULE_KEPT,
  YEARS,
  isTool,
  namesLanguageSkill,
  type Candidate,
  languagesNamed,
  namesEducation,
} from './job-lines.ts';

/** Tools first: 'Python or PyTorch' makes a better question than 'pipeline or Python'. */
export function questionSkills(skills: string[]): string[] {
  const tools = skills.filter(isTool);
  return (tools.length > 0 ? tools : skills).slice(0, 2);
}

// 'Subject matter expert with responsibility for …', 'Main point of contact for …': a duty told as the part the holder
// plays, a noun phrase, not verbs ('Subject', 'matter') to run on after 'to'.
const ROLE_HELD =
  /^(?:(?!(?:as|the|an?|be|act|acts|serve|serves|become|work|works)\b)[\p{L}-]+\s+){1,3}(?:expert|owner|contact|advis[eo]r|champion|ambassador|liaison|specialist|representative)\b(?=\s+(?:with|for|on|in|of|to|across|within)\b|\s*[,;:–]|$)/iu;

// 'Data Engineer – Experience in Python, SQL', 'Digital experience – Experience and knowledge in …': a requirement row
// naming the team or track it is for before a dash (a label of one to five words, no figures or commas).
const LABELLED_ROW = /^(\p{Lu}[\p{L}&/-]*(?:\s+[\p{L}&/-]+){0,4})\s+[–—]\s+(\p{Lu}\p{Ll}*(?:\s+\S+){2,})$/u;

function leadEnglish(candidate: Candidate): string {
  const item = candidate.text;
  if (PHYSICAL.test(item)) return `The posting states this physical requirement: "${item}".`;
  // The label keeps its capitals, quoted, never run on as the item's first words ('… asks for data Engineer – …').
  const row =
    candidate.kind === 'requirements' || candidate.kind === 'nice_to_have' ? LABELLED_ROW.exec(item) : null;
  if (row?.[1] && row[2]) {
    const lead = leadEnglish({ ...candidate, text: row[2] });
    return `For "${row[1]}", ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
  }
  switch (candidate.kind) {
    case 'responsibilities': {
      if (ROLE_HELD.test(item))
        return `One of the responsibilities of this role is to act as ${withIndefiniteArticle(runOn(item))}.`;
      const opening = itemOpening(item);
      if (opening === 'imperative') return `One of the responsibilities of this role is to ${runOn(item)}.`;
      if (opening === 'gerund') return `This role involves ${runOn(item)}.`;
      const duty = dutyInBaseForm(item);
      if (duty) return `One of the responsibilities of this role is to ${duty}.`;
      return `The job description lists this responsibility: "${item}".`;
    }
    case 'requirements': {
      // 'Must be licensed to practice', 'To qualify, you must have one year...', 'Applicants should have…': a
      // condition, asked as one.
      const condition =
        /^(?:(?:to (?:qualify|be considered|be eligible)|at a minimum),?\s+)?(?:(?:you|applicants|candidates|th(?:e|is) (?:successful |ideal )?(?:candidate|applicant|person|individual|hire))\s+)?(?:must|should|will(?: need to)?|need to)\s+(?!need\s+(?!to\b))(?:be able to\s+)?(.+)$/i.exec(
          item,
        );
      if (condition?.[1]) return `The role requires you to ${runOn(condition[1])}.`;
      // 'Bachelor's degree required': a board's requirement chip, asked for as the thing itself.
      const required = /^(.+?)\s+(?:is\s+)?required\.?$/i.exec(item)?.[1];
      if (required) return `The role asks for ${withArticle(runOn(required))}.`;
      const trait = traitAsSomeone(item);
      if (trait) return `The role asks for ${trait}.`;
      // 'the ability to use several computer systems' (the rest of a line split at its ';'): the ability itself.
      if (/^the (?:ability|capacity|willingness) to\b/i.test(item))
        return `The role asks for ${runOn(item)}.`;
      const person = personAsked(item);
      if (person) return `The role asks for ${person}.`;
      // 'Although prior research experience is not necessary, you must have…', 'Show us that you know how to…': a
      // sentence of its own (a clause before the point, or told to the reader), quoted rather than run on.
      const shape = requirementShape(item);
      if (shape === 'sentence' || shape === 'hedged verb' || /^(?:the|a|an|you|your|we|our)\b/i.test(item))
        return `The job description states: "${item}".`;
      // 'Understands design patterns': a description of the person, asked for as someone who does it.
      if (isThirdPersonVerb(item)) return `The role asks for someone who ${runOn(item)}.`;
      // 'Detailed, accurate, and timely': a bare list of qualities, quoted as the posting words it (run on after
      // 'someone' it names nothing of the posting's a reader could check).
      if (QUALITY_LIST.test(item) && describesThePerson(item))
        return `The posting describes the person it wants as "${item}".`;
      // 'Passionate about our mission', 'Highly organized': a quality of the person, not a thing to have.
      if (
        (/^\w+\s+(?:about|in|with|to|for|at)\b/i.test(item) && isAdjective(item)) ||
        describesThePerson(item)
      ) {
        return `The role asks for someone ${runOn(item)}.`;
      }
      // 'Read, write and communicate in English', 'Have a couple of years of …': something to do or have, not a thing.
      if (shape === 'verb') return `The role asks you to ${runOn(asInfinitive(item))}.`;
      return `The role asks for ${withArticle(runOn(item))}.`;
    }
    case 'nice_to_have':
      // 'You could also have worked with …', 'It is a plus if you have …': a sentence told to the reader, quoted (run
      // on after 'is' it reads 'is you could also have …').
      if (/^(?:you|it|this)\s/i.test(item))
        return `The job description names this as a plus: "${item.replace(/[.!]+$/, '')}".`;
      return `A nice-to-have for this role is ${withArticle(runOn(item))}.`;
    case 'description':
      return `The job description says: "${item}".`;
  }
}

// A trait told to the reader ('You like to learn new things', 'You have experience with Excel'): one verb, then what
// it says of the person, with no second 'you' to turn.
const TRAIT_VERBS: Record<string, string> = {
  like: 'likes',
  love: 'loves',
  enjoy: 'enjoys',
  thrive: 'thrives',
  care: 'cares',
  bring: 'brings',
  take: 'takes',
};

/** 'You like to learn' → 'someone who likes to learn'; 'You have experience with X' → 'experience with X'. */
function traitAsSomeone(item: string): string | null {
  const told = /^you\s+(\p{L}+)\s+(.+?)[.!]?$/iu.exec(item);
  if (!told?.[1] || !told[2] || /\byou(?:r|['’]\w+)?\b/i.test(told[2])) return null;
  // 'You have a solid background, speak and write Danish …': a second verb after the comma (in lower case, unlike
  // 'Excel, Access and Word'), no one thing to ask for.
  const partsAfterComma = told[2].split(/,\s*/).slice(1);
  if (partsAfterComma.some((part) => /^\p{Ll}/u.test(part) && requirementShape(part) !== 'noun')) return null;
  const verb = told[1].toLowerCase();
  if (verb === 'have') return withArticle(runOn(told[2]));
  const thirdPerson = TRAIT_VERBS[verb];
  return thirdPerson ? `someone who ${thirdPerson} ${runOn(told[2])}` : null;
}

const QUALITY_LIST = /^[\p{L}-]+(?:,\s*[\p{L}-]+)+,?\s+(?:and|or)\s+[\p{L}-]+\.?$/u;

// 'Solid project manager', 'An experienced manager, leader, or coordinator': the kind of person the role wants.
const PERSON_NOUN =
  /^(?:an?\s+)?(?:[\p{L}-]+,?\s+){0,3}?(?:manager|leader|coordinator|doer|solver|thinker|learner|communicator|player|starter|self-starter|planner|organi[sz]er)\b/iu;
// 'Inspired by computers', 'Excited to work with teenagers': a trait told by a participle or an adjective.
const TRAIT_OPENING = /^\p{L}+(?:ed|ful|ous|ive)\s+(?:by|about|to|with|in|for|at)\b/iu;

/** A trait asked for as the person who has it ('a solid project manager', 'someone inspired by …'), or null. */
function personAsked(item: string): string | null {
  if (PERSON_NOUN.test(item)) {
    const phrase = runOn(item);
    return /^an?\s/i.test(phrase) ? phrase : withIndefiniteArticle(phrase);
  }
  return TRAIT_OPENING.test(item) ? `someone ${runOn(item)}` : null;
}

// Verbs a requirement line opens with when it describes the person ('Understands design patterns', 'Thrives in...'),
// perhaps after an adverb ('Currently has, or is obtaining, a degree', 'Already holds a licence').
const PERSON_VERB =
  /^(?:(?:currently|already|still|also|ideally|preferably|actively|fully|really)\s+)?(?:understands|has|demonstrates|thrives|enjoys|knows|possesses|brings|takes|communicates|writes|loves|cares|speaks|shows|learns|adapts|embraces|excels|holds|is|works well|gets)\b/i;

function isThirdPersonVerb(item: string): boolean {
  return PERSON_VERB.test(item);
}

/**
 * 'Highly organized and disciplined', 'Detail oriented with...': a quality of the person (adjectives up to the first
 * 'with', 'and', 'in'...), not a noun phrase such as 'Excellent analytical skills' or 'Strong Python skills'.
 */
function describesThePerson(item: string): boolean {
  if (/^detail[- ]oriented\b/i.test(item)) return true;
  const head = item.split(/\s+(?:with|in|at|about|to|for|of|who|when|under)\b/i)[0] ?? item;
  const terms = nlp(head.charAt(0).toLowerCase() + head.slice(1))
    .terms()
    .json() as {
    terms: { tags: string[] }[];
  }[];
  const tags = terms.map((term) => term.terms[0]?.tags ?? []);
  if (tags.length === 0 || tags.length > 5) return false;
  // 'Highly organized and disciplined': after the first word, a participle such as 'disciplined' is a quality too
  // (an opening 'Managed budgets' is a verb).
  return tags.every(
    (wordTags, index) =>
      ['Adjective', 'Adverb', 'Conjunction'].some((tag) => wordTags.includes(tag)) ||
      (index > 0 && wordTags.includes('PastTense')),
  );
}

// A law, regulation or standard ('Knowledge of confidentiality and HIPAA standards', 'SOX compliance'): knowledge one
// applies, not a tool one builds with, however it is worded.
const REGULATION = /^(?:HIPAA|GDPR|SOX|FERPA|OSHA|CCPA|GAAP|IFRS|PCI[- ]?DSS|ISO\s?\d+)$/;

// 'Generally Accepted Accounting Principles (GAAP)': a standard's short name is a practice one follows, not a tool one
// builds with.
const isStandardIn = (skill: string, item: string): boolean =>
  REGULATION.test(skill) ||
  new RegExp(
    String.raw`\b(?:principles|standards|regulations|rules|code|act)\s*\(${skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\)`,
    'i',
  ).test(item);

// 'Satisfactorily complete all training requirements (including … certification)', 'Must be willing to obtain
// certification within six months': training the job will give, not a qualification the person holds.
const TRAINING_TO_COMPLETE =
  /^(?:(?:must|will|should)\s+(?:be\s+(?:willing|able)\s+to\s+)?)?(?:\p{L}+ly\s+)?(?:complete|finish|obtain|undergo|attend)\b/iu;

// 'Внимательность, ответственность, стремление к профессиональному росту, …', 'Zuverlässigkeit, Teamfähigkeit,
// Flexibilität': a line listing the person's qualities, most of them one word, named by nouns of quality in the
// languages read.
const QUALITY_NOUN = /(?:ость|ість|ość|keit|heit|ität|idad|ità|ité|ness|ity)$/iu;
const MIN_QUALITIES = 3;
const QUALITY_WORDS = 5;
function isQualitiesList(item: string): boolean {
  const parts = item
    .replace(/[.!]$/, '')
    .split(/,\s*/)
    .map((part) => part.trim().split(/\s+/));
  if (parts.length < MIN_QUALITIES || /[\d:;]/.test(item)) return false;
  const single = parts.filter((words) => words.length === 1).map(([word = '']) => word);
  return (
    parts.every((words) => words.length <= QUALITY_WORDS) &&
    single.length * 2 >= parts.length &&
    single.filter((word) => QUALITY_NOUN.test(word)).length >= 2
  );
}

export function focusOf(candidate: Candidate): Focus {
  const item = candidate.text;
  if (PHYSICAL.test(item)) return 'physical';
  // One quality of the list asked for by an example of it, not the list as experience to cover.
  if (candidate.kind === 'requirements' && isQualitiesList(item)) return 'behaviour';
  if (candidate.kind === 'requirements' && YEARS.test(item)) return 'years';
  // A described duty that names a certified job title ('The Certified Nurse … provides') asks for no qualification.
  if (
    namesEducation(item) &&
    !TRAINING_TO_COMPLETE.test(item) &&
    (candidate.kind === 'requirements' || candidate.kind === 'nice_to_have')
  )
    return 'education';
  if (namesLanguageSkill(item)) return 'language';
  const hasTool = candidate.skills.some((skill) => isTool(skill) && !isStandardIn(skill, item));
  if (candidate.kind === 'requirements' && !hasTool && COMMUNICATION.test(item)) return 'communication';
  if (candidate.kind === 'responsibilities' && ONBOARDING.test(item)) return 'onboarding';
  // 'Adhere to all safety guidelines', 'Follow all safety procedures and SOPs': a rule kept, asked as a situation
  // that tested it rather than as a thing done once.
  if (candidate.kind === 'responsibilities' && RULE_KEPT.test(item)) return 'behaviour';
  if (candidate.skills.length > 0)
    return candidate.kind === 'nice_to_have' ? 'nice' : hasTool ? 'tools' : 'practices';
  if (candidate.kind === 'responsibilities' || candidate.kind === 'description') return 'duty';
  if (candidate.kind === 'nice_to_have') return 'nice';
  return BEHAVIOUR.test(item.normalize('NFD').replace(/\p{M}/gu, '')) ? 'behaviour' : 'general';
}

// Office and business applications: a person uses them for a task, they do not build with them.
const OFFICE_TOOLS =
  /^(?:Excel|Microsoft Excel|Word|PowerPoint|Outlook|Microsoft Office|Office 365|Microsoft 365|Google (?:Sheets|Docs|Slides)|QuickBooks|Xero|Sage|NetSuite|SAP|Salesforce|HubSpot|Zendesk|ServiceNow|Jira|Confluence)$/;

/** The question's probe after its item, in the phrases' language. */
export function probe(phrases: Phrases, candidate: Candidate, focus: Focus, turn: number): string {
  const skills = listPhrase(questionSkills(candidate.skills), phrases.or);
  const isOffice = focus === 'tools' && candidate.skills.some((skill) => OFFICE_TOOLS.test(skill));
  // 'tanto en inglés como en español': two languages are asked about as two, each by its name.
  const named = focus === 'language' ? languagesNamed(candidate.text) : [];
  const languages = named.length > 1 ? listPhrase(named, phrases.and) : '';
  return fill(pick(phrases.probes[isOffice ? 'officeTools' : focus], turn), { skills, languages });
}

/** How the question names its item: English follows the item's grammar, other languages quote it after a lead. */
export function lead(phrases: Phrases, candidate: Candidate): string {
  if (!phrases.leads) return leadEnglish(candidate);
  const [open, close] = phrases.quote;
  // A duty quoted whole stops before its aside of examples.
  const text = withoutExampleAsides(candidate.text);
  const quoted = `${open}${text}${close}`;
  const { otherRegister, dutyInLeadForm } = phrases;
  if (candidate.kind !== 'description' && otherRegister?.pattern.test(text))
    return fill(otherRegister.leads[candidate.kind], { quoted });
  if (candidate.kind === 'requirements' && phrases.qualitiesLead && isQualitiesList(text))
    return fill(phrases.qualitiesLead, { quoted });
  const item = candidate.kind === 'responsibilities' && dutyInLeadForm ? dutyInLeadForm(text) : text;
  return fill(phrases.leads[candidate.kind], { item: runOn(item), quoted });
}

// Names of the skills lexicon that are everyday words of another language: Spanish 'personas' are people, not the
// design method.
export const EVERYDAY_WORDS: Partial<Record<Language, ReadonlySet<string>>> = { es: new Set(['personas']) };
