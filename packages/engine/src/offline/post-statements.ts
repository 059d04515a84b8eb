/**
 * Sentences a posting says about the post or the employer rather than what the person does or must have: where the
 * post sits ('This position reports to our CFO', 'The position is located in Kempele'), the employer describing itself ('Our workforce is smart and
 * dedicated', 'Acme consists of six teams') and what it offers ('Relocation assistance is available'). A recruiter
 * tells the candidate these; never asks for them as experience.
 */

// 'This position reports to …', 'This senior level position will report directly to …', 'You will report to …',
// 'Reports to: Head of Finance'.
const REPORTING_LINE =
  /^(?:this|the) [^.]{0,60}?\b(?:reports|will report|is reporting) (?:directly )?(?:in)?to (?:the|our|a|an)\b|^you(?:['’]ll| will) (?:be )?report(?:ing)? (?:directly )?(?:in)?to (?:the|our|a|an)\b|^reports? (?:directly )?to\s*:/i;

// 'This is a new, hands-on position for a skilled professional': the post described, not a requirement.
const POST_DESCRIBED = /^(?:this|it) is an? (?:[\p{L}-]+,? ){0,5}(?:position|role|post|job|opportunity)\b/iu;

// 'The position is located at our headquarters in Kempele': where the post is, a term of the work, not a bar.
const POST_LOCATED =
  /^(?:the|this) (?:position|role|job|post|work)(?: is| will be) (?:located|based|situated)\b/i;

// What the employer is, has or is made of, told of itself: its people, teams or organisation.
// In English and in the other languages whose postings the engine reads ('Acme é uma organização …', 'Acme ist ein
// Verein …', 'Acme è una fondazione …', 'Acme est une association …', 'Acme es una ONG …', 'Acme is een stichting …').
const DESCRIBING_VERB = String.raw`(?:(?:currently|now|also) )?(?:is|are|consists of|comprises|has|have|employs|é|são|ist|sind|è|sono|est|sont|es|son|zijn)(?![\p{L}])`;
const OWN_PEOPLE = String.raw`(?:our|its) (?:workforce|staff|team|teams|people|employees|organi[sz]ation|company)`;
// A sentence that names the holder or the post is about the job, whatever its subject.
const NAMES_THE_HOLDER = /\b(?:you|your|candidates?|applicants?|person|position|role|hire)\b/i;

// 'Relocation assistance is available', 'Visa support is offered': something the employer gives, not something
// the person has; a person's own availability ('Candidate is available evenings') is not one.
const OFFERED =
  /^(?!(?:the |a |an )?(?:candidate|applicant|person|you)\b)(?:[\p{L}-]+ ){1,4}(?:is|are) (?:also )?(?:available|offered|provided)(?: (?:to|for) [^.]{0,40})?\.?$/iu;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// 'Pursuing an ambitious growth agenda, Acme develops and markets …', 'Employing about 12.000 people …, we are one of
// …': the employer by name or as 'we' at work, after the clause that opens the sentence; what it does or is, told of
// itself (round 27's medical-devices post asked both as requirements).
const OPENING_CLAUSE = String.raw`\p{L}+ing\b.{0,120}?,\s+`;
const ACTING_VERB = String.raw`\p{Ll}{3,}s(?![\p{L}])`;

/** The employer describing itself, by name ('Acme's workforce is …', 'Acme consists of …') or as 'our staff'. */
function isEmployerDescribed(item: string, company: string | null): boolean {
  if (NAMES_THE_HOLDER.test(item)) return false;
  const named = company ? String.raw`${escaped(company)}(?:['’]s [\p{L}-]+)?` : null;
  const subjects = [OWN_PEOPLE, ...(named ? [named] : [])];
  return (
    new RegExp(`^(?:${subjects.join('|')}),? ${DESCRIBING_VERB}`, 'iu').test(item) ||
    new RegExp(`^${OPENING_CLAUSE}(?:we ${DESCRIBING_VERB}|${named ?? 'we'} ${ACTING_VERB})`, 'u').test(item)
  );
}

/**
 * A sentence about the post or the employer (a reporting line, the post or the employer described, an offer).
 */
// 'The deadline is Sunday 01 August 2021', 'The application deadline is 1 May': when to apply, not what to have.
const APPLICATION_DEADLINE = /^(?:the )?(?:application |closing )?deadline(?: for applications)? is\b/i;

export function isAboutThePostOrEmployer(item: string, company: string | null): boolean {
  return (
    REPORTING_LINE.test(item) ||
    APPLICATION_DEADLINE.test(item) ||
    POST_DESCRIBED.test(item) ||
    POST_LOCATED.test(item) ||
    OFFERED.test(item) ||
    isEmployerDescribed(item, company)
  );
}
