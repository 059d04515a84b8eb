// Section headings of the CV systems of Spanish-speaking universities and research councils (an academic's CV
// exported as 'Cargos Actuales', 'Cargos Anteriores', 'Becas Obtenidas'…): which of them list posts, and which what
// was done, given or won beside the posts.
import type { CvSectionKind } from './cv-vocabulary.ts';

export const SPANISH_ACADEMIC_HEADINGS: [CvSectionKind, RegExp][] = [
  // 'Cargos Actuales' / 'Cargos Anteriores': the posts held now and before; 'Pasantías': internships.
  [
    'experience',
    /^cargos(?: (?:actuales|anteriores|desempe[ñn]ados|ocupados|docentes|acad[eé]micos|de investigaci[oó]n))?$|^pasant[ií]as(?: profesionales)?$/,
  ],
  // Grants won, research projects taken part in, stays at a laboratory abroad, the running of the university,
  // technology transfer and the students supervised: no post of the candidate's.
  [
    'other',
    /^(?:participaci[oó]n en )?proyectos de investigaci[oó]n(?: y desarrollo)?$|^(?:pasant[ií]as|estancias)(?: de investigaci[oó]n)? en el (?:exterior|extranjero)$|^becas(?: (?:obtenidas|y premios|y subsidios))?$|^(?:participaci[oó]n (?:en )?)?actividades de (?:gesti[oó]n|transferencia)(?: [a-záéíóúñ]+){0,3}$|^formaci[oó]n de recursos humanos$/,
  ],
];
