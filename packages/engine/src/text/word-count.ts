// Japanese and Chinese write no spaces between words: a run of their letters counts at about two letters a word, so a
// Japanese line is not taken for one word (too short for a duty) nor a page of it for a line.
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const LETTERS_PER_WORD = 2;

/** How many words a text's runs of Japanese or Chinese letters hold. */
export function unspacedWordCount(text: string): number {
  return (text.match(UNSPACED_RUN) ?? []).reduce(
    (count, run) => count + Math.ceil(run.length / LETTERS_PER_WORD),
    0,
  );
}

/** How many words a text holds: those between spaces, and those of its runs of Japanese or Chinese letters. */
export function wordCount(text: string): number {
  const spaced = text.replace(UNSPACED_RUN, ' ').split(/\s+/).filter(Boolean).length;
  return unspacedWordCount(text) + spaced;
}
