/**
 * The CVN ('Currículum Vitae Normalizado'): the standard research CV Spanish researchers export from FECYT's CVN
 * editor or their university's system. It is a form: every entry is a run of fixed labelled fields ('Entidad
 * empleadora: Acme · Tipo de entidad: Empresa', 'Categoría profesional: …', 'Fecha de inicio-fin: …'), several to a
 * line or one wrapped over two, between the form's headings and its boilerplate (the editor it came from, a document
 * hash at each page's foot, the prompt of each free-text box). Read as prose, its labels become employers, titles
 * and dates; read as fields, its posts and degrees are exact.
 */

// The labels that name the fields of a post, a degree and the personal data, as the form prints them: the values
// end where the next label starts ('Entidad empleadora: Acme Tipo de entidad: Empresa'). Longer labels first.
const FIELD_LABELS = [
  'Ámbito actividad de dirección y/o gestión',
  'Ámbito de actividad de dirección y/o gestión',
  'Dirección y gestión (Sí/No)',
  'Interés para docencia y/o inv.',
  'Identificar palabras clave',
  'Funciones desempeñadas',
  'Modalidad de contrato',
  'Régimen de dedicación',
  'Categoría profesional',
  'Ciudad entidad empleadora',
  'Entidad empleadora',
  'Tipo de entidad',
  'Departamento',
  'Fecha de inicio-fin',
  'Fecha de inicio',
  'Fecha de finalización',
  'Duración',
  'Titulación universitaria',
  'Nombre del título',
  'Titulación de posgrado',
  'Programa de doctorado',
  'Tipo de formación',
  'Ciudad entidad titulación',
  'Entidad de titulación',
  'Fecha de titulación',
  'Nota media del expediente',
  'Calificación obtenida',
  'Facultad, instituto, centro',
  'Título de la tesis',
  'Director/a de tesis',
  'Codirector/a de tesis',
  'Doctorado europeo',
  'Mención de calidad',
  'Premio extraordinario doctor',
  'Título homologado',
];

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LABEL = `(${FIELD_LABELS.map(escaped).join('|')}):`;
// A label at the start of a line (after the entry's number: '2 Entidad empleadora: …') or after a value.
const LABEL_AT_START = new RegExp(`^(?:(\\d{1,3})\\s+)?${LABEL}\\s*`, 'iu');
const LABEL_WITHIN = new RegExp(`\\s*(?:·\\s*)?(?<![\\p{L}])${LABEL}\\s*`, 'giu');
// A label the reader does not know, in the form's shape ('3 Título del curso/seminario: …'): another field.
const OTHER_LABEL = /^(?:(\d{1,3})\s+)?\p{Lu}[^:.!?]{1,60}:(?:\s|$)/u;

// The form's own words on a page: the editor it was made with, the hash of the document at each page's foot, the
// notice of the XML embedded in the file, the date it was printed on.
const DOCUMENT_HASH = /\s*\b[0-9a-f]{32}\b/g;
const FORM_NOTICE =
  /^(?:generado desde:|fecha del documento:|este fichero electr[oó]nico \(pdf\) contiene|la tecnolog[ií]a cvn)/iu;

const CVN_LABELS = [
  'Entidad empleadora:',
  'Categoría profesional:',
  'Funciones desempeñadas:',
  'Modalidad de contrato:',
  'Nombre del título:',
  'Entidad de titulación:',
  'Fecha de titulación:',
];
const CVN_MARK =
  /\bCVN\b|curr[ií]culum vitae normalizado|^#*\s*situaci[oó]n profesional actual$|^#*\s*cargos y actividades desempe[nñ]ados con anterioridad$/imu;

/** A CVN: it says it is one (or has the form's post headings) and has at least three of its post or degree labels. */
export function isCvnCv(markdown: string): boolean {
  const labels = CVN_LABELS.filter((label) => markdown.toLowerCase().includes(label.toLowerCase()));
  return labels.length >= 3 && CVN_MARK.test(markdown);
}

/** One piece of the form: a heading, or a field with its label (null for one the reader does not know). */
export type CvnToken =
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string | null; value: string; numbered: boolean }
  | { kind: 'text'; text: string };

/** 'Fecha de inicio-fin: 01/12/2022 - 30/11/2023': the form gives the day too; the month and year are told. */
function withoutDays(text: string): string {
  return text.replace(/\b\d{1,2}\/(\d{1,2}\/(?:19|20)\d{2})\b/g, '$1');
}

/** A line's fields, label by label: 'Entidad empleadora: Acme Tipo de entidad: Empresa' holds two. */
function fieldsOf(line: string, label: string, numbered: boolean): CvnToken[] {
  const tokens: CvnToken[] = [];
  let current = { label: label.toLowerCase(), from: 0 };
  for (const match of line.matchAll(LABEL_WITHIN)) {
    const value = line.slice(current.from, match.index).trim();
    tokens.push({ kind: 'field', label: current.label, value, numbered: tokens.length === 0 && numbered });
    current = { label: (match[1] ?? '').toLowerCase(), from: match.index + match[0].length };
  }
  const value = line.slice(current.from).trim();
  tokens.push({ kind: 'field', label: current.label, value, numbered: tokens.length === 0 && numbered });
  return tokens.map((token) =>
    token.kind === 'field' ? { ...token, value: token.value.replace(/\s*·$/, '') } : token,
  );
}

/**
 * The form's pieces in order. A line under a field whose value has not ended (no full stop: 'Entidad empleadora:
 * Fundación para la' / 'Gestión de la Salud') goes on with it; a heading ends it; the form's notices and the
 * document's hash go.
 */
export function cvnTokens(markdown: string): CvnToken[] {
  const tokens: CvnToken[] = [];
  for (const raw of markdown.split('\n')) {
    const isHeading = /^#{1,6}\s/.test(raw);
    const line = withoutDays(raw.replace(/^#{1,6}\s+/, '').replace(DOCUMENT_HASH, '')).trim();
    if (line === '' || FORM_NOTICE.test(line)) continue;
    const known = LABEL_AT_START.exec(line);
    const last = tokens.at(-1);
    if (known) {
      tokens.push(...fieldsOf(line.slice(known[0].length), known[2] ?? '', known[1] !== undefined));
    } else if (OTHER_LABEL.test(line)) {
      const [, number] = OTHER_LABEL.exec(line) ?? [];
      tokens.push({ kind: 'field', label: null, value: line, numbered: number !== undefined });
    } else if (isHeading) {
      tokens.push({ kind: 'heading', text: line });
    } else if (last?.kind === 'field' && last.label !== null && !/[.!?]$/.test(last.value)) {
      tokens.splice(-1, 1, ...fieldsOf(`${last.value} ${line}`, last.label, last.numbered));
    } else {
      tokens.push({ kind: 'text', text: line });
    }
  }
  return tokens;
}
