import type { CvRole } from './cv-profile.ts';

// A post held beside the work ('Volunteer', 'Board Member', an alumni network's 'Advisor'): not the job a candidate
// leads with, however recent.
const SIDE_POST =
  /\b(?:volunteer|board member|trustee|member|ambassador|alumni|b[ée]n[ée]vole|voluntari[oa])\b/i;

const yearOf = (date: string | null): number => Number(/\b(?:19|20)\d{2}\b/.exec(date ?? '')?.[0]) || 0;

/**
 * Roles read newest first, with the job still held ahead of the ended ones listed above it, where a template sets it
 * below them ('Depuis Mai 2017' under a 2015–2017 job): a job begun when each of those had ended, or dated with no
 * start, not a side post.
 */
export function withCurrentJobFirst(roles: CvRole[]): CvRole[] {
  const at = roles.findIndex(
    (role, index) =>
      index > 0 &&
      role.isCurrent &&
      role.title !== null &&
      !SIDE_POST.test(role.title) &&
      roles.slice(0, index).every(
        (above) =>
          !above.isCurrent &&
          yearOf(above.end) > 0 &&
          // A post still held whose card gives no start ('ongoing') is held still after those that ended.
          (role.start === null || yearOf(role.start) >= yearOf(above.end)),
      ),
  );
  return at === -1 ? roles : [roles[at] as CvRole, ...roles.filter((_, index) => index !== at)];
}
