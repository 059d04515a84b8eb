/**
 * A web page's info box may run a whole posting into one paragraph: its duties, wishes and offer each after an inline
 * label, their items set off by ' - ' ('Deine Aufgaben: - Montage … - Verrohrung … Dein Profil: - … Wir bieten: - …'),
 * and a PDF may cut that paragraph mid-item ('… - Kleine' / '' / 'Beratung vor Ort - …'). Such a paragraph is read as
 * the headings and bullets it packs. (Round 19's pool builder showed the kind.)
 */

// A label that opens a dash list inside a paragraph: 'Aufgaben: - Montage'.
const LABELLED_DASH_LIST = /:\s+-\s+[\p{Lu}\d]/u;
// An item mark: a dash between spaces before a capital or a figure ('- 37,5 Stunden'), or a dash ending the text.
const DASH_MARK = /\s+-(?:\s+(?=[\p{Lu}\d])|\s*$)/u;
const DASH_MARKS = new RegExp(DASH_MARK.source, 'gu');
const MIN_MARKS = 3;
// Where a PDF cut the paragraph: after a dangling dash, or one word into an item ('… - Kleine').
const CUT_END = /\s-\s*$|\s-\s+\S+$/u;
const DANGLING_DASH = /\s-\s*$/u;
// The words a label may open on before the word that names its section ('Deine Aufgaben', 'Your Tasks').
const POSSESSIVE =
  /^(?:deine?|ihre?|unsere?|eure?|your|our|vos|tes|nos|votre|ton|tus|sus|tu|su|nuestr[oa]s?|i tuoi|le tue|il tuo|la tua|i nostri)$/iu;
const MAX_LABEL_WORDS = 6;

const marksIn = (text: string): number => text.match(DASH_MARKS)?.length ?? 0;

/**
 * The lines with each paragraph that runs a labelled dash list joined to the paragraphs a PDF cut it into: one that
 * ends on a dangling dash goes on with the next, one that ends a word into an item goes on with a next that goes on
 * with dash items.
 */
export function joinCutDashParagraphs(lines: string[]): string[] {
  const joined: string[] = [];
  let index = 0;
  while (index < lines.length) {
    let line = lines[index] ?? '';
    index += 1;
    while (LABELLED_DASH_LIST.test(line) && marksIn(line) >= MIN_MARKS - 1 && CUT_END.test(line)) {
      let next = index;
      while (next < lines.length && !lines[next]?.trim()) next += 1;
      const text = lines[next]?.trim() ?? '';
      const isParagraph = text !== '' && !/^(?:#|[-*+•]\s)/u.test(text);
      if (!isParagraph || (!DANGLING_DASH.test(line) && marksIn(text) === 0)) break;
      line = `${line.trimEnd()} ${text}`;
      index = next + 1;
    }
    joined.push(line);
  }
  return joined;
}

/**
 * A paragraph that runs a labelled dash list, as markdown lines: the text before the first label, each label as a
 * heading ('## Deine Aufgaben'), each item as a bullet; null for any other line. `isLabel` says whether words name a
 * section of a posting; the label is the fewest last words before a colon that do, with the possessive before them.
 */
export function dashRunListLines(line: string, isLabel: (text: string) => boolean): string[] | null {
  if (!LABELLED_DASH_LIST.test(line) || marksIn(line) < MIN_MARKS) return null;
  const pieces = line
    .split(DASH_MARK)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const [at, piece] of pieces.entries()) {
    const labelled = piece.endsWith(':') ? labelAtEnd(piece.slice(0, -1).trim(), isLabel) : null;
    if (at === 0 && !labelled) return null;
    const text = labelled ? labelled.before : piece;
    const after = at === pieces.length - 1 && at > 0 ? labelledSentences(text, isLabel) : null;
    if (after) out.push(`- ${after.item}`, ...after.lines);
    else if (text) out.push(at === 0 ? text : `- ${text}`);
    if (labelled) out.push(`## ${labelled.label}`);
  }
  return out;
}

// '- Manejar, cuidar y limpiar las herramientas. Conocimientos o requisitos específicos: Herramientas mecánicas. …
// Jornada laboral: Lunes a viernes … Lugar de trabajo: Medellín.': the paragraph goes on after the last item with
// sentences that open on a section's label. The item ends before the first; each label is a heading over its
// sentences.
const LABELLED_SENTENCE = /(?<=[.!?])\s+(\p{Lu}[^.:!?]{1,60}):\s+(?=\S)/gu;
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u;
function labelledSentences(
  text: string,
  isLabel: (text: string) => boolean,
): { item: string; lines: string[] } | null {
  const labels = [...text.matchAll(LABELLED_SENTENCE)].filter((match) => {
    const label = match[1] ?? '';
    return label.split(/\s+/).length <= MAX_LABEL_WORDS && isLabel(label);
  });
  const first = labels[0];
  if (!first) return null;
  const lines = labels.flatMap((match, index) => {
    const from = (match.index ?? 0) + match[0].length;
    const body = text.slice(from, labels[index + 1]?.index ?? text.length).trim();
    return [`## ${match[1] ?? ''}`, ...body.split(SENTENCE_END)];
  });
  return { item: text.slice(0, first.index).trim(), lines };
}

function labelAtEnd(
  text: string,
  isLabel: (text: string) => boolean,
): { before: string; label: string } | null {
  const words = text.split(/\s+/);
  for (let count = 1; count <= Math.min(MAX_LABEL_WORDS, words.length); count += 1) {
    if (!isLabel(words.slice(-count).join(' '))) continue;
    const start = words.length - count;
    const from = start > 0 && POSSESSIVE.test(words[start - 1] ?? '') ? start - 1 : start;
    // 'Responsabilidades y/o funciones del cargo:': a label in lower case ('funciones del cargo') is the end of a
    // longer one that opens in a capital.
    if (!/^\p{Lu}/u.test(words[from] ?? '')) continue;
    return { before: words.slice(0, from).join(' '), label: words.slice(from).join(' ') };
  }
  return null;
}
