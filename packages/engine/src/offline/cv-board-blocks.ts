import type { CvLine } from './cv-lines.ts';
import { isDatesAlone } from './cv-entry-dates.ts';
import { DATE_RANGE, headingKind, isPlaceLine, TITLE_WORD } from './cv-vocabulary.ts';

// Job boards print each post as a block of lines: its title, its dates, its employer, its place ('Software expert' /
// 'Jun 2023 – now' / 'Acme Ltd' / 'Iran Tehran'), then its duties. Read line by line, the duties of one block would be
// taken for the employer of the next. Each such block is joined into one 'title | employer | dates' row, its place
// kept on the line under it, and the lines after it up to the next block are its duties; the board's rows before the
// first block belong to no post.

const isPlain = (line: CvLine | undefined): line is CvLine =>
  line !== undefined &&
  !line.isBullet &&
  !line.isTopHeading &&
  headingKind(line.text) === null &&
  !DATE_RANGE.test(line.text) &&
  !isPlaceLine(line.text);

/** The lines with each title / dates / employer / place block joined into one row; other layouts' as they are. */
export function withBoardBlocksJoined(lines: CvLine[]): CvLine[] {
  const isBlockAt = (index: number): boolean => {
    const [title, dates, employer, place] = lines.slice(index, index + 4);
    return (
      isPlain(title) &&
      TITLE_WORD.test(title.text) &&
      isDatesAlone(dates) &&
      isPlain(employer) &&
      place !== undefined &&
      !place.isBullet &&
      isPlaceLine(place.text)
    );
  };
  const starts = lines.flatMap((_, index) => (isBlockAt(index) ? [index] : []));
  if (starts.length < 2) return lines;
  const joined: CvLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as CvLine;
    // Before the first block stand the board's own rows ('Résumé updated:', its date, a user id): no post's.
    if (index < (starts[0] ?? 0)) continue;
    if (!starts.includes(index)) {
      // After a block's place, every line up to the next block is a duty of its post, never a header.
      joined.push({ text: line.text, isBullet: true });
      continue;
    }
    const [dates, employer, place] = lines.slice(index + 1, index + 4);
    if (!dates || !employer || !place) continue;
    joined.push({ ...line, text: `${line.text} | ${employer.text} | ${dates.text}` }, place);
    index += 3;
  }
  return joined;
}

// A note on the row above set in parentheses on a line of its own ('(alongside my main duties)'): never the post's
// employer.
const PARENTHESISED_NOTE = /^\(\s*[^()]{3,}\)$/u;

/** The lines without a parenthesised note right under a dated row: it is neither the post's employer nor a duty. */
export function withoutParenthesisedNotes(lines: CvLine[]): CvLine[] {
  return lines.filter((line, index) => {
    const above = lines[index - 1];
    return !(
      !line.isBullet &&
      PARENTHESISED_NOTE.test(line.text.trim()) &&
      above !== undefined &&
      !above.isBullet &&
      DATE_RANGE.test(above.text)
    );
  });
}
