// 'Positions held: Cashier, Returns Desk Assoc., Paint Counter Assoc. Scheduled and coached a crew of 8-15 associates':
// the posts held at one employer, listed after a label, and the sentence the line runs on to after the list. Both are
// facts of the post: the list is told as the positions held ('Held the positions of Cashier, …'), the sentence as it is.

import { listPhrase } from './phrasing.ts';

const POSITIONS_LABEL = /^(?:positions?|roles?|posts?|titles?)\s+held\s*:\s*/i;
// A title's short words, written out as they are said.
const SHORT_TITLE_WORDS: [RegExp, string][] = [
  [/\bAssoc\.(?=\s|$)/g, 'Associate'],
  [/\bAsst\.(?=\s|$)/g, 'Assistant'],
  [/\bMgr\.(?=\s|$)/g, 'Manager'],
  [/\bRep\.(?=\s|$)/g, 'Representative'],
];
// The full stop after the list's last item, then a sentence: a capital and three words or more, a word in lower case
// before any comma ('Sr. Analyst, Desk Assoc.' is the list going on).
const SENTENCE_AFTER = /\.\s+(?=\p{Lu}\S*(?:\s+\S+){2,}$)(?=\p{Lu}[^,]*?\s\p{Ll})/gu;
const MAX_ITEM_WORDS = 5;

const writtenOut = (title: string): string =>
  SHORT_TITLE_WORDS.reduce((text, [short, full]) => text.replace(short, full), title).replace(/\.$/, '');

/** The line told as the positions held and the sentence after them; any other line as it is. */
export function positionsHeldTold(line: string): string[] {
  const label = POSITIONS_LABEL.exec(line);
  if (!label) return [line];
  const rest = line.slice(label[0].length);
  const [after] = rest.matchAll(SENTENCE_AFTER);
  const list = after ? rest.slice(0, after.index + 1) : rest;
  const titles = list
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((item) => writtenOut(item.trim()))
    .filter(Boolean);
  if (titles.length === 0 || titles.some((title) => title.split(/\s+/).length > MAX_ITEM_WORDS))
    return [line];
  const held = `Held the position${titles.length > 1 ? 's' : ''} of ${listPhrase(titles)}.`;
  return after ? [held, rest.slice(after.index + after[0].length).trim()] : [held];
}
