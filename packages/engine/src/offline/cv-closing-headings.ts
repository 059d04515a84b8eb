// Row layouts set each section's name at the right edge, rotated, and the reader meets it after the section's
// entries: 'entries… / Experience / entries… / Education / footer'. There a heading closes its block instead of
// opening it. The signs: dated entries come before the first heading, and the last heading ends the document (at
// most a footer line after it).

/** The lines with each closing heading moved before its block; other layouts' lines as they are. */
export function withClosingHeadingsFirst<T>(
  lines: T[],
  isHeading: (line: T) => boolean,
  isDated: (line: T) => boolean,
): T[] {
  const headingAt = lines.flatMap((line, index) => (isHeading(line) ? [index] : []));
  const [first = -1] = headingAt;
  const last = headingAt.at(-1) ?? -1;
  const firstDated = lines.findIndex(isDated);
  const datedBeforeFirst = lines.slice(0, Math.max(first, 0)).filter(isDated).length;
  if (headingAt.length < 2 || lines.length - 1 - last > 1 || datedBeforeFirst < 2) return lines;
  // What stands before the first entry (name, pitch, key/value header) belongs to no section.
  const ordered = lines.slice(0, firstDated);
  let blockStart = firstDated;
  for (const at of headingAt) {
    ordered.push(lines[at] as T, ...lines.slice(blockStart, at));
    blockStart = at + 1;
  }
  return [...ordered, ...lines.slice(blockStart)];
}
