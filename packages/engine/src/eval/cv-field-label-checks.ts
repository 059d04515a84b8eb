/**
 * Checks of issue 13 on a CV's field labels read as names (round 22): a field's label kept in a title or an employer
 * ('as a Cargo: Engenheiro Civil', 'at Período: 2019') or a form CV's personal-data label (round 27: 'Trabajé en
 * Nombre:'), and a table header row's column label as the employer ('Engenheiro Civil at NOME'). Headings as names are cv-name-checks.ts's. Plain patterns over the output and the CV's
 * text, written apart from the CV reader.
 */

// The labels Word templates set before a post's fields, in English, Portuguese, Spanish and German; and the personal
// data a form CV labels beside the name (name, address, phone, e-mail, birth date, nationality, web page), in the
// languages of the fixtures ('Nombre:', 'Domicilio:', 'Endereço:', 'Adresse:', 'Naam:', 'Telefon:').
export const FIELD_LABEL_WORD =
  /^(?:cargo|position|role|job title|puesto|funktion|funci[óo]n|fun[çc][ãa]o|per[íi]odo|period|zeitraum|dates?|fecha|data|empresa|company|employer|arbeitgeber|(?:full |first |last |sur)?name|nombres?|apellidos?|nome|cognome|nom|pr[ée]nom|vorname|nachname|naam|imi[ęe]|nazwisko|address|domicilio|direcci[óo]n|endere[çc]o|adresse|adres|anschrift|indirizzo|woonplaats|phone|telephone|mobile|tel[ée]fono|telefone|t[ée]l[ée]phone|telefon|telefoon|telefono|celular|cellulare|m[óo]vil|e-?mail|correo(?: electr[óo]nico)?|courriel|date of birth|fecha de nacimiento|data de nascimento|date de naissance|data di nascita|geburtsdatum|geboortedatum|data urodzenia|nationality|nacionalidad|nacionalidade|nationalit[ée]|nazionalit[àa]|staatsangeh[öo]rigkeit|nationaliteit|obywatelstwo|web ?page|website|p[áa]gina web|site web|sito web|webseite|homepage)$/iu;
// Where a text names a title or an employer ('as a', 'at', 'Trabajé en', 'Your CV lists') and what stands there up to
// a colon; looked ahead, so that a longer name ('as Analyst at Empresa:') does not hide the label after it.
const FIELD_LABEL =
  /\b(?:as an?|at|lists|chez|bei|bij|presso|como|comme|come|als|en|em)\s+(?=(\p{L}[\p{L} -]{0,30}?)\s*:)/giu;

// The column labels a table's header row names ('NOME · CIC', 'ESCOLA · TÍTULO OBTIDO · DATA', 'Name | Company').
const COLUMN_LABEL =
  /^(?:nome|name|nombre|cic|cpf|rg|escola|school|data|date|fecha|local|place|nacionalidade|nationality|nascimento|empresa|company|cargo|per[íi]odo|period|t[íi]tulo(?: obtido)?)$/iu;

/** Field labels kept in a title or an employer ('as a Puesto: Jefe de obra', 'Trabajé en Nombre:.'). */
export function fieldLabelsInNames(text: string): string[] {
  return [...text.matchAll(FIELD_LABEL)]
    .filter((match) => FIELD_LABEL_WORD.test(match[1] ?? ''))
    .map((match) => `a field label '${match[1] ?? ''}:' in a title or employer`);
}

// A role's, an employer's or a degree's slot ('como', 'en', 'Estudié el', 'I hold a', an admin question's 'Su CV indica
// el') holding a label, its colon and a
// value ('Trabajé como Generado desde: Editor CVN', 'responsabilidades en Régimen de dedicación: Tiempo completo',
// 'Estudié el Grado de contribución: Investigador/a'); in a sentence, not the slot word opening it ('En Acme: …' leads a
// detail), and not a colon the engine sets before a quote ('como Analista en Acme: «…»').
const LABEL_WITH_VALUE =
  /(?<![\p{L}])(?:as an?|at|lists|chez|bei|bij|presso|como|comme|come|als|en|em|[Ee]studié(?: el| la)?|I hold(?: an?)?|I studied|indica(?: el| la)?|indique(?: le| la)?|nennt|noemt)\s+(\p{Lu}[\p{L} /().-]{0,40}?)\s?:\s+(?=[\p{L}\p{N}])/gu;

// A form's line: a heading's marks or an item's number at most, then a label and its colon before the value ('1 Entidad empleadora: X').
const FORM_LINE = /^\s*(?:#+\s*|\d+\s+)?(\p{Lu}[\p{L} /().-]{0,40}?)\s?:\s*\S/u;
// A CV is a labelled form (a national research CV such as Spain's CVN) when most of its lines are such fields.
const FORM_SHARE = 0.5;

/** The labels a form CV sets before its values, in lower case; none for a CV that is not a form. */
function formLabelsOf(cvText: string): Set<string> {
  const lines = cvText.split('\n').filter((line) => line.trim() !== '');
  const labels = lines
    .map((line) => FORM_LINE.exec(line)?.[1]?.trim().toLowerCase())
    .filter((label) => label !== undefined);
  return labels.length >= lines.length * FORM_SHARE ? new Set(labels) : new Set();
}

/**
 * A research-CV form's field label kept, with its value, where a post, an employer or a degree stands: any label the
 * form writes before a value ('Régimen de dedicación: Tiempo completo'), known or not. In a CV that is not a form,
 * 'Ayudante asignatura: Ecuaciones Estructurales' is a post's own title. A label with nothing after its colon is the
 * heading check's (cv-label-checks.ts); a known one, fieldLabelsInNames's.
 */
export function formLabelsInSlots(text: string, cvText: string): string[] {
  const labels = formLabelsOf(cvText);
  const found = [...text.matchAll(LABEL_WITH_VALUE)]
    .map((match) => (match[1] ?? '').trim())
    .filter((label) => !FIELD_LABEL_WORD.test(label) && labels.has(label.toLowerCase()))
    .map((label) => `a form's field label '${label}:' with its value as a post, employer or degree`);
  return [...new Set(found)];
}

/** The cells of the CV's table header rows: rows of two or more column labels parted by '·' or '|'. */
function columnLabelsOf(cvText: string): Set<string> {
  const labels = cvText
    .split('\n')
    .map((line) => line.replace(/^\s*#+\s*/, '').trim())
    .map((line) => line.split(/\s+[·|]\s+/))
    .filter((cells) => cells.length >= 2 && cells.every((cell) => COLUMN_LABEL.test(cell)))
    .flat();
  return new Set(labels);
}

/** A table header's column label named as the employer ('at NOME'). */
export function headerLabelsAsEmployers(text: string, cvText: string): string[] {
  const labels = columnLabelsOf(cvText);
  return [...text.matchAll(/\b(?:at|joined|chez|bei|presso)\s+(\p{L}+)(?=[\s.,?]|$)/gu)]
    .map((match) => match[1] ?? '')
    .filter((name) => labels.has(name))
    .map((name) => `a table header's label '${name}' as an employer`);
}

/** Every fault of this module in one CV text, for the eval's CV checks. */
export function fieldLabelFaults(text: string, cvText: string): string[] {
  return [
    ...new Set([
      ...fieldLabelsInNames(text),
      ...formLabelsInSlots(text, cvText),
      ...headerLabelsAsEmployers(text, cvText),
    ]),
  ];
}
