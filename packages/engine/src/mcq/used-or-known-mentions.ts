/**
 * Where a posting names a technical competency (software, data) that the role only uses or knows about rather than
 * does: in a list of office software the person should be comfortable with ('Google Docs or Microsoft Office
 * applications, comfortable in spreadsheets, databases, project management software') or among the issues the
 * employer works on ('issues related to privacy, security, censorship', 'in the fields of AI, open data, algorithms'). A customer-service lead who keeps a database
 * is not asked about isolation levels, nor a fundraiser about CSRF.
 * Matched on text lowercased and folded as `normaliseForMatching` does.
 */
import type { BankCompetency, BankDomain } from './bank/types.ts';

const TECHNICAL_DOMAINS: ReadonlySet<BankDomain> = new Set(['software', 'data']);

// Office applications and general office software: a list naming them lists the tools the person works with.
const OFFICE_SOFTWARE =
  /\b(?:microsoft office|ms office|office (?:applications?|suite|software|programs?|tools|365)|microsoft 365|google (?:docs|sheets|slides|workspace|suite|drive)|g suite|word processing|spreadsheets?|ofimatica|bureautique)\b/;

// '… issues related to privacy, security, censorship': subjects to understand, listed up to the keyword.
const ISSUES_BEFORE =
  /\b(?:issues|topics|matters|subjects|causes|themes)\s+(?:related to|relating to|such as|around|involving|including|like|of)\s+(?:[a-z'-]+(?:\s+[a-z'-]+)?\s*,\s*(?:(?:and|or)\s+)?)*$/;

// '… in the fields of artificial intelligence, open data, the accountability of public algorithms': the fields an
// organisation works in, listed; the keyword's item comes after another and may open with a few words of its own.
// Not where the person's experience or knowledge is asked in those fields.
const FIELDS_BEFORE =
  /\b(?:domaines?|domains?|fields?|areas?|ambitos?|campos?|ambiti|settori|bereichen?|gebieten?)\s+(?:de|des|du|d'|d’|of|di|dei|del|de los|de las)\s*[^.;:]*,\s*(?:(?:and|or|et|ou|y|o|e|und|oder)\s+)?(?:[a-z'’]+\s+){0,3}$/;
const PERSONS_SKILL =
  /\b(?:experien\w*|expertise|knowledge|background|skills?|conocimientos?|connaissances?|competen\w*|esperienz\w*|kenntniss\w*|erfahrung\w*)\b[^.;:]*$/;

// A list is three items or more: 'Excel spreadsheets, specifically with complex formulas' is a skill of its own.
const LIST_COMMAS = 2;

/** Software and data competencies: the work of those who build or analyse, not of those who use the tools. */
export function isTechnicalCompetency(bankCompetency: BankCompetency): boolean {
  return TECHNICAL_DOMAINS.has(bankCompetency.domain);
}

/**
 * True when the keyword at `start` of the line is an item of a list of office software (in its clause, between
 * stops, colons and semicolons), of the issues to know about or of the fields an organisation works in.
 */
export function isUsedOrKnownOnly(line: string, start: number): boolean {
  const stops = [...line.matchAll(/[.:;]/g)].map((stop) => stop.index);
  const clauseStart = (stops.findLast((stop) => stop < start) ?? -1) + 1;
  const clause = line.slice(clauseStart, stops.find((stop) => stop >= start) ?? line.length);
  const isOfficeList = OFFICE_SOFTWARE.test(clause) && (clause.match(/,/g)?.length ?? 0) >= LIST_COMMAS;
  const before = line.slice(Math.max(0, start - 120), start);
  const fields = FIELDS_BEFORE.exec(before);
  const isFieldsList = fields !== null && !PERSONS_SKILL.test(before.slice(0, fields.index));
  return isOfficeList || ISSUES_BEFORE.test(before) || isFieldsList;
}
