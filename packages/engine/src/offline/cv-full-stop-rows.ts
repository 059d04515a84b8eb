// Word processors' one-line rows part their fields with full stops, the dates last: 'Employer. Title. 2019 - Present.',
// 'Employer. Unit. Title. 2005.' The first field is the employer, the last before the dates the title; a field
// between them (a unit, a programme the post runs) belongs to neither.

import { DATE, DEGREE, OPEN_END, TITLE_WORD, tidy } from './cv-vocabulary.ts';

const DATED_END = new RegExp(`\\.\\s*(${DATE})(?:\\s*[–—-]\\s*(${DATE}|${OPEN_END}))?\\s*\\.?$`, 'iu');
// A full stop that ends a field: not an initial's ('C. Odom') nor a title's ('Dr. Lee'). A company mark's ends
// the employer's field ('Acme Inc. Producer') and keeps its dot.
const FIELD_STOP = /(?<!(?:^|[\s.])\p{Lu}|\b(?:St|Dr|Mr|Mrs|Ms|Jr|Sr|No|vs))\.\s+(?=[\p{Lu}\d])/u;
const COMPANY_MARK = /\b(?:Inc|Co|Corp|Ltd|Bros)$/u;

export type FullStopRow = { title: string; organisation: string; start: string; end: string };

/** 'Acme Films. Story Analyst. 2006.' → the title, the employer and the dates; any other line → null. */
export function fullStopRowOf(text: string): FullStopRow | null {
  const dated = DATED_END.exec(text);
  if (!dated) return null;
  const fields = text
    .slice(0, dated.index)
    .split(new RegExp(FIELD_STOP, 'gu'))
    .map((field) => field.trim());
  const [organisation = '', ...rest] = fields;
  const role = rest.at(-1) ?? '';
  if (fields.length < 2 || fields.some((field) => field === '' || field.split(/\s+/).length > 14))
    return null;
  if (!/^[\p{Lu}\d]/u.test(organisation) || !/^\p{Lu}/u.test(role)) return null;
  // 'Producer, Host, Writer': titles held at once, the first named; 'Vice-President, Content Creation': its unit.
  const title = role.split(/,\s+/)[0] ?? role;
  // 'University. B.A. 2010.': a degree's row, not a job's.
  if (DEGREE.test(role) && !TITLE_WORD.test(role)) return null;
  if (!TITLE_WORD.test(role) && TITLE_WORD.test(organisation)) return null;
  const employer = COMPANY_MARK.test(organisation) ? `${organisation}.` : organisation;
  return {
    title: tidy(title),
    organisation: tidy(employer),
    start: dated[1] ?? '',
    end: dated[2] ?? dated[1] ?? '',
  };
}
