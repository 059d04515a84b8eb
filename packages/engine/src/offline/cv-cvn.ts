// A CVN read by its fields (see cv-cvn-fields.ts): its posts from the 'Situación profesional actual' and 'Cargos y
// actividades desempeñados con anterioridad' entries, its degrees from the university, doctorate and postgraduate
// entries, its summary from the free-text box. The personal-data rows, the project, course and publication entries
// and the form's boilerplate are no post, degree or date range: nothing else of the form is read as one.
import { cvnTokens, type CvnToken } from './cv-cvn-fields.ts';
import type { CvLine } from './cv-lines.ts';
import { withCurrentJobFirst } from './cv-current-job.ts';
import { newestFirst } from './cv-newest-first.ts';
import type { CvEducation, CvProfile, CvRole } from './cv-profile.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import type { RoleDraft } from './cv-roles.ts';
import { skillsOf } from './cv-skills.ts';
import { summaryOf } from './cv-summary-sentences.ts';

type Fields = Map<string, string>;

const CURRENT_POSTS = /^situaci[oó]n profesional actual$/iu;
const FREE_SUMMARY = /^resumen libre del curr[ií]culum$/iu;
// The prompt the form prints in its free-text box, above what the person wrote.
const SUMMARY_PROMPT = /^descripci[oó]n breve de la trayectoria/iu;

const POST_OPENER = 'entidad empleadora';
const DEGREE_NAMES = ['nombre del título', 'titulación de posgrado', 'programa de doctorado'];
const DEGREE_FIELDS = ['entidad de titulación', 'fecha de titulación', 'tipo de formación'];

/**
 * The entries of one kind: each opens at one of its opening labels and takes the fields after it up to a heading,
 * another entry's opening, or a numbered field of another kind of entry ('3 Título del curso/seminario: …').
 * `before`: the fields that come above the opening label (a postgraduate degree's 'Tipo de formación').
 */
function entriesOf(
  tokens: CvnToken[],
  opens: string[],
  before: string[] = [],
): { fields: Fields; heading: string | null }[] {
  const entries: { fields: Fields; heading: string | null }[] = [];
  let open: Fields | null = null;
  let pending: Fields = new Map();
  let heading: string | null = null;
  for (const token of tokens) {
    if (token.kind === 'heading') {
      [open, pending, heading] = [null, new Map(), token.text];
      continue;
    }
    if (token.kind !== 'field') continue;
    const label = token.label ?? '';
    if (opens.includes(label)) {
      open = new Map([...pending, [label, token.value]]);
      pending = new Map();
      entries.push({ fields: open, heading });
    } else if (before.includes(label) && !open?.has(label)) {
      // A field that comes above its entry's name opens the next entry's fields.
      if (open) [open, pending] = [null, new Map()];
      pending.set(label, token.value);
    } else if (token.numbered || token.label === null) {
      if (token.numbered) open = null;
    } else if (open && !open.has(label)) {
      open.set(label, token.value);
    }
  }
  return entries;
}

// 'Categoría profesional: 1, Personal Investigador', 'Categoría profesional: 5': the code of the form's list of
// categories goes, and a category that is only a code names no title.
function titleOf(category: string | undefined): string | null {
  const title = (category ?? '').replace(/^\d+\s*(?:[,.·-]\s*|$)/, '').trim();
  // 'Prácticas curriculares': the category of an internship; the candidate was the student on it.
  if (/^pr[aá]cticas\b/iu.test(title)) return 'Estudiante en prácticas';
  return title === '' ? null : title;
}

function datesOf(fields: Fields): { start: string | null; end: string | null } {
  const range = fields.get('fecha de inicio-fin');
  const [start = null, end = null] = range ? range.split(/\s+-\s+/) : [fields.get('fecha de inicio') ?? null];
  // 'Fecha de inicio-fin: 03/2020 - ': a range the form left open has no end.
  return { start, end: end || (fields.get('fecha de finalización') ?? null) };
}

/** The form's posts as drafts: a current one (under 'Situación profesional actual') runs to the present. */
function postDrafts(tokens: CvnToken[]): RoleDraft[] {
  return entriesOf(tokens, [POST_OPENER]).map(({ fields, heading }) => {
    const organisation = fields.get(POST_OPENER) ?? null;
    const title = titleOf(fields.get('categoría profesional'));
    const { start, end } = datesOf(fields);
    const isCurrent = CURRENT_POSTS.test(heading ?? '') && !end;
    return {
      headers: [title ?? organisation ?? ''],
      start,
      end: isCurrent ? 'actualidad' : end,
      details: fields.has('funciones desempeñadas') ? [fields.get('funciones desempeñadas') ?? ''] : [],
      named: { title, organisation },
    };
  });
}

// 'Graduado o Graduada en Estadística': the official title, named for both genders; told as the degree it is.
const DEGREE_OF_TITLE: [RegExp, string][] = [
  [/^graduado o graduada\b/iu, 'Grado'],
  [/^licenciado o licenciada\b/iu, 'Licenciatura'],
  [/^diplomado o diplomada\b/iu, 'Diplomatura'],
  [/^ingeniero técnico o ingeniera técnica\b/iu, 'Ingeniería Técnica'],
  [/^ingeniero o ingeniera\b/iu, 'Ingeniería'],
  [/^arquitecto o arquitecta\b/iu, 'Arquitectura'],
  [/^doctor o doctora\b/iu, 'Doctorado'],
];

function degreeName(name: string, kind: string | undefined): string {
  const told = DEGREE_OF_TITLE.reduce((text, [title, degree]) => text.replace(title, degree), name)
    // '… por la Universidad de Sevilla': the awarding university is the entry's own field.
    .replace(/\s+por la universidad\b.*$/iu, '')
    .trim();
  // 'Tipo de formación: Máster' over a name without the word: the kind of degree is told with its subject.
  const kindWord = kind?.split(/\s+/)[0] ?? '';
  return kindWord && !told.toLowerCase().includes(kindWord.toLowerCase()) ? `${kind} en ${told}` : told;
}

/** The degrees, newest first: the form lists them by kind (university, doctorate, postgraduate), not by date. */
function degreesOf(tokens: CvnToken[]): CvEducation[] {
  const degrees = entriesOf(tokens, DEGREE_NAMES, ['tipo de formación'])
    .filter(({ fields }) => DEGREE_FIELDS.some((label) => fields.has(label)))
    .map(({ fields }) => {
      const name = DEGREE_NAMES.map((label) => fields.get(label)).find(Boolean) ?? '';
      return {
        // A doctorate is entered by its programme ('Programa de doctorado: Matemáticas'): it is the doctorate in it.
        degree: degreeName(
          name,
          fields.get('tipo de formación') ?? (fields.has('programa de doctorado') ? 'Doctorado' : undefined),
        ),
        field: null,
        institution: fields.get('entidad de titulación')?.split(/\s+·\s+/)[0] ?? null,
        year: /\b(?:19|20)\d{2}\b/.exec(fields.get('fecha de titulación') ?? '')?.[0] ?? null,
      };
    });
  return degrees.sort((a, b) => Number(b.year ?? 0) - Number(a.year ?? 0));
}

/** What the person wrote in the free-text box, without the form's prompt. */
function summaryLines(tokens: CvnToken[]): CvLine[] {
  const start = tokens.findIndex((token) => token.kind === 'heading' && FREE_SUMMARY.test(token.text));
  if (start === -1) return [];
  const end = tokens.findIndex((token, index) => index > start && token.kind === 'heading');
  return tokens
    .slice(start + 1, end === -1 ? undefined : end)
    .flatMap((token) => (token.kind === 'text' && !SUMMARY_PROMPT.test(token.text) ? [token.text] : []))
    .map((text) => ({ text, isBullet: false }));
}

/** A CVN's facts from its fields alone: posts, degrees, the free summary, the contact city and the skills named. */
export function readCvnProfile(markdown: string): CvProfile {
  const tokens = cvnTokens(markdown);
  const roles: CvRole[] = withCurrentJobFirst(
    newestFirst(
      postDrafts(tokens).map(roleFromDraft),
      (role) => role.start,
      (role) => role.isCurrent,
    ),
  );
  const summary = summaryLines(tokens);
  const contactCity = tokens.find(
    (token) => token.kind === 'field' && token.label === null && /^ciudad de contacto:/iu.test(token.value),
  );
  const duties = roles.flatMap((role) => role.details).map((text) => ({ text, isBullet: false }));
  return {
    location:
      contactCity?.kind === 'field' ? contactCity.value.replace(/^[^:]*:\s*(?:·\s*)?/, '') || null : null,
    headline: null,
    summary: summaryOf(summary),
    roles,
    education: degreesOf(tokens),
    skills: skillsOf([...summary, ...duties], []),
    hasSkillsSection: false,
    // The form always has its posts and degrees sections: a CV without entries in them is not told it lacks them.
    headedSections: { education: true, experience: true },
    projects: [],
    qualificationsAfterName: [],
    certifications: [],
    spokenLanguages: [],
    coursework: [],
    publications: [],
    achievements: [],
  };
}
