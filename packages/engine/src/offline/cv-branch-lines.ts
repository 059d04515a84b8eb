// Service and volunteer sections of Word CVs write each entry as one row naming the body and the post, then the
// dates ('Riverside Food Bank (RFB), Volunteer · 2021 - Present'), and set the branch, chapter or place on the line
// under it ('Eastern Chapter', 'Virtual', 'Hull, UK'). That line is the row's own, never the next row's employer.

import type { CvLine } from './cv-lines.ts';
import { DATE, DATE_RANGE, TITLE_WORD } from './cv-vocabulary.ts';

// 'Body (ACR), Title · dates': the body, a comma, the post, a middle dot and the dates closing the row.
const BODY_TITLE_ROW = new RegExp(
  `^[^·,]+(?:\\([^)]*\\))?,\\s+([^·,]+?)\\s+·\\s+(?:${DATE_RANGE.source}|${DATE})\\s*$`,
  'iu',
);

function isBodyTitleRow(line: CvLine | undefined): boolean {
  const title = line && !line.isBullet ? BODY_TITLE_ROW.exec(line.text)?.[1] : undefined;
  return title !== undefined && TITLE_WORD.test(title);
}

/** The lines without the branch line under each 'Body, Title · dates' row of a section of such rows. */
export function withoutBranchLinesUnderRows(lines: CvLine[]): CvLine[] {
  return lines.filter((line, index) => {
    const [above, below] = [lines[index - 1], lines[index + 1]];
    const isBranch =
      !line.isBullet &&
      !/\d/.test(line.text) &&
      line.text.split(/\s+/).length <= 6 &&
      isBodyTitleRow(above) &&
      (below === undefined || below.isHeading === true || isBodyTitleRow(below));
    return !isBranch;
  });
}
