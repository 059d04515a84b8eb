// A board's field label on a line of its own with its value on the next ('Paikkakunta' / 'Jyväskylä', 'Locatie' /
// 'Venlo'), set among the post's lines rather than as a heading over them: one labelled row, read as 'Paikkakunta:
// Jyväskylä'. Which lines are labels is the caller's to say (work-requirements.ts: a cue of a work condition that
// needs the label's colon); here only the shapes: a label of one to four words with no mark after it, a value of at
// most eight words that is no labelled row of its own.

const LABEL_LINE = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,3}$/u;
const VALUE_WORDS = 8;
const LABELLED_ROW = /^[^:]{2,40}:/;

const isValueLine = (line: string): boolean =>
  line.trim().split(/\s+/).length <= VALUE_WORDS && !LABELLED_ROW.test(line);

/** The items with each label line and the value line after it joined into one 'Label: value' row. */
export function withLabelLinesJoined(
  items: string[],
  readsAsLabel: (label: string, row: string) => boolean,
): string[] {
  const joined: string[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] ?? '';
    const next = items[index + 1];
    const row = `${item.trim()}: ${next?.trim() ?? ''}`;
    if (
      next !== undefined &&
      LABEL_LINE.test(item.trim()) &&
      isValueLine(next) &&
      readsAsLabel(item.trim(), row)
    ) {
      joined.push(row);
      index += 1;
    } else joined.push(item);
  }
  return joined;
}
