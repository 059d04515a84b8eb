/**
 * Where a posting names a technical competency (software, data) that the role only uses or knows about rather than
 * does: in a list of office software the person should be comfortable with ('Google Docs or Microsoft Office
 * applications, comfortable in spreadsheets, databases, project management software') or among the issues the
 * employer works on ('issues related to privacy, security, censorship'). A customer-service lead who keeps a database
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

// A list is three items or more: 'Excel spreadsheets, specifically with complex formulas' is a skill of its own.
const LIST_COMMAS = 2;

/** Software and data competencies: the work of those who build or analyse, not of those who use the tools. */
export function isTechnicalCompetency(bankCompetency: BankCompetency): boolean {
  return TECHNICAL_DOMAINS.has(bankCompetency.domain);
}

/**
 * True when the keyword at `start` of the line is an item of a list of office software (in its clause, between
 * stops, colons and semicolons) or of the issues to know about.
 */
export function isUsedOrKnownOnly(line: string, start: number): boolean {
  const stops = [...line.matchAll(/[.:;]/g)].map((stop) => stop.index);
  const clauseStart = (stops.findLast((stop) => stop < start) ?? -1) + 1;
  const clause = line.slice(clauseStart, stops.find((stop) => stop >= start) ?? line.length);
  const isOfficeList = OFFICE_SOFTWARE.test(clause) && (clause.match(/,/g)?.length ?? 0) >= LIST_COMMAS;
  return isOfficeList || ISSUES_BEFORE.test(line.slice(Math.max(0, start - 120), start));
}
