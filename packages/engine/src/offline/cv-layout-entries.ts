import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';

/** An entry's header read at a line: its draft, with no details yet, and how many lines after that line it takes. */
export type EntryHeader = { draft: RoleDraft; linesAfter: number };

/**
 * The entries of an experience section written in one layout: a header read at a line opens an entry, and the lines
 * after it, up to the next header, are its details (those the layout keeps). Null where fewer than two entries are so
 * written, or where the section does not open on one (another layout's reader then reads it).
 */
export function layoutEntriesOf(
  lines: CvLine[],
  headerAt: (index: number) => EntryHeader | null,
  isDetail: (line: CvLine) => boolean = () => true,
): RoleDraft[] | null {
  const drafts: RoleDraft[] = [];
  let current: RoleDraft | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) continue;
    const header = headerAt(index);
    if (header) {
      current = header.draft;
      drafts.push(current);
      index += header.linesAfter;
      continue;
    }
    if (!current) return null;
    if (isDetail(line)) current.details.push(line.text);
  }
  return drafts.length >= 2 ? drafts : null;
}
