/**
 * Checks of issue 13 on a CV's field labels read as names (round 22): a field's label kept in a title or an employer
 * ('as a Cargo: Engenheiro Civil', 'at Período: 2019'), and a table header row's column label as the employer
 * ('Engenheiro Civil at NOME'). Headings as names are cv-name-checks.ts's. Plain patterns over the output and the CV's
 * text, written apart from the CV reader.
 */

// The labels Word templates set before a post's fields, in English, Portuguese, Spanish and German.
const FIELD_LABEL =
  /\b(?:as an?|at|lists|chez|bei|presso|como|en)\s+((?:cargo|position|role|job title|puesto|funktion|funci[óo]n|fun[çc][ãa]o|per[íi]odo|period|zeitraum|dates?|fecha|data|empresa|company|employer|arbeitgeber)\s*:)/giu;

// The column labels a table's header row names ('NOME · CIC', 'ESCOLA · TÍTULO OBTIDO · DATA', 'Name | Company').
const COLUMN_LABEL =
  /^(?:nome|name|nombre|cic|cpf|rg|escola|school|data|date|fecha|local|place|nacionalidade|nationality|nascimento|empresa|company|cargo|per[íi]odo|period|t[íi]tulo(?: obtido)?)$/iu;

/** Field labels kept in a title or an employer. */
export function fieldLabelsInNames(text: string): string[] {
  return [...text.matchAll(FIELD_LABEL)].map(
    (match) => `a field label '${match[1] ?? ''}' in a title or employer`,
  );
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
