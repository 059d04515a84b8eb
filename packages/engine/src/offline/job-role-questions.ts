// Questions on the role as a whole, for a posting that lists too few duties and requirements.
import type { Section } from './sections.ts';
import { listPhrase, trimItem } from './phrasing.ts';
import { fill, type Phrases } from './phrases/index.ts';
import {
  ALL_WELCOME,
  CANDIDATE_KINDS,
  DESCRIBES_WORK,
  describesPlace,
  isEmployerAtWork,
  isTeamSection,
  isUsableItem,
  proseItem,
} from './job-lines.ts';
import { isAboutThePostOrEmployer } from './post-statements.ts';

/**
 * Lines of the posting a question on the role as a whole can quote: its duties and requirements that no screening
 * question asks about, then sentences of its description that say what the job does.
 */
export function unaskedLines(sections: Section[], asked: Set<string>, company: string | null): string[] {
  // A post under its title with no heading of its own is prose like a description.
  const isProse = (section: Section): boolean => section.kind === 'description' || section.kind === 'title';
  const lines = sections
    .filter(
      (section) => (CANDIDATE_KINDS[section.kind] || section.kind === 'title') && !isTeamSection(section),
    )
    .sort((a, b) => Number(isProse(a)) - Number(isProse(b)))
    .flatMap((section) =>
      section.items
        .filter((raw) => !/:\s*$/.test(raw))
        .map(trimItem)
        .filter((item) => !isProse(section) || DESCRIBES_WORK.test(item)),
    )
    .filter(
      (item) =>
        !asked.has(item) &&
        !ALL_WELCOME.test(item) &&
        proseItem(item) !== 'skip' &&
        isUsableItem(item) &&
        !describesPlace(item) &&
        !isEmployerAtWork(item, company) &&
        !isAboutThePostOrEmployer(item, company) &&
        item.split(/\s+/).length <= 30,
    );
  return [...new Set(lines)];
}

/**
 * The posting describes the work: it lists duties, or its description says what the job does. A list of openings or
 * of qualifications alone does not, and no question refers to 'the work the posting describes'.
 */
export function describesWork(sections: Section[]): boolean {
  return sections.some(
    (section) =>
      (section.kind === 'responsibilities' && section.items.length > 0) ||
      ((section.kind === 'description' || section.kind === 'title') &&
        section.items.some((item) => DESCRIBES_WORK.test(item))),
  );
}

/**
 * Questions on the role as a whole, for a posting that states too few duties and requirements to ask about one
 * by one. Each names something of this posting (the skills its requirement lines name, a line it states that no
 * other question quotes, or the position), so a recruiter reads it as about this job, not 'the work described'.
 */
export function roleQuestions(
  phrases: Phrases,
  position: string | null,
  topics: string[],
  lines: string[],
  isWorkDescribed: boolean,
): string[] {
  const values = {
    position,
    describesWork: isWorkDescribed ? 'yes' : null,
    // For wordings that quote the position rather than run it into their grammar (a title in another language).
    roleNamed: phrases.roleNamed ? fill(phrases.roleNamed, { position }) : null,
    topics: listPhrase(topics, phrases.and),
    topicsOr: listPhrase(topics.slice(0, 2), phrases.or),
    line1: lines[0],
    line2: lines[1],
    line3: lines[2],
  };
  return phrases.roleQuestions.map((template) => fill(template, values));
}
