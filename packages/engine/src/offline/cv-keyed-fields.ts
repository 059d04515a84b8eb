// CVs typed in Word (common in India and on job portals' uploads) write each job as keys and values: 'Company: Acme
// Ltd', 'Designation : Software Developer', 'From:- July-2015 to Present', 'Duration: Jan 2019 - Mar 2020',
// 'Experience:- 10 months', 'Notice: 1 Months'. A table of two cells is read as one line ('NOIDA SEC 63 Designation
// : Software Developer'). The reader knows titles, employers and dates by their own wording, not by a key before
// them: each value goes on a line of its own, the key dropped, and a length of service or a notice period goes.
// Word templates in other languages key a post's rows the same way ('Cargo:', 'Período:', 'Principais atividades:';
// 'Empresa:', 'Puesto:', 'Rol:', 'Periodo:', 'Responsabilidades y Funciones:'; 'Funktion:', 'Zeitraum:', 'Tätigkeiten:';
// Czech 'Firma:', 'Období:', 'Činnost:').

const KEY_END = String.raw`\s*:-?\s*`;
const TITLE_KEY = String.raw`(?:designation|job title|position(?: held)?|role|rol|cargo|puesto|funktion|poste|fun[çc][ãa]o|pozice|funkce)`;
const EMPLOYER_KEY = String.raw`(?:company(?: name)?|employer|organi[sz]ation(?: name)?|empresa|firma|zaměstnavatel|zamestnávateľ)`;
const DATES_KEY = String.raw`(?:duration|period|dates|tenure|from|per[íi]odo|zeitraum|p[ée]riode|období|obdobie)`;
const SCHOOL_KEY = String.raw`(?:college|school|university|institute|institution)`;
const YEAR_KEY = String.raw`(?:year(?: of passing)?|passing year)`;
const KEYED = new RegExp(
  `^(${TITLE_KEY}|${EMPLOYER_KEY}|${DATES_KEY}|${SCHOOL_KEY}|${YEAR_KEY})${KEY_END}(\\S.*)$`,
  'i',
);
// A project's description after its key ('Details : A web app to sell power'): a sentence of its own.
const DESCRIPTION_KEY = String.raw`(?:details|description|project details|main activities|responsibilities|principais atividades|atividades|(?:responsabilidades y )?funciones|responsabilidades|t[äa]tigkeiten|aufgaben|caracter[íi]sticas|činnost|činnosť|(?:pracovní )?náplň(?: práce)?|(?:pracovná )?náplň(?: práce)?)`;
const DESCRIPTION = new RegExp(`^${DESCRIPTION_KEY}${KEY_END}(?=\\S)`, 'iu');
// 'Responsabilidades y Funciones' on a line of its own over a post's duties: their label, no title or employer.
const DESCRIPTION_LABEL = new RegExp(`^${DESCRIPTION_KEY}\\s*:?$`, 'iu');
// A key after a cell of its own on the same line ('NOIDA SEC 63 Designation : Developer', 'DIPLOMA IN CS College :
// Shekhawati Polytechnic', 'www.acme.in Environment : PHP').
const KEY_INSIDE = new RegExp(
  `^([^:]+?)\\s+((?:${TITLE_KEY}|${SCHOOL_KEY}|environment)${KEY_END}\\S.*)$`,
  'i',
);
// A project's team size: no fact a question asks about.
const TEAM_SIZE = new RegExp(`^team size${KEY_END}\\d+$`, 'i');
// How long the job lasted or the notice to give: worked out from the dates, or none of the CV's facts.
const LENGTH_OF_SERVICE = new RegExp(
  `^(?:experience|total experience|notice(?: period)?)${KEY_END}(?:\\d+(?:\\.\\d+)?\\s*(?:\\+\\s*)?(?:years?|yrs?|months?|mos?|days?|weeks?)\\b.*|immediate(?:ly)?)$`,
  'i',
);
const MONTH_DASH_YEAR =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)([a-z]*)\.?-(?=(?:19|20)\d{2}\b)/gi;

// 'de 06/2019 a 07/2020', '2018 bis 2021', '2019 al 2021': the word between the two dates of a labelled period read as
// the dash a date range is written with.
const RANGE_WORD = /(\d{4})\s+(?:a|al|à|at[ée]|bis|au)\s+(?=\S*\d|\p{L})/giu;

/** 'July-2015' → 'July 2015'. */
function withMonthYearSpaced(text: string): string {
  return text.replace(MONTH_DASH_YEAR, '$1$2 ');
}

const TITLE_KEYED = new RegExp(`^${TITLE_KEY}${KEY_END}\\S`, 'iu');

/** A line that gives a job's title under its key ('Cargo: Engenheiro Civil', 'Position: Analyst'). */
export function isKeyedTitleLine(line: string): boolean {
  return TITLE_KEYED.test(line.trim());
}

/**
 * The lines a keyed job line stands for: the value alone ('Designation : Developer' → 'Developer'), a joined cell
 * parted from it, nothing for a length of service. A value that runs on as a sentence is not a field: the line stays.
 */
export function withKeyedFieldsRead(line: string): string[] {
  const [, heading = '', body = line] = /^(#{1,6}\s+)?(.*)$/.exec(line) ?? [];
  if (
    LENGTH_OF_SERVICE.test(body.trim()) ||
    TEAM_SIZE.test(body.trim()) ||
    DESCRIPTION_LABEL.test(body.trim())
  )
    return [];
  if (DESCRIPTION.test(body)) return [body.replace(DESCRIPTION, '')];
  const inside = KEY_INSIDE.exec(body);
  if (inside && !KEYED.test(body))
    return [`${heading}${inside[1] ?? ''}`, ...withKeyedFieldsRead(inside[2] ?? '')];
  const [, key = '', value = ''] = KEYED.exec(body.trim()) ?? [];
  // 'Environment : PHP, MySQL': any other short key takes its colon as a label does ('Environment: PHP, MySQL').
  if (!key)
    return [line.replace(/^(#{1,6}\s+)?(\p{Lu}[\p{L}]*(?: [\p{L}]+){0,2})\s+:-?\s*(?=\S)/u, '$1$2: ')];
  const words = value.trim().split(/\s+/).length;
  if (words > 10 || /[.!?]$/.test(value.trim())) return [line];
  const isDates = new RegExp(`^(?:${DATES_KEY}|${YEAR_KEY})$`, 'i').test(key);
  if (isDates && !/\b(?:19|20)\d{2}\b/.test(value)) return [line];
  return [isDates ? withMonthYearSpaced(value.trim()).replace(RANGE_WORD, '$1 – ') : value.trim()];
}
