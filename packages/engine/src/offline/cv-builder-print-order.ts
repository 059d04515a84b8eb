// Resume builders' two-column prints (Reactive Resume's templates saved as PDF) are read in an order of their own: the
// sidebar's section names come first, stacked with nothing under them ('## Profiles' / '## Skills' / '## Awards' /
// '## Certifications'), then the main column's sections, the sidebar's items after the last main heading, then each
// entry's text before its header (the employer as a sub-heading, the title, the dates, the place, a site), and the
// person's name and headline at the foot. Read as it comes, the sidebar's items sit under the experience heading (an
// award's month taken for an employer) and the entries' headers under no text. Where a document opens on such a
// stack and its entries' headers close their texts just before the name, it is set out in the order a CV is read:
// the name, the main sections with each entry's header ('Title at Employer', so a title's comma parts no employer:
// 'Vice President, Banking Operations'), dates and place before its text, then each sidebar section with its
// items, the items matched to the names in order, as the sidebar sets them.

import { ONLY_A_DATE } from './cv-section-furniture.ts';
import { headingKind, isDatesAlone, isPlaceLine } from './cv-vocabulary.ts';

const HEADING = /^#{1,6}\s+/;
const SECTION_HEADING = /^#{1,2}\s/;
// The level a builder prints under a skill group's name.
const SKILL_LEVEL = /^(?:beginner|novice|intermediate|advanced|expert|master|proficient)$/i;
// An online profile's handle as the sidebar prints it, over the network's name ('janedoe' / 'GitHub').
const HANDLE = /^@?[\p{Ll}\d][\p{L}\d._-]*$/u;
// An award and a certification are both printed as title, issuer and month; the certification names itself one.
const CERTIFICATION_NAME =
  /\b(?:licen[cs]es?|certifi\p{L}*|certificate|associate|accredit\p{L}*|chartered)\b/iu;

const plain = (line: string): string => line.replace(HEADING, '');
const isSite = (line: string): boolean => /^(?:https?:\/\/|www\.)\S+$/.test(line);
// A line of an entry's text: a sentence, never a sidebar item's short line.
const isProse = (line: string): boolean =>
  !HEADING.test(line) && (/\p{Ll}[.!]$/u.test(line) || line.split(/\s+/).length >= 12);

type Header = {
  at: number;
  end: number;
  organisation: string;
  title: string;
  dates: string;
  place: string | null;
};

/** The entry header at `at`: the employer as a sub-heading, the title, the dates, then perhaps the place and site. */
function headerAt(lines: string[], at: number): Header | null {
  const [organisation = '', title = '', dates = ''] = lines.slice(at, at + 3);
  if (!/^#{3,6}\s/.test(organisation) || headingKind(organisation) !== null) return null;
  if (HEADING.test(title) || isDatesAlone(title) || HEADING.test(dates) || !isDatesAlone(dates)) return null;
  let end = at + 3;
  const place = isPlaceLine(lines[end] ?? '') ? (lines[end] ?? null) : null;
  if (place) end += 1;
  if (isSite(lines[end] ?? '')) end += 1;
  return { at, end, organisation: plain(organisation), title, dates, place };
}

type ItemKind = 'profile' | 'skill' | 'dated';
type Item = { kind: ItemKind; lines: string[] };

/** The sidebar's items, each closed by its month, its level or its network's name; null where lines are left over. */
function sidebarItemsOf(lines: string[]): Item[] | null {
  const items: Item[] = [];
  let open: string[] = [];
  for (const line of lines) {
    open.push(line);
    const text = plain(line);
    const kind: ItemKind | null = ONLY_A_DATE.test(text)
      ? 'dated'
      : SKILL_LEVEL.test(text)
        ? 'skill'
        : open.length === 2 &&
            HANDLE.test(open[0] ?? '') &&
            !HEADING.test(line) &&
            text.split(/\s+/).length <= 3
          ? 'profile'
          : null;
    if (!kind) continue;
    items.push({ kind, lines: open });
    open = [];
  }
  return open.length === 0 ? items : null;
}

/**
 * An item as its section is read: a skill group's name over its keywords, a dated item's title; a profile's handle
 * none (the contact block's business, never a skill).
 */
function itemLines(item: Item): string[] {
  if (item.kind === 'profile') return [];
  if (item.kind === 'dated') return [plain(item.lines[0] ?? '')];
  const name = item.lines.find((line) => HEADING.test(line));
  const keywords = item.lines.filter((line) => !HEADING.test(line) && !SKILL_LEVEL.test(line));
  return [...(name ? [plain(name)] : []), ...(keywords.length > 0 ? [keywords.join(' ')] : [])];
}

/** The sidebar's names with their items: each run of items of one kind under the next name, in order. */
function sidebarSections(names: string[], items: Item[]): string[] | null {
  const runs: Item[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    if (run && run[0]?.kind === item.kind) run.push(item);
    else runs.push([item]);
  }
  const out: string[] = [];
  let at = 0;
  for (const run of runs) {
    const name = names[at];
    if (!name) return null;
    const kind = headingKind(name);
    if ((run[0]?.kind === 'skill') !== (kind === 'skills')) return null;
    // A dated run over an awards' name and a certifications' one: the certifications are the items from the first
    // that names itself one.
    const firstCertification = run.findIndex((item) => CERTIFICATION_NAME.test(item.lines[0] ?? ''));
    const splits =
      run[0]?.kind === 'dated' &&
      kind !== 'certifications' &&
      headingKind(names[at + 1] ?? '') === 'certifications' &&
      firstCertification !== -1;
    const parts = splits ? [run.slice(0, firstCertification), run.slice(firstCertification)] : [run];
    for (const part of parts) {
      const read = part.flatMap(itemLines);
      if (read.length > 0) out.push(names[at] ?? '', ...read);
      at += 1;
    }
  }
  return out;
}

/** The markdown of a builder's print set out in reading order; other layouts' markdown as it is. */
export function withBuilderPrintOrderRestored(markdown: string): string {
  const lines = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // The sidebar's names: the headings the document opens on, each directly over another.
  let stackEnd = 0;
  while (SECTION_HEADING.test(lines[stackEnd] ?? '') && SECTION_HEADING.test(lines[stackEnd + 1] ?? ''))
    stackEnd += 1;
  const nameAt = lines.findLastIndex((line) => /^#\s/.test(line));
  if (stackEnd < 2 || nameAt <= stackEnd || lines.length - nameAt > 4) return markdown;
  const headers: Header[] = [];
  for (let at = stackEnd; at < nameAt; at += 1) {
    const header = headerAt(lines, at);
    if (!header) continue;
    headers.push(header);
    at = header.end - 1;
  }
  const [first] = headers;
  if (!first || headers.at(-1)?.end !== nameAt) return markdown;
  let textStart = first.at;
  while (textStart > stackEnd && isProse(lines[textStart - 1] ?? '')) textStart -= 1;
  const entries = headers.map((header, index) => ({
    ...header,
    text: lines.slice(index === 0 ? textStart : (headers[index - 1]?.end ?? 0), header.at),
  }));
  if (entries.some((entry) => entry.text.length === 0 || entry.text.some((line) => HEADING.test(line))))
    return markdown;
  // The main column's last heading, over the sidebar's items and the entries.
  const mainAt = lines.findLastIndex(
    (line, at) => at < textStart && SECTION_HEADING.test(line) && headingKind(line) !== null,
  );
  const items = mainAt >= stackEnd ? sidebarItemsOf(lines.slice(mainAt + 1, textStart)) : null;
  const sidebar = items ? sidebarSections(lines.slice(0, stackEnd), items) : null;
  if (!sidebar) return markdown;
  return [
    ...lines.slice(nameAt),
    ...lines.slice(stackEnd, mainAt + 1),
    ...entries.flatMap((entry) => [
      `### ${entry.title} at ${entry.organisation}`,
      [entry.dates, entry.place].filter(Boolean).join(' · '),
      ...entry.text,
    ]),
    ...sidebar,
  ].join('\n\n');
}
