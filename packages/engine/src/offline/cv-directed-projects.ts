// The research projects a CV says its owner directed, read from an academic CV's project list (the CV systems of
// Spanish- and Portuguese-speaking universities list 'Director del PI …, “Title”, …, 2015–2019' beside the posts):
// no post of theirs, but work they led, asked about where the posts are listed without their duties.
import type { CvLine } from './cv-lines.ts';

export type CvDirectedProject = {
  /** The row's own word for the part taken ('Director', 'Codirectora', 'Coordenador'). */
  role: string;
  title: string;
  /** The years the row gives ('2015–2019'), or null. */
  period: string | null;
};

// 'Participación en Proyectos de Investigación (PI)', 'Proyectos de investigación y desarrollo', 'Projetos de pesquisa'.
const PROJECTS_HEADING =
  /^(?:participaci[oó]n en )?proyectos de (?:investigaci[oó]n|i\+d)(?: y desarrollo)?(?:\s*\([^()]*\))?$|^(?:participa[çc][ãa]o em )?projetos de (?:pesquisa|investiga[çc][ãa]o)(?: e desenvolvimento)?$/i;
// The item opens with the part its owner took in directing the project, never a member's ('Integrante', 'Membro').
const DIRECTING_ROLE =
  /^(?:co-?)?(?:director|directora|coordinador|coordinadora|coordenador|coordenadora)(?:\s+(?:general|adjunt[oa]))?\b/i;
const QUOTED_TITLE = /[“"«]([^”"»]{8,200})[”"»]/u;
// '2015–2019', '01/01/2015–31/12/2018', '01/01/11– 31/12/2014', '2010–12'.
const YEAR_RANGE =
  /(?<!\d)(?:\d{1,2}\/\d{1,2}\/)?((?:19|20)?\d{2,4})\s*[–—-]\s*(?:\d{1,2}\/\d{1,2}\/)?((?:19|20)\d{2}|\d{2})\b(?!.*\d{4}\s*[–—-])/u;

function fullYear(year: string, before?: string): string {
  if (year.length === 4) return year;
  const century = before?.slice(0, 2) ?? '20';
  return `${century}${year.padStart(2, '0')}`;
}

function periodOf(text: string): string | null {
  const range = YEAR_RANGE.exec(text);
  if (!range?.[1] || !range[2]) return null;
  const start = fullYear(range[1]);
  const end = fullYear(range[2], start);
  return /^(?:19|20)\d{2}$/.test(start) && /^(?:19|20)\d{2}$/.test(end) && end >= start
    ? `${start}–${end}`
    : null;
}

/** The projects directed, in the CV's order, from the items under a research-projects heading. */
export function directedProjectsOf(lines: CvLine[]): CvDirectedProject[] {
  const projects: CvDirectedProject[] = [];
  let inProjects = false;
  for (const line of lines) {
    const text = line.text.trim();
    if (!line.isBullet && (line.isHeading || line.isTopHeading || PROJECTS_HEADING.test(text))) {
      inProjects = PROJECTS_HEADING.test(text.replace(/^#+\s*/, ''));
      continue;
    }
    if (!inProjects || !line.isBullet) continue;
    const role = DIRECTING_ROLE.exec(text)?.[0];
    const title = QUOTED_TITLE.exec(text)?.[1]?.trim();
    if (!role || !title) continue;
    projects.push({ role, title, period: periodOf(text.slice(text.indexOf(title) + title.length)) });
  }
  return projects;
}
