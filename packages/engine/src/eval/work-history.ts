import { DATE_RANGE, DEGREE_WORD, placeholderText } from './admin-checks.ts';
import { HEADING_WORD, JOB_NOUN } from './job-and-heading-words.ts';

/**
 * Whether a CV has a work history, decided from its own text (not from what the engine made of it): a dated entry
 * under an experience heading, a row outside the other sections that joins a date range to a role, or a dated
 * training post (a residency, a fellowship) wherever it is listed. A form with
 * only a name, or a template whose entries are placeholders, has none. Written apart from the CV reader.
 */

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
// Besides admin-checks' ranges: any four-figure years ('1741 - 1766'), year and month ('2024.09–2024.12', '2025.02–
// pres.'), a month and a two-figure year ('Sep 15 - NOW'), two years a slash parts at the head of a row ('1982/2011 -
// Acme', Brazilian Word CVs).
const OTHER_RANGE = new RegExp(
  `^(?:19|20)\\d{2}\\s*\\/\\s*(?:19|20)\\d{2}\\b|\\b\\d{4}(?:\\.\\d{2})?\\s*[–—-]\\s*(?:\\d{4}\\b|pres)|\\b${MONTH}\\s+['’]?\\d{2}\\s*[–—-]\\s*(?:now|present|${MONTH}\\s+['’]?\\d{2}\\b)`,
  'iu',
);
const hasRange = (line: string): boolean => DATE_RANGE.test(line) || OTHER_RANGE.test(line);
// 'June 2022 –' over 'Present': an entry's start date, its end on the next line.
const YEAR = /\b(?:1[5-9]|20)\d{2}\b/;

// A heading is a short line without a sentence's full stop; an experience heading may be qualified ('RESEARCH
// EXPERIENCE', 'Experiencia laboral', 'Berufserfahrung').
const isHeadingLine = (line: string): boolean => line.split(/\s+/).length <= 6 && !/[.;,]$/.test(line);
const EXPERIENCE_WORD =
  /(?:^|\s)(?:experience|employment|work history|career|experiencia|exp[ée]riences?|esperienz[ae]|\p{L}*erfahrung|experi[êe]ncia|atividades profissionais|actividad(?:es)? profesional(?:es)?|hist[óo]rico profissional|berufst[äa]tigkeit(?:en)?)(?![\p{L}])/iu;
// A heading that opens with another section's name ('EDUCATION AND TRAINING', 'Skills & tools').
const OTHER_SECTION_WORD =
  /^(?:education|training|skills|projects|languages|interests|formaci[oó]n|formation|istruzione|ausbildung)(?![\p{L}])/iu;
type Section = 'experience' | 'other' | 'none';
function sectionOf(line: string, current: Section): Section {
  if (!isHeadingLine(line)) return current;
  if (EXPERIENCE_WORD.test(line)) return 'experience';
  return HEADING_WORD.test(line.replace(/[:\s]+$/, '')) || OTHER_SECTION_WORD.test(line) ? 'other' : current;
}

// A role named near a line: a job title within two lines of it, where none of them names a degree.
function namesRole(lines: string[], at: number): boolean {
  const near = lines.slice(Math.max(0, at - 2), at + 3);
  return near.some((line) => JOB_NOUN.test(line)) && !near.some((line) => DEGREE_WORD.test(line));
}

// A template's entry holds placeholders on its dated line or the lines under it ('Summer Intern Manager: xxx').
const isPlaceholderEntry = (lines: string[], at: number): boolean =>
  lines.slice(at, at + 4).some((line) => placeholderText(line).length > 0);

// 'Cardiology Fellowship | City Hospital | 2023 – Present', 'Residencia en Pediatría 2019 – 2023': a training post
// (residency, fellowship, internship, apprenticeship) is work even when the CV lists it among its education.
const TRAINING_POST =
  /\b(?:residency|fellowship|internship|apprenticeship|traineeship|residencia|pasant[ií]a|internato|tirocinio|praktikum|ausbildung zu[mr]?|assistenzarzt\w*|facharzt\w*|stage)\b/iu;

export function hasWorkHistory(cvText: string): boolean {
  const lines = cvText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let section: Section = 'none';
  return lines.some((line, at) => {
    section = sectionOf(line, section);
    const isEntry =
      section === 'experience'
        ? hasRange(line) || (YEAR.test(line) && namesRole(lines, at))
        : (section === 'none' && hasRange(line) && namesRole(lines, at)) ||
          (hasRange(line) && TRAINING_POST.test(line));
    return isEntry && !isPlaceholderEntry(lines, at);
  });
}
