// An education section names more than degrees: the work done for one ('Master Thesis: …', 'Bachelor project -
// …'), a header's key/value lines ('Status: PhD student', 'Fields: …') and how a degree ended ('Graduated as M.Sc.
// …'). Only a degree's own entry is a degree; a 'Status: ongoing' line under it says it is still under way.

// A degree's word before a piece of work done for it: 'Master Thesis', "Bachelor's project", 'PhD dissertation'
// ('MSc Project Management' is a degree in a field).
const DEGREE_WORK =
  /^\s*(?:\S+\s+){1,2}?(?:thesis|project|dissertation|seminar|internship)\b(?!\s+management)/i;

/** 'Master Thesis: Tide pools revisited', 'Bachelor Project - Bike planner': work done for a degree, not one. */
export function namesDegreeWork(text: string): boolean {
  return DEGREE_WORK.test(text);
}

// 'Status: PhD student', 'Fields: Education, AI': a key/value line. Labels that introduce a degree are no such line.
const LABEL = /^(\p{L}[\p{L} ]{1,24}?)\s*:\s*\S/u;
const DEGREE_LABEL = /^(?:degree|qualification|diploma|programme|program|course|award)$/i;

/**
 * A key/value line whose label is no degree's ('Status: PhD student'): a header's fact, not a degree entry.
 * `isDegreeName`: whether a label names a degree itself ('PhD: Marine Biology').
 */
export function isLabelledFact(text: string, isDegreeName: (label: string) => boolean): boolean {
  const label = LABEL.exec(text)?.[1]?.trim();
  return label !== undefined && !DEGREE_LABEL.test(label) && !isDegreeName(label);
}

// 'Status: ongoing', 'Status: in progress', 'Status: PhD student'.
const STATUS_UNDER_WAY =
  /^status\s*:.*\b(?:ongoing|on-?going|in progress|current|running|not (?:yet )?completed|student|candidate|enrolled)\b/i;

/** A status line that says the degree above it is still under way. */
export function marksUnderWay(text: string): boolean {
  return STATUS_UNDER_WAY.test(text.trim());
}

/** 'Graduated as M.Sc. Digital Media', 'Graduated with a BSc in Biology': the degree, without the verb before it. */
export function withoutGraduationVerb(text: string): string {
  return text.replace(/^\s*graduated\s+(?:as|with)\s+(?:an?\s+)?/i, '');
}
