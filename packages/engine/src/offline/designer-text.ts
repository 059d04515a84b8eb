import nlp from 'compromise';
import { detectLanguage } from '../text/stopwords.ts';

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
 * What a document tells about its hyphens: the words it writes whole, lowercased (none that touches a hyphen:
 * 'Technol-ogy' gives neither 'technol' nor 'ogy'), and whether it is in English, the lexicon's language (French
 * writes inclusive endings with a hyphen, 'créatif-ive').
 */
export type HyphenContext = { words: ReadonlySet<string>; isEnglish: boolean };

export function hyphenContextOf(text: string): HyphenContext {
  const words = [...text.matchAll(/(?<![\p{L}-])\p{L}+(?![\p{L}-])/gu)].map((match) =>
    match[0].toLowerCase(),
  );
  return { words: new Set(words), isEnglish: detectLanguage(text) === 'en' };
}

const LATIN_WORD = /^\p{Script=Latin}+$/u;

/**
 * A word hyphenated at a box edge, joined again: 'look-ing' → 'looking', 're-altime' → 'realtime'. The hyphen goes
 * where one half is no word and the joined word is one (or, after a short head, two words split elsewhere), where
 * the document writes the joined word whole elsewhere ('Me-teor' beside 'Meteor'), or where neither half is a word
 * the lexicon or the document knows ('Technol-ogy', 'experimen-tal'): the lexicon lacks many long words.
 * Compounds ('real-time', 'hands-on', 'full-stack', 'e-mail') and words of other languages ('peut-être') keep theirs.
 * Without the document's context only the lexicon decides.
 */
export function withBoxHyphensJoined(
  line: string,
  context: HyphenContext = { words: new Set(), isEnglish: false },
): string {
  const isKnown = (word: string): boolean => isWord(word) || context.words.has(word);
  return line.replace(
    /(?<![\p{L}-])(\p{L}*\p{Ll})-(\p{Ll}+)(?![\p{L}-])/gu,
    (whole, head: string, tail: string) => {
      const joined = `${head}${tail}`.toLowerCase();
      const lowerHead = head.toLowerCase();
      if (isWord(whole.toLowerCase()) || (isWord(lowerHead) && isWord(tail))) return whole;
      const isSplitWord =
        isWord(joined) ||
        (head.length >= 2 && context.words.has(joined)) ||
        (head.length <= 3 && !isWord(tail) && isCompoundSplitElsewhere(joined, head.length)) ||
        // 'e-mail', 'x-ray': a head of one or two letters is a prefix, not a broken word. A word of another script
        // ('Инженер-робототехник') is in no English lexicon, which tells nothing of it.
        (context.isEnglish &&
          head.length >= 3 &&
          tail.length >= 2 &&
          LATIN_WORD.test(joined) &&
          !isKnown(lowerHead) &&
          !isKnown(tail));
      return isSplitWord ? `${head}${tail}` : whole;
    },
  );
}
