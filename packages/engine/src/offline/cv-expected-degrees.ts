// A student's degree told as under way by a label: 'Acme University   Expected Graduation: May 2023' over 'Candidate
// for Bachelor of Science …', 'Anticipated completion 2027'. The label and its date say when the degree ends, never
// part of the school's or the degree's name.

// 'Expected Graduation: May 2023', '(Expected May 2023)', 'Anticipated completion date – 2027', 'Expected: 05/2024'.
const EXPECTED_DATE =
  /[\s,;·|(–—-]*\b(?:expected|anticipated)(?:\s+(?:graduation|completion|degree|date|grad\.?))*\s*[:–—-]?\s*((?:\p{L}{3,9}\.?,?\s+|\d{1,2}\/)?(?:19|20)\d{2})\)?/iu;

/** Whether a line dates its degree by when it is expected to end. */
export function marksExpected(text: string): boolean {
  return EXPECTED_DATE.test(text);
}

/** The line without its expected-graduation label and date: 'Acme University Expected Graduation: May 2023' → the school. */
export function withoutExpectedDate(text: string): string {
  return text.replace(EXPECTED_DATE, '').trim();
}

// 'Master of Arts, Psychology (Ongoing)', '(in progress)': a degree marked as under way, its last year when it is to
// end. The mark is no part of the degree's or the field's name.
const ONGOING_MARK = /\s*\((?:ongoing|in progress|under ?way|not yet completed|currently enrolled)\)/iu;

/** Whether a line marks its degree as under way. */
export function marksOngoing(text: string): boolean {
  return ONGOING_MARK.test(text);
}

/** The line without its under-way mark. */
export function withoutOngoingMark(text: string): string {
  return text.replace(ONGOING_MARK, '');
}

// 'Candidate for Bachelor of Science in …': the degree the student is reading for, led by the word that says so.
const CANDIDACY_LEAD = /^\s*(?:degree\s+)?candidate\s+for\s+(?:the\s+|an?\s+)?(?=\p{Lu})/iu;

/** The degree line without its 'Candidate for' lead, which is no part of the degree's name. */
export function withoutCandidacyLead(text: string): string {
  return text.replace(CANDIDACY_LEAD, '');
}
