import { AdminQaPairSchema, CvQaSchema, type AdminQaPair, type CvQa, type QaPair } from '@viva/contracts';
import nlp from 'compromise';
import type { CvQaInput, RunOptions } from '../engine.ts';
import { withDegreesUnderWay } from './cv-degrees-under-way.ts';
import { its, wink } from '../text/nlp.ts';
import { dropNearDuplicates } from '../text/similarity.ts';
import { skillMention } from '../text/skills.ts';
import { cvLanguage } from './cv-language.ts';
import { readCvProfile, type CvEducation, type CvProfile, type CvRole } from './cv-profile.ts';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { localisedAdminPairs, localisedPracticePairs } from './cv-qa-localised.ts';
import { withWorkTold } from './cv-third-person.ts';
import {
  asSentence as sentence,
  listPhrase,
  runOn,
  shorten,
  withIndefiniteArticle,
  withSingleFullStops,
} from './phrasing.ts';

const MAX_ROLE_QUESTIONS = 3;
const MAX_DETAILS_PER_ANSWER = 3;
const MAX_PROJECT_QUESTIONS = 2;
// Spec: at least six practice pairs for a CV with a work history.
const MIN_PRACTICE_PAIRS = 6;

/**
 * A CV line in the first person, keeping its words: 'Developed an API' → 'I developed an API'; present-tense
 * duties stay present for the current job ('I meet with clients') and become 'one of my responsibilities was
 * to ...' for past ones; 'Leading teams' → 'My work included leading teams'; full sentences stay as written.
 */
export function firstPerson(detail: string, isCurrent: boolean): string {
  const text = withWorkTold(detail.trim());
  if (/^(?:i|my|we|our)\b/i.test(text)) return sentence(text);
  // 'Tide Model Project: Developing a wave model…' (research CVs): the project named, then the work done on it.
  const project = PROJECT_LEAD.exec(text);
  if (project) {
    const told = firstPerson(text.slice(project[0].length), isCurrent);
    return sentence(`On the ${project[1] ?? ''}, ${told.charAt(0).toLowerCase()}${told.slice(1)}`);
  }
  // 'Also created a backtesting engine': 'I also created...'.
  const also = /^also\s+(?=\p{L})/iu.exec(text);
  if (also) {
    const told = firstPerson(text.slice(also[0].length), isCurrent);
    return /^I\s/.test(told) ? told.replace(/^I\s/, 'I also ') : sentence(text);
  }
  // Passive openings: 'Hired to redevelop...', 'Responsible for architecting...'.
  // 'Hired and trained a team' is active: the passive reading needs what follows it ('to', 'as', 'by'...).
  if (
    /^(?:hired|promoted|recruited|selected|chosen|appointed|awarded|brought on|involved)\s+(?:to|as|by|in|into|at|for|from|onto|the|a|an)\b/i.test(
      text,
    )
  ) {
    return sentence(`I was ${runOn(text)}`);
  }
  if (/^responsible for\b/i.test(text)) return sentence(`I ${isCurrent ? 'am' : 'was'} ${runOn(text)}`);
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  const firstWord = text.split(/\s+/)[0] ?? '';
  // 'organising volunteer days' (a spelling the tagger may not know): a lower-case -ing word opens a duty.
  if (
    /ing$/i.test(firstWord) &&
    (tags.includes('Gerund') ||
      tags.includes('Adjective') ||
      tags.includes('Verb') ||
      /^\p{Ll}/u.test(firstWord))
  ) {
    return sentence(`My work ${isCurrent ? 'includes' : 'included'} ${runOn(text)}`);
  }
  // compromise reads a capitalised 'Prepared' at the start of a line as an adjective.
  // 'Co-designed', 'Re-launched': a prefixed past tense the tagger does not know.
  if (
    tags.includes('PastTense') ||
    (/^[A-Z][a-z]+ed$/.test(firstWord) && tags.includes('Adjective')) ||
    /^[A-Z][a-z]{1,3}-[a-z]+ed$/.test(firstWord)
  )
    return sentence(`I ${runOn(text)}`);
  if (tags.includes('Infinitive') || tags.includes('Imperative')) {
    return sentence(isCurrent ? `I ${runOn(text)}` : `One of my responsibilities was to ${runOn(text)}`);
  }
  // 'Primary billing contact for 30 clinics': the position the candidate held, told as theirs.
  if (HELD_POSITION.test(text)) return sentence(`I ${isCurrent ? 'am' : 'was'} the ${runOn(text)}`);
  return sentence(text);
}

const PROJECT_LEAD = /^([^:!?]{2,60}?\b[Pp]roject):\s+(?=\p{Lu}\p{Ll}+ing\b)/u;

// A line naming the candidate's place for others rather than a deed ('Main liaison between sales and support').
const HELD_POSITION =
  /^(?:[\p{L}()&/-]+\s+){0,5}?(?:point of contact|contact person|contact|liaison|go-to person)\s+(?:for|on|of|between|to|with)\b/iu;

/** A first-person CV sentence addressed back to the candidate: 'I led a team' → 'you led a team'. */
function secondPerson(claim: string): string {
  return claim
    .replace(/^I'm\b/, "you're")
    .replace(/^I am\b/, 'you are')
    .replace(/^I was\b/, 'you were')
    .replace(/^I\b/, 'you')
    .replace(/^My\b/, 'your')
    .replace(/^One of my\b/, 'one of your');
}

/** The role as the CV lists it: 'Member at Enactus' (what an admin question quotes back). */
function roleName(role: CvRole): string {
  if (role.title && role.organisation) return `${role.title} at ${role.organisation}`;
  return role.title ?? role.organisation ?? 'this role';
}

// A post one person holds ('CTO', 'Head of People', 'Director of IT', 'Founder') is held bare; one of many
// ('Member', 'Volunteer', 'Software Engineer', 'Office Manager') takes an article after 'as', 'was' or 'been'.
const SOLE_POST =
  /\b(?:chief|ceo|cto|cfo|coo|cio|president|vp|founder|co-founder|cofounder|owner|head|chair|chairman|chairwoman|partner)\b|^general counsel\b|\sof\s|,/i;

/** 'a Member', 'an Office Manager', 'an IT Technician', 'a Sr. Engineer'; 'Director of IT' and 'CTO' stay bare. */
function post(title: string): string {
  if (SOLE_POST.test(title) || /^(?:a|an|the)\s/i.test(title)) return title;
  return withIndefiniteArticle(title);
}

/** The role as the candidate says they held it: 'a Member at Enactus', 'Director of IT at Fox'. */
function heldRole(role: CvRole): string {
  return role.title ? roleName({ ...role, title: post(role.title) }) : roleName(role);
}

/**
 * The role after a preposition: 'as Analyst at Acme', or 'at Acme' when the CV gives the employer without a title
 * we can read (an employer is never called a job: 'your time as The Walt Disney Company').
 */
function asOrAt(role: CvRole): string {
  return role.title || !role.organisation ? `as ${heldRole(role)}` : `at ${role.organisation}`;
}

function period(role: CvRole): string {
  if (!role.start) return '';
  if (role.isCurrent) return ` since ${role.start}`;
  if (role.end === role.start) return ` in ${role.start}`;
  return role.end ? ` from ${role.start} to ${role.end}` : ` from ${role.start}`;
}

function roleIntro(role: CvRole): string {
  if (!role.isCurrent) return `I worked ${asOrAt(role)}${period(role)}.`;
  const where = role.title || !role.organisation ? heldRole(role) : `working at ${role.organisation}`;
  return `I have been ${where}${period(role)}.`;
}

/** 'I hold a BSc in Computer Science from X (2015)' or 'I studied Computer Science at X' when no degree is named. */
function educationPhrase(entry: CvEducation): string {
  if (entry.degree) return withIndefiniteArticle(degreeName(entry));
  const place = entry.institution ? ` at ${entry.institution}` : '';
  const year = entry.year ? ` (${entry.year})` : '';
  return `${entry.field ?? 'courses'}${place}${year}`;
}

function degreeName(entry: CvEducation): string {
  const subject = entry.degree ?? (entry.field ? `studies in ${entry.field}` : 'studies');
  const field = entry.degree && entry.field ? ` in ${entry.field}` : '';
  // A degree under way is studied at its school, not held from it.
  const institution = entry.institution ? ` ${isUnderWay(entry) ? 'at' : 'from'} ${entry.institution}` : '';
  const year = entry.year && !isUnderWay(entry) ? ` (${entry.year})` : '';
  return `${subject}${field}${institution}${year}`;
}

/** A degree the CV dates 'since 2022' or 'expected 2016': the candidate is studying for it, and does not hold it yet. */
const isUnderWay = (entry: CvEducation): boolean => /^(?:since|expected)\b/.test(entry.year ?? '');

/** 'I hold a BSc...', 'I studied...', or 'I started a PhD... in 2022 and I am still studying for it'. */
function educationSentence(entry: CvEducation): string {
  const expected = /^expected\s+(.*)$/.exec(entry.year ?? '')?.[1];
  if (entry.degree && expected)
    return `I am studying for ${withIndefiniteArticle(degreeName(entry))}, and I expect to graduate in ${expected}.`;
  if (entry.degree && isUnderWay(entry))
    return `I started ${withIndefiniteArticle(degreeName(entry))} in ${entry.year?.replace(/^since\s+/, '')} and I am still studying for it.`;
  return `${entry.degree ? 'I hold' : 'I studied'} ${educationPhrase(entry)}.`;
}

// A student CV's objective states what the candidate wants ('To obtain an on-campus position...'), not who they are.
const OBJECTIVE =
  /^to\s+(?:obtain|secure|find|gain|get|join|pursue|work|contribute|apply|use|utili[sz]e|build|develop|become|seek|start|launch|grow|be|keep|excel|achieve|attain|make)\b/i;

const DEGREE_OPENING =
  /^(?:Ph\.?D|M\.?Sc|B\.?Sc|MBA|M\.?Eng|B\.?Eng|M\.?S|B\.?S|M\.?A|B\.?A|Master['’]s|Bachelor['’]s)\b/;

/** The summary's opening sentence in the first person: 'Seasoned Product Manager with...' → "I'm a seasoned...". */
function summaryInFirstPerson(profile: CvProfile): string | null {
  const opening = profile.summary.find((line) => line.split(/\s+/).length >= 5 && !OBJECTIVE.test(line));
  if (!opening) return null;
  // 'As an Executive Administrator at Gladstone Institutes, I provide...' speaks for itself.
  if (/^(?:i|my)\b|,\s+I\s/i.test(opening)) return sentence(opening);
  if (/^seeking\b/i.test(opening)) return sentence(`I'm ${runOn(opening)}`);
  // 'A bilingual, results-oriented Office Coordinator with...': the CV's own article stays.
  if (/^an?\s/i.test(opening)) return sentence(`I'm ${runOn(opening)}`);
  // 'PhD in molecular biology with...': a degree is held.
  if (DEGREE_OPENING.test(opening)) return sentence(`I have ${withIndefiniteArticle(opening)}`);
  const tags = (nlp(opening).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  // The person's noun comes before the first preposition ('Current Data Science and Statistics student at UCSB').
  const head = opening.split(/\s(?:with|at|in|of|for|who|interested|based)\s/)[0] ?? '';
  // A scientist's noun of any field ('Aspiring astrophysicist with…', 'Statistician with…').
  const words = head.split(/\s+/).slice(0, 8).join(' ');
  const isScientist =
    /\b\p{L}{3,}(?:ist|ician)\b/iu.test(words) &&
    !/\b(?:check|play|wish|short|black|white)list\b/i.test(words);
  const isNounPhrase =
    isScientist ||
    /\b(?:professional|developer|engineer|manager|accountant|analyst|designer|leader|specialist|technician|consultant|teacher|student|graduate|scientist|researcher|coordinator|administrator|executive|director|officer|assistant|nurse|lawyer|attorney|architect|entrepreneur|expert)\b/i.test(
      head.split(/\s+/).slice(0, 8).join(' '),
    );
  if (isNounPhrase) {
    const article = /^[aeiou]/i.test(opening) ? 'an' : 'a';
    return sentence(`I'm ${article} ${runOn(opening)}`);
  }
  if (tags.includes('Adjective')) return sentence(`I'm ${runOn(opening)}`);
  // A summary opening on what the candidate is doing ('Developing computational methods...'): "I'm developing...",
  // never "I have developing...".
  const isVerb =
    tags.includes('Gerund') ||
    tags.includes('Verb') ||
    wink.readDoc(opening).tokens().out(its.pos)[0] === 'VERB';
  if (/^\p{L}+ing\b/u.test(opening) && isVerb) {
    return sentence(`I'm ${runOn(opening)}`);
  }
  return sentence(`I have ${runOn(opening)}`);
}

function aboutYourself(profile: CvProfile): QaPair | null {
  const latest = profile.roles[0];
  const parts = [
    summaryInFirstPerson(profile),
    latest ? roleIntro(latest) : null,
    // Skills the CV only names in passing ('GAAP revenue', 'the supply chain') are no account of the skills used most.
    profile.hasSkillsSection && profile.skills.length >= 2
      ? `The skills I use most are ${listPhrase(profile.skills.slice(0, 5))}.`
      : null,
    profile.education[0] ? educationSentence(profile.education[0]) : null,
  ].filter((part): part is string => part !== null);
  return parts.length >= 2 ? { question: 'Tell me about yourself.', answer: parts.join(' ') } : null;
}

// Worded differently per job, so two jobs at one employer do not read as the same question.
function roleQuestion(role: CvRole, index: number): string {
  if (!role.title || !role.organisation) return `Tell me about your time ${asOrAt(role)}.`;
  const wordings = [
    `What did you do as ${post(role.title)} at ${role.organisation}?`,
    `Tell me about your work at ${role.organisation}. What were you responsible for as ${post(role.title)}?`,
    `Looking back at your time as ${post(role.title)} (${role.organisation}), what did you work on?`,
  ];
  return wordings[index % wordings.length] ?? wordings[0] ?? '';
}

const hasFigures = (detail: string): boolean => /\d[\d,.]*\s*(?:%|x\b|\+|million|k\b)|\$\d/.test(detail);

/**
 * A spoken answer about a job: the situation (the role, where and when), what the candidate did (the CV's duty
 * lines), and a result the CV states (a line with figures), in that order.
 */
function roleAnswer(role: CvRole, details: string[]): string {
  const result = details.find(hasFigures);
  const spoken = toldDetails(details).map((detail) => firstPerson(detail, role.isCurrent));
  // A line of work under way ('My work includes developing…') is no result, figures or not.
  if (result && spoken.length > 1 && !/\bmy work includes\b/i.test(spoken.at(-1) ?? ''))
    spoken[spoken.length - 1] = `The result I would point to: ${runOn(spoken.at(-1) ?? '')}`;
  return [roleIntro(role), ...spoken].join(' ');
}

/** The CV lines a job's answer tells: two things done, then a result with figures when the CV states one. */
function toldDetails(details: string[]): string[] {
  const actions = details.filter((detail) => !hasFigures(detail)).slice(0, MAX_DETAILS_PER_ANSWER - 1);
  const result = details.find(hasFigures);
  const chosen = [...actions, ...(result ? [result] : [])];
  return chosen.length > 0 ? chosen : details.slice(0, MAX_DETAILS_PER_ANSWER);
}

function rolePairs(profile: CvProfile, from = 0, to = MAX_ROLE_QUESTIONS): QaPair[] {
  const described = profile.roles.filter(
    (role) => role.details.length > 0 && (role.title || role.organisation),
  );
  // Two jobs of one title without an employer would be asked the same question: their dates tell them apart.
  const isNamesake = (role: CvRole): boolean =>
    !role.organisation && described.filter((other) => other.title === role.title).length > 1;
  return described.slice(from, to).map((role, index) => ({
    // 'Danggeun Market Inc.' ends its own sentence: one full stop, not two.
    question: roleQuestion(role, from + index)
      .replace(/\.\.(?=\s|$)/g, '.')
      .replace(/\.$/, isNamesake(role) ? `${period(role)}.` : '.'),
    answer: roleAnswer(role, role.details),
  }));
}

/**
 * Questions on the CV lines a job's answer left out (it tells at most three): for a CV that gives few jobs but
 * describes them, each such line is its own story.
 */
function detailPairs(profile: CvProfile): QaPair[] {
  return profile.roles.flatMap((role) =>
    role.details
      .filter((detail) => !toldDetails(role.details).includes(detail))
      .map((detail) => {
        const claim = firstPerson(detail, role.isCurrent);
        return {
          question: `Your CV says that ${asOrAt(role)} ${secondPerson(shorten(claim, 25))} What was your part in it, and what came of it?`,
          answer: situationAndAction(role, detail, claim),
        };
      }),
  );
}

/**
 * Questions on the moves a CV shows (a promotion, a change of employer), for CVs that list jobs without describing
 * them (LinkedIn exports often do): the answer retells the move from the CV's titles, employers and dates.
 */
function careerPairs(profile: CvProfile): QaPair[] {
  const dated = profile.roles.filter((role) => role.title && role.start);
  const pairs: QaPair[] = [];
  for (let index = 0; index + 1 < dated.length && pairs.length < 3; index += 1) {
    const newer = dated[index] as CvRole;
    const older = dated[index + 1] as CvRole;
    // A job still held, or one that began before the job listed above it, was held alongside it: no move.
    if (older.isCurrent || (yearOf(newer.start) ?? 0) < (yearOf(older.start) ?? 0)) continue;
    const isPromotion = newer.organisation !== null && newer.organisation === older.organisation;
    // The same title again at the same employer (a timeline's new contract) is no move to ask about.
    if (isPromotion && newer.title === older.title) continue;
    const olderPart = `${older.title}${older.organisation ? ` at ${older.organisation}` : ''}`;
    const stays = newer.isCurrent ? ', and I am still in that role' : newer.end ? ` until ${newer.end}` : '';
    pairs.push(
      isPromotion
        ? {
            question: `Your CV shows you moved from ${older.title} to ${newer.title} at ${newer.organisation} in ${newer.start}. What changed in your responsibilities with the new role?`,
            answer: `I started at ${newer.organisation} as ${post(older.title ?? '')} in ${older.start}. In ${newer.start} I became ${post(newer.title ?? '')}${stays}.`,
          }
        : {
            // A second move is asked in other words: one question twice over reads as a repeat.
            question: pairs.some((pair) => pair.question.startsWith('Your CV shows you moved from'))
              ? `What took you from ${olderPart} to ${roleName(newer)} in ${newer.start}, and what did the earlier job prepare you for?`
              : `Your CV shows you moved from ${olderPart} to ${roleName(newer)} in ${newer.start}. What led to that move, and what did you take with you from the earlier role?`,
            answer: `I was ${heldRole(older)}${period(older)}. In ${newer.start} I joined ${newer.organisation ?? 'a new employer'} as ${post(newer.title ?? '')}${stays}.`,
          },
    );
  }
  return pairs;
}

/**
 * The answer to a question on one CV line: the situation (the role), another thing the candidate did there when
 * the CV says one, and the line itself, so the answer tells a short story rather than repeating the line.
 */
function situationAndAction(role: CvRole, detail: string, claim: string): string {
  const other = role.details.find((line) => line !== detail && !hasFigures(line));
  return [roleIntro(role), ...(other ? [firstPerson(other, role.isCurrent)] : []), claim].join(' ');
}

/** The jobs the role questions already ask about: a second question on one of them reads as the same question. */
function askedRoles(profile: CvProfile): Set<CvRole> {
  return new Set(
    profile.roles
      .filter((role) => role.details.length > 0 && (role.title || role.organisation))
      .slice(0, MAX_ROLE_QUESTIONS),
  );
}

function achievementPair(profile: CvProfile, asked: Set<CvRole>): { role: CvRole; pair: QaPair } | null {
  const candidates = profile.roles
    .filter((role) => !asked.has(role))
    .flatMap((role) => role.details.map((detail) => ({ role, detail })));
  const scored = candidates
    .map((candidate) => ({
      ...candidate,
      figures: candidate.detail.match(/\d[\d,.]*\s*(?:%|x\b|\+|million|k\b)?/g)?.length ?? 0,
    }))
    .filter(
      (candidate) =>
        candidate.figures > 0 && /^(?:[A-Z][a-z]+ed|Led|Built|Grew|Won|Cut)\b/.test(candidate.detail),
    )
    .sort((first, second) => second.figures - first.figures);
  const best = scored[0];
  if (!best) return null;
  const claim = firstPerson(best.detail, best.role.isCurrent);
  const place = best.role.organisation ? ` at ${best.role.organisation}` : '';
  return {
    role: best.role,
    pair: {
      question: `Your CV says that${place} ${secondPerson(shorten(claim, 25))} Tell me more about that result and your part in it.`,
      answer: situationAndAction(best.role, best.detail, claim),
    },
  };
}

function leadershipPair(profile: CvProfile, asked: Set<CvRole>): QaPair | null {
  for (const role of profile.roles.filter((candidate) => !asked.has(candidate))) {
    const detail = role.details.find((line) =>
      /^(?:led|managed|mentored|supervised|coordinated|directed|scaled)\b/i.test(line),
    );
    if (detail) {
      const claim = firstPerson(detail, role.isCurrent);
      return {
        question: `Your CV says that ${asOrAt(role)} ${secondPerson(shorten(claim, 25))} How did you lead that work?`,
        answer: situationAndAction(role, detail, claim),
      };
    }
  }
  return null;
}

function skillsPair(profile: CvProfile): QaPair | null {
  const tools = profile.skills.filter((skill) => /^[\p{Lu}\p{N}.]/u.test(skill)).slice(0, 6);
  if (tools.length < 2) return null;
  const evidence: string[] = [];
  const used = new Set<string>();
  for (const skill of tools) {
    if (evidence.length >= 2) break;
    const pattern = skillMention(skill);
    const role = profile.roles.find((candidate) => candidate.details.some((detail) => pattern.test(detail)));
    const detail = role?.details.find((line) => pattern.test(line));
    if (role && detail && !used.has(detail)) {
      used.add(detail);
      const where = role.organisation ? `At ${role.organisation}, ` : '';
      const claim = firstPerson(detail, role.isCurrent);
      evidence.push(`${where}${where ? runOn(claim) : claim}`);
    }
  }
  // Naming the tools back without where they were used only restates the CV: without a job line that shows their
  // use, the question asks how they come into the current job, and the answer starts from that job.
  const latest = profile.roles.find((role) => role.title || role.organisation);
  if (evidence.length === 0) {
    if (!latest) return null;
    return {
      question: `Your CV lists ${listPhrase(tools.slice(0, 4))}. Which of them does your work ${asOrAt(latest)} rely on most?`,
      answer: `${roleIntro(latest)} The ones I know best are ${listPhrase(tools.slice(0, 3))}.`,
    };
  }
  return {
    question: `Your CV lists ${listPhrase(tools.slice(0, 4))}. Which do you know best, and where have you used them?`,
    answer: [`The ones I know best are ${listPhrase(tools)}.`, ...evidence].join(' '),
  };
}

function educationPair(profile: CvProfile): QaPair | null {
  if (profile.education.length === 0) return null;
  const entries = profile.education.slice(0, 3);
  const degrees = entries.filter((entry) => entry.degree && !isUnderWay(entry)).map(educationPhrase);
  const courses = entries.filter((entry) => !entry.degree).map(educationPhrase);
  const parts = [
    ...entries.filter((entry) => entry.degree && isUnderWay(entry)).map(educationSentence),
    degrees.length > 0 ? `I hold ${listPhrase(degrees)}.` : '',
    courses.length > 0 ? `I studied ${listPhrase(courses)}.` : '',
    profile.coursework.length > 0
      ? `My coursework included ${listPhrase(profile.coursework.slice(0, 4))}.`
      : '',
  ];
  // A factual question, answered by the credentials themselves (like the admin questions): 'Tell me about your
  // PhD' would ask for a story the CV does not tell.
  if (degrees.length > 0)
    return {
      question: 'Which degrees do you hold, and where did you study?',
      answer: parts.filter(Boolean).join(' '),
    };
  // Studies without a degree held are no credential: what they led to (the jobs the CV dates since) tells the story.
  const latestStudy = Math.max(...entries.map((entry) => yearOf(entry.year) ?? 0));
  const since = latestStudy > 0 ? rolesSince(profile, latestStudy) : [];
  const alongside = profile.roles
    .filter((role) => role.title && (role.isCurrent || (yearOf(role.end) ?? 0) >= latestStudy - 4))
    .slice(0, 3);
  const led = entries.some(isUnderWay)
    ? alongside.length > 0
      ? `Alongside my studies I have worked as ${listPhrase(alongside.map(heldRole))}.`
      : ''
    : since.length > 0
      ? `Since then I have worked as ${listPhrase(since.map(heldRole))}.`
      : '';
  return {
    question: 'Tell me about your education, and how it led into your work.',
    answer: [...parts, led].filter(Boolean).join(' '),
  };
}

function projectPairs(profile: CvProfile, from = 0, to = MAX_PROJECT_QUESTIONS): QaPair[] {
  return profile.projects.slice(from, to).map((project) => {
    const told = project.details.slice(0, MAX_DETAILS_PER_ANSWER).map((detail) => firstPerson(detail, false));
    const dated = project.year ? ` (${project.year})` : '';
    if (!project.kind) {
      // A project done at an employer: where and when, then what the CV says of it.
      const context = project.at ? [`I worked on "${project.name}" at ${project.at}${dated}.`] : [];
      return {
        question: `Tell me about your project "${project.name}".`,
        answer: [...context, ...told].join(' '),
      };
    }
    // A work listed among the experience ('1951 · Disney Film. · Film'): asked as the work it is, not as an employer.
    return {
      question: `Your CV lists the ${project.kind} "${project.name}"${dated}. What was your part in it?`,
      answer: [`I worked on the ${project.kind} "${project.name}"${dated}.`, ...told].join(' '),
    };
  });
}

function certificationPair(profile: CvProfile): QaPair | null {
  if (profile.certifications.length === 0) return null;
  return {
    question: `Your CV lists ${listPhrase(profile.certifications.slice(0, 2).map((item) => `"${item}"`))}. Which professional certifications do you hold?`,
    answer: `I hold these certifications: ${listPhrase(profile.certifications.slice(0, 4))}.`,
  };
}

/**
 * For a profile that lists jobs without describing them: the headline under the name is the candidate's own account
 * of their work, told with the current job and the areas the CV names.
 */
function headlinePair(profile: CvProfile): QaPair | null {
  const headline = profile.headline;
  const latest = profile.roles[0];
  if (!headline || !latest) return null;
  const fields = headline.split(/\s*,\s*/);
  const opening = / at \p{Lu}/u.test(headline)
    ? `I'm ${withIndefiniteArticle(headline)}.`
    : fields.length >= 2 && fields.every((field) => field.split(/\s+/).length <= 3)
      ? `The fields I work in are ${listPhrase(fields.map((field) => field.toLowerCase()))}.`
      : null;
  if (!opening) return null;
  const areas =
    profile.skills.length > 0 ? `The areas I know best are ${listPhrase(profile.skills.slice(0, 3))}.` : null;
  return {
    question: `Your profile's headline reads "${headline}". What does that work involve, and where have you done it?`,
    // A headline that already names the current employer is not told twice: only how long the candidate has been there.
    answer: [
      opening,
      latest.organisation && headline.includes(latest.organisation)
        ? latest.isCurrent && latest.start
          ? `That has been my job since ${latest.start}.`
          : null
        : roleIntro(latest),
      areas,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const yearOf = (date: string | null): number | null =>
  Number(/\b(?:19|20)\d{2}\b/.exec(date ?? '')?.[0]) || null;

/** Up to three titled jobs the CV dates from a year on, oldest first. */
function rolesSince(profile: CvProfile, year: number): CvRole[] {
  return profile.roles
    .filter((role) => role.title && (yearOf(role.start) ?? 0) >= year)
    .slice(0, 3)
    .reverse();
}

/** What the candidate studied, then the jobs the CV dates after it: how the studies led into the work. */
function studiesPair(profile: CvProfile): QaPair | null {
  const entry = profile.education.find(
    (candidate) => candidate.institution && candidate.year && !isUnderWay(candidate),
  );
  const finished = yearOf(entry?.year ?? null);
  if (!entry?.institution || finished === null) return null;
  const since = rolesSince(profile, finished);
  if (since.length === 0) return null;
  return {
    question: `How have you used what you studied at ${entry.institution} in the work you have done since?`,
    answer: `${educationSentence(entry)} Since then I have worked as ${listPhrase(since.map(heldRole))}.`,
  };
}

/**
 * For a CV that lists publications: the candidate's own account of them, from the titles and years the CV gives,
 * with the role or the studies the candidate was in at the time when the CV dates them.
 */
function publicationsPair(profile: CvProfile): QaPair | null {
  const listed = profile.publications.slice(0, 3);
  const first = listed[0];
  if (!first) return null;
  const named = (entry: CvProfile['publications'][number]): string =>
    `"${entry.title}"${entry.year ? ` (${entry.year})` : ''}`;
  const year = yearOf(first.year) ?? -1;
  const heldThen = profile.roles.find(
    (role) =>
      role.title &&
      (yearOf(role.start) ?? Infinity) <= year &&
      (role.isCurrent || (yearOf(role.end) ?? 0) >= year),
  );
  const studyThen = profile.education.find(
    (entry) => entry.degree && isUnderWay(entry) && (yearOf(entry.year) ?? Infinity) <= year,
  );
  const context = heldThen
    ? `I wrote it as ${heldRole(heldThen)}.`
    : studyThen
      ? `I wrote it during my ${studyThen.degree}${studyThen.institution ? ` at ${studyThen.institution}` : ''}.`
      : null;
  return {
    question: `Your CV lists publications, among them ${named(first)}. Which of them best shows your work, and what was your part in it?`,
    answer: [
      `My publications include ${listPhrase(listed.map(named))}.`,
      listed.length > 1 ? `The one I would point to is ${named(first)}.` : null,
      context,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

// A strength the summary claims in the third person or without a subject ('Skilled in planning lessons', 'Excels in
// coaching students'): said back as 'you are skilled in ...', answered as 'I'm skilled in ...'.
const CLAIMS: [RegExp, string, string][] = [
  [
    /^(?:highly\s+)?(skilled|experienced|proficient|adept|well[- ]versed)\s+(?=in\b|at\b|with\b)/i,
    'you are $1 ',
    "I'm $1 ",
  ],
  [/^excels?\s+(?=in\b|at\b)/i, 'you excel ', 'I excel '],
  [/^(showcased|demonstrated)\s+/i, 'you $1 ', 'I $1 '],
];

/** A strength from the summary, asked for an example from the latest job (thin CVs whose jobs list no duties). */
function strengthPair(profile: CvProfile): QaPair | null {
  const latest = profile.roles[0];
  if (!latest) return null;
  for (const line of profile.summary.flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))) {
    const claim = CLAIMS.find(([pattern]) => pattern.test(line));
    if (!claim) continue;
    const [pattern, asked, told] = claim;
    const text = line.replace(/[.\s]+$/, '');
    const said = (form: string): string =>
      text.replace(pattern, (_, word: unknown) =>
        // A pattern with no group passes the offset here, a number.
        form.replace('$1', typeof word === 'string' ? word.toLowerCase() : ''),
      );
    return {
      question: `Your CV says ${said(asked)}. Can you give an example from your work ${asOrAt(latest)}?`,
      answer: `${roleIntro(latest)} ${sentence(said(told))}`,
    };
  }
  return null;
}

function goalPair(profile: CvProfile): QaPair | null {
  const objective = profile.summary.find((line) => OBJECTIVE.test(line));
  const seeking = profile.summary.find((line) => /\bseeking\b/i.test(line));
  if (!seeking && !objective) return null;
  // 'To obtain an on-campus position...' → 'looking to obtain an on-campus position...'.
  const phrase = seeking
    ? (/\bseeking\b.*$/i.exec(seeking)?.[0] ?? seeking)
    : `looking ${(objective ?? '').charAt(0).toLowerCase()}${(objective ?? '').slice(1)}`;
  // The goal alone only repeats the CV: where the candidate stands now and what they would bring come with it.
  const latest = profile.roles[0];
  return {
    // An objective speaks of 'my fellow students': asked back, they are the candidate's ('your').
    question: `Your CV says you are ${runOn(phrase)
      .replace(/[.\s]+$/, '')
      .replace(/\bmy\b/g, seeking ? 'my' : 'your')}. What kind of role are you looking for next?`,
    answer: [
      sentence(`I'm ${runOn(phrase)}`),
      latest ? roleIntro(latest) : null,
      profile.skills.length > 0 ? `I would bring ${listPhrase(profile.skills.slice(0, 3))}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** Practice questions with first-person sample answers written only from the CV's own words and facts. */
function practicePairs(profile: CvProfile): QaPair[] {
  const usable = (pair: QaPair | null): pair is QaPair => pair !== null && pair.answer.trim().length > 0;
  const hasCareerPairs = rolePairs(profile).length < MAX_ROLE_QUESTIONS;
  // One question per job: the result and the leadership questions go to jobs no other question asks about.
  const asked = askedRoles(profile);
  const achievement = achievementPair(profile, asked);
  const pairs = [
    aboutYourself(profile),
    ...rolePairs(profile),
    ...(hasCareerPairs ? careerPairs(profile) : []),
    achievement?.pair ?? null,
    leadershipPair(profile, achievement ? new Set([...asked, achievement.role]) : asked),
    skillsPair(profile),
    educationPair(profile),
    ...projectPairs(profile),
    certificationPair(profile),
    goalPair(profile),
  ].filter(usable);
  const chosen = dropNearDuplicates(pairs, (pair) => pair.answer, 0.8);
  if (chosen.length >= MIN_PRACTICE_PAIRS) return chosen;
  // Too few for practice: the further jobs, the moves between jobs, the lines the job answers left out, the further
  // projects and works, then the profile's headline and how the studies led into the jobs (thin profiles that list
  // jobs without describing them).
  const more = [
    ...rolePairs(profile, MAX_ROLE_QUESTIONS, Infinity),
    ...(hasCareerPairs ? [] : careerPairs(profile)),
    ...detailPairs(profile),
    ...projectPairs(profile, MAX_PROJECT_QUESTIONS, Infinity),
    headlinePair(profile),
    strengthPair(profile),
    studiesPair(profile),
    publicationsPair(profile),
  ].filter(usable);
  return dropNearDuplicates([...chosen, ...more], (pair) => pair.answer, 0.8).slice(
    0,
    Math.max(chosen.length, MIN_PRACTICE_PAIRS),
  );
}

/** A job the CV gives no dates for: its dates are asked, never confirmed. */
function undatedQuestion(role: CvRole): string {
  return `Your CV lists ${roleName(role)} without dates. When did you hold this role, and what was your job title?`;
}

/** Verification questions: qualifications, employment history, work authorisation and preferences. */
function adminPairs(profile: CvProfile): AdminQaPair[] {
  const pairs: AdminQaPair[] = [];
  const degrees = profile.education.filter((entry) => entry.degree || entry.institution).slice(0, 2);
  for (const entry of degrees) {
    pairs.push({
      title: entry.degree ? 'Degree verification' : 'Education check',
      question: entry.degree
        ? `Your CV lists ${withIndefiniteArticle(degreeName(entry))}. Can you confirm the degree, the institution and the year you ${isUnderWay(entry) ? 'expect to complete' : 'completed'} it?`
        : `Your CV lists ${educationPhrase(entry)}. Which qualification did you complete there, and in which year?`,
    });
  }
  if (degrees.length === 0) {
    pairs.push({
      title: 'Highest qualification',
      // Said to lack one only when the CV has no education section at all and no qualification after the name: a
      // section the reader could not read is asked about neutrally.
      question: `${profile.headedSections.education || profile.qualificationsAfterName.length > 0 ? '' : 'Your CV does not list a degree or diploma. '}What is your highest completed qualification, and where and when did you obtain it?`,
    });
  }
  const certification = profile.certifications[0];
  if (certification) {
    pairs.push({
      title: 'Certification check',
      question: `Your CV lists "${certification}". Is it current, and which body issued it?`,
    });
  }
  const [latest, previous] = profile.roles;
  if (latest) {
    pairs.push(
      latest.isCurrent
        ? {
            title: 'Current employment',
            question: `Your CV shows you ${asOrAt(latest)}${period(latest)}. Are you still in this role, and what notice period would you need to give?`,
          }
        : {
            title: 'Employment dates',
            question: latest.start
              ? `Your CV lists ${roleName(latest)}${period(latest)}. Can you confirm these dates and your job title?`
              : undatedQuestion(latest),
          },
    );
  }
  if (previous) {
    pairs.push({
      title: 'Employment dates',
      question: previous.start
        ? `Your CV lists ${roleName(previous)}${period(previous)}. Can you confirm the dates and your job title there?`
        : undatedQuestion(previous),
    });
  }
  if (!latest) {
    pairs.push({
      title: 'Employment history',
      question: `${profile.headedSections.experience ? '' : 'Your CV does not give dated employment. '}Can you list your employers, job titles and dates for the last five years?`,
    });
  }
  pairs.push({
    title: 'Work authorisation',
    question: profile.location
      ? `Your CV gives your location as ${profile.location}. Are you legally authorised to work in the country where this role is based, and would you need visa sponsorship?`
      : 'Are you legally authorised to work in the country where this role is based, and would you need visa sponsorship now or in the future?',
  });
  pairs.push({
    title: 'Work preferences',
    question: profile.location
      ? `Do you prefer remote, hybrid or on-site work, and would you consider relocating from ${profile.location}?`
      : 'Do you prefer remote, hybrid or on-site work, and are you open to relocating?',
  });
  pairs.push({
    title: 'Salary expectations',
    question: 'What salary range are you expecting for your next role?',
  });
  pairs.push({ title: 'Availability', question: 'When would you be available to start a new role?' });
  return pairs.map((pair) => AdminQaPairSchema.parse(pair));
}

/** Spec part 2 §3: practice Q&A and verification questions from a CV. */
export function generateCvQa(input: CvQaInput, options: RunOptions = {}): CvQa {
  options.onProgress?.({ progress: 10, message: 'Reading the CV: roles, education and skills' });
  const read = readCvProfile(input.cvMarkdown);
  const profile = { ...read, education: withDegreesUnderWay(read.education, input.readOn ?? new Date()) };
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 60, message: 'Writing practice answers from the CV' });
  // A CV in Spanish, French or Italian is asked and answered in its language: its own lines are the answers' words.
  const phrases = cvPhrasesFor(cvLanguage(input.cvMarkdown));
  const generated = phrases
    ? {
        qa_pairs: localisedPracticePairs(profile, phrases, MIN_PRACTICE_PAIRS),
        qa_admin_pairs: localisedAdminPairs(profile, phrases),
      }
    : { qa_pairs: practicePairs(profile), qa_admin_pairs: adminPairs(profile) };
  const result = CvQaSchema.parse({
    qa_pairs: generated.qa_pairs.map((pair) => ({
      ...pair,
      question: withSingleFullStops(pair.question),
      answer: withSingleFullStops(pair.answer),
    })),
    qa_admin_pairs: generated.qa_admin_pairs.map((pair) => ({
      ...pair,
      question: withSingleFullStops(pair.question),
    })),
  });
  options.onProgress?.({ progress: 100, message: 'CV questions ready' });
  return result;
}
