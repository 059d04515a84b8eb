// PDFs set bold by printing the same word several times over itself; the text layer then gives it back repeated
// ('Ansys Ansys Ansys Ansys', 'Sorbonne Université Sorbonne Université Sorbonne Université'). Three or more
// repeats of a run of words in a row is such bold, never writing: one copy stays. Two ('very very') are left.
const REPEATED_RUN = /(?<!\S)(\S+(?:\s+\S+){0,5}?)(?:\s+\1){2,}(?=[\s,.;:)]|$)/gu;

/** The line with each run of words repeated three or more times in a row kept once. */
export function withOverprintedRunsCollapsed(line: string): string {
  return line.replace(REPEATED_RUN, '$1');
}
