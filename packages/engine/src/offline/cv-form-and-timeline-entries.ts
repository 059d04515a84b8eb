// Entries read by readers of their own (a Europass form's fields, a timeline's lines) made into what the rest of
// the profile reads: job drafts and education entries.
import type { EuropassEntry } from './cv-europass.ts';
import type { CvEducation } from './cv-profile.ts';
import type { RoleDraft } from './cv-roles.ts';
import type { TimelineDegree, TimelineJob } from './cv-timeline.ts';
import { canAward, withoutThesis } from './education-lines.ts';

/** A Europass work entry as a draft whose title and employer are the ones its fields name. */
export function draftOfFormEntry(entry: EuropassEntry): RoleDraft {
  const { title, organisation, start, end, details } = entry;
  return {
    headers: [title ?? organisation ?? ''],
    start,
    end,
    details,
    named: { title, organisation },
  };
}

/** A Europass education entry: the qualification, the school and the year it ended (or since when, if under way). */
export function educationOfFormEntry(entry: EuropassEntry): CvEducation {
  const endYear = entry.end?.match(/(?:19|20)\d{2}/)?.[0];
  const startYear = entry.start?.match(/(?:19|20)\d{2}/)?.[0];
  return {
    degree: entry.title ? withoutThesis(entry.title) : null,
    field: null,
    institution:
      entry.organisation && canAward(entry.organisation, entry.title ?? '') ? entry.organisation : null,
    year: endYear ?? (startYear ? `since ${startYear}` : null),
  };
}

/** A timeline's job as a draft whose title and employer are the ones its line names. */
export function draftOfTimelineJob({ title, organisation, start, end }: TimelineJob): RoleDraft {
  return { headers: [title], start, end, details: [], named: { title, organisation } };
}

/** The degrees read elsewhere, with a timeline's: a year it gives fills one the degree's entry lacks. */
export function withTimelineDegrees(education: CvEducation[], degrees: TimelineDegree[]): CvEducation[] {
  const key = (degree: string | null): string => (degree ?? '').toLowerCase().replace(/[.\s]/g, '');
  const merged = education.map((entry) => ({ ...entry }));
  for (const { degree, year } of degrees) {
    const known = merged.find((entry) => key(entry.degree) === key(degree));
    if (known) known.year = known.year ?? year;
    else merged.push({ degree, field: null, institution: null, year });
  }
  return merged;
}
