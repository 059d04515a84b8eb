/**
 * A posting for several positions: headings that name a job, each followed by its own requirement list ('# Position
 * Account Manager … Requirements: …', '# Posizione IT Support … Requisiti: …'). A recruiter asks which position the
 * candidate applies for and reads each position's requirements under its name.
 */
import { withoutAccents } from './accents.ts';

export type PostingPosition = {
  /** The position as its heading names it, without a leading 'Position' ('Account Manager'). */
  name: string;
  /** The heading and the lines under it, up to the next heading of the same or a higher level. */
  markdown: string;
};

// A line that opens a position's requirement list, in the languages the engine reads.
const REQUIREMENTS_LEAD =
  /\b(?:requirements?|qualifications|what you (?:need|bring)|requisitos|requis|exigences|profil recherche|anforderungen|voraussetzungen|ihr profil|dein profil|requisiti|wij vragen|functie-?eisen|requisitos)\b/;
// A heading that names a section, not a job ('Requirements', 'Benefits', 'Location', 'How to apply').
const SECTION_HEADING =
  /\b(?:requirements?|qualifications?|responsibilit\w*|benefits?|location|about|how to apply|apply|contact|requisit\w*|formazione|sede|chi siamo|offriamo|candidatura|beneficios|ubicacion|perfil|profil|avantages|lieu|anforderungen|aufgaben|standort|wir bieten|bewerbung|area|aree|funciones|missions?)\b/;
// The word some postings put before each position's name.
const POSITION_PREFIX =
  /^(?:position|posizione|posto|puesto|poste|stelle|functie|vacature|vaga|cargo|role|ruolo)\s*[:–—-]?\s+/i;
const MIN_POSITIONS = 2;

/** The positions of a posting that lists several, each with its own requirements; empty for a one-job posting. */
export function postingPositions(markdown: string): PostingPosition[] {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line, index) => {
    const match = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line.trim());
    return match?.[1] && match[2] ? [{ index, level: match[1].length, text: match[2] }] : [];
  });
  const positions = headings.flatMap((heading) => {
    const end =
      headings.find((next) => next.index > heading.index && next.level <= heading.level)?.index ??
      lines.length;
    const body = lines.slice(heading.index + 1, end);
    const folded = (text: string) => withoutAccents(text).toLowerCase();
    // The list's lead: a heading or a line ending in ':' ('Requirements:'), not a word in a paragraph.
    const hasOwnRequirements = body.some(
      (line) => (/^#{1,6}\s/.test(line.trim()) || /:\s*$/.test(line)) && REQUIREMENTS_LEAD.test(folded(line)),
    );
    const name = heading.text.replace(POSITION_PREFIX, '').trim();
    const isJobName =
      name.split(/\s+/).length <= 8 && !/[.!?:;]$/.test(name) && !SECTION_HEADING.test(folded(name));
    return hasOwnRequirements && isJobName
      ? [{ name, markdown: lines.slice(heading.index, end).join('\n'), level: heading.level }]
      : [];
  });
  // Positions are headings of one level: a requirement sub-heading under one job is not another job.
  const level = positions[0]?.level;
  const sameLevel = positions.filter((position) => position.level === level);
  return sameLevel.length >= MIN_POSITIONS
    ? sameLevel.map(({ name, markdown: text }) => ({ name, markdown: text }))
    : [];
}
