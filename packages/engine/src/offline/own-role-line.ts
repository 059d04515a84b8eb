import { withoutAccents } from '../text/accents.ts';
import type { Section } from './sections.ts';

/**
 * A careers page may name several roles in one list, a line each ('Manutentore del verde: richieste affidabilità …',
 * 'Giardiniere aggiunto: diplomato …', 'Stagista: …'). When the job form names one of them, only its line is the
 * posting's: it is read as what that role asks, and the other roles' lines are no part of the job. (Round 19's
 * gardening firm showed the kind.)
 */

// 'Role: what it asks', the role named in a few words.
const ROLE_LINE = /^([^:]{3,60}?)\s*:\s+(\S.*)$/u;
const MAX_ROLE_WORDS = 6;
// The word a role's line may open its asks with ('richieste …', 'required: …'): no part of what is asked.
const ASKED = /^(?:richiest[aeio]|required|requis(?:es?)?|requerid[oa]s?|gesucht|erforderlich)\s*:?\s+/iu;

const folded = (text: string): string => withoutAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

function roleOf(item: string): { role: string; asks: string } | null {
  const line = ROLE_LINE.exec(item);
  const [role, asks] = [line?.[1] ?? '', line?.[2] ?? ''];
  return role && role.split(/\s+/).length <= MAX_ROLE_WORDS ? { role, asks } : null;
}

/** The sections with a list of roles' lines cut to the line of the role the form names, read as its requirements. */
export function withOwnRoleLine(sections: Section[], position: string | null | undefined): Section[] {
  const named = folded(position ?? '');
  if (!named) return sections;
  return sections.flatMap((section) => {
    const at = section.items.findIndex((item) => folded(roleOf(item)?.role ?? '') === named);
    if (at < 0) return [section];
    // The run of role lines the form's role stands in.
    let [start, end] = [at, at + 1];
    while (start > 0 && roleOf(section.items[start - 1] ?? '')) start -= 1;
    while (end < section.items.length && roleOf(section.items[end] ?? '')) end += 1;
    if (end - start < 2) return [section];
    const own = roleOf(section.items[at] ?? '');
    const rest = { ...section, items: [...section.items.slice(0, start), ...section.items.slice(end)] };
    const asks = own?.asks.replace(ASKED, '') ?? '';
    return [rest, { heading: own?.role ?? null, kind: 'requirements' as const, items: [asks] }];
  });
}

// 'Engagement：role', a Chinese list of openings by engagement ('全职：小学语文老师', '全职或兼职：朗诵', '兼职：…').
const OPENING_ROW = /^(?:全职|兼职|全職|兼職)(?:或(?:全职|兼职|全職|兼職))?\s*[:：]\s*(\S.*)$/u;

/**
 * A list of openings by their engagement ('全职：小学语文老师', '兼职：城市招商经理'): only the form's opening's row
 * states the post's engagement; the others are other posts' terms and go. With no opening the form names, none stays.
 * (Round 30's tutoring company showed the kind.)
 */
export function withOwnOpeningRow(sections: Section[], position: string | null | undefined): Section[] {
  const named = folded(position ?? '');
  return sections.map((section) => {
    const openings = section.items.filter((item) => OPENING_ROW.test(item));
    if (openings.length < 2) return section;
    const isOwn = (item: string): boolean =>
      named !== '' && folded(OPENING_ROW.exec(item)?.[1] ?? '') === named;
    return { ...section, items: section.items.filter((item) => !OPENING_ROW.test(item) || isOwn(item)) };
  });
}
