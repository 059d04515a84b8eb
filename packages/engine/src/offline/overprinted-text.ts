// PDFs set bold by printing the same word several times over itself; the text layer then gives it back repeated
// ('Ansys Ansys Ansys Ansys', 'Sorbonne Université Sorbonne Université Sorbonne Université'). Three or more
// repeats of a run of words in a row is such bold, never writing: one copy stays. Two ('very very') are left.
const REPEATED_RUN = /(?<!\S)(\S+(?:\s+\S+){0,5}?)(?:\s+\1){2,}(?=[\s,.;:)]|$)/gu;

// Text before the line's first bold run that ends on no separator of its own ('Intern' in 'Intern Quarkly…').
const PLAIN_LEAD = /[\p{L}\p{N})]\s*$/u;

/**
 * The line with each run of words repeated three or more times in a row kept once. Templates that print a job as
 * 'Title **Employer**, **Parent**' on one line make the names bold and the title not: where plain text runs into the
 * line's first bold run, the run is a field of its own, and so is a bold run after a comma that follows another
 * ('Intern · Quarkly · Zeta Group, Oslo'): the reader parts a layout's fields with ' · ', and two names joined by a
 * comma would read as a town and its region.
 */
export function withOverprintedRunsCollapsed(line: string): string {
  let text = '';
  let cursor = 0;
  for (const [index, match] of [...line.matchAll(REPEATED_RUN)].entries()) {
    const at = match.index ?? 0;
    const between = line.slice(cursor, at);
    const run = match[1] ?? '';
    if (index === 0) {
      const isParted = PLAIN_LEAD.test(between.replace(/^#{1,6}\s+/, ''));
      text += isParted ? `${between}· ${run}` : `${between}${run}`;
    } else {
      // 'Quarkly, Zeta Group': a second bold name right after a comma is a field of its own.
      text += /^,\s+$/.test(between) ? ` · ${run}` : `${between}${run}`;
    }
    cursor = at + match[0].length;
  }
  return text + line.slice(cursor);
}
