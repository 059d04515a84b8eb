// An academic CV lists its assistantships under a heading of their own ('Research Assistantships', 'Graduate
// Assistantships'), one dated row each ('2017-2018 Research Assistant to Dr. Roe, Northfield University'). Each row is
// a post held, but the reader of sections knows no such heading and runs the rows into the section above it (a list
// of trainings or awards), so the posts were lost. They are read here, as the experience reader reads its rows.

import type { CvLine } from './cv-lines.ts';
import { type RoleDraft, rolesOf } from './cv-roles.ts';
import { headingText, isHeadingLine } from './cv-teaching-rows.ts';

const ASSISTANTSHIP_HEADING = /^(?:(?:graduate|research|teaching|student)\s+)+assistantships?$/i;

/**
 * The dated posts of a CV's assistantship sections, and the lines they take up (the heading and the lines under it,
 * to the next heading), which no other reader should read again.
 */
export function assistantshipPostsOf(lines: CvLine[]): { posts: RoleDraft[]; taken: Set<number> } {
  const posts: RoleDraft[] = [];
  const taken = new Set<number>();
  lines.forEach((line, headingAt) => {
    if (line.isBullet || !ASSISTANTSHIP_HEADING.test(headingText(line))) return;
    let end = headingAt + 1;
    while (end < lines.length && !lines[end]?.isTopHeading && !isHeadingLine(lines[end] as CvLine)) end += 1;
    const dated = rolesOf(lines.slice(headingAt + 1, end)).filter((draft) => draft.start);
    if (dated.length === 0) return;
    posts.push(...dated);
    for (let index = headingAt; index < end; index += 1) taken.add(index);
  });
  return { posts, taken };
}
