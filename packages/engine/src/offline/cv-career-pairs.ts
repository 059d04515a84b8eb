// Practice pairs across a career: the moves between jobs, a result with figures, and the work the candidate led.
import type { QaPair } from '@viva/contracts';
import { firstPerson, secondPerson } from './cv-first-person.ts';
import type { CvAchievement } from './cv-achievements-section.ts';
import type { CvProfile, CvRole } from './cv-profile.ts';
import { situationAndAction } from './cv-role-pairs.ts';
import { asOrAt, heldRole, period, post, roleName, yearOf } from './cv-role-phrases.ts';
import { asSentence, shorten } from './phrasing.ts';

/**
 * The moves a CV shows, newest first: each dated post with the post it was taken up from. Posts are listed by status
 * as often as by date (an academic's current posts, then the earlier ones): past the posts held beside it, the move
 * was from the latest post that had ended when it began, wherever the CV lists that one.
 */
export function careerMoves(profile: CvProfile, most: number): { older: CvRole; newer: CvRole }[] {
  // Volunteer work beside the jobs is no step of the career.
  const dated = profile.roles.filter((role) => role.title && role.start && !role.volunteering);
  const moves: { older: CvRole; newer: CvRole }[] = [];
  const isMoveFrom = (older: CvRole, newer: CvRole): boolean =>
    // A job still held, one that began before the job listed above it, or two posts an ended third post was held
    // across, were held alongside one another: no move.
    !older.isCurrent &&
    (yearOf(newer.start) ?? 0) >= (yearOf(older.start) ?? 0) &&
    !heldAtOnce(older, newer) &&
    !heldAcrossMove(dated, older, newer);
  const movedFrom = new Set<CvRole>();
  for (let index = 0; index + 1 < dated.length && moves.length < most; index += 1) {
    const newer = dated[index] as CvRole;
    // Past the posts held beside it, the move was from the latest post that had ended when it began; a post that
    // ended a year or more before is no move (other work came between).
    const older = dated.slice(index + 1).find(
      (role, position) =>
        !movedFrom.has(role) &&
        isMoveFrom(role, newer) &&
        (position === 0 || endedJustBefore(role, newer)) &&
        // A post begun between the two is where that move went.
        !(
          yearOf(role.end) !== null &&
          dated.some(
            (other) =>
              other !== role &&
              other !== newer &&
              monthsOf(other.start) >= monthsOf(role.end) &&
              monthsOf(other.start) < monthsOf(newer.start),
          )
        ),
    );
    if (!older) continue;
    const isPromotion = newer.organisation !== null && newer.organisation === older.organisation;
    // The same title again at the same employer (a timeline's new contract), or where either row names no employer
    // (the post again, its employer given once), is no move to ask about.
    const sameEmployer = !newer.organisation || !older.organisation || isPromotion;
    if (sameEmployer && newer.title === older.title) continue;
    movedFrom.add(older);
    moves.push({ older, newer });
  }
  return moves;
}

/**
 * Questions on the moves a CV shows (a promotion, a change of employer), for CVs that list jobs without describing
 * them (LinkedIn exports often do): the answer retells the move from the CV's titles, employers and dates.
 */
export function careerPairs(profile: CvProfile): QaPair[] {
  const pairs: QaPair[] = [];
  for (const { older, newer } of careerMoves(profile, 3)) {
    const isPromotion = newer.organisation !== null && newer.organisation === older.organisation;
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
            answer: `I was ${heldRole(older)}${period(older)}. In ${newer.start} I ${joined(newer)} as ${post(newer.title ?? '')}${stays}.`,
          },
    );
  }
  return pairs;
}

export function achievementPair(
  profile: CvProfile,
  asked: Set<CvRole>,
): { role: CvRole | null; pair: QaPair } | null {
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
  if (!best) {
    const told = profile.achievements[0];
    return told ? { role: null, pair: toldAchievementPair(told) } : null;
  }
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

/**
 * An achievement the CV tells in its own section, problem, action and result: asked by its result, answered with the
 * three as the CV states them; at an employer only where the entry names it.
 */
function toldAchievementPair(told: CvAchievement): QaPair {
  const result = firstPerson(told.result, false);
  const place = told.at ? ` at ${told.at}` : '';
  const named = told.name
    ? `Among your achievements your CV lists ${told.name}${place}, where`
    : `Your CV says that${place}`;
  return {
    question: `${named} ${secondPerson(shorten(result, 25))} Tell me more about that result and your part in it.`,
    answer: [
      told.situation ? `The ${told.situation.word} was ${inSentence(asSentence(told.situation.text))}` : '',
      told.action ? firstPerson(told.action, false) : '',
      `As a result, ${inSentence(result)}`,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

// 'A slow release process' → 'a slow release process' inside a sentence; 'I' and an abbreviation keep their capital
// ('SAP').
const inSentence = (text: string): string =>
  /^(?:A\b|\p{Lu}\p{Ll})/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

// 'Managed inventory', 'Managed the budget', 'Coordinated orders': things looked after, no people or work led.
const MANAGES_THINGS =
  /^(?:managed|coordinated)\s+(?:the\s+|all\s+|our\s+|daily\s+)?(?:inventory|inventories|stock|orders?|budgets?|accounts?|records?|files?|filing|invoices?|payments?|schedules?|calendars?|bookings?|reservations?|supplies|deliveries|shipments?|databases?|websites?|social media|mail|correspondence|logistics)\b/i;

export function leadershipPair(profile: CvProfile, asked: Set<CvRole>): QaPair | null {
  for (const role of profile.roles.filter((candidate) => !asked.has(candidate))) {
    const detail = role.details.find(
      (line) =>
        // 'Supervised by M. Ann Roe.': who led the candidate, not whom the candidate led.
        /^(?:led|managed|mentored|supervised|coordinated|directed|scaled)\b(?!\s+by\b)/i.test(line) &&
        !MANAGES_THINGS.test(line),
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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (date: string | null): number | null => {
  const name = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/i.exec(date ?? '')?.[1];
  if (name) return MONTHS.indexOf(name.toLowerCase());
  // '09/2022', '09.2022': the month by its number.
  const number = /^(0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}$/.exec(date?.trim() ?? '')?.[1];
  return number ? Number(number) - 1 : null;
};

/**
 * Months from the older post's end to the newer one's start, negative where they overlap; by the year (in twelves)
 * where either date names no month. null where either has no year.
 */
function monthsBetween(older: CvRole, newer: CvRole): number | null {
  const [ended, began] = [yearOf(older.end), yearOf(newer.start)];
  if (ended === null || began === null) return null;
  const [endMonth, startMonth] = [monthOf(older.end), monthOf(newer.start)];
  return endMonth !== null && startMonth !== null
    ? began * 12 + startMonth - (ended * 12 + endMonth)
    : (began - ended) * 12;
}

/**
 * Two posts held at once ('Professor, 2017 – 2024' and 'Strategist, 2022 – 2024'): the older one ended more than two
 * months after the newer one began (by the year, where a date gives no month), so it was no move.
 */
export function heldAtOnce(older: CvRole, newer: CvRole): boolean {
  return (monthsBetween(older, newer) ?? 0) < -2;
}

// A post held beside a career by its kind, not one the career's posts sit inside ('Professor (Secondary Appointment)',
// 'Adjunct Professor', 'Substitute Lecturer', 'Part-time Tutor').
const SIDE_POST = /\b(?:secondary appointment|adjunct|substitute|part[- ]time)\b/i;

/**
 * A third post, since ended, held from before the older post ended until after the newer one began, and holding one of
 * the two inside it (a student's posts inside a doctorate, a lecturer's course contracts inside a research post, side
 * work inside a main job): posts held within another do not follow one another, so no move between them is asked.
 * Not such a post: one still held (a membership or a volunteer post runs beside real moves), a side post by its title
 * (a secondary appointment beside two library posts), or a short one straddling the move (a gig begun late in the older
 * post). A promotion at one employer is a move whatever was held beside it.
 */
export function heldAcrossMove(roles: CvRole[], older: CvRole, newer: CvRole): boolean {
  if (older.organisation && older.organisation === newer.organisation) return false;
  const holdsOneInside = (other: CvRole): boolean =>
    monthsOf(other.start) <= monthsOf(older.start) ||
    (yearOf(newer.end) !== null && monthsOf(other.end) >= monthsOf(newer.end));
  return roles.some(
    (other) =>
      other !== older &&
      other !== newer &&
      !other.isCurrent &&
      !SIDE_POST.test(other.title ?? '') &&
      yearOf(other.start) !== null &&
      yearOf(older.end) !== null &&
      monthsOf(other.start) <= monthsOf(older.end) &&
      heldAtOnce(other, newer) &&
      holdsOneInside(other),
  );
}

/** The older post ended within the year before the newer one began. */
function endedJustBefore(older: CvRole, newer: CvRole): boolean {
  const gap = monthsBetween(older, newer);
  return gap !== null && gap <= 12;
}

/** A date as a count of months, its year's first month where it names none (a year alone sorts first). */
function monthsOf(date: string | null): number {
  return (yearOf(date) ?? 0) * 12 + (monthOf(date) ?? 0);
}

/** How the candidate took up a job: joining its employer, or working for themselves ('went self-employed'). */
function joined(role: CvRole): string {
  if (role.selfEmployed) return 'went self-employed';
  return `joined ${role.organisation ?? 'a new employer'}`;
}
