// How academic CVs name where a post was held: a title, then a chain of units from the smallest to the institution
// ('Associate Professor – Dept. of Economics, Acme University', 'Lecturer, School of Law, Arts, and Letters, Acme
// University', 'Research Fellow at the Centre for X, Acme University'). The employer is the institution the chain
// ends on, never a unit's name nor a piece of one cut at its comma.

import { INSTITUTION, SCHOOL_WITHIN, TITLE_WORD } from './cv-vocabulary.ts';
import { WORK_UNIT } from './cv-title-and-employer.ts';

// 'Full Professor – Dept. of Economics', 'Research Fellow at the Centre for Y': the title, then the unit it was held in.
const TITLE_THEN_UNIT = /^(.+?)\s+(?:[–—-]|at\s+the)\s+(\p{Lu}.*)$/u;
// A unit within an institution: a department, school or faculty, a research centre or laboratory.
const UNIT =
  /^(?:the\s+)?(?:dept\.?|department|school|faculty|college|division|cent(?:er|re)|institute|laborator(?:y|ies)|lab|program(?:me)?)\b/i;

function isUnit(part: string): boolean {
  return UNIT.test(part) || SCHOOL_WITHIN.test(part) || WORK_UNIT.test(part);
}

/** A header's part 'Title – Unit' (or 'Title at the Unit') as its title and its unit; any other part as it is. */
export function withTitleAndUnitApart(part: string): string[] {
  const [, title = '', unit = ''] = TITLE_THEN_UNIT.exec(part) ?? [];
  // 'Visiting Fellow - Northern University Institute': a dash before the institution itself parts it too.
  const isPlaceOfWork = isUnit(unit) || INSTITUTION.test(unit);
  return title && TITLE_WORD.test(title) && !TITLE_WORD.test(unit) && isPlaceOfWork ? [title, unit] : [part];
}

/**
 * The institution a chain of names ends on, where a unit opens the chain ('Dept. of Economics', 'Acme University');
 * null where the names hold no unit or no institution after it. A remark in brackets on its former name goes.
 */
export function institutionOfChain(names: string[]): string | null {
  const unitAt = names.findIndex(isUnit);
  if (unitAt < 0) return null;
  const institution = names.slice(unitAt + 1).find((name) => INSTITUTION.test(name) && !isUnit(name));
  return institution?.replace(/\s*\((?:formerly|previously|now)\b[^)]*\)$/i, '') ?? null;
}
