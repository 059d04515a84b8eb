// Row layouts write a job on one line as 'Title (Employer) dates': the brackets hold the employer, not a remark on the
// title. A title's own remark ('Teaching assistant (Data Mining, Statistics)') sits beside an employer line of its
// own, so the brackets are read as the employer only where the entry names nothing else.

const TITLE_THEN_BRACKETED = /^(.+?)\s*\(([\p{Lu}\d][^(),]*|[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)\)$/u;

/** 'Fullstack Engineer (Acme Labs)', 'Tutor (acme.edu)' → the title and the employer in brackets, else null. */
export function titleWithBracketedEmployer(
  header: string,
  isTitle: (text: string) => boolean,
): { title: string; organisation: string } | null {
  const [, title = '', organisation = ''] = TITLE_THEN_BRACKETED.exec(header.trim()) ?? [];
  if (!title || isTitle(organisation) || organisation.split(/\s+/).length > 6) return null;
  return { title: title.trim(), organisation: organisation.trim() };
}
