// Europass and other editors let a job's title carry a note in brackets on the field or the kind of company it was
// held in: 'Software Engineer (Automotive Industry)', 'Consultant (Banking)', 'Senior Engineer (FinTech scale up)'.
// The note is neither the employer (a bracketed name is read as one where a row names nothing else) nor part of the
// title a candidate is asked about.

import { TITLE_WORD } from './cv-vocabulary.ts';

// The line a template sets in the employer's place to name a field of work: 'Research and Development', 'Tourism
// industry', 'Banking sector'. Not the employer.
export const SECTOR_LINE =
  /^(?:research (?:and|&) development|r\s?&\s?d|[\p{L} &-]{3,40}\s(?:industry|sector))$/iu;

// A sector by its own name; only names that are no department a title could be held in ('Finance', 'Logistics').
const SECTOR_WORDS =
  /^(?:banking|insurance|retail|telecoms?|telecommunications|automotive|aerospace|healthcare|pharma|pharmaceuticals|fintech|e-?commerce|hospitality|gaming|real estate|financial services)(?:\s*(?:&|and|\/)\s*(?:banking|insurance|retail|telecoms?|healthcare|pharma|fintech|e-?commerce))?$/iu;

// The kind of company by its stage: 'FinTech scale up', 'Security Ratings SaaS scale-up', 'early-stage startup'.
const COMPANY_STAGE = /^[\p{L}\d &/-]{0,50}\b(?:scale[- ]?ups?|start[- ]?ups?)$/iu;

const BRACKETED_AT_END = /\s*\(([^()]{2,60})\)\s*$/u;

/** A header line without the sector or company-kind note in brackets after its title. */
export function withoutSectorNote(line: string): string {
  const match = BRACKETED_AT_END.exec(line);
  const [, note = ''] = match ?? [];
  const before = match ? line.slice(0, match.index) : '';
  const isNote = [SECTOR_LINE, SECTOR_WORDS, COMPANY_STAGE].some((kind) => kind.test(note.trim()));
  return isNote && TITLE_WORD.test(before) ? before : line;
}
