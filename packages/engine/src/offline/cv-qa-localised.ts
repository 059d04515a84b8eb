import type { AdminQaPair, QaPair } from '@viva/contracts';
import type { CvPhrases } from './cv-phrases/index.ts';
import { careerMoves } from './cv-career-pairs.ts';
import type { CvEducation, CvProfile, CvProject, CvRole } from './cv-profile.ts';
import { fill } from './phrases/index.ts';
import { asSentence as sentence, listPhrase } from './phrasing.ts';

/**
 * Practice and verification questions for a CV written in Spanish, French or Italian, in its language (issue 13),
 * from that language's phrase table (cv-phrases/): a recruiter shows them unchanged, and the candidate answers in
 * the CV's own words, which are already in that language and in the first person ('Desarrollé consultas en SQL').
 * Fewer kinds than in English: the jobs, the skills, the studies and a result.
 */

const MAX_ROLE_QUESTIONS = 4;
const MAX_DETAILS_PER_ANSWER = 3;

/** A template filled and its words elided where the language joins them ('en tant que Analyste' → 'qu'Analyste'). */
function write(
  phrases: CvPhrases,
  template: string,
  values: Record<string, string | null | undefined>,
): string {
  return phrases.elisions.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    fill(template, values),
  );
}

function roleName(role: CvRole, phrases: CvPhrases): string {
  const title = role.title && phrases.quotedTitles ? quoted(role.title, phrases) : role.title;
  if (title && role.organisation)
    return write(phrases, phrases.role, {
      title,
      organisation: employerName(role.organisation, phrases),
    });
  return title ?? role.organisation ?? phrases.thisRole;
}

// An English month a CV's template printed ('January 2022', 'Sep. 2021'), January first.
const ENGLISH_MONTH =
  /^(?:(jan)(?:uary)?|(feb)(?:ruary)?|(mar)(?:ch)?|(apr)(?:il)?|(may)|(jun)e?|(jul)y?|(aug)(?:ust)?|(sep)(?:t(?:ember)?)?|(oct)(?:ober)?|(nov)(?:ember)?|(dec)(?:ember)?)\.?$/i;

/**
 * The language's month a word names in full or abbreviated ('Abr', 'dic.' → 'abril', 'diciembre'; 'май' → 'мая'), if
 * one only: a month is written in its first form and read in any ('мая/май'); one written whole is read as it is.
 */
function ownMonth(word: string, months: string[][]): string | null {
  const stem = word.toLowerCase().replace(/\.$/, '');
  // A name written whole is that month, though it starts another ('červen', June, and 'červenec', July).
  const whole = months.find((forms) => forms.some((form) => form.toLowerCase() === stem));
  if (whole) return whole[0] ?? null;
  const named =
    stem.length >= 3
      ? months.filter((forms) => forms.some((form) => form.toLowerCase().startsWith(stem)))
      : [];
  return named.length === 1 ? (named[0]?.[0] ?? null) : null;
}

/**
 * A date as the language writes it in a sentence: an English month in the language's words ('January 2022' → 'janvier
 * 2022'), and the language's own month, written out, in lower case ('Avril 2021', 'Abr 2023' → 'avril 2021', 'abril
 * 2023').
 */
function inLanguage(date: string | null, phrases: CvPhrases): string | null {
  const months = phrases.months.split(' ').map((month) => month.split('/'));
  return (
    date?.replace(/\p{L}+\.?/gu, (word) => {
      const english = ENGLISH_MONTH.exec(word)?.findIndex((group, index) => index > 0 && group !== undefined);
      if (english !== undefined && english > 0) return months[english - 1]?.[0] ?? word;
      return ownMonth(word, months) ?? word;
    }) ?? null
  );
}

function period(role: CvRole, phrases: CvPhrases): string {
  const dates = { start: inLanguage(role.start, phrases), end: inLanguage(role.end, phrases) };
  if (!role.start) return '';
  if (role.isCurrent) return write(phrases, phrases.period.since, dates);
  if (role.end === role.start) return write(phrases, phrases.period.in, dates);
  return write(phrases, role.end ? phrases.period.fromTo : phrases.period.since, dates);
}

/** A post named by what was done ('Pasantía – Análisis'), with its employer: 'una pasantía – Análisis en Banco Sur'. */
function activityPost(role: CvRole, phrases: CvPhrases, form: 'a' | 'your'): string | null {
  const post = phrases.activityPosts?.find(({ word }) => word.test(role.title ?? ''));
  if (!post || !role.title) return null;
  const at = role.organisation
    ? ` ${write(phrases, phrases.workedAt, { organisation: employerName(role.organisation, phrases) })}`
    : '';
  return `${role.title.replace(post.word, post[form])}${at}`;
}

/**
 * The job after a verb, in the candidate's account or in a question: as its title ('como Analista en Banco Sur'), at
 * its employer when the CV gives no title (an employer is never called a job: 'en Banco Sur', not 'como Banco Sur'),
 * and a post named by what was done as that ('en una pasantía', 'durante su pasantía'; never 'como Pasantía').
 */
function asOrAt(role: CvRole, phrases: CvPhrases, told: 'worked' | 'asked'): string {
  const activity = activityPost(role, phrases, told === 'asked' ? 'your' : 'a');
  if (activity && phrases.activityPost) {
    const { asked, workedIn } = phrases.activityPost;
    return write(phrases, told === 'asked' ? asked : workedIn, { activity });
  }
  if (role.title)
    return write(phrases, told === 'asked' ? phrases.askedAs : phrases.workedAs, {
      role: roleName(role, phrases),
    });
  return role.organisation
    ? write(phrases, phrases.workedAt, { organisation: employerName(role.organisation, phrases) })
    : phrases.workedSomewhere;
}

function roleIntro(role: CvRole, phrases: CvPhrases): string {
  const activity = activityPost(role, phrases, 'a');
  if (activity && phrases.activityPost)
    return `${write(phrases, phrases.activityPost.did, { activity })}${period(role, phrases)}.`;
  const verb = role.isCurrent ? phrases.worked.current : phrases.worked.past;
  const job = asOrAt(role, phrases, 'worked');
  return phrases.verbLast
    ? `${job.charAt(0).toUpperCase()}${job.slice(1)} ${verb}${period(role, phrases)}.`
    : `${verb} ${job}${period(role, phrases)}.`;
}

/**
 * A CV's line as the candidate says it, in a post held now or before: in the first person where the CV told it in the
 * third, as a sentence.
 */
function own(line: string, phrases: CvPhrases, isCurrent = true): string {
  return sentence(phrases.ownWords?.(line, isCurrent) ?? line);
}

/**
 * 'Playwright, Atlassian suite, REST API': a job's line naming only its tools, short names at least half of them
 * skills the CV lists. Told as their use, never pasted as an answer.
 */
function toolsOf(detail: string, skills: string[]): string[] | null {
  const items = detail.replace(/\.$/, '').split(/\s*,\s*/);
  const isName = (item: string): boolean => /^[\p{Lu}\d]/u.test(item) && item.split(/\s+/).length <= 3;
  const named = items.filter((item) => skills.some((skill) => mentions(item, skill)));
  return items.length >= 2 && items.every(isName) && named.length * 2 >= items.length ? items : null;
}

/** The tools a line names, used in a job held now or before ('j'utilise Playwright, Jest et Docker'), or null. */
function toolsUsed(detail: string, role: CvRole, skills: string[], phrases: CvPhrases): string | null {
  const tools = toolsOf(detail, skills);
  const { toolsUsed: used } = phrases.practice;
  return tools
    ? write(phrases, role.isCurrent ? used.current : used.past, { tools: listPhrase(tools, phrases.and) })
    : null;
}

/** A line of a job as the candidate tells it in that job: a tools line as their use, any other as it is. */
function toldInRole(detail: string, role: CvRole, skills: string[], phrases: CvPhrases): string {
  const used = toolsUsed(detail, role, skills, phrases);
  return used ? write(phrases, phrases.practice.toolsThere, { used }) : own(detail, phrases, role.isCurrent);
}

function roleAnswer(role: CvRole, skills: string[], phrases: CvPhrases): string {
  const details = role.details.slice(0, MAX_DETAILS_PER_ANSWER);
  return [
    roleIntro(role, phrases),
    ...details.map((detail) => toldInRole(detail, role, skills, phrases)),
  ].join(' ');
}

// 'ESTUDIANTE | Universidad Nacional Mayor de San Marcos': the part that names the school.
function schoolOf(entry: CvEducation): string | null {
  const parts = (entry.institution ?? '').split(/\s*\|\s*/).filter(Boolean);
  return (
    parts.find((part) =>
      /\b(?:universi|uniwersytet|institut|istitut|escuela|[ée]cole|scuola|colegio|coll[eè]ge|liceo|lyc[ée]e|facult|politecnic|polytechn|politechn|acad[ée]m|accadem|akadem|conservat|konservat|semina)/i.test(
        part,
      ),
    ) ??
    parts.at(-1) ??
    null
  );
}

/** A school's or a degree's name with the article the language gives it in a sentence ('la Universidad de Lima'). */
function withArticle(name: string, phrases: CvPhrases): string {
  const article = phrases.articles?.find(([pattern]) => pattern.test(name))?.[1];
  return article ? `${article}${name}` : name;
}

/** An employer's name as a sentence writes it: with its article, or the language's for a company ('a empresa Savvi'). */
function employerName(name: string, phrases: CvPhrases): string {
  const named = withArticle(name, phrases);
  const isAcronym = !/\p{Ll}/u.test(name);
  return named === name && phrases.employerArticle && !isAcronym
    ? `${phrases.employerArticle}${name}`
    : named;
}

/** A degree named by its holder's title as the studies it took ('Doctor en Física' → 'Doctorado en Física'). */
function studiesName(degree: string, phrases: CvPhrases): string {
  const title = phrases.holderTitles?.find(([pattern]) => pattern.test(degree));
  return title ? degree.replace(title[0], title[1]) : degree;
}

/** A degree's year, or the profile's 'since 2020' and 'expected May 2027' for one under way, in the CV's language. */
function yearInLanguage(year: string, phrases: CvPhrases): string {
  const [, state, date] = /^(since|expected)\s+(.*)$/.exec(year) ?? [];
  if (!state || !date) return inLanguage(year, phrases) ?? year;
  const template = state === 'since' ? phrases.underWay.since : phrases.underWay.expected;
  return write(phrases, template, { year: inLanguage(date, phrases) });
}

function educationPhrase(entry: CvEducation, phrases: CvPhrases): string {
  const found = schoolOf(entry);
  const school = found ? withArticle(found, phrases) : null;
  const degree = entry.degree ? withArticle(studiesName(entry.degree, phrases), phrases) : null;
  const year = entry.year ? ` (${yearInLanguage(entry.year, phrases)})` : '';
  const { study } = phrases;
  if (degree && school) return `${write(phrases, study.degreeAt, { degree, school })}${year}`;
  if (degree) return `${write(phrases, study.degree, { degree })}${year}`;
  return `${school ? write(phrases, study.school, { school }) : study.noSchool}${year}`;
}

const quoted = (text: string, phrases: CvPhrases): string =>
  `${phrases.quote[0]}${text.replace(/[.\s]+$/, '')}${phrases.quote[1]}`;

function rolePairs(profile: CvProfile, phrases: CvPhrases): QaPair[] {
  const forms = phrases.practice.roleQuestions;
  return profile.roles
    .filter((role) => role.details.length > 0)
    .slice(0, MAX_ROLE_QUESTIONS)
    .map((role, index) => ({
      question: write(phrases, forms[index % forms.length] ?? forms[0] ?? '', {
        as: asOrAt(role, phrases, 'asked'),
      }),
      answer: roleAnswer(role, profile.skills, phrases),
    }));
}

function aboutYourself(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  const [latest] = profile.roles;
  const [study] = profile.education;
  const { practice } = phrases;
  const parts = [
    ...profile.summary.slice(0, 1).map((line) => own(line, phrases)),
    ...(latest ? [roleIntro(latest, phrases)] : []),
    // One skill is no account of the candidate's skills.
    ...(profile.skills.length >= 2
      ? [
          write(phrases, practice.skillsNamed, {
            skills: listPhrase(profile.skills.slice(0, 4), phrases.and),
          }),
        ]
      : []),
    ...(study ? [write(phrases, practice.studied, { studies: educationPhrase(study, phrases) })] : []),
  ];
  return parts.length >= 2 ? { question: practice.aboutYourself, answer: parts.join(' ') } : null;
}

/** Whether a line names the skill as a word of its own ('R' is not the r of 'para'). */
function mentions(line: string, skill: string): boolean {
  const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}+#])`, 'iu').test(line);
}

/**
 * A line of a job or a project that names a skill the CV lists, told with where it was used: as the use of the skills it
 * names ('Chez Atelier Nord, j'ai utilisé PHP. Maintenance du site client en PHP.'), or, where it names none the answer
 * has not told, with the place alone; and told again without the place when the line before it in the answer was from
 * the same post or project ('Na empresa MXM Sistemas …' once).
 */
type SkillUse = {
  line: string;
  where: CvRole | CvProject;
  told: string;
  toldUsing: (skills: string) => string;
  toldThere: string;
};

function skillUses(profile: CvProfile, phrases: CvPhrases): SkillUse[] {
  const namesSkill = (line: string): boolean => profile.skills.some((skill) => mentions(line, skill));
  const { practice } = phrases;
  const inRoles = profile.roles.flatMap((role) =>
    role.details.filter(namesSkill).map((line) => {
      const place = role.organisation ? employerName(role.organisation, phrases) : roleName(role, phrases);
      const used = toolsUsed(line, role, profile.skills, phrases);
      const told = used
        ? write(phrases, practice.toolsAt, { place, used })
        : write(phrases, practice.skillUsedAt, { place, detail: own(line, phrases, role.isCurrent) });
      const tense = role.isCurrent ? practice.toolsUsed.current : practice.toolsUsed.past;
      return {
        line,
        where: role,
        told,
        // A line that only lists its tools already tells their use.
        toldUsing: (skills: string) =>
          used
            ? told
            : `${write(phrases, practice.toolsAt, { place, used: write(phrases, tense, { tools: skills }) })} ${own(line, phrases, role.isCurrent)}`,
        toldThere: toldInRole(line, role, profile.skills, phrases),
      };
    }),
  );
  // A project with no name of its own (told in one English sentence) has no name to quote.
  const inProjects = profile.projects
    .filter((project) => !project.untitled)
    .flatMap((project) =>
      project.details.filter(namesSkill).map((line) => {
        const name = quoted(project.name, phrases);
        return {
          line,
          where: project,
          told: write(phrases, practice.skillInProject, { quoted: name, detail: own(line, phrases) }),
          toldUsing: (skills: string) =>
            `${write(phrases, practice.toolsInProject, { quoted: name, used: write(phrases, practice.toolsUsed.past, { tools: skills }) })} ${own(line, phrases)}`,
          toldThere: own(line, phrases),
        };
      }),
    );
  return [...inRoles, ...inProjects];
}

function skillsPair(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  // A skills list with no job's or project's line naming one of them gives the answer nothing but the list back
  // ('Am besten kenne ich Java und Python.'): the question is not asked.
  const uses = skillUses(profile, phrases).slice(0, 2);
  if (uses.length === 0) return null;
  // The two skills the CV names first, then those its lines use: the answer says where, not only repeats the list.
  const isUsed = (skill: string): boolean => uses.some((use) => mentions(use.line, skill));
  const skills = [...profile.skills.slice(0, 2), ...profile.skills.filter(isUsed), ...profile.skills]
    .filter((skill, index, all) => all.indexOf(skill) === index)
    .slice(0, 4);
  if (skills.length < 2) return null;
  // Each post or project told once with the skills its lines use, each skill named once: where and how they were
  // used, never the list back ('Am besten kenne ich Java und Python.').
  const named = new Set<string>();
  const answer = uses.map((use, index) => {
    if (uses[index - 1]?.where === use.where) return use.toldThere;
    const lines = uses.slice(index).filter((other) => other.where === use.where);
    const shown = skills.filter(
      (skill) => !named.has(skill) && lines.some((other) => mentions(other.line, skill)),
    );
    shown.forEach((skill) => named.add(skill));
    return shown.length > 0 ? use.toldUsing(listPhrase(shown, phrases.and)) : use.told;
  });
  return {
    question: write(phrases, phrases.practice.skillsQuestion, { skills: listPhrase(skills, phrases.and) }),
    answer: answer.join(' '),
  };
}

/**
 * For a CV too thin for six pairs whose skills no line places: the setting they were used in, asked as the CV leaves it
 * open, answered with what the CV does state, the skills and the studies or the latest job.
 */
function skillsContextPair(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  const skills = profile.skills.slice(0, 4);
  const [study] = profile.education;
  const [latest] = profile.roles;
  const setting = study
    ? write(phrases, phrases.practice.studied, { studies: educationPhrase(study, phrases) })
    : latest
      ? roleIntro(latest, phrases)
      : null;
  if (skills.length < 2 || !setting || skillUses(profile, phrases).length > 0) return null;
  const named = listPhrase(skills, phrases.and);
  return {
    question: write(phrases, phrases.practice.skillsContextQuestion, { skills: named }),
    answer: `${write(phrases, phrases.practice.skillsNamed, { skills: named })} ${setting}`,
  };
}

function educationPair(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  if (profile.education.length === 0) return null;
  const studies = profile.education.slice(0, 2).map((entry) => educationPhrase(entry, phrases));
  const [latest] = profile.roles;
  // A job begun before the studies ended, or the year they did, is not told as coming after them; nor is one where
  // either is undated (a student's studies under way, 'IX ciclo', beside an undated internship).
  // A year of an earlier century counts too ('1741', sample CVs of historical people).
  const yearOf = (date: string | null | undefined): number =>
    Number(/\b(?:1[5-9]|20)\d{2}\b/.exec(date ?? '')?.[0]);
  // Nor after studies still under way ('since 2025').
  const studiesYear = profile.education[0]?.year;
  const isAfterStudies =
    latest !== undefined &&
    !/^(?:since|expected)\b/.test(studiesYear ?? '') &&
    yearOf(latest.start) > yearOf(studiesYear);
  return {
    question: phrases.practice.educationQuestion,
    answer: [
      write(phrases, phrases.practice.studied, { studies: listPhrase(studies, phrases.and) }),
      ...(latest && isAfterStudies
        ? [write(phrases, phrases.practice.afterStudies, { role: asOrAt(latest, phrases, 'worked') })]
        : []),
    ].join(' '),
  };
}

/** A line of a job beyond those its answer quotes, asked as what the candidate did and what came of it. */
function detailPairs(profile: CvProfile, phrases: CvPhrases): QaPair[] {
  return profile.roles.flatMap((role) =>
    role.details.slice(1).map((detail, index) => ({
      question: write(phrases, phrases.practice.detailQuestion, {
        as: asOrAt(role, phrases, 'asked'),
        quoted: quoted(detail, phrases),
      }),
      answer: lineInRole(role, detail, index, profile.skills, phrases),
    })),
  );
}

/**
 * A line of a post told in its situation. A post asked about line by line (a CV with one post) would open every
 * answer on one sentence: the situation is told in turn from when the post began and from its employer, then as the
 * post itself.
 */
function lineInRole(
  role: CvRole,
  detail: string,
  index: number,
  skills: string[],
  phrases: CvPhrases,
): string {
  const start = inLanguage(role.start, phrases);
  const { moved } = phrases.practice;
  const since =
    start && role.end !== role.start
      ? write(phrases, role.isCurrent ? moved.current : moved.past, {
          start,
          as: asOrAt(role, phrases, 'worked'),
        })
      : null;
  const place = role.organisation ? employerName(role.organisation, phrases) : null;
  const used = toolsUsed(detail, role, skills, phrases);
  const atPlace = !place
    ? null
    : used
      ? write(phrases, phrases.practice.toolsAt, { place, used })
      : write(phrases, phrases.practice.skillUsedAt, {
          place,
          detail: own(detail, phrases, role.isCurrent),
        });
  const told = toldInRole(detail, role, skills, phrases);
  const openings = [
    ...(since ? [`${since} ${told}`] : []),
    ...(atPlace ? [atPlace] : []),
    `${roleIntro(role, phrases)} ${told}`,
  ];
  return openings[index % openings.length] ?? `${roleIntro(role, phrases)} ${told}`;
}

// Projects are fewer than jobs in a CV's own words, so each is asked with at most this many of its lines.
const MAX_PROJECT_QUESTIONS = 2;

/** The CV's projects with lines of their own, each told in those lines, after where it was done. */
function projectPairs(profile: CvProfile, phrases: CvPhrases): QaPair[] {
  return profile.projects
    .filter((project) => project.details.length > 0 && !project.untitled)
    .slice(0, MAX_PROJECT_QUESTIONS)
    .map((project) => {
      const name = quoted(project.name, phrases);
      const at = project.at
        ? [write(phrases, phrases.practice.projectAt, { quoted: name, place: project.at })]
        : [];
      return {
        question: write(phrases, phrases.practice.projectQuestion, { quoted: name }),
        answer: [
          ...at,
          ...project.details.slice(0, MAX_DETAILS_PER_ANSWER).map((line) => own(line, phrases)),
        ].join(' '),
      };
    });
}

function activitiesPair(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  if (profile.roles.length < 2) return null;
  const names = profile.roles.slice(0, 4).map((role) => asOrAt(role, phrases, 'worked'));
  const held = write(phrases, phrases.practice.activitiesAnswer, { roles: listPhrase(names, phrases.and) });
  const [latest] = profile.roles;
  const detail = latest?.details[0];
  if (!latest || !detail) return { question: phrases.practice.activitiesQuestion, answer: held };
  // After several jobs, the tools are told with the employer they were used at.
  const used = toolsUsed(detail, latest, profile.skills, phrases);
  const place = latest.organisation ? employerName(latest.organisation, phrases) : roleName(latest, phrases);
  return {
    question: phrases.practice.activitiesQuestion,
    answer: `${held} ${used ? write(phrases, phrases.practice.toolsAt, { place, used }) : own(detail, phrases, latest.isCurrent)}`,
  };
}

const MAX_MOVE_QUESTIONS = 2;

/**
 * The moves between dated jobs, newest first (a CV listing jobs without describing them has little else to ask):
 * asked as what led to the move, answered with the two jobs and their dates. The moves are the English questions'
 * (`careerMoves`): past the posts held beside it, a post was taken up from the latest one that had ended when it
 * began, wherever the CV lists that one (an academic's current posts listed above the earlier ones).
 */
function movePairs(profile: CvProfile, phrases: CvPhrases): QaPair[] {
  return careerMoves(profile, MAX_MOVE_QUESTIONS).map(({ older, newer }) => {
    const start = inLanguage(newer.start, phrases) ?? '';
    const { practice } = phrases;
    return {
      question: write(phrases, practice.moveQuestion, {
        older: roleName(older, phrases),
        newer: roleName(newer, phrases),
        start,
      }),
      answer: `${roleIntro(older, phrases)} ${write(phrases, newer.isCurrent ? practice.moved.current : practice.moved.past, { start, as: asOrAt(newer, phrases, 'worked') })}`,
    };
  });
}

const MAX_DIRECTED_PROJECTS = 2;

/**
 * The research projects an academic CV says its owner directed (its posts listed without duties): asked how the work
 * was run, answered with the projects as the CV names them, in the languages whose CV systems list them.
 */
function directedProjectsPair(profile: CvProfile, phrases: CvPhrases): QaPair | null {
  const told = phrases.practice.directedProjects;
  const projects = (profile.directedProjects ?? []).slice(0, MAX_DIRECTED_PROJECTS);
  if (!told || projects.length === 0) return null;
  return {
    question: projects.length === 1 ? told.question.one : told.question.several,
    answer: projects
      .map((project, index) =>
        write(phrases, index === 0 ? told.first : told.next, {
          role: project.role,
          quoted: quoted(project.title, phrases),
          period: project.period ? ` (${project.period})` : '',
        }),
      )
      .join(' '),
  };
}

/** Practice pairs in the CV's language: about the candidate, the jobs, skills and studies, then lines left out. */
export function localisedPracticePairs(profile: CvProfile, phrases: CvPhrases, fewest: number): QaPair[] {
  const main = [
    aboutYourself(profile, phrases),
    ...rolePairs(profile, phrases),
    skillsPair(profile, phrases),
    educationPair(profile, phrases),
  ];
  const more = [
    ...projectPairs(profile, phrases),
    activitiesPair(profile, phrases),
    ...detailPairs(profile, phrases),
    ...movePairs(profile, phrases),
    directedProjectsPair(profile, phrases),
    skillsContextPair(profile, phrases),
  ];
  const pairs = main.filter((pair): pair is QaPair => pair !== null);
  for (const pair of more) {
    if (pairs.length >= fewest) break;
    if (pair && !pairs.some((other) => other.answer === pair.answer)) pairs.push(pair);
  }
  return pairs;
}

/** Verification questions in the CV's language: studies, certification, languages, the latest jobs, then the questions every CV gets. */
export function localisedAdminPairs(profile: CvProfile, phrases: CvPhrases): AdminQaPair[] {
  const { admin } = phrases;
  const pairs: AdminQaPair[] = [];
  const studies = profile.education
    .filter((entry) => (entry.degree || entry.institution) && !entry.unfinished)
    .slice(0, 2);
  for (const entry of studies) {
    const study = educationPhrase(entry, phrases);
    pairs.push(
      entry.degree
        ? { title: admin.degreeTitle, question: write(phrases, admin.degreeQuestion, { study }) }
        : { title: admin.studiesTitle, question: write(phrases, admin.studiesQuestion, { study }) },
    );
  }
  if (studies.length === 0)
    pairs.push({
      title: admin.noDegreeTitle,
      question:
        profile.headedSections.education || profile.qualificationsAfterName.length > 0
          ? withoutLackStated(admin.noDegreeQuestion)
          : admin.noDegreeQuestion,
    });
  const certification = profile.certifications[0];
  if (certification)
    pairs.push({
      title: admin.certificationTitle,
      question: write(phrases, admin.certificationQuestion, { quoted: quoted(certification, phrases) }),
    });
  const languages = profile.spokenLanguages;
  if (languages.length > 0)
    pairs.push({
      title: admin.languagesTitle,
      question: write(
        phrases,
        languages.length === 1 ? admin.languagesQuestion.one : admin.languagesQuestion.several,
        { languages: listPhrase(languages, phrases.and) },
      ),
    });
  const [latest, previous] = profile.roles;
  const dated = (role: CvRole) => ({ role: roleName(role, phrases), period: period(role, phrases) });
  // A job the CV gives no dates for is asked its dates: a question never asks to confirm dates it does not give.
  const datesQuestion = (role: CvRole, question: string): string =>
    write(phrases, role.start ? question : admin.undatedQuestion, dated(role));
  if (latest)
    pairs.push(
      latest.isCurrent
        ? { title: admin.currentTitle, question: write(phrases, admin.currentQuestion, dated(latest)) }
        : { title: admin.datesTitle, question: datesQuestion(latest, admin.latestDatesQuestion) },
    );
  if (previous)
    pairs.push({ title: admin.datesTitle, question: datesQuestion(previous, admin.previousDatesQuestion) });
  if (!latest)
    pairs.push({
      title: admin.historyTitle,
      question: profile.headedSections.experience
        ? withoutLackStated(admin.historyQuestion)
        : admin.historyQuestion,
    });
  const from = profile.location ? write(phrases, admin.fromPlace, { location: profile.location }) : '';
  pairs.push(
    { title: admin.authorisationTitle, question: admin.authorisationQuestion },
    { title: admin.preferencesTitle, question: write(phrases, admin.preferencesQuestion, { from }) },
    { title: admin.salaryTitle, question: admin.salaryQuestion },
    { title: admin.availabilityTitle, question: admin.availabilityQuestion },
  );
  return pairs;
}

/**
 * The question without its first sentence, which says the CV lacks the thing ('Votre CV n'indique pas de diplôme.'):
 * a CV with a section of that kind the reader could not read is asked neutrally.
 */
function withoutLackStated(question: string): string {
  return question.replace(/^[^.?]+\.\s+/, '');
}
