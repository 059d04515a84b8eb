/**
 * A posting may tell each part as one lead-in its lines go on from: 'Sie ...' over '... wohnen im Gebiet …', '...
 * besitzen einen Pkw …'; 'Wir bieten Ihnen ...' over '... eine Festanstellung.'. The lead heads its part (the reader's
 * pronoun heads the profile, the employer's the company, 'Wir bieten' the offer: see sections.ts), and each
 * continuation is an item read with its lead as its subject; a line that packs two ('… Leute. ... besitzen …') gives
 * two. (Round 19's shelf-service post showed the kind.)
 */

// 'Sie ...', 'Wir bieten Ihnen …': a short capitalised lead ending on an ellipsis.
const LEAD = /^(\p{Lu}[\p{L}' ]{0,40}?)\s*(?:\.{3}|…)$/u;
const MAX_LEAD_WORDS = 4;
// '... wohnen im …': a line going on from a lead, in lower case after its ellipsis.
const CONTINUATION = /^(?:\.{3}|…)\s*(?=\p{Ll})/u;
// A second continuation after a sentence's end on the same line.
const NEXT_CONTINUATION = /(?<=[.!?])\s+(?:\.{3}|…)\s*(?=\p{Ll})/u;

/** The lines with each lead-in as a heading and each of its continuations as a bullet opening on the lead. */
export function leadInLines(lines: string[]): string[] {
  const out: string[] = [];
  let lead: string | null = null;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const opening = LEAD.exec(line)?.[1];
    if (opening && opening.split(/\s+/).length <= MAX_LEAD_WORDS && continuesAfter(lines, index)) {
      lead = opening;
      out.push(`## ${opening}`);
      continue;
    }
    if (lead && CONTINUATION.test(line)) {
      for (const part of line.replace(CONTINUATION, '').split(NEXT_CONTINUATION))
        if (part.trim()) out.push(`- ${lead} ${part.trim()}`);
      continue;
    }
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
