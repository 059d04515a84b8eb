// Chinese and Japanese text as a PDF gives it: letters a font maps to radicals, punctuation in its vertical forms,
// and lines a browser or typesetter wrapped between any two letters.

// CJK Radicals Supplement code points that fonts map whole letters to (Japanese fonts '⻑' for 長, '⻄' for 西;
// Chinese fonts '⻔' for 门, '⻢' for 马). Unicode gives them no decomposition (but for ⺟ and ⻳), so NFKC leaves
// them; the radicals that only ever stand inside a letter (⺅, ⻌, ⺾ …) are no letter of their own and stay.
const RADICAL_LETTERS: Readonly<Record<string, string>> = {
  '\u2E9F': '母',
  '\u2EA0': '民',
  '\u2EC1': '虎',
  '\u2EC4': '西',
  '\u2EC5': '见',
  '\u2EC6': '角',
  '\u2EC9': '贝',
  '\u2ECB': '车',
  '\u2ED1': '長',
  '\u2ED3': '长',
  '\u2ED4': '门',
  '\u2ED8': '青',
  '\u2ED9': '韦',
  '\u2EDA': '页',
  '\u2EDB': '风',
  '\u2EDC': '飞',
  '\u2EDD': '食',
  '\u2EE2': '马',
  '\u2EE3': '骨',
  '\u2EE4': '鬼',
  '\u2EE5': '鱼',
  '\u2EE6': '鸟',
  '\u2EE7': '卤',
  '\u2EE8': '麦',
  '\u2EE9': '黄',
  '\u2EEA': '黾',
  '\u2EEB': '斉',
  '\u2EEC': '齐',
  '\u2EED': '歯',
  '\u2EEE': '齿',
  '\u2EEF': '竜',
  '\u2EF0': '龙',
  '\u2EF2': '亀',
  '\u2EF3': '龟',
};

// Vertical presentation forms printed in horizontal text ('８︓３０'): the full-width marks they stand for. NFKC would
// give ASCII marks (':'), which a CJK line never prints.
const VERTICAL_FORMS: Readonly<Record<string, string>> = {
  '\uFE10': '，',
  '\uFE11': '、',
  '\uFE12': '。',
  '\uFE13': '：',
  '\uFE14': '；',
  '\uFE15': '！',
  '\uFE16': '？',
  '\uFE17': '〖',
  '\uFE18': '〗',
  '\uFE19': '…',
  '\uFE30': '‥',
  '\uFE31': '—',
  '\uFE32': '–',
  '\uFE35': '（',
  '\uFE36': '）',
  '\uFE37': '｛',
  '\uFE38': '｝',
  '\uFE39': '〔',
  '\uFE3A': '〕',
  '\uFE3B': '【',
  '\uFE3C': '】',
  '\uFE3D': '《',
  '\uFE3E': '》',
  '\uFE3F': '〈',
  '\uFE40': '〉',
  '\uFE41': '「',
  '\uFE42': '」',
  '\uFE43': '『',
  '\uFE44': '』',
  '\uFE47': '［',
  '\uFE48': '］',
};

/**
 * Letters a font maps to Kangxi radicals ('博⼠号' for '博士号', '⽇', '⼈') or to the CJK Radicals Supplement ('最⻑'
 * for '最長') read as the letters, and vertical punctuation ('︓') as the full-width mark. Only these: NFKC over the
 * whole text would also turn full-width digits and letters ('２０２４年', 'Ｅメール') and the half-width katakana
 * into other characters, which the document printed as they are and the engine reads as they are.
 */
export function withCjkLettersUnified(text: string): string {
  return text
    .replace(/[\u2F00-\u2FD5]/gu, (radical) => radical.normalize('NFKC'))
    .replace(/[\u2E80-\u2EFF]/gu, (radical) => RADICAL_LETTERS[radical] ?? radical)
    .replace(/[\uFE10-\uFE19\uFE30-\uFE48]/gu, (form) => VERTICAL_FORMS[form] ?? form);
}

// A character of Chinese or Japanese text: a letter (Han, kana, the long-vowel mark), CJK punctuation or a full-width
// form. Korean is not one: it writes spaces between words.
const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FB\u30FC\uFF01-\uFF60]/u;
// A letter (not a mark): where a line ends mid-sentence, and what such a sentence goes on with.
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FB\u30FC\uFF10-\uFF19]/u;
// A mark that goes on a sentence: a comma or stop, a closing bracket.
const CJK_CONTINUING_MARK = /[、。，．：；！？）」』】〕〉》]/u;

// A line that opens on a label before a full-width colon ('内容：…', '結果：…'): a field of its own, which a space
// keeps apart from the line it goes on from.
const OPENS_ON_LABEL = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,6}[：:]/u;

/**
 * Two lines of Chinese or Japanese text joined: the line ends on such a character and the next opens on one, not on
 * a label of its own.
 */
export function joinsWithoutSpace(previous: string, next: string): boolean {
  return (
    CJK_CHARACTER.test(previous.slice(-1)) && CJK_CHARACTER.test(next.charAt(0)) && !OPENS_ON_LABEL.test(next)
  );
}

/**
 * The line breaks inside a Chinese or Japanese sentence: it ends on a letter, no mark, and the next line opens on a
 * letter or a mark that goes on a sentence ('…研究経験がある方を特に歓迎します。植' / '物を対象とした…'). Whether the
 * line was full is the caller's to tell: a title or a row ends on a letter too.
 */
export function breaksInsideCjkSentence(previous: string, next: string): boolean {
  const first = next.charAt(0);
  return CJK_LETTER.test(previous.slice(-1)) && (CJK_LETTER.test(first) || CJK_CONTINUING_MARK.test(first));
}
