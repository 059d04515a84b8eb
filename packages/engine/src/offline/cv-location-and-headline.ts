// The head of a CV, above its experience and education: where the person lives (never a name with the letters
// after it, a job title or a school) and the headline under the name.
import type { CvLine } from './cv-lines.ts';
import { INSTITUTION, PLACE, TITLE_WORD } from './cv-vocabulary.ts';

/**
 * The headline a profile prints under the name (LinkedIn: the first line after the '# Name' heading), when it says
 * what the person does: words only, no contact details, not the location.
 */
export function headlineOf(lines: CvLine[], location: string | null): string | null {
  const name = lines.findIndex((line) => line.isTopHeading);
  const next = name === -1 ? undefined : lines[name + 1];
  if (!next || next.isBullet || next.isTopHeading || next.text === location) return null;
  const words = next.text.split(/\s+/).length;
  return words >= 3 && words <= 25 && !/[\d@|/]/.test(next.text) ? next.text.replace(/[.\s]+$/, '') : null;
}

// Letters after a name ('Elisa Park, PharmD', 'Jo Lee, PhD, MBA'). Those that are also US state codes ('MD', 'MA',
// 'MS', 'PA') count only on the name's heading.
const POST_NOMINAL =
  /^(?:PharmD|Pharm\.D\.?|Ph\.?D\.?|DPhil|MBA|MPH|MSc|M\.Sc\.?|BSc|B\.Sc\.?|RN|BSN|MSN|FNP(?:-BC)?|NP|PA-C|CPA|CFA|CMA|PMP|Esq\.?|DDS|DMD|DVM|JD|LLM|LL\.M\.?|M\.D\.?|RPh|CPhT|LCSW|CISSP|SHRM-(?:CP|SCP)|SPHR|PHR|FACP|FRCP|MRCP|PEng|P\.Eng\.?|CEng|ACCA|FCA|ACA|EdD|PsyD|DNP|OTR|DPT)$/;
const POST_NOMINAL_ON_NAME = /^(?:MD|MA|MS|PA|DO|PE)$/;

/** A name with the letters after it: the CV's name line, never a place. */
function isNameWithLetters(text: string, isNameHeading: boolean): boolean {
  const [, ...after] = text.split(/\s*,\s*/);
  return (
    after.length > 0 &&
    after.every((part) => POST_NOMINAL.test(part) || (isNameHeading && POST_NOMINAL_ON_NAME.test(part)))
  );
}

/** Where the person lives, from the first lines of the CV's head. */
export function locationOf(lines: CvLine[]): string | null {
  // The name is the top heading, or else the CV's first line ('### Ann Roe, MD' set as a smaller heading).
  const nameHeading = lines.find((line) => line.isTopHeading) ?? lines[0];
  for (const line of lines.slice(0, 8)) {
    for (const part of line.text.split(/\s*[|·•]\s*|\s{2,}/)) {
      // 'Providence, RI 02906': a street address's last line, the town without its postal code.
      const candidate = part
        .replace(/^[^\p{L}]+/u, '')
        .replace(/(?<=,\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/, '')
        .trim();
      if (
        PLACE.test(candidate) &&
        !TITLE_WORD.test(candidate) &&
        // 'Sciences, Brown University': a department's name wrapped beside the address, not a place.
        !INSTITUTION.test(candidate) &&
        candidate.split(/\s+/).length <= 6 &&
        !isNameWithLetters(candidate, line === nameHeading)
      )
        return candidate;
    }
  }
  return null;
}
