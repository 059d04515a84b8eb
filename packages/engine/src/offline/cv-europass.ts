/**
 * Europass CVs, in the languages the form is filled in. The form prints a label column beside the content: labels
 * name a field of an entry ('Occupation or position held', 'Lavoro o posizione ricoperti'), and each entry of the
 * work and education sections starts with its dates on the left ('2015 – 2018', 'gennaio 2005 - alla data attuale').
 * Read by position alone, labels and headings become employers and one entry's dates run into the one above.
 */

import { CYRILLIC_EMPLOYER_LINE, CYRILLIC_TOWN } from './cv-cyrillic-words.ts';
import { OTHER_MONTHS, type DatesAtStart } from './cv-date-words.ts';
import { INSTITUTION, ORGANISATION_MARK } from './cv-vocabulary.ts';

export type EuropassField = 'dates' | 'title' | 'employer' | 'duties' | 'sector';

// The labels of the older form, in English, Italian, French, Spanish and German, and the Bulgarian form's. The labels
// a candidate is never asked about (the older form's sector, the mother tongue) drop their whole line: see
// `isPersonalDataLine` and the profile reader. The newer form's sector ('Business or sector', Bulgarian 'Вид на
// дейността или сферата на работа') closes its work entry: its line is kept as that field, to tell where the next
// entry begins, and never read as a line of the entry.
const FIELD_LABELS: [EuropassField, RegExp][] = [
  ['dates', /^(?:dates?|data|periodo|zeitraum|fechas?|p[ée]riode)(?![\p{L}])/iu],
  [
    'title',
    /^(?:occupation or position held|lavoro o posizione ricopert[ie]|fonction ou poste occup[ée]|profesi[oó]n o cargo desempe[nñ]ado|puesto o cargo ocupados|beruf oder funktion|title of qualification awarded|qualifica conseguita|intitul[ée] du certificat ou dipl[oô]me d[ée]livr[ée]|t[ií]tulo de la cualificaci[oó]n obtenida|bezeichnung der erworbenen qualifikation)(?![\p{L}])/iu,
  ],
  [
    'sector',
    /^(?:business or sector|вид на дейността или сферата на работа|attivit[àa] o settore|activit[ée] ou secteur|actividad o sector|t[äa]tigkeitsbereich oder branche)(?![\p{L}])/iu,
  ],
  [
    'employer',
    /^(?:name and address of (?:the )?employer|име и адрес на работодателя|nome e indirizzo del datore di lavoro|nom et adresse de l['’]employeur|nombre y direcci[oó]n de(?:l empleador| la empresa o empleador)|name und adresse des arbeitgebers|name and type of organisation providing education and training|nome e tipo d['’]istituto di istruzione o formazione|nom et type de l['’][ée]tablissement d['’]enseignement ou de formation|nombre y tipo del centro de estudios|name und art der bildungs- oder ausbildungseinrichtung)(?![\p{L}])/iu,
  ],
  [
    'duties',
    /^(?:main activities and responsibilities|principali attivit[àa] e responsabilit[àa]|activit[ée]s et responsabilit[ée]s principales|funciones y responsabilidades principales|wichtigste t[äa]tigkeiten und zust[äa]ndigkeiten|principal subjects(?:\/occupational skills covered)?|principali materie(?:\s*\/\s*abilit[àa] professionali oggetto dello studio)?|principales mati[èe]res(?:\/comp[ée]tences professionnelles couvertes)?|principales materias(?:\s*o capacidades profesionales estudiadas)?|hauptf[äa]cher(?:\/berufliche f[äa]higkeiten)?|основни(?:те)? дейности и отговорности|основни(?:те)? предмети(?: или придобити професионални умения)?)(?![\p{L}])/iu,
  ],
];

const DATE_START = new RegExp(
  `^(?:\\d|(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|${OTHER_MONTHS})\\.?\\s+\\d)`,
  'i',
);

/** The field a form label names at the start of a line, and the line without its label. */
export function europassField(line: string): { field: EuropassField; text: string } | null {
  for (const [field, label] of FIELD_LABELS) {
    const match = label.exec(line);
    // 'Data' and 'Date' label the dates only where dates or nothing follow ('Data Analyst 2019' is a title).
    const rest = match ? line.slice(match[0].length).replace(/^\s*(?:[:·|]\s*)?/, '') : '';
    if (match && (field !== 'dates' || rest === '' || DATE_START.test(rest))) return { field, text: rest };
  }
  return null;
}

// The form's section headings in the five languages, by the section they open; German CVs' own headings too
// ('Praktische Erfahrung', 'Auszeichnungen', 'Sonstiges').
export const EUROPASS_HEADINGS: ['experience' | 'education' | 'publications' | 'other', RegExp][] = [
  [
    'experience',
    /^(?:esperienz[ae] (?:professional[ei]|lavorativ[ae])|esperienza|exp[ée]riences? professionnelles?|berufserfahrung(?:en)?|berufspraxis|berufst[äa]tigkeit|beruflicher werdegang|(?:praktische |berufliche )?erfahrung(?:en)?|praktika|praktikum|schnupperlehren?|ehrenamt(?:liches engagement)?|ehrenamtliche t[äa]tigkeit(?:en)?)$/,
  ],
  [
    'education',
    /^(?:istruzione e formazione|istruzione|formazione|[ée]ducation et formation|formation|educaci[oó]n y formaci[oó]n|schul- und berufsbildung|schul- und berufsausbildung|allgemeine und berufliche bildung|bildung|ausbildung)$/,
  ],
  ['publications', /^(?:pubblicazioni|publicaciones|ver[öo]ffentlichungen)(?: e [\p{L} ]+)?$/u],
  [
    'other',
    /^(?:informazioni personali|informations? personnelles?|informaci[oó]n personal|datos personales|dados pessoais|informa[çc][õo]es pessoais|donn[ée]es personnelles|dati personali|personal data|angaben zur person|pers[öo]nliche (?:daten|angaben)|competenze personali|comp[ée]tences personnelles|competencias personales|pers[öo]nliche f[äa]higkeiten(?: und kompetenzen)?|ulteriori informazioni|informations compl[ée]mentaires|zus[äa]tzliche (?:informationen|angaben)|lingue(?: straniere)?|langues(?: [ée]trang[èe]res)?|lenguas|sprachen|fremdsprachen|sprachkenntnisse|lingua madre|langues? maternelles?|lenguas? maternas?|muttersprachen?|allegati|annexes|anexos|anlagen|auszeichnungen(?: und preise)?|sonstiges)$/,
  ],
];

// Personal data a CV may give and a candidate is never asked about: birth date and place, nationality, sex, marital
// status, in the five languages. Some labels are words of running text too ('Gender equality...'): those count
// only with a colon or a short value.
const PERSONAL_DATA_LABEL =
  /^(?:date and place of birth|date of birth|birth ?date|place of birth|born on|luogo e data di nascita|data (?:e luogo )?di nascita|luogo di nascita|date (?:et lieu )?de naissance|lieu de naissance|n[ée]e? le|fecha (?:y lugar )?de nacimiento|lugar de nacimiento|geburtsdatum|geburtsort|geboren am|nationality|citizenship|nazionalit[àa]|cittadinanza|nationalit[ée]|nacionalidad|staatsangeh[öo]rigkeit|marital status|stato civile|[ée]tat civil|situation de famille|estado civil|familienstand|дата на раждане|място на раждане|националност|гражданство|семейно положение)(?![\p{L}])/iu;
const SHORT_PERSONAL_LABEL =
  /^(?:sex|gender|sesso|sexe|sexo|geschlecht|born|пол)\s*(?::.*|\s+\S+(?:\s+\S+){0,3}|\s+\S+\s*\|.*)$/iu;

export function isPersonalDataLine(line: string): boolean {
  return PERSONAL_DATA_LABEL.test(line) || SHORT_PERSONAL_LABEL.test(line);
}

// The form's furniture: its title alone or in the page header ('Curriculum Vitae · Jane Doe', 'Europass
// Curriculum Vitae'), the date it was filled in, the post applied for, the footer of each page, and the facts the
// form asks that a candidate is not asked about (the sector, the mother tongue, the driving licence).
const FORM_FURNITURE =
  /^(?:tipo di (?:azienda|attivit[àa]) o settore|type ou secteur d['’]activit[ée]|tipo de (?:empresa|actividad) o sector|type of business or sector|lingua madre|langues? maternelles?|lenguas? maternas?|muttersprachen?|майчин език|patente di guida|permis de conduire|permiso de conducir|f[üu]hrerschein|свидетелство за управление(?: на(?: мпс)?)?)(?![\p{L}])|^(?:europass\s+)?(?:curriculum vit(?:ae|æ)|lebenslauf|автобиография)(?:\s+europass)?(?:\s*[·|–-]\s*\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})?$|^автобиография\s*·\s*собствено име(?:,\s*презиме)?,\s*фамилия$|^(?:ultimo aggiornamento|derni[èe]re mise [àa] jour|[úu]ltima actualizaci[oó]n|zuletzt aktualisiert|stand)(?![\p{L}]).*\d{4}$|^(?:occupazione desiderata|posizione (?:ricoperta|per cui ci si candida)|impiego (?:desiderato|ricercato)|emploi recherch[ée]|poste vis[ée]|empleo (?:deseado|solicitado)|puesto solicitado|gew[üu]nschte (?:besch[äa]ftigung|t[äa]tigkeit)|angestrebte position)(?![\p{L}])|europass\.cedefop|^©|^c©|\b(?:pagina|page|p[áa]gina|seite)\s+\d+\s*\/\s*\d+$/iu;

export function isFormFurniture(line: string): boolean {
  return FORM_FURNITURE.test(line);
}

/** A CV on the Europass form: it says so, or it has the form's labels. */
export function isEuropassCv(markdown: string): boolean {
  if (/\beuropass\b/i.test(markdown)) return true;
  return (
    markdown.split('\n').filter((line) => europassField(line.replace(/^[#*\s-]+/, '')) !== null).length >= 3
  );
}

/** A line as the profile reader has it, with the field its form label named. */
export type FormLine = { text: string; isBullet: boolean; isHeading?: boolean; field?: EuropassField };

/** One entry of the form's work or education section: its dates, what it was, where, and its lines. */
export type EuropassEntry = {
  start: string | null;
  end: string | null;
  title: string | null;
  organisation: string | null;
  details: string[];
};

/** 'Acme Ltd (retail), 12 High Street, London': the employer, without the address the form asks for beside it. */
function nameWithoutAddress(text: string): string {
  // 'Академия за музикално, танцово и изобразително изкуство, гр. Пловдив': a name with commas of its own ends where
  // its town is named.
  const town = CYRILLIC_TOWN.exec(text);
  if (town) return text.slice(0, town.index).trim();
  return (text.split(/,\s*|\s[–—-]\s|\s*\(/)[0] ?? text).trim();
}

// 'Via Roma 12, 40126 Bologna', '15 Long Road, London W1J 8RE': a street or postcode; 'Bologna (Italy)': a city.
const isAddressLine = (text: string): boolean =>
  !/[.!?]$/.test(text) &&
  ((/\d/.test(text) && text.split(/\s+/).length <= 10) ||
    /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?:\s*\([^)]*\))?$/u.test(text));

const isNameLine = (text: string): boolean => !/[.!?;:]$/.test(text) && text.split(/\s+/).length <= 12;

/**
 * The dates column a Word form prints apart from its entries: a run of lines that hold only dates ('2019 – present',
 * '2012 – 2019', …) before the entries, none of which is dated on its own line. The dates, in order, and the lines
 * after them; null for a section whose entries carry their dates.
 */
function datesColumnOf(
  lines: FormLine[],
  datesAt: DatesAtStart,
): { dates: { start: string; end: string }[]; entryLines: FormLine[] } | null {
  const dates: { start: string; end: string }[] = [];
  let index = 0;
  for (; index < lines.length; index += 1) {
    const line = lines[index];
    const read = line && !line.isBullet && !line.field ? datesAt(line.text) : null;
    if (!read || read.rest) break;
    dates.push({ start: read.start, end: read.end });
  }
  const entryLines = lines.slice(index);
  const isDated = (line: FormLine): boolean =>
    line.field === 'dates' || (!line.isBullet && !line.field && datesAt(line.text) !== null);
  return dates.length >= 2 && !entryLines.some(isDated) ? { dates, entryLines } : null;
}

/** Whether a form section prints its dates in a column apart from its entries. */
export function hasDatesColumn(lines: FormLine[], datesAt: DatesAtStart): boolean {
  return datesColumnOf(lines, datesAt) !== null;
}

/**
 * The entries of a Europass work or education section. A labelled line fills the field its label names, in
 * whatever order the form version prints them; an unlabelled one fills them as the newer form sets them out: the
 * dates with the title beside them, the employer (or school) under them, its address, then the description, and the
 * sector last. Where the form printed its dates column apart from the entries (a Word form filled in by hand), the
 * entries open on their title heading or after the sector that closes the one above, and take the dates in order when
 * there are as many of each; otherwise they stay undated.
 */
export function europassEntriesOf(lines: FormLine[], datesAt: DatesAtStart): EuropassEntry[] {
  const column = datesColumnOf(lines, datesAt);
  if (column) {
    const entries = entriesOf(column.entryLines, datesAt, true);
    return entries.length === column.dates.length
      ? entries.map((entry, index) => ({ ...entry, ...column.dates[index] }))
      : entries;
  }
  return entriesOf(lines, datesAt, false);
}

function entriesOf(lines: FormLine[], datesAt: DatesAtStart, headsEntries: boolean): EuropassEntry[] {
  const entries: EuropassEntry[] = [];
  let current: EuropassEntry | null = null;
  let last: EuropassField | 'address' | null = null;
  const open = (): EuropassEntry => {
    const entry: EuropassEntry = { start: null, end: null, title: null, organisation: null, details: [] };
    entries.push(entry);
    return entry;
  };
  for (const line of lines) {
    if (line.field === 'sector') {
      last = 'sector';
      continue;
    }
    const dates = line.isBullet || (line.field && line.field !== 'dates') ? null : datesAt(line.text);
    if (line.field === 'dates' || dates) {
      // The older form labels the dates first: a dates line opens the entry unless the entry open has none yet.
      if (!current || current.start || current.details.length > 0) current = open();
      current.start = dates?.start ?? null;
      current.end = dates?.end ?? null;
      current.title = current.title ?? (dates?.rest || null);
      last = 'dates';
      continue;
    }
    if (line.field === 'title' && current?.title) current = open();
    // After the sector, or at a heading of a form whose dates stand apart, the next entry begins.
    const isNewEntry =
      !line.isBullet &&
      !line.field &&
      current !== null &&
      (current.title !== null || current.organisation !== null) &&
      (last === 'sector' || (headsEntries && line.isHeading === true));
    if (isNewEntry) {
      current = open();
      last = null;
    }
    current = current ?? open();
    const field: EuropassField | 'address' = line.field ?? unlabelledField(line, current, last, headsEntries);
    if (field === 'title') current.title = line.text;
    else if (field === 'employer') current.organisation = nameWithoutAddress(line.text);
    else if (field === 'duties') current.details.push(line.text);
    last = field;
  }
  return entries.filter((entry) => entry.title || entry.organisation);
}

function unlabelledField(
  line: FormLine,
  entry: EuropassEntry,
  last: EuropassField | 'address' | null,
  headsEntries: boolean,
): EuropassField | 'address' {
  // A labelled value wrapped onto the next line goes on with its field; an employer's goes on with its address.
  if (last === 'duties') return 'duties';
  if (line.isBullet) return 'duties';
  // An entry whose title was left to the template's prompt opens on its employer ('„Нотка“ ЕООД, гр. Пловдив'), and
  // one under a dates column apart on its employer or school ('Harbourline Ltd', 'Conservatorio di Musica').
  if (
    !entry.title &&
    !entry.organisation &&
    (CYRILLIC_EMPLOYER_LINE.test(line.text) ||
      (headsEntries && (INSTITUTION.test(line.text) || ORGANISATION_MARK.test(line.text))))
  )
    return 'employer';
  if (!entry.title) return 'title';
  // The line under the title names the employer, whatever the reader ran onto it.
  if (!entry.organisation && (last === 'dates' || last === 'title' || isNameLine(line.text)))
    return 'employer';
  if (entry.details.length === 0 && (last === 'employer' || last === 'address') && isAddressLine(line.text))
    return 'address';
  return 'duties';
}
