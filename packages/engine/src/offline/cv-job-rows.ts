// Row layouts write a job on one line as 'Title (Employer) dates': the brackets hold the employer, not a remark on the
// title. A title's own remark ('Teaching assistant (Data Mining, Statistics)') sits beside an employer line of its
// own, so the brackets are read as the employer only where the entry names nothing else.

const TITLE_THEN_BRACKETED = /^(.+?)\s*\(([\p{Lu}\d][^(),]*|[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)\)$/u;

/** 'Fullstack Engineer (Acme Labs)', 'Tutor (acme.edu)' → the title and the employer in brackets, else null. */
export function titleWithBracketedEmployer(
  header: string,
  isTitle: (text: string) => boolean,
): { title: string; organisation: string } | null {
  const [, title = '', bracketed = ''] = TITLE_THEN_BRACKETED.exec(header.trim()) ?? [];
  // '(Stock Assessment Section—Fisheries Agency)': a unit, a dash, and the employer it is part of.
  const organisation = bracketed.replace(/^.*\p{L}[—–]\s*(?=\p{Lu})/u, '');
  if (!title || isTitle(organisation) || organisation.split(/\s+/).length > 6) return null;
  // 'Acme | Engineer (Payments Platform)': a row whose bar sets a name beside the title names its employer there.
  const fields = title.split(/\s\|\s/);
  if (fields.length > 1 && fields.some((part) => !isTitle(part))) return null;
  return { title: title.trim(), organisation: organisation.trim() };
}

// 'Employer — Title — City, ST — dates' (word processors' one-line rows): two or more dashes set between words
// part the line into fields, in whatever order the template chose. A dash inside one field ('Research Assistant –
// Machine Learning') is the only one of its line, so a single dash never splits.
const FIELD_DASH = /\s+[—–]\s*|\s*[—–]\s+/gu;
// In such a row a hyphen touching the next field's capital ('Acme LLC -Driver') is one more separator.
const FIELD_HYPHEN = /\s+-(?=\p{Lu})/gu;

/**
 * A row of three or more dash-parted fields, read as 'a | b | c'; any other line as it is. The row comes without its
 * dates, so the dash of a date range ('2019 – 2021') is never counted.
 */
export function withDashFieldsApart(row: string): string {
  if ((row.match(FIELD_DASH) ?? []).length < 2) return row;
  return row.replace(FIELD_DASH, ' | ').replace(FIELD_HYPHEN, ' | ');
}

// 'Application Developer (Remote)', 'Analista (Presencial)': how the job was done, a detail of the row, never its
// employer nor part of its title.
const WORK_MODE =
  '(?:fully )?(?:remote|remoto|remota|hybrid|h[íi]brido|h[íi]brida|hybride|presencial|on-?site|in-?office|t[ée]l[ée]travail|pr[ée]sentiel|distanciel|teletrabajo|teletrabalho|homeoffice|home office|mobiles arbeiten|vor ort)';
const BRACKETED_WORK_MODE = new RegExp(`\\s*\\(${WORK_MODE}\\)`, 'giu');
// 'Support Specialist, Remote': a row's field of the work mode alone, where its place would stand; never an employer.
const WORK_MODE_FIELD = new RegExp(`^${WORK_MODE}$`, 'iu');

export function isWorkModeField(field: string): boolean {
  return WORK_MODE_FIELD.test(field.trim());
}

/** The row without its bracketed work mode. */
export function withoutWorkMode(text: string): string {
  return text.replace(BRACKETED_WORK_MODE, '');
}
