/**
 * The lines a job board prints around a post (the organisation and location, the posting dates, the pay with a chip
 * for every benefit) and a letterhead's street address pasted into the post: page furniture, not what the job asks.
 */

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(
  `\\b${MONTH}\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}\\b`,
  'gi',
);
const DATE_WORDS =
  /\b(?:posted|published|closes|closing|close|date|deadline|apply by|expires|on|updated)\b|[|·•:,–-]/gi;

// '6 July 2021', '6th July, 2021', 'July 6, 2021', '06.07.2021': a date and nothing else (the value under a 'Closing
// date' heading, set as a line of its own).
const DATE_ALONE = new RegExp(
  `^(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+${MONTH},?\\s+\\d{4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4})\\.?$`,
  'i',
);

/** A line that is only a date: no duty nor requirement, whatever heading it stands under. */
export function isDateAlone(line: string): boolean {
  return DATE_ALONE.test(line.trim());
}

// A blog's byline and its tags, printed beside the post's date ('by jo | May 2, 2019 10:30', 'May 2, 2019 | Tags: a, b'):
// the author's name or handle after 'by', a time of day, and the tags to the line's end.
const BYLINE = /^by\s+[\p{L}\d_.@-]+(?:\s+\p{Lu}[\p{L}.'-]*){0,2}\s*(?=[|·•,–-])/iu;
const TIME_OF_DAY = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?!\S)/gi;
const TAGS = /(?:^|[|·•])\s*(?:tags?|tagged|categor(?:y|ies)|filed under)\s*:.*$/i;

/**
 * 'August 22, 2024 | Closes August 31, 2024', 'Posted on 3/4/2024', a blog's 'by jo | May 2, 2019 10:30': dates, with
 * at most a byline, a time and tags, and nothing else.
 */
export function isPostingDates(line: string): boolean {
  if (!line.match(DATE)) return false;
  const rest = line.replace(BYLINE, ' ').replace(TAGS, ' ').replace(TIME_OF_DAY, ' ');
  return rest.replace(DATE, ' ').replace(DATE_WORDS, ' ').trim() === '';
}

// A job board's promotion of itself, set among the post's lines ('Your next job is only a swipe away! Download the
// Jobbery app and start swiping.', the dishwasher post's board): no part of the post. A duty about an app ('Test the
// download of our app') opens on its own verb.
const BOARD_PROMOTION =
  /\byour next (?:job|gig|career move) is (?:only |just )?(?:a |one )?(?:swipe|click|tap)s? away\b|(?:^|[.!?]\s+)(?:download|get|install) (?:the|our) (?:[\p{Lu}][\p{L}-]* )?(?:\([^)]*\) )?(?:job )?app\b|\bstart swiping\b|\b(?:descarga|descargue) (?:nuestra|la) app\b|\b(?:lade|hol) (?:dir )?(?:unsere|die) (?:\p{L}+[- ])?app\b|\bt[ée]l[ée]chargez (?:notre|l['’])\s?app/iu;

/** A job board's promotion of itself ('Your next job is only a swipe away!', 'Download our app'). */
export function isBoardPromotion(line: string): boolean {
  return BOARD_PROMOTION.test(line);
}

/** 'Healthy Futures of Texas | Texas': the organisation, then where the job is; the place, or null. */
export function boardLocation(line: string): string | null {
  return placeAfterOrganisation(/^([^|]{2,80}?)\s+\|\s+([^|]{2,60})$/.exec(line.trim()));
}

/**
 * 'The Outreach Team · North Carolina' right under the title, over 'Posted August 22, 2024 · Closes …': the board's
 * header, the organisation then where the job is; the place, or null. Only over the posting dates: a dotted line
 * elsewhere is a field row ('Arbejdstid · Deltid') or a byline ('Jane Rivers · Community').
 */
export function boardHeaderPlace(line: string, nextLine: string): string | null {
  if (!isPostingDates(nextLine)) return null;
  return placeAfterOrganisation(/^([^·]{2,80}?)\s+·\s+([^·]{2,60})$/u.exec(line.trim()));
}

function placeAfterOrganisation(parts: RegExpExecArray | null): string | null {
  if (!parts?.[1] || !parts[2]) return null;
  const isShortName = (part: string): boolean =>
    part.split(/\s+/).length <= 8 && !/[.!?:;]$/.test(part) && /^\p{Lu}/u.test(part);
  return isShortName(parts[1]) && isShortName(parts[2]) ? parts[2].trim() : null;
}

// A board's field rows between the title and the post ('Location · Pennsylvania', 'Salary · $29.80+/hour', 'Job type ·
// Full Time', 'Posted · June 28, 2023', 'Closing date -', 'Education Law degree required'): a label, a middle dot and
// the value, which is a fact of the post, never something it asks (the education row included: the post's own lines
// say what it requires). The dates and the education row may stand without the dot.
const FIELD_ROW =
  /^(location|salary|pay|compensation|job type|employment type|posted|closing date|deadline|education)\b\s*(·)?\s*(.*)$/i;

// A board's field row anywhere on the page: a label of one to three words, a spaced middle dot and the value
// ('Arbejdstid · Deltid', 'Working hours · Part time'). Not an ad's label ('Trading App · Sponsored') nor a row of
// links or buttons, whose parts are all short names; the label opens in a capital.
const DOT_ROW = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2} · (?!.* · )\S.*$/u;
// The rows a board sets under a field row without the dot ('Antal stillinger 20', 'Ansættelsesform Fastansættelse'):
// a label and a value of at most four words, no sentence.
const BARE_ROW = /^\p{Lu}[^.!?:;]*[^.!?:;\s]$/u;

/** A board's field row set off by a middle dot ('Arbejdstid · Deltid'), wherever the page prints it. */
export function isDotFieldRow(line: string): boolean {
  return DOT_ROW.test(line.trim());
}

/** A short row under a board's field rows ('Antal stillinger 20'): a label and its value, no sentence. */
export function isBareFieldRow(line: string): boolean {
  const text = line.trim();
  return BARE_ROW.test(text) && text.split(/\s+/).length <= 4;
}

export type BoardField = { kind: 'location' | 'offer' | 'fact'; value: string };

/** 'Location · Pennsylvania' → the place; 'Salary · …', 'Job type · …' → the offer; the dates and education → a fact. */
export function boardField(line: string): BoardField | null {
  const [, label = '', dot, value = ''] = FIELD_ROW.exec(line.trim()) ?? [];
  if (!label) return null;
  const name = label.toLowerCase();
  if (/^(?:posted|closing date|deadline)$/.test(name)) {
    // 'Closing date -', 'Closing date April 22, 2024': no value or a date.
    return /^[-–—]?$/.test(value) || isPostingDates(value) ? { kind: 'fact', value } : null;
  }
  if (name === 'education') {
    return requirementChip(value) === value ? { kind: 'fact', value } : null;
  }
  if (!dot || !value) return null;
  return { kind: name === 'location' ? 'location' : 'offer', value };
}

// The chips a board prints for benefits ('Health Insurance Dental Vision Sick time Paid Vacation', 'Unlimited vacation
// paid time off').
const CHIP =
  '(?:[\\w-]+ )?(?:insurance|benefits)|dental|vision|retirement|paid (?:leave|vacation|holidays|time off)|unlimited (?:vacation|pto|leave)|sick (?:time|leave)|pto|fsa|hsa|401\\s?k|pension|life insurance|professional development|tuition';
const BENEFIT_CHIP = new RegExp(`\\b(?:${CHIP})\\b`, 'gi');
const LEADING_CHIPS = new RegExp(`^(?:(?:${CHIP})\\b\\s*)+`, 'i');

/** A pay line ('$76,894 - $107,652 annually Full Time ...') or a run of benefit chips. */
export function isPayOrBenefitsLine(line: string): boolean {
  if (/^(?:[$£€]|USD\s?)\s?\d/i.test(line.trim())) return true;
  return (line.match(BENEFIT_CHIP) ?? []).length >= 3;
}

// The engagement as a board prints it among its chips, in capitals ('Full Time', 'Part Time', 'Temporary').
const ENGAGEMENT_CHIP = /(?<![\p{L}-])(Full[- ]Time|Part[- ]Time|Temporary|Seasonal|Internship)(?![\p{L}-])/u;
const CHIP_ROW_WORDS = 25;

/**
 * A board's row of chips that opens on the engagement and runs on into the benefits or a requirement chip, with no
 * sentence ('Full Time periodic bonuses Sick time No degree required', 'Temporary Unlimited vacation … General
 * Benefits').
 */
export function isEngagementChipRow(line: string): boolean {
  const text = line.trim();
  const lead = ENGAGEMENT_CHIP.exec(text);
  if (lead?.index !== 0) return false;
  const rest = text.slice(lead[0].length).trim();
  return (
    rest !== '' &&
    !/[.!?;:,]/.test(rest) &&
    text.split(/\s+/).length <= CHIP_ROW_WORDS &&
    ((rest.match(BENEFIT_CHIP) ?? []).length > 0 || requirementChip(rest) !== null)
  );
}

/**
 * The engagement chip of a board's chip row or pay line ('Full Time' in '$45,000-50,000 Full Time Health Insurance
 * …'): the tag alone, the rest of the row being the offer; null for any other line, or a sentence.
 */
export function engagementChip(line: string): string | null {
  const text = line.trim();
  const isChips =
    isEngagementChipRow(text) ||
    (isPayOrBenefitsLine(text) &&
      !/[!?;:]|\.(?:\s|$)/.test(text) &&
      text.split(/\s+/).length <= CHIP_ROW_WORDS);
  return isChips ? (ENGAGEMENT_CHIP.exec(text)?.[1] ?? null) : null;
}

/**
 * A line after the pay line that carries the chip row on ('Sick time Retirement Bachelor's degree required'): the
 * chips it opens with, and the rest, which the board prints as the post's own first words.
 */
export function splitLeadingChips(line: string): { chips: string; rest: string } {
  const chips = LEADING_CHIPS.exec(line)?.[0] ?? '';
  return { chips: chips.trim(), rest: line.slice(chips.length).trim() };
}

/**
 * The requirement chip a board prints last on its pay line ('$195/hour Consultant Certification required'), or the
 * rest of a wrapped chip row ('Bachelor's degree required'); null when the line ends otherwise.
 */
export function requirementChip(line: string): string | null {
  const text = line.trim();
  const chip = /(?:^|\s)(\p{Lu}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3}\s(?:required|preferred))$/u.exec(text)?.[1];
  if (!chip) return null;
  // At the end of a chip row, the benefit chips before it are none of it ('… Sick time No degree required').
  const { chips, rest } = chip === text ? { chips: '', rest: chip } : splitLeadingChips(chip);
  return chips && /^\p{Lu}/u.test(rest) && /\s/.test(rest) ? rest : chip;
}

/**
 * Where a board's chip belongs: a chip that says something is needed ('Law degree required') is a requirement; one
 * that says it is not ('No degree required', 'No experience required') is part of the offer, never asked.
 */
export function chipSection(chip: string): {
  heading: null;
  kind: 'requirements' | 'benefits';
  items: string[];
} {
  const isNotRequired = /^(?:no|not|none)\b/i.test(chip);
  return { heading: null, kind: isNotRequired ? 'benefits' : 'requirements', items: [chip] };
}

// '2300 W. Commerce St. #212. San Antonio, TX 78207 hftx.org': a street, a town, a state and ZIP code, a website.
const STREET_ADDRESS =
  /\s*\b\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:[\p{Lu}\d][\p{L}\d.'-]*\s+){1,4}(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Suite|Ste)\b\.?[^•|]{0,60}?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b(?:\s+(?:www\.)?[\w-]+\.(?:org|com|net|edu|gov)\b)?/gu;

/** The text without a street address pasted into it. */
export function withoutStreetAddress(text: string): string {
  return text.replace(STREET_ADDRESS, '');
}
