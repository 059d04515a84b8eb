// Japanese and Chinese write no spaces between words: a run of their letters counts at about two letters a word, so a
// Japanese line is not taken for one word (too short for a duty) nor a page of it for a line. Thai, Lao, Khmer and
// Burmese write none either, their words longer: a run counts at about four letters a word, the vowels and tone
// marks set over and under them not counted.
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const LETTERS_PER_WORD = 2;
const SOUTHEAST_ASIAN_RUN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;
const SOUTHEAST_ASIAN_LETTERS_PER_WORD = 4;

/** How many words a text's runs of Japanese, Chinese, Thai, Lao, Khmer or Burmese letters hold. */
export function unspacedWordCount(text: string): number {
  const cjk = (text.match(UNSPACED_RUN) ?? []).reduce(
    (count, run) => count + Math.ceil(run.length / LETTERS_PER_WORD),
    0,
  );
  return (text.match(SOUTHEAST_ASIAN_RUN) ?? []).reduce(
    (count, run) => count + Math.ceil(run.replace(/\p{M}/gu, '').length / SOUTHEAST_ASIAN_LETTERS_PER_WORD),
    cjk,
  );
}

/** How many words a text holds: those between spaces, and those of its runs of letters written without spaces. */
export function wordCount(text: string): number {
  const spaced = text
    .replace(UNSPACED_RUN, ' ')
    .replace(SOUTHEAST_ASIAN_RUN, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return unspacedWordCount(text) + spaced;
}
