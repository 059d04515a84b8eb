// Research posts of an academic CV set the post and its dates first, then the lab or programme, then the university
// or hospital it belongs to, then the supervisor: 'Research Assistant · 2019 - 2021' / 'Sleep and Memory Lab' /
// 'Northfield University, Northfield, MN' / 'Supervisor: Ann Roe, Ph.D.'. The institution's line is the post's
// employer (with the lab before it), never an undated post of its own.

import type { RoleDraft } from './cv-roles.ts';
import { INSTITUTION, ORGANISATION_MARK, PLACE, TITLE_WORD, tidy } from './cv-vocabulary.ts';

// 'Supervisor: Ann Roe, Ph.D.', 'Supervisors: …', 'PI: Dr. Bo Lee', 'Mentor: …': who the post was held under.
const SUPERVISOR_LABEL = /^(?:supervisors?|advisors?|advisers?|mentors?|pi|principal investigator)\s*:/i;

/** The institution a line names, without its town ('Northfield University, Northfield, MN' → the university). */
function institutionOf(header: string): string | null {
  const [name = '', ...place] = header.split(/,\s+/);
  if (!INSTITUTION.test(name) && !ORGANISATION_MARK.test(name)) return null;
  if (TITLE_WORD.test(name)) return null;
  return place.length === 0 || PLACE.test(place.join(', ')) || place.length <= 2 ? tidy(name) : null;
}

// 'Harbour Ageing Study', 'Program in Late-Life Health': a unit's name (capitalised words and their linking words),
// which the reader may have set among the post's details when a linking word made it look like a sentence.
const UNIT_NAME = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:in|of|on|for|and|the|&)\s+)*\p{Lu}[\p{L}'’-]*){1,9}$/u;

/** The drafts with each post's undated institution line, read as a post of its own, joined to the post above it. */
export function withParentBodiesJoined(drafts: RoleDraft[]): RoleDraft[] {
  const joined: RoleDraft[] = [];
  for (const draft of drafts) {
    const above = joined.at(-1);
    const [header = ''] = draft.headers;
    const body = draft.headers.length === 1 && draft.start === null ? institutionOf(header) : null;
    const [title = '', headerUnit] = above?.headers ?? [];
    const [detail = ''] = above?.details ?? [];
    const unitDetail =
      headerUnit === undefined && above?.details.length === 1 && UNIT_NAME.test(detail) ? detail : undefined;
    const unit = headerUnit ?? unitDetail;
    const canJoin =
      above !== undefined &&
      body !== null &&
      above.start !== null &&
      above.headers.length <= 2 &&
      !above.named &&
      TITLE_WORD.test(title) &&
      (unit === undefined || !INSTITUTION.test(unit)) &&
      draft.details.every((detail) => SUPERVISOR_LABEL.test(detail));
    if (!canJoin || !above) {
      joined.push(draft);
      continue;
    }
    above.named = { title: tidy(title), organisation: unit ? `${tidy(unit)}, ${body}` : body };
    if (unitDetail !== undefined) above.details = [];
  }
  return joined;
}
