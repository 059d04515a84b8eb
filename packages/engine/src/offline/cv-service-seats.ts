// Academic CVs list the seats held on a university's or a society's bodies among the appointments ('2021-2023:
// Appointed member, Faculty Council', 'President – Senate of the College', 'Member, Executive Committee of the X
// Society'). A seat is service beside the post, never a post the candidate moved from or to.

import type { CvRole } from './cv-profile.ts';

// 'Elected member', 'Appointed member', 'Ex officio member': a seat whatever the body ('Member' alone of a club or a
// student society may be the candidate's activity, told with its work).
const ELECTED_MEMBER = /^(?:elected|appointed|ex[- ]officio|voting)\s+members?$/i;
// 'President Elect', 'Vice-Chair', 'Secretary', 'Member': a seat where the body is a council, senate or committee.
const SEAT =
  /^(?:(?:elected|appointed)\s+)?(?:member|(?:vice[- ])?president(?:\s+elect)?|(?:vice[- ])?chair(?:person)?|secretary|treasurer|delegate)\b/i;
const BODY =
  /\b(?:senate|council|committee|assembly|commission|board of (?:directors|trustees|governors))\b/i;

/** Whether an entry, read as `role` from its header lines, is a seat on a body rather than a post. */
export function isServiceSeat(role: Pick<CvRole, 'title' | 'organisation'>, headers: string[]): boolean {
  const seat = role.title ?? role.organisation ?? '';
  return ELECTED_MEMBER.test(seat) || (SEAT.test(seat) && BODY.test(headers.join(' ')));
}
