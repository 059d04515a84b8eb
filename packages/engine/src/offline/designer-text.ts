import nlp from 'compromise';

// Designer CV templates set text in narrow boxes (bubbles, sidebars) and hyphenate words at the box's edge; the PDF
// reader keeps a line-end hyphen, as it cannot tell it from a real one ('look-' + 'ing' → 'look-ing').

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
// Names in the lexicon ('ING' the bank) are no words of their own for this purpose: 'ing' is a word's ending.
const NAME_TAGS = new Set([
  'Organization',
  'Acronym',
  'ProperNoun',
  'Person',
  'FirstName',
  'LastName',
  'Place',
]);
const isWord = (word: string): boolean => {
  const tags = LEXICON[word];
  return tags !== undefined && ![tags].flat().some((tag) => NAME_TAGS.has(tag));
};

/** 'realtime' read as 'real' + 'time' split elsewhere than at `at`: a compound of two words of three letters or more. */
function isCompoundSplitElsewhere(word: string, at: number): boolean {
  for (let split = 3; split <= word.length - 3; split++)
    if (split !== at && isWord(word.slice(0, split)) && isWord(word.slice(split))) return true;
  return false;
}

/**
 * A word hyphenated at a box edge, joined again: 'look-ing' → 'looking', 're-altime' → 'realtime'. The hyphen goes
 * where one half is no word and the joined word is one (or, after a short head, two words split elsewhere);
 * compounds ('real-time', 'hands-on', 'long-term') and words of other languages ('peut-être') keep theirs.
 */
export function withBoxHyphensJoined(line: string): string {
  return line.replace(
    /(?<![\p{L}-])(\p{L}*\p{Ll})-(\p{Ll}+)(?![\p{L}-])/gu,
    (whole, head: string, tail: string) => {
      const joined = `${head}${tail}`.toLowerCase();
      if (isWord(whole.toLowerCase()) || (isWord(head.toLowerCase()) && isWord(tail))) return whole;
      const isSplitWord =
        isWord(joined) ||
        (head.length <= 3 && !isWord(tail) && isCompoundSplitElsewhere(joined, head.length));
      return isSplitWord ? `${head}${tail}` : whole;
    },
  );
}
