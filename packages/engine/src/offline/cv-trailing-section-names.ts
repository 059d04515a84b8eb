// Designed CVs (Photoshop, Canva, Illustrator) lay each entry out as a card whose text comes before its own heading:
// the employer or school over a first-person paragraph, then the post or course as a heading and its dates under it
// ('## Acme Labs' / 'I maintain…' / '## Junior Programmer' / 'ongoing'), and each section's name after its cards
// ('## Experience' under the last of them). Read as it comes, each paragraph belongs to the card above it and each
// section holds the cards of the next. Where the text up to a section's name is all such cards, each section's name
// is set before its block and each card in the order an entry is read: its post, employer, dates, then its text.

import { headingKind, isDatesAlone } from './cv-vocabulary.ts';

const HEADING = /^#{1,6}\s+/;

type Card = { organisation: string | null; text: string[]; title: string; dates: string };

const isSectionName = (line: string): boolean => HEADING.test(line) && headingKind(line) !== null;
const isCardHeading = (line: string): boolean => /^#{2,6}\s/.test(line) && headingKind(line) === null;
const isDates = (line: string): boolean => !HEADING.test(line) && isDatesAlone(line);
const isText = (line: string): boolean => !HEADING.test(line) && !isDates(line);

/** The block's cards, each an optional heading, its text, its heading and its dates; null where any line is else. */
function cardsOf(block: string[]): Card[] | null {
  const cards: Card[] = [];
  let at = 0;
  while (at < block.length) {
    const organisation = isCardHeading(block[at] ?? '') ? (block[at] ?? '') : null;
    let next = organisation ? at + 1 : at;
    const text: string[] = [];
    while (next < block.length && isText(block[next] ?? '')) text.push(block[next++] ?? '');
    const [title = '', dates = ''] = block.slice(next, next + 2);
    if (text.length === 0 || !isCardHeading(title) || !isDates(dates)) return null;
    cards.push({ organisation, text, title, dates });
    at = next + 2;
  }
  return cards.length >= 2 ? cards : null;
}

const plain = (line: string): string => line.replace(HEADING, '');

/** The markdown with each section's name before its cards and each card read in order; other layouts' as it is. */
export function withSectionNamesBeforeTheirCards(markdown: string): string {
  const lines = markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // The blocks the section names close: each from the line after the name before it to the name.
  const sections: { name: string; block: string[] }[] = [];
  let start = 0;
  lines.forEach((line, at) => {
    if (!isSectionName(line)) return;
    sections.push({ name: line, block: lines.slice(start, at) });
    start = at + 1;
  });
  const cardsBySection = sections.map((section) => cardsOf(section.block));
  // The first section's name closes a block of cards: where it opens the body instead, the names head their blocks.
  if (!cardsBySection[0]) return markdown;
  // What follows the last section's name is the page's head (the name and headline the design sets at its foot).
  const out = [...lines.slice(start)];
  sections.forEach(({ name, block }, index) => {
    const cards = cardsBySection[index];
    out.push(name);
    if (!cards) out.push(...block);
    else
      // A card with no employer or school over it among cards with one (a personal project or study) names no post:
      // set under the card above, its text would be told as that post's work, so it goes.
      for (const card of cards.filter(
        (card) => card.organisation || cards.every((each) => !each.organisation),
      ))
        out.push(
          `### ${plain(card.title)}`,
          ...(card.organisation ? [plain(card.organisation)] : []),
          card.dates,
          ...card.text,
        );
  });
  return out.join('\n\n');
}
