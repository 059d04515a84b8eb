// A document of several roles' duties: an 'All' section (the duties every role shares), then a section per role
// ('President', 'Secretary', 'Education (formerly …)'), each a list of duties.
import type { Section } from './sections.ts';
import { canBeVerb } from './phrasing.ts';

/** 'All', 'All coordinators', 'Every role': the heading of the duties every role of the document shares. */
export const SHARED_DUTIES_HEADING =
  /^(?:all|(?:all|every|each) (?:roles?|positions?|posts?|coordinators?|officers?|board members?|members?))$/;

const NOT_A_ROLE = new Set<Section['kind']>(['benefits', 'process', 'terms', 'about', 'nice_to_have']);

// Most of its lines open on a word that can be a verb ('Take ample notes…', 'Chair meetings…', 'Represent ACME at…'):
// a role's duties, whatever its heading reads as ('Training' is a role here, not the schooling asked for). A
// requirements list opens on nouns and figures ('Bachelor's degree', '3+ years of …').
const isDutyList = (section: Section): boolean =>
  section.items.filter((item) => canBeVerb(/^\p{L}+/u.exec(item)?.[0]?.toLowerCase() ?? '')).length * 2 >
  section.items.length;

/**
 * The roles' own duties after the shared ones, asked in turn (each role's first duty, then each one's second…) as one
 * list of the post's duties: questions spread over the roles rather than all on the role listed first. Other
 * documents are returned as they are.
 */
export function withRoleDutiesInTurn(sections: Section[]): Section[] {
  const shared = sections.findIndex(
    (section) =>
      section.kind === 'responsibilities' &&
      SHARED_DUTIES_HEADING.test((section.heading ?? '').trim().toLowerCase().replace(/:$/, '')),
  );
  if (shared < 0) return sections;
  const after = sections.slice(shared + 1);
  const end = after.findIndex((section) => NOT_A_ROLE.has(section.kind) || !isDutyList(section));
  const roles = end < 0 ? after : after.slice(0, end);
  if (roles.length < 2) return sections;
  const longest = Math.max(...roles.map((role) => role.items.length));
  const inTurn = Array.from({ length: longest }, (_, index) =>
    roles.flatMap((role) => role.items.slice(index, index + 1)),
  ).flat();
  return [
    ...sections.slice(0, shared + 1),
    { heading: roles[0]?.heading ?? null, kind: 'responsibilities', items: inTurn },
    ...after.slice(roles.length),
  ];
}
