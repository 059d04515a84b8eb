import { JOB_NOUN } from './job-and-heading-words.ts';

/**
 * Checks of issue 13 on the CV admin questions (the verification questions a recruiter's admin flow asks from a CV)
 * and on any CV text a candidate reads: template placeholders, a lack the CV contradicts ('Your CV does not list a
 * degree' beside an education section), dates asked to be confirmed that the question does not give, a label or a
 * date read as a school, a degree put at a high school, a name line read as the location. Plain patterns over the
 * output and the CV's text, written apart from the CV reader and its phrase tables.
 */

// Text a CV template holds until its owner fills it in: runs of x ('xxx xxx Projects'), lorem ipsum, bracketed
// fields ('[Your Name]', '<Company>', '{{title}}'), a template's own name ('LaTeX résumé template'), form labels
// left as values ('Company Name', 'Job Title', a Spanish template's 'PUESTO OCUPADO' in a French CV).
const PLACEHOLDER =
  /(?<![\p{L}\d])(?:x{3,}|X{3,})(?![\p{L}\d])|\blorem ipsum\b|\[(?:your|company|job|insert|name|title|date|city)[^\]]*\]|<(?:your|company|job|insert|name|title|date|city)[^>]*>|\{\{[^}]*\}\}|\b(?:r[ée]sum[ée]|cv|curriculum vitae?) template\b|\btemplate (?:r[ée]sum[ée]|cv)\b|\b(?:your|company|employer|school|university) name\b|\bjob title here\b|\b(?:puesto ocupado|cargo ocupado|nombre de la empresa|poste occup[ée]|nom de l['’]entreprise|intitul[ée] du poste|posizione ricoperta|nome dell['’]azienda)(?![\p{L}])/iu;

/** The placeholders a text carries (empty when none). */
export function placeholderText(text: string): string[] {
  const found = PLACEHOLDER.exec(text);
  return found ? [found[0]] : [];
}

// 'Your CV does not list a degree', in the languages the CV admin questions are written in.
// Russian's, Ukrainian's and Bulgarian's too (round 32: 'В резюме не указан диплом' beside a Bulgarian CV's two master's
// degrees).
const NO_DEGREE_CLAIM =
  /\b(?:your CV does not list (?:a|any) (?:degree|diploma|qualification)|su CV no indica (?:un|ning[uú]n) t[ií]tulo|votre CV n['’]indique (?:pas de|aucun) dipl[ôo]me|il suo CV non indica (?:un|alcun) titolo)|(?<!\p{L})(?:в резюме не указан диплом|у резюме не вказано диплом|в автобиографията ви не е посочена диплома)/iu;
const NO_JOBS_CLAIM =
  /\b(?:your CV does not (?:give|list|show) (?:any )?dated (?:employment|jobs|roles)|su CV no indica empleos con fechas|votre CV n['’]indique pas d['’]emplois dat[ée]s|il suo CV non indica impieghi con date)/i;

// An education section's heading, on a line of its own (in the languages CVs come in, Russian, Ukrainian and
// Bulgarian Europass's 'Образование и обучение' too), or a degree named anywhere.
const EDUCATION_HEADING =
  /^\s*(?:education(?: and training| & training)?|academic (?:background|qualifications)|qualifications|educaci[oó]n|formaci[oó]n(?: acad[eé]mica)?|estudios|formation|[ée]tudes|dipl[ôo]mes|istruzione(?: e formazione)?|formazione|ausbildung|bildungsweg|studium|forma[cç][aã]o(?: acad[eé]mica)?|educa[cç][aã]o|образование(?: и обучение)?|освіта)\s*:?\s*$/imu;
// 'Scrum Master' and a driving licence are no degrees.
export const DEGREE_WORD =
  /\b(?:bachelor(?:'s)?|master(?:'s| of| in| degree)|ph\.?\s?d|doctor(?:ate)? of|mba|b\.?\s?sc|m\.?\s?sc|b\.\s?a\.|m\.\s?a\.|b\.\s?s\.|m\.\s?s\.|[bm]\.\s?(?:e|tech|com|pharm|arch|ed)\b\.?|b\.?tech|m\.?tech|bca|mca|bba|ll\.?[bm]|licenciatura|grado en|m[aá]ster en|doctorado|dipl[ôo]me d['’]ing[ée]nieur|laurea|bacharelado|mestrado)(?![\p{L}])/iu;
// An experience section's heading, and a date range of a job ('2019 - 2021', 'Jan 2020 – Present', '03/2018 - heute').
// A heading may go on ('EXPERIENCIA EN LA INDUSTRIA', 'Professional Experience and Projects') and have words before
// it ('Non-Academic professional experience', 'Professional appointments').
export const EXPERIENCE_HEADING =
  /^\s*(?:[\p{L}-]+ ){0,2}(?:experience|appointments|positions held|experiencia|exp[ée]riences?|esperienz[ae]|berufserfahrung|erfahrung|experi[êe]ncia|employment|career|work history)\b[^\n.]{0,50}$/imu;
export const DATE_RANGE =
  /(?:\b\d{1,2}[/.])?(?:19|20)\d{2}\s*(?:[–—-]|to|bis|à|a|al)\s*(?:(?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2}\b|present|current|now|today|date|heute|actualidad|presente|aujourd['’]hui|oggi|atual|(?:по )?наст(?:\.|оящее)|н\.\s?в\.|дотепер|теперішній)/iu;

/**
 * A lack an admin question states that the CV contradicts: 'Your CV does not list a degree' on a CV with an education
 * section or a degree, 'does not give dated employment' on a CV with an experience section and dated entries.
 */
export function lackContradicted(question: string, cvText: string): string | null {
  if (
    NO_DEGREE_CLAIM.test(question) &&
    (EDUCATION_HEADING.test(cvText) ||
      SIDE_BY_SIDE_HEADINGS.test(cvText) ||
      DEGREE_WORD.test(cvText) ||
      PORTUGUESE_DEGREE_WORD.test(cvText) ||
      STUDIES_TABLE_ROW.test(cvText))
  )
    return 'says the CV lists no degree, but it has an education section or a degree';
  // A dated row naming a job ('INTERN • CITY COURT • 07/2018 – 07/2019'), not a course's or a certificate's.
  const datedRows = cvText.split('\n').filter((line) => DATED_ROW.test(line) && JOB_NOUN.test(line));
  if (
    NO_JOBS_CLAIM.test(question) &&
    (((EXPERIENCE_HEADING.test(cvText) || SIDE_BY_SIDE_HEADINGS.test(cvText)) && DATE_RANGE.test(cvText)) ||
      datedRows.length > 0)
  )
    return 'says the CV gives no dated employment, but it has an experience section with dates';
  return null;
}

// Round 21's kinds: a two-column page's headings side by side on one line, the education or experience heading last
// ('CONQUISTAS EM NÚMEROS EXPERIÊNCIA PROFISSIONAL', '## ESCOLARIDADE'); Portuguese degree words ('Graduação em',
// 'Bacharel em', 'Mestre em'); rows of a title, an employer and dates parted by bullets ('ANALYST • ACME • 02/2020 –
// 09/2020').
const SIDE_BY_SIDE_HEADINGS =
  /^\s*(?:#+\s*)?(?:\p{Lu}+\s+){0,4}(?:EXPERI[ÊE]NCIA PROFISSIONAL|PROFESSIONAL EXPERIENCE|WORK EXPERIENCE|EXPERIENCIA (?:LABORAL|PROFESIONAL)|ESCOLARIDADE|EDUCATION|FORMA[ÇC][ÃA]O(?: ACAD[ÊE]MICA)?|EDUCACI[ÓO]N)\s*$/mu;
const PORTUGUESE_DEGREE_WORD =
  /\b(?:gradua[çc][ãa]o|bacharel(?:ado)?|licenciatura|mestre|doutor(?:ado)?)\s+(?:em|na|no)\b/iu;
// Round 22's kind: a studies table, its header row naming a school column and a title column ('ESCOLA · TÍTULO OBTIDO ·
// DATA', 'School | Degree | Year') over a dated row ('Univ.Federal/ES · Engenheiro Civil · 1982'): a degree whatever
// its wording.
const STUDIES_TABLE_ROW =
  /^[^\n]*\b(?:escola|school|institution|university|universidade|instituci[oó]n|universidad|schule|hochschule)\b[^\n]*\s[·|]\s[^\n]*\b(?:t[íi]tulo|degree|qualification|diploma|grau|titulaci[oó]n|abschluss)\b[^\n]*\n+[^\n]*\s[·|]\s[^\n]*\b(?:19|20)\d{2}\b/imu;
const DATED_ROW = new RegExp(`^[^.!?]{0,80}\\s[•·|]\\s[^.!?]{0,80}${DATE_RANGE.source}`, 'iu');

// The statement an admin question makes before it asks ('Your CV lists X from 2019 to 2021.').
// Cut at the last sentence break before the question mark: 'Sr.' or 'M.Sc.' inside a name ends no statement.
const statementOf = (question: string): string => {
  const cut = question.lastIndexOf('. ', question.lastIndexOf('?'));
  return cut < 0 ? question : question.slice(0, cut + 1);
};
const CONFIRM_DATES =
  /\bconfirm (?:these|the) dates\b|\bconfirmar (?:estas|las) fechas\b|\bconfirmer (?:ces|les) dates\b|\bconfermare (?:queste|le) date\b/i;

// A grade given beside a degree ('Promedio: 8.5/10.0', 'GPA 3.8', 'Note : 15/20', or bare after a semicolon or comma:
// 'Master Degree in Electronics; 8.5/10'): read into a school or degree.
const GRADE_IN_NAME =
  /\b(?:(?:GPA|CGPA|promedio|nota media|moyenne|voto)\s*:?|(?:note|grade)\s*:)\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?|[;,]\s*\d{1,3}(?:[.,]\d+)?\s*\/\s*(?:4|5|10|20|100)(?:[.,]0+)?(?![\d.,]*\d)/iu;
// Where a text names a school, a degree or a subject ('at', 'from', 'in', 'en', 'Studied …', 'hold', 'lists').
const DEGREE_STATEMENT =
  /\b(?:studied|hold|lists|indica|indique|estudi[ée]|[ée]tudi[ée]|from|at|en|in)\s+[^.?]*$/iu;

/** A grade written into the school or degree a CV text names ('Estudié Licenciatura en … en Promedio: 8.5/10.0'). */
export function gradesInNames(text: string): string[] {
  const found = GRADE_IN_NAME.exec(text);
  if (!found) return [];
  return DEGREE_STATEMENT.test(text.slice(0, found.index)) ? [found[0].trim()] : [];
}

/** An admin question that asks to confirm 'these dates' while its statement gives none. */
export function datesAskedButNotGiven(question: string): boolean {
  return CONFIRM_DATES.test(question) && !/\d/.test(statementOf(question));
}

// A key and its value inside a name ('Promedio: 8.5/10.0', 'Thesis Title: …', 'Status: ongoing'); French sets a space
// before its colon ('une formation : …'), which is the question's own wording.
const LABEL_IN_NAME = /\p{L}{3,}:\s+\S/u;
// The question's own wording before what it quotes from the CV, in the admin questions of the languages that end it
// with a colon (Czech 'Ve vašem životopise je uvedeno: …', 'je uvedena současná práce: …'; Turkish 'Özgeçmişinizde şu
// eğitim yer alıyor: …', '(şu anki konumunuz: …)'; German 'nennt eine Ausbildung: …', Dutch 'noemt een opleiding: …',
// Polish 'W CV podano: …', Russian 'В резюме указано: …', Ukrainian 'У резюме вказано: …', Bulgarian 'В автобиографията Ви
// е посочено: …', round 32): a lead-in, not a CV label
// glued to a name. The eval's own copy of the words, apart from the engine's phrase tables.
const QUESTION_LEAD_IN =
  /(?<!\p{L})(?:je uveden[oa](?: studium| současná práce)?|nyní bydliště|yer alıyor|şu anki konumunuz|beklenen mezuniyet|nennt eine Ausbildung|noemt een opleiding|podano(?: obecną pracę| studia)?|указан[оа](?: текущая работа| учёба)?|вказано(?: навчання| поточну роботу)?|посочен[оа](?: обучение| настоящата Ви работа)?)\s?:(?=\s)/giu;
// A school that is a date range, or a degree said to be from a secondary school.
const SCHOOL_SLOT =
  /\b(?:lists|indica|indique)\s+(?:an?\s+)?(.+?)\s+(?:from|at|en|de|presso)\s+([^.?]+?)(?=\s+\(\d{4}\)|\.\s|\?|$)/u;
const SECONDARY_SCHOOL =
  /\b(?:high school|secondary school|gymnasium|lyc[ée]e|preparatoria|liceo|instituto de bachillerato)\b/i;
const HIGHER_DEGREE =
  /\b(?:bachelor|master|doctor|ph\.?\s?d|b\.?\s?[as]\.?|m\.?\s?[as]\.?|mba|licenciatura|laurea)\b/i;

/** What an admin question names as a degree or school that a CV line cannot be (empty when nothing). */
export function namesThatAreNot(question: string): string[] {
  const statement = statementOf(question);
  const found: string[] = [];
  const quoted = statement.replace(QUESTION_LEAD_IN, (leadIn) => leadIn.replace(/\s?:$/, ''));
  if (LABEL_IN_NAME.test(quoted))
    found.push(`a label read as part of a name: '${LABEL_IN_NAME.exec(quoted)?.[0]}…'`);
  const slot = SCHOOL_SLOT.exec(statement);
  const [degree = '', school = ''] = [slot?.[1], slot?.[2]];
  if (/^(?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}|\p{L}+)$/u.test(school.trim()))
    found.push(`a date range '${school.trim()}' as the school`);
  // 'an M.Sc. in 07/2015 from …': the entry's date read as the degree's subject.
  if (/\b(?:in|en)\s+(?:\d{1,2}\s*[/.]\s*)?(?:19|20)\d{2}\b/.test(degree))
    found.push(`a date as the subject of '${degree.trim()}'`);
  if (SECONDARY_SCHOOL.test(school) && HIGHER_DEGREE.test(degree))
    found.push(`a degree '${degree.trim()}' put at a secondary school '${school.trim()}'`);
  return found;
}

// A credential after a name ('Elisa Park, PharmD'): the CV's name line, not a place.
const CREDENTIAL_AFTER_NAME = /,\s*(?:PharmD|MD|PhD|Ph\.D\.|MBA|RN|CPA|Esq\.?|DDS|DVM|JD|MSc|BSc)\b/;

// An institution's name: a department's wrapped end ('Sciences, Brown University') is no place one lives in.
const INSTITUTION =
  /\b(?:University|College|Institute|Department|Faculty|School of|Universit(?:à|é|ät|at)|Universidad|Hochschule)\b/u;

/**
 * A location an admin question gives that is the CV's name line (a name and its credential, or the first line) or an
 * institution's name.
 */
export function locationThatIsNot(question: string, cvText: string): string | null {
  const place = /\b(?:location as|relocating from) (.+?)[.?](?:\s|$)/.exec(question)?.[1]?.trim();
  if (!place) return null;
  if (INSTITUTION.test(place)) return `an institution's name '${place}' as the location`;
  const firstLine =
    cvText
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  if (CREDENTIAL_AFTER_NAME.test(place) || place === firstLine)
    return `the name line '${place}' as the location`;
  return null;
}

/**
 * Whether an admin question is written from the CV (quotes it or names one of its places), not one asked of every CV
 * alike (salary, availability, authorisation and preferences without a place).
 */
export function isWrittenFromCv(question: string): boolean {
  return /\b(?:CV|curr[ií]culum)\b|\b(?:from|desde|depuis|da)\s+\p{Lu}/u.test(question);
}
