// Job boards print a résumé's section names as a row over its entries ('Work history', 'Education' side by side), and
// the reader meets the two headings back to back, then the jobs, then the degrees. There the education heading is
// moved down to the first degree line after the jobs (a degree with its dates or school under it), so the jobs stay
// under the experience heading.

/** The lines with an education heading that stands right after an experience heading moved to its first degree. */
export function withHeadingRowSpread<T>(
  lines: T[],
  kindOf: (line: T) => string | null,
  isDegreeAt: (lines: T[], index: number) => boolean,
): T[] {
  const at = lines.findIndex(
    (line, index) => kindOf(line) === 'experience' && kindOf(lines[index + 1] as T) === 'education',
  );
  if (at === -1) return lines;
  const after = lines.slice(at + 2);
  const degree = after.findIndex((_, index) => index > 0 && isDegreeAt(after, index));
  const nextHeading = after.findIndex((line) => kindOf(line) !== null);
  if (degree === -1 || (nextHeading !== -1 && nextHeading < degree)) return lines;
  return [...lines.slice(0, at + 1), ...after.slice(0, degree), lines[at + 1] as T, ...after.slice(degree)];
}
