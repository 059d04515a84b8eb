// A dated row whose employer is cut at the line's end on a name's linking word ('… (2019 - 2020) · City Hall of' over
// 'Springfield, Oregon'): the next line is the rest of the name, not a heading or an entry of its own.

import { DATE_RANGE } from './cv-vocabulary.ts';

// Linking words inside organisation names, in the languages CVs are read in ('Universidad de', 'Câmara do', 'Institut
// für', 'Bank of'); a name never ends on one.
const NAME_LINK_END = /(?<![\p{L}\p{N}])(?:of|de|del|della|di|da|do|dos|das|des|du|la|für|von|van|der)$/iu;

/** Whether `next` continues a dated row `previous` cut on a name's linking word. */
export function continuesRowName(previous: string, next: string): boolean {
  return (
    DATE_RANGE.test(previous) &&
    NAME_LINK_END.test(previous) &&
    /^\p{Lu}/u.test(next) &&
    next.split(/\s+/).length <= 6 &&
    !/[.!?:]$/.test(next)
  );
}
