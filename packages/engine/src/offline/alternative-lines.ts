import type { Section } from './sections.ts';

// A line that is only a conjunction ('OR', 'ELLER', 'OF', 'TAI', 'ODER', 'OU'), set between two requirements of a
// list or as a heading between two lists: what comes before and after it are alternatives, not two demands nor a
// heading of its own.
const BARE_OR = /^\s*(?:#{1,6}\s*)?[*_]*(or|eller|of|tai|oder|ou|o|lub|nebo|vagy|sau)[*_]*\s*[:–-]?\s*$/iu;

function bareOr(text: string | null): string | null {
  return text ? (BARE_OR.exec(text)?.[1] ?? null) : null;
}

const joined = (before: string, word: string, after: string): string =>
  `${before.replace(/[.;,]\s*$/, '')} – ${word} – ${after}`;

/** A section's items with each bare conjunction line joining the items either side of it into one. */
function itemsJoined(items: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < items.length; index++) {
    const word = bareOr(items[index] ?? null);
    const next = items[index + 1];
    if (word && out.length > 0 && next !== undefined) {
      out.push(joined(out.pop()!, word, next));
      index++;
    } else out.push(items[index]!);
  }
  return out;
}

/**
 * Alternatives a posting lists as two lines parted by a bare 'OR' are one either-or item: a section headed by the
 * conjunction alone goes on the section before it, its first item joined to that section's last.
 */
export function withAlternativesJoined(sections: readonly Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const word = bareOr(section.heading);
    const previous = out.at(-1);
    const [first, ...rest] = section.items;
    if (word && previous && previous.items.length > 0 && first !== undefined) {
      const last = previous.items.at(-1)!;
      out[out.length - 1] = {
        ...previous,
        items: [...previous.items.slice(0, -1), joined(last, word, first), ...rest],
      };
    } else out.push({ ...section, items: itemsJoined(section.items) });
  }
  return out;
}
