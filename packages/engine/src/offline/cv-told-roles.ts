// Roles a CV tells in running text rather than in header lines: 'July 2008 to June 2013 worked as the Chief
// Financial Officer with Acme Payments Limited. The company…', '• June 2002 to April 2006 – Head of Finance - Acme
// Limited', and older roles run on after an 'o' bullet glyph. Each is rewritten as the header line an entry would have
// ('Chief Financial Officer at Acme Payments Limited · July 2008 – June 2013') and the rest of its text as duties.

import { DATE, DATE_RANGE, OPEN_END, TITLE_WORD } from './cv-vocabulary.ts';
import type { CvLine } from './cv-lines.ts';

// 'to date' closes a range as 'till date' does: the role is held now.
const LEADING_RANGE = new RegExp(
  `^(${DATE})\\s*(?:[–—-]|to|till|until)\\s*(date|${DATE}|${OPEN_END})(?=[\\s,:·–—-]|$)\\s*[·:,–—-]?\\s*`,
  'i',
);
// 'worked as the', 'working as', 'served as an', 'I was working as': the verb that tells the role.
const TOLD_AS =
  /^(?:I\s+)?(?:have\s+|had\s+|was\s+|am\s+)?(?:worked|working|served|serving)\s+as\s+(?:an?\s+|the\s+)?/i;
// A title or employer is a run of capitalised words and their links ('Head of Finance', 'Procter & Gamble').
const NAME_WORD = /^(?:[\p{Lu}\d][\p{L}\d&.'’/-]*|of|and|&|for|the|[–—-])$/u;
// Where a title gives way to its employer: 'at', 'with', 'in', a comma; a dash only where none of them is.
const EMPLOYER_LINK = /\s+(?:at|with|in)\s+(?=\p{Lu})|,\s+(?=\p{Lu})/u;
// A bullet glyph the PDF's text kept as a letter: 'o Adroit Financial Services as Director … o Multi-Tech …'.
const LETTER_BULLET = /(?:^|\s+)o\s+(?=\p{Lu})/u;

/** The run of name words a text opens with ('Financial Controller and responsible for…' → 'Financial Controller'). */
function leadingName(text: string): string {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/[.,;:]$/, '');
    if (!bare || !NAME_WORD.test(bare)) break;
    words.push(bare);
    // A name ends at its punctuation: 'Limited.' or 'Hub,' closes it.
    if (bare !== word && !/\.$/.test(bare)) break;
  }
  while (words.length > 0 && /^(?:of|and|&|for|the|[–—-])$/i.test(words.at(-1) ?? '')) words.pop();
  return words.join(' ').replace(/(?<=\p{Ll}{2})\.$/u, '');
}

/** 'Vice President Finance at Acme Limited (a global group) wherein…': the title, its employer and what follows. */
function titleAndEmployer(text: string): { title: string; employer: string | null } | null {
  const link = EMPLOYER_LINK.exec(text);
  const beforeLink = link ? text.slice(0, link.index) : text;
  const title = leadingName(beforeLink);
  if (!TITLE_WORD.test(title)) return null;
  if (link && title === beforeLink.trim()) {
    const employer = leadingName(text.slice(link.index + link[0].length));
    // 'Acme Limited – Central Hub': the employer, not its branch.
    return { title, employer: employer.split(/\s+[–—-]\s+/)[0] || null };
  }
  // 'Head of Finance - Acme Limited – Central Hub comprising…': a dash parts the title from the employer.
  const [dashedTitle = '', dashedEmployer] = title.split(/\s+[–—-]\s+/);
  if (dashedEmployer && TITLE_WORD.test(dashedTitle) && !TITLE_WORD.test(dashedEmployer))
    return { title: dashedTitle, employer: dashedEmployer };
  return { title, employer: null };
}

/** A line that opens on a role's dates and tells its title: the header of that role, then its duties. */
function toldRole(line: CvLine): CvLine[] | null {
  const dates = LEADING_RANGE.exec(line.text);
  if (!dates) return null;
  const row = line.text.slice(dates[0].length);
  const told = row.replace(TOLD_AS, '');
  const role = titleAndEmployer(told);
  if (!role) return null;
  // What the sentence says after the role is a duty of it; the role's own words are said by the header.
  const [first = '', ...rest] = told.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  // 'Student assistant at the Radboud University', 'Clerk at the county of Westmoor': a row that names no employer in
  // capitals and runs on past the title's capitalised words is read as a row, every word of it kept.
  const isRowRunningOn = told === row && !role.employer && first.replace(/[.!?]$/, '').trim() !== role.title;
  if (isRowRunningOn) return null;
  const end = /^date$/i.test(dates[2] ?? '') ? 'present' : dates[2];
  const header = `${role.title}${role.employer ? ` at ${role.employer}` : ''} · ${dates[1]} – ${end}`;
  return [{ text: header, isBullet: false }, ...rest.map((text) => ({ text, isBullet: true }))];
}

/**
 * An entry written as a list item, ending on its dates ('Acme Services as Director April 1994 to January 1998',
 * 'Roe & Poe, Chartered Accountants; January 1985 to February 1988'): short and all names, a header, not a duty.
 */
function isDatedEntryItem(line: CvLine): boolean {
  const range = DATE_RANGE.exec(line.text);
  if (!range || range.index === 0 || range.index + range[0].length < line.text.trimEnd().length) return false;
  const words = line.text.slice(0, range.index).split(/\s+/).filter(Boolean);
  return (
    words.length <= 12 &&
    words.every((word) => /^[\p{Lu}\d(&–—-]/u.test(word) || /^(?:of|and|the|for|as|at|in|with)$/.test(word))
  );
}

// A lead-in over older roles ('Prior to joining the Acme Group', 'Before Acme', 'Earlier career'): no employer.
const LEAD_IN =
  /^(?:prior to\b|before\s+(?:joining\b|\p{Lu})|earlier (?:career|experience|roles|positions)\b)/iu;

/** The experience section's lines with roles told in text turned into header lines, lead-ins dropped. */
export function withToldRolesAsHeaders(lines: CvLine[]): CvLine[] {
  // Where a line opens on the 'o' glyph, it is the section's bullet: lines it runs on in are split at it too.
  const hasLetterBullets = lines.some((line) => /^o\s+\p{Lu}/u.test(line.text));
  return lines
    .filter((line) => line.isBullet || DATE_RANGE.test(line.text) || !LEAD_IN.test(line.text))
    .flatMap((line) =>
      hasLetterBullets && LETTER_BULLET.test(line.text)
        ? line.text
            .split(LETTER_BULLET)
            .filter(Boolean)
            .map((text, index) => ({
              text: text.trim(),
              isBullet: index > 0 || /^o\s/.test(line.text) || line.isBullet,
            }))
        : [line],
    )
    .flatMap((line) => {
      if (!line.isBullet) return [line];
      if (isDatedEntryItem(line)) return [{ ...line, isBullet: false }];
      return toldRole(line) ?? [line];
    });
}
