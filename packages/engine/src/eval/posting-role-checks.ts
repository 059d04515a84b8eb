import { DEGREE_WORD } from './admin-checks.ts';
import { statesContractTerm } from './contract-term-words.ts';
import { EMPLOYER_PROVISION } from './employer-provisions.ts';
import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on what a screening question or work condition makes of a posting's line: something the employer
 * gives or allows asked as work done, a requirement, a degree or a contract's term asked as a task, another role's line on a page that lists several
 * roles, an on-site phrase read as remote work. Plain patterns over the output and the posting, apart from the engine.
 */

// A requirement of the person: experience ideally had, a diploma or degree held.
const PERSON_REQUIREMENT =
  /\b(?:idealerweise|wünschenswert|von vorteil|(?:haben|hast|bringen|bringst) (?:\p{L}+ ){0,2}erfahrung|erfahrung (?:im|in der|als|mit)|ideally (?:have|has|with)|preferably (?:have|with)|(?:diplomat[oa]|laureat[oa]) (?:in|e)\b|con esperienza\b|esperienza (?:nel|nella|di|come|pregressa)|(?:expérience|experiencia) (?:en|dans|de|como|previa)\b|idéalement|idealmente)/iu;

// A degree held, in the languages postings come in, beside the degree names of the admin checks ('M.Sc.', 'Ph.D'): a
// requirement of the person, never a task ('En relevant mastergrad', 'Hochschulabschluss', 'высшее образование').
const DEGREE_HELD =
  /(?<![\p{L}])(?:(?:university|college|academic|bachelor['’]?s?|master['’]?s?) degree|degree in|mastergrad|bachelorgrad|doktorgrad|masterniv[åa]|h[øo]yere utdanning|högskoleexamen|universitetsexamen|kandidatgrad|hochschulabschluss|abgeschlossenes studium|studienabschluss|dipl[ôo]me d['’](?:ingénieur|état)|titulaci[oó]n universitaria|t[ií]tulo universitario|wykształcenie wyższe|высшее образование|вища освіта|大卒|学歴)(?![\p{L}])/iu;

// The leads a question asks a duty with: work the candidate is to have done.
const TASK_LEAD =
  /\blists this (?:task|responsibility|duty)\b|\bresponsibilities of this role is to\b|\bThis role involves\b|\bdescribe a time you did this\b|\bwhat needed doing\b/i;

const quotedOf = (question: string): string[] => quotedParts(question).filter((part) => part.length >= 4);

/** Why a question asks a posting's provision, freedom or requirement as work done (empty when it does not). */
export function offerOrRequirementAskedAsTask(question: string): string[] {
  if (!TASK_LEAD.test(question)) return [];
  return quotedOf(question).flatMap((quoted) => {
    if (EMPLOYER_PROVISION.test(quoted)) return [`what the employer gives asked as a duty: "${quoted}"`];
    if (PERSON_REQUIREMENT.test(quoted)) return [`a requirement asked as a task: "${quoted}"`];
    if (DEGREE_WORD.test(quoted) || DEGREE_HELD.test(quoted))
      return [`a degree asked as a task: "${quoted}"`];
    if (statesContractTerm(quoted)) return [`a contract term asked as a task: "${quoted}"`];
    return [];
  });
}

// A role's line on a page that lists several: 'Giardiniere: richieste …', 'Stagista: …'.
const ROLE_LINE = /^([\p{Lu}][\p{L}'’ -]{2,40}?)\s*:\s*\S/u;
const roleKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

/**
 * A question quoting another role's line ('Stagista: …') where the posting lists roles as 'Role: …' lines and the
 * job form's position is one of them: asked of the wrong role.
 */
export function otherRolesLine(question: string, documentText: string, position: string | null): string[] {
  if (!position) return [];
  const roles = new Set(
    documentText
      .split('\n')
      .map((line) => ROLE_LINE.exec(line.trim().replace(/^[-*•◦▪●·]\s*/u, ''))?.[1])
      .filter((name): name is string => name !== undefined)
      .map(roleKey),
  );
  const own = roleKey(position);
  if (!roles.has(own)) return [];
  return quotedOf(question).flatMap((quoted) => {
    const name = ROLE_LINE.exec(quoted)?.[1];
    return name && roleKey(name) !== own && roles.has(roleKey(name))
      ? [`another role's line asked of the ${position}: "${name}"`]
      : [];
  });
}

// Work at the place, in the languages postings come in; and the words of remote work.
const ON_SITE =
  /\b(?:vor ort|on[- ]site|onsite|in[- ]person|in[- ]office|at our (?:office|site|premises)|sur (?:site|place)|en pr[ée]sentiel|presencial|in presenza|in sede|op locatie|op kantoor)(?![\p{L}])/iu;
const REMOTE =
  /\b(?:remote\w*|from home|home ?office|telework\w*|t[ée]l[ée]travail|teletrabajo|da remoto|smart working|mobile[sn]? arbeiten|thuiswerk\w*|remoto|a distanza|à distance|a distancia)(?![\p{L}])/iu;

/** A work condition told as remote that quotes only a line of work on site ('Beratung vor Ort'). */
export function onSiteReadAsRemote(question: string): string | null {
  const quotes = quotedOf(question);
  const told = quotes.reduce((rest, quoted) => rest.replace(quoted, ' '), question);
  if (!/\bremote\b|\bwork from home\b/i.test(told) || quotes.length === 0) return null;
  const evidence = quotes.join(' ');
  return ON_SITE.test(evidence) && !REMOTE.test(evidence)
    ? `an on-site line read as remote: "${ON_SITE.exec(evidence)?.[0]}"`
    : null;
}
