// The fields an academic CV lists as its owner's interests ('Research Interests', 'Areas of Interest'), read apart
// from the sections: a list of fields, never hobbies ('Interests' alone) nor a paragraph on the research.
import type { QaPair } from '@viva/contracts';
import type { CvLine } from './cv-lines.ts';
import type { CvProfile } from './cv-profile.ts';
import { roleIntro } from './cv-role-phrases.ts';
import { listPhrase } from './phrasing.ts';

export type CvResearchInterests = { heading: string; fields: string[] };

const INTERESTS_HEADING =
  /^(?:#+\s*)?((?:research|academic) interests|(?:areas?|fields?) of (?:research )?interests?|research (?:areas|fields))$/i;
// A field is a name of a few words ('Value theory', 'Fact–value distinction'), not a sentence.
const FIELD = /^[\p{L}][\p{L}\p{N}'’&/–-]*(?: [\p{L}\p{N}'’&/–-]+){0,3}$/u;
const MOST_FIELDS = 4;

/** The fields listed under an interests heading: its bullet items, or the one comma list below it. */
export function researchInterestsOf(lines: CvLine[]): CvResearchInterests | null {
  const start = lines.findIndex((line) => !line.isBullet && INTERESTS_HEADING.test(line.text.trim()));
  if (start === -1) return null;
  const heading = (INTERESTS_HEADING.exec(lines[start]?.text.trim() ?? '')?.[1] ?? '').toLowerCase();
  const below = lines.slice(start + 1);
  const first = below[0];
  const listed = first?.isBullet
    ? below.slice(
        0,
        below.findIndex((line) => !line.isBullet) === -1
          ? below.length
          : below.findIndex((line) => !line.isBullet),
      )
    : first
      ? [first]
      : [];
  const items = listed.map((line) => line.text.replace(/\.$/, '').split(/\s*[,;·|]\s*/));
  // Every item a field's name, or the list is prose and no list of fields.
  if (items.length === 0 || items.some((row) => !row.every((item) => FIELD.test(item.trim())))) return null;
  const fields = items.flat().map((item) => item.trim());
  return fields.length >= 2 ? { heading, fields } : null;
}

/**
 * A CV too thin for six pairs that lists its owner's fields: asked which of them the work drew on, answered with the
 * fields and the latest post, as the CV gives them.
 */
export function researchInterestsPair(profile: CvProfile): QaPair | null {
  const interests = profile.researchInterests;
  const latest = profile.roles.find((role) => role.title || role.organisation);
  if (!interests || !latest) return null;
  const fields = listPhrase(interests.fields.slice(0, MOST_FIELDS));
  return {
    question: `Your CV lists your ${interests.heading}: ${fields}. Which of them has your work drawn on most, and how?`,
    answer: `My ${interests.heading} include ${fields}. ${roleIntro(latest)}`,
  };
}
