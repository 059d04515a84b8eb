// The certifications section read into names: one per part of a row, without the body that issued it, a year
// column's date or a name's wrapped end on a line of its own.
import { withoutCertificateDescriptions } from './certificate-lines.ts';
import type { CvLine } from './cv-lines.ts';
import { ONLY_A_DATE } from './cv-section-furniture.ts';
import { tidy } from './cv-vocabulary.ts';

/**
 * A sidebar list of names wraps a long one ('Cognitive Class Python 101 for Data' / 'Science'): a lone ordinary
 * word on its own line ends the name above it. Acronyms and coded names ('SHRM-CP', 'PMP') stay their own entries.
 */
function withWrappedNamesJoined(lines: CvLine[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    const isWrappedEnd = names.length > 0 && !line.isBullet && /^\p{Lu}\p{Ll}+$/u.test(line.text);
    if (isWrappedEnd) names[names.length - 1] += ` ${line.text}`;
    else names.push(line.text);
  }
  return names;
}

// 'ANBIMA · Certificação Profissional ANBIMA Série 20 · 2020 - 2023': a row's first field is the body that issued the
// certificate when the next names it again or opens on a certificate's word (round 20's Portuguese CV); no certificate.
const CERTIFICATE_WORD = /^(?:certifica(?:tion|te|do|ção|to)|certificat|zertifikat|diploma)\b/iu;

function withoutIssuerField(fields: string[]): string[] {
  const [first = '', second = '', ...rest] = fields;
  const namesFirst = new RegExp(`(?<!\\p{L})${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu');
  return second && (CERTIFICATE_WORD.test(second) || namesFirst.test(second)) ? [second, ...rest] : fields;
}

// 'current · Cholera Programme current · Sterile Technique Certificate': a boilerplate's status column before each
// certificate, its rows run onto one line; each status opens a certificate's row and is none of its name.
const STATUS = String.raw`(?:current|active|valid|expired|lapsed|pending|ongoing|in progress)\s+·\s+`;
const OPENS_ON_STATUS = new RegExp(`^${STATUS}`, 'iu');
const STATUS_COLUMN = new RegExp(String.raw`(?:^|\s+)${STATUS}`, 'iu');

function withStatusRowsApart(lines: CvLine[]): CvLine[] {
  return lines.flatMap((line) =>
    OPENS_ON_STATUS.test(line.text)
      ? line.text
          .split(STATUS_COLUMN)
          .filter((name) => name.trim() !== '')
          .map((name) => ({ ...line, text: name.trim() }))
      : [line],
  );
}

/** The certifications a certifications section lists. */
export function certificationsOf(lines: CvLine[]): string[] {
  // 'Google Cloud Architect | AWS Solutions Architect | VMWare VCP': one certification per part of a line.
  return (
    withWrappedNamesJoined(withoutCertificateDescriptions(withStatusRowsApart(lines)))
      .map((line) => line.split(/\s+[|•▪·]\s+/))
      .flatMap(withoutIssuerField)
      .map((item) => tidy(item.replace(/^(?:19|20)\d{2}\s+/, '')))
      // '2022 · Scrum Master': the year column cut off at the separator is the certificate's date, not one.
      .filter((item) => item !== '' && !ONLY_A_DATE.test(item))
  );
}
