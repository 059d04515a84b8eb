// A job-portal profile saved as Word (Naukri and the like) keeps a second-level list's glyph as a letter: 'Worked in
// close coordination with:' over 'o English Teacher for monthly plans o Co-Teacher for daily plans'. A lead that ends
// on a linking word before its colon is a sentence the sub-items finish: they are whom or what the lead names, never
// duties of their own, so the lead and its sub-items are one item ('Worked in close coordination with English Teacher
// for monthly plans and Co-Teacher for daily plans'). A lead that is a label ('Key achievements:') leaves its
// sub-items items of their own.

import type { CvLine } from './cv-lines.ts';
import { DATE_RANGE } from './cv-vocabulary.ts';

// 'Worked closely with:', 'Coordinated the events such as:', 'Responsible for:': a lead that a linking word ends.
const OPEN_LEAD =
  /^(\p{Lu}.*?\s(?:with|including|such as|like|for|to|of|on|in|by|between|among|across|alongside|towards?))\s*:\s*$/iu;
// The glyph opening a sub-item, before its capital ('o Parents', 'o The principal').
const O_GLYPH_AT_START = /^o\s+(?=\p{Lu})/u;
const O_GLYPH_BETWEEN = /\s+o\s+(?=\p{Lu})/u;
// 'The principal', 'Planning lessons': an item's opening word read in lower case after the lead's linking word (a
// name ending in 'ing' stands alone or before another name: 'Beijing', 'Reading Borough Council').
const LOWER_OPENING =
  /^(?:The|A|An|All|Other|Our|Their|His|Her|Its|Both|Each|Various|\p{Lu}\p{Ll}{2,}ing)(?=\s+\p{Ll})/u;

/** The sub-items a line of 'o' glyphs holds ('o A o B' → ['A', 'B']), or null for a line that opens on no glyph. */
function subItemsOf(text: string): string[] | null {
  if (!O_GLYPH_AT_START.test(text)) return null;
  return text
    .replace(O_GLYPH_AT_START, '')
    .split(O_GLYPH_BETWEEN)
    .map((item) => item.trim().replace(/[.;,]+$/, ''))
    .filter(Boolean);
}

/** 'A', 'B', 'C' → 'A, B and C' (a semicolon between items that hold commas of their own). */
function listed(items: string[]): string {
  const said = items.map((item) => item.replace(LOWER_OPENING, (word) => word.toLowerCase()));
  const last = said.pop() ?? '';
  const mark = said.some((item) => item.includes(',')) || last.includes(',') ? '; ' : ', ';
  return said.length > 0 ? `${said.join(mark)} and ${last}` : last;
}

/** Where a lead's colon opens a list of 'o' sub-items that finish its sentence, the lead and its sub-items as one line. */
export function withLeadSubItemsJoined(lines: CvLine[]): CvLine[] {
  const joined: CvLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as CvLine;
    // 'Worked with: o A o B' on one line, or the lead over lines of sub-items.
    const glyphAt = line.text.search(/:\s+o\s+\p{Lu}/u);
    const sameLine = glyphAt === -1 ? '' : line.text.slice(glyphAt + 1).trim();
    const opening = OPEN_LEAD.exec(glyphAt === -1 ? line.text : line.text.slice(0, glyphAt + 1))?.[1];
    const items = sameLine ? (subItemsOf(sameLine) ?? []) : [];
    let next = index + 1;
    for (let more = subItemsOf(lines[next]?.text ?? ''); more; more = subItemsOf(lines[next]?.text ?? '')) {
      items.push(...more);
      next += 1;
    }
    // Dated sub-items are older posts listed under a lead-in (cv-told-roles.ts), not the lead's words.
    if (!opening || items.length === 0 || items.some((item) => DATE_RANGE.test(item))) {
      joined.push(line);
      continue;
    }
    joined.push({ ...line, text: `${opening} ${listed(items)}` });
    index = next - 1;
  }
  return joined;
}
