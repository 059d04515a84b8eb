/**
 * A posting may tell each part as one lead-in its lines go on from: 'Sie ...' over '... wohnen im Gebiet …', '...
 * besitzen einen Pkw …'; 'Wir bieten Ihnen ...' over '... eine Festanstellung.'. The lead heads its part (the reader's
 * pronoun heads the profile, the employer's the company, 'Wir bieten' the offer: see sections.ts), and each
 * continuation is an item read with its lead as its subject; a line that packs two ('… Leute. ... besitzen …') gives
 * two. (Round 19's shelf-service post showed the kind.) A print ad sets the lead as a heading ('## Wir …') and breaks
 * each continuation over short lines at its narrow columns ('… suchen eine*n engagierte*n' / 'Außendienstmitarbeiter*in,
 * der*die …' / 'Produktpalette anbietet.'): the lines after a continuation that ends mid-sentence are its own, up to the
 * next continuation, lead or heading. (Round 20's sales representative showed the kind.)
 */

// 'Sie ...', 'Wir bieten Ihnen …': a short capitalised lead ending on an ellipsis.
const LEAD = /^(?:#{1,6}\s+)?(\p{Lu}[\p{L}' ]{0,40}?)\s*(?:\.{3}|…)$/u;
const MAX_LEAD_WORDS = 4;
// '... wohnen im …': a line going on from a lead, in lower case after its ellipsis.
const CONTINUATION = /^(?:\.{3}|…)\s*(?=\p{Ll})/u;
// A continuation's text that ends its sentence; one that does not goes on over the next lines.
const SENTENCE_END = /[.!?]$/;
const MAX_BROKEN_LINES = 3;
// A second continuation after a sentence's end on the same line.
const NEXT_CONTINUATION = /(?<=[.!?])\s+(?:\.{3}|…)\s*(?=\p{Ll})/u;

/** The lines with each lead-in as a heading and each of its continuations as a bullet opening on the lead. */
export function leadInLines(lines: string[]): string[] {
  const out: string[] = [];
  let lead: string | null = null;
  const taken = new Set<number>();
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const opening = LEAD.exec(line)?.[1];
    if (opening && opening.split(/\s+/).length <= MAX_LEAD_WORDS && continuesAfter(lines, index)) {
      lead = opening;
      out.push(`## ${opening}`);
      continue;
    }
    if (lead && CONTINUATION.test(line)) {
      const broken = brokenLinesAfter(lines, index, line);
      const text = [line, ...broken.map((at) => (lines[at] ?? '').trim())].join(' ');
      for (const at of broken) taken.add(at);
      for (const part of text.replace(CONTINUATION, '').split(NEXT_CONTINUATION))
        if (part.trim()) out.push(`- ${lead} ${part.trim()}`);
      continue;
    }
    if (taken.has(index)) continue;
    if (line) lead = null;
    out.push(raw);
  }
  return out;
}

/** Whether the next line with text after this one goes on from it. */
function continuesAfter(lines: string[], index: number): boolean {
  const next = lines.slice(index + 1).find((line) => line.trim() !== '');
  return next !== undefined && CONTINUATION.test(next.trim());
}

/** The indexes of the lines a continuation broke over: those after it while its sentence goes on. */
function brokenLinesAfter(lines: string[], index: number, line: string): number[] {
  const broken: number[] = [];
  let text = line;
  for (let at = index + 1; at < lines.length && broken.length < MAX_BROKEN_LINES; at += 1) {
    if (SENTENCE_END.test(text)) break;
    const next = (lines[at] ?? '').trim();
    if (!next) continue;
    if (/^(?:#|[-*+]\s)/.test(next) || CONTINUATION.test(next) || LEAD.test(next)) break;
    broken.push(at);
    text = next;
  }
  return broken;
}
