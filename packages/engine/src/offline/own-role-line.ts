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
