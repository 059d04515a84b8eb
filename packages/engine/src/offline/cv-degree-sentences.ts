// A degree told as a sentence, in Portuguese or Spanish CVs: 'Engenheiro Agrônomo formado na Universidade X (UX) –
// TCC: … – 2016', 'Mestre em Ecologia pela Universidade Y. Linha de pesquisa: … – 2019', 'Ingeniera titulada en la
// Universidad Z, 2015'. The degree is what precedes the verb, the school what follows it up to the next field, the
// year the line's last one; the thesis and research line after it are no part of either.

import type { CvEducation } from './cv-profile.ts';
import { tidy } from './cv-vocabulary.ts';

// 'X formado na Y', 'X graduada pela Y', 'X titulado en la Y', 'X egressa da Y'.
const GRADUATED_AT =
  /^(\p{Lu}[^.,;:]{2,60}?)\s+(?:formad[oa]|graduad[oa]|diplomad[oa]|titulad[oa]|egress[oa])\s+(?:na|no|pela|pelo|da|do|em|en(?:\s+la|\s+el)?|por(?:\s+la|\s+el)?)\s+(\p{Lu}.*)$/u;
// 'Mestre em X pela Y', 'Bacharel em X na Y', 'Doutora em X pela Y': a Portuguese degree and its field, then the school.
const DEGREE_IN_FIELD_AT =
  /^((?:mestre|bacharela?|doutora?|licenciad[oa]|especialista)\s+em\s+[^.,;:]{2,60}?)\s+(?:pela|pelo|na|no)\s+(\p{Lu}.*)$/iu;
// Where the school's name ends: a sentence's stop, a dash or comma setting a field apart, a bracket's end.
const SCHOOL_END = /\.\s|\s[–—-]\s|,\s|;\s|:\s|\.$/u;

/** The degree a sentence tells, or null for a line that tells none. */
export function degreeSentenceOf(text: string): CvEducation | null {
  const told = GRADUATED_AT.exec(text) ?? DEGREE_IN_FIELD_AT.exec(text);
  if (!told) return null;
  const [, degree = '', rest = ''] = told;
  const end = rest.search(SCHOOL_END);
  const school = tidy(end === -1 ? rest : rest.slice(0, end));
  if (school.split(/\s+/).length > 14) return null;
  return {
    degree: tidy(degree),
    field: null,
    institution: school,
    year: text.match(/\b(?:19|20)\d{2}\b/g)?.at(-1) ?? null,
  };
}
