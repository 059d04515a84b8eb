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
  return [...new Set([...fieldLabelsInNames(text), ...headerLabelsAsEmployers(text, cvText)])];
}
