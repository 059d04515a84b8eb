import type { CvRole } from './cv-profile.ts';

// A long career at one company is set as the company's dated row ('1982/2011 - ACME S.A.') over the posts held there,
// each a dated title of its own ('1983/1984 - Engenheiro de Produção') with no employer: the posts are held at that
// company, and its row is no post of its own.

const yearOf = (date: string | null): number | null => {
  const year = /\b(?:19|20)\d{2}\b/.exec(date ?? '')?.[0];
  return year ? Number(year) : null;
};

const isEmployerRow = (role: CvRole): boolean =>
  role.title === null && role.organisation !== null && yearOf(role.start) !== null;

/** The roles, in the CV's order, with untitled employer rows lent to the untitled-employer posts dated within them. */
export function withPostsUnderEmployerRows(roles: CvRole[]): CvRole[] {
  const read: CvRole[] = [];
  let employerRow: CvRole | null = null;
  let lent = false;
  const closeRow = () => {
    if (employerRow && !lent) read.push(employerRow);
    employerRow = null;
  };
  for (const role of roles) {
    if (isEmployerRow(role)) {
      closeRow();
      employerRow = role;
      lent = false;
      continue;
    }
    const [from, to, year] = [
      yearOf(employerRow?.start ?? null),
      yearOf(employerRow?.end ?? null),
      yearOf(role.start),
    ];
    const isWithin =
      employerRow !== null &&
      role.title !== null &&
      role.organisation === null &&
      from !== null &&
      year !== null &&
      year >= from &&
      year <= (to ?? from);
    if (!isWithin) {
      closeRow();
      read.push(role);
      continue;
    }
    lent = true;
    read.push({ ...role, organisation: employerRow?.organisation ?? null });
  }
  closeRow();
  return read;
}
