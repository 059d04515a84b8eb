// A teacher's CV lists the schools taught at under a teaching heading, one row each: the school, what was taught
// there and the years ('RIVERBEND ACADEMY, Biology and Chemistry · (2012-2016)'), sometimes the title last ('…,
// Writing Centre Tutor · (2010-2015)') or on the line under the row ('Middle School Teacher'). Each row is a post held
// at that school. The reader of the experience section does not see them: under 'Teaching Experience' an academic
// CV lists courses, and a row's second field elsewhere is as likely a department as a subject.

import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';
import { isTitleLine } from './cv-entry-headers-and-duties.ts';
import { DATE, headingKind, INSTITUTION, OPEN_END, tidy, TITLE_WORD } from './cv-vocabulary.ts';

// 'Teaching Experience', 'Teaching', 'Classroom Teaching Positions': a heading naming teaching, which the reader of
// sections either does not know or reads as the posts it names.
const TEACHING_HEADING =
  /^(?:(?:previous|relevant|professional|academic|school|classroom|online|k-12)\s+)?teaching(?:\s+(?:experience|positions?|posts?|history|appointments|career|employment))?$/i;

// 'SCHOOL NAME, What was taught · (2015-2016)', '(2016-Present)', '(2004 –2007)', '(2019)': the school, the rest and
// the years bracketed last.
const TEACHING_ROW = new RegExp(
  `^([^,()]+),\\s+([^()]+?)\\s*(?:·\\s*)?\\((${DATE})(?:\\s*[–—-]\\s*(${DATE}|${OPEN_END}))?\\)\\.?$`,
  'iu',
);

type TeachingRow = { draft: RoleDraft; hasTitle: boolean };

export function headingText(line: CvLine): string {
  return line.text
    .replace(/^#+\s*/, '')
    .replace(/[*_:]/g, '')
    .trim();
}

export function isHeadingLine(line: CvLine): boolean {
  return !line.isBullet && (line.isHeading === true || headingKind(line.text) !== null);
}

/** 'SCHOOL, Subject · (years)' → a post at the school, the subject told as what was taught there; else null. */
function teachingRowOf(text: string): TeachingRow | null {
  const [, school = '', rest = '', start = '', end = ''] = TEACHING_ROW.exec(text.trim()) ?? [];
  if (!INSTITUTION.test(school) || school.split(/\s+/).length > 8) return null;
  const fields = rest.split(/,\s+/).map(tidy).filter(Boolean);
  const last = fields.at(-1) ?? '';
  const title = TITLE_WORD.test(last) ? last : null;
  const subject = (title ? fields.slice(0, -1) : fields).join(', ');
  const organisation = tidy(school);
  return {
    draft: {
      headers: [...(title ? [title] : []), organisation],
      start: tidy(start),
      end: tidy(end || start),
      details: subject ? [`Taught ${subject}.`] : [],
      named: { title, organisation },
    },
    hasTitle: title !== null,
  };
}

/**
 * The posts of a CV's teaching sections made of 'School, Subject (years)' rows, and the lines they take up (the
 * heading, the rows, a row wrapped after a comma, a title line under a row and the bullets under it), which no other
 * reader should read again. A teaching section whose first line is no such row is left to the other readers.
 */
export function teachingPostsOf(lines: CvLine[]): { posts: RoleDraft[]; taken: Set<number> } {
  const posts: RoleDraft[] = [];
  const taken = new Set<number>();
  lines.forEach((line, headingAt) => {
    if (!isHeadingLine(line) || !TEACHING_HEADING.test(headingText(line))) return;
    const section: number[] = [headingAt];
    const found: TeachingRow[] = [];
    let index = headingAt + 1;
    while (index < lines.length) {
      const current = lines[index];
      if (!current || current.isTopHeading || isHeadingLine(current)) break;
      // A row the page wrapped after a comma runs on in the line under it.
      const next = lines[index + 1];
      const wrapped =
        !current.isBullet && /,$/.test(current.text) && next && !next.isBullet
          ? teachingRowOf(`${current.text} ${next.text}`)
          : null;
      const row = wrapped ?? (current.isBullet ? null : teachingRowOf(current.text));
      const above = found.at(-1);
      if (row) {
        found.push(row);
        section.push(...(wrapped ? [index, index + 1] : [index]));
        index += wrapped ? 2 : 1;
        continue;
      }
      // 'High School Instructor' under a row that named no title: the title of the post above.
      if (above && !above.hasTitle && isTitleLine(current) && !/\d/.test(current.text)) {
        const title = tidy(current.text);
        above.draft.headers.unshift(title);
        above.draft.named = { title, organisation: above.draft.named?.organisation ?? null };
        above.hasTitle = true;
      } else if (above && current.isBullet) above.draft.details.push(current.text);
      else break;
      section.push(index);
      index += 1;
    }
    if (found.length === 0) return;
    posts.push(...found.map((row) => row.draft));
    for (const at of section) taken.add(at);
  });
  return { posts, taken };
}
