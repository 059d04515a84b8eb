/** Levenshtein distance between two strings (insertions, deletions and substitutions of one character each). */
export function editDistance(first: string, second: string): number {
  let previous = Array.from({ length: second.length + 1 }, (_, index) => index);
  for (let row = 1; row <= first.length; row++) {
    const current = [row];
    for (let column = 1; column <= second.length; column++) {
      const substitution = (previous[column - 1] ?? 0) + (first[row - 1] === second[column - 1] ? 0 : 1);
      current.push(Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[second.length] ?? 0;
}

/**
 * A word misspelt from one of `words` ('Actvities', 'Experince'): within one edit for words of up to eight letters and
 * two for longer ones; short words must match exactly, as one edit turns them into other words. Null when none is,
 * and for the word itself or another form of one ('Projects' → 'project').
 */
export function misspeltFrom(word: string, words: readonly string[]): string | null {
  const plain = word.toLowerCase();
  if (plain.length < 5) return null;
  const allowed = plain.length <= 8 ? 1 : 2;
  // 'Researcher' and 'Project' are other words than 'research' and 'projects', not misspellings of them.
  const isOtherForm = (known: string): boolean => plain.startsWith(known) || known.startsWith(plain);
  return words.find((known) => !isOtherForm(known) && editDistance(plain, known) <= allowed) ?? null;
}
