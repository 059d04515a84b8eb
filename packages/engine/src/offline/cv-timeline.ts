import type { DatesAtStart } from './cv-date-words.ts';

/**
 * Timeline layouts (infographic CVs) print one dated line per event: jobs with their employer after '@'
 * ('11/2014 IT Consultant @Acme', '2010 - 2012 Software Engineer @ Beta Corp'), among studies, trips and
 * conferences, and a legend for the short names ('@UB = University of Borduria'). Read as a list, the events become
 * jobs and degrees with their dates in the title.
 */

export type TimelineJob = {
  start: string;
  end: string | null;
  title: string;
  organisation: string;
};

/** A dated event that names a degree: the degree, and the year it was awarded when the event says so. */
export type TimelineDegree = { degree: string; year: string | null };

const JOB = /^(.*?\p{L}.*?)\s*@\s?(\S.*)$/u;
const LEGEND = /^@\s?([\p{L}\d&.-]+)\s*=\s*(\p{Lu}.*)$/u;
// 'Bachelor Studies' names the studies a degree is read in; 'M.Sc. Graduation' the degree awarded. A degree's
// project, thesis or training is an event of its own.
const DEGREE_EVENT =
  /^((?:bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|ph\.?\s?d|mba|diploma|doctorate)\.?)(?:['’]s)?(?:\s+(studies|graduation|degree))?$/i;

function isDatedEvent(line: string, datesAt: DatesAtStart): boolean {
  const dates = datesAt(line);
  return (
    dates !== null && dates.rest !== '' && dates.rest.split(/\s+/).length <= 8 && !/[.!?]$/.test(dates.rest)
  );
}

/**
 * The timeline in a CV's lines: its jobs, the events that name a degree, and the lines it takes up (the block of
 * dated events around its jobs, and the legend), which no other reader should read again.
 */
export function timelineOf(
  lines: string[],
  datesAt: DatesAtStart,
): { jobs: TimelineJob[]; degrees: TimelineDegree[]; taken: Set<number> } {
  const isJob = (line: string): boolean => isDatedEvent(line, datesAt) && JOB.test(datesAt(line)?.rest ?? '');
  const jobAt = lines.findIndex(isJob);
  const taken = new Set<number>();
  if (jobAt === -1) return { jobs: [], degrees: [], taken };
  let first = jobAt;
  let last = jobAt;
  while (first > 0 && isDatedEvent(lines[first - 1] ?? '', datesAt)) first -= 1;
  while (last + 1 < lines.length && isDatedEvent(lines[last + 1] ?? '', datesAt)) last += 1;
  // One dated '@' line is no timeline: an e-mail or a handle may follow a date.
  const block = lines.slice(first, last + 1);
  if (block.filter(isJob).length < 2 && block.length < 3) return { jobs: [], degrees: [], taken };
  const legend = new Map<string, string>();
  lines.forEach((line, index) => {
    const [, short = '', name = ''] = LEGEND.exec(line) ?? [];
    if (short) legend.set(short.toLowerCase(), name.trim());
    if (short) taken.add(index);
  });
  const jobs: TimelineJob[] = [];
  const degrees: TimelineDegree[] = [];
  block.forEach((line, offset) => {
    taken.add(first + offset);
    const dates = datesAt(line);
    if (!dates) return;
    const [, title = '', employer = ''] = JOB.exec(dates.rest) ?? [];
    if (title && employer) {
      const organisation = legend.get(employer.trim().toLowerCase()) ?? employer.trim();
      const isRange = dates.end !== dates.start;
      jobs.push({ start: dates.start, end: isRange ? dates.end : null, title: title.trim(), organisation });
      return;
    }
    const [, degree = '', event = ''] = DEGREE_EVENT.exec(dates.rest) ?? [];
    // Studies started tell no year of award.
    if (degree)
      degrees.push({ degree, year: /^stud/i.test(event) ? null : (dates.end.match(/\d{4}/)?.[0] ?? null) });
  });
  return { jobs, degrees, taken };
}

// A timeline sets jobs and studies on one line of time, under one heading.
export const TIMELINE_HEADINGS: ['experience', RegExp][] = [
  ['experience', /^(?:(?:work )?experience (?:and|&) education|education (?:and|&) (?:work )?experience)$/],
];
