// The words and patterns every part of the CV reader shares: section headings, dates and ranges, job titles,
// degrees, schools, places and organisations, and the tidying of a field's text.

import { CJK_DEGREE_WORDS, CJK_SCHOOL_WORDS, CJK_TITLE_WORDS } from './cv-cjk-words.ts';
import { CJK_HEADINGS } from './cv-cjk-headings.ts';
import {
  CYRILLIC_DEGREE_WORDS,
  CYRILLIC_HEADINGS,
  CYRILLIC_SCHOOL_WORDS,
  CYRILLIC_TITLE_WORDS,
} from './cv-cyrillic-words.ts';
import {
  GREEK_DEGREE_WORDS,
  GREEK_HEADINGS,
  GREEK_SCHOOL_WORDS,
  GREEK_TITLE_WORDS,
} from './cv-greek-words.ts';
import {
  INDONESIAN_DEGREE_WORDS,
  INDONESIAN_HEADINGS,
  INDONESIAN_SCHOOL_WORDS,
  INDONESIAN_TITLE_WORDS,
} from './cv-indonesian-words.ts';
import {
  VIETNAMESE_DEGREE_WORDS,
  VIETNAMESE_HEADINGS,
  VIETNAMESE_SCHOOL_WORDS,
} from './cv-vietnamese-words.ts';
import { MASTER_DEGREE_WORD, MASTER_POST_TITLE } from './cv-master-posts.ts';
import { DUTCH_HEADINGS } from './cv-dutch-headings.ts';
import {
  FINNISH_DEGREE_WORDS,
  FINNISH_HEADINGS,
  FINNISH_SCHOOL_WORDS,
  FINNISH_SEASONS,
  FINNISH_TITLE_WORDS,
} from './cv-finnish-words.ts';
import { POLISH_HEADINGS } from './cv-polish-headings.ts';
import { CZECH_HEADINGS } from './cv-czech-headings.ts';
import { PORTUGUESE_HEADINGS } from './cv-portuguese-headings.ts';
import { NO_POST_HEADING } from './cv-service-headings.ts';
import { TURKISH_HEADINGS } from './cv-turkish-headings.ts';
import { SPANISH_ACADEMIC_HEADINGS } from './cv-spanish-academic-headings.ts';
import { ACADEMIC_HEADINGS } from './cv-academic-headings.ts';
import {
  OTHER_LANGUAGE_DEGREE_WORDS,
  OTHER_LANGUAGE_HEADINGS,
  OTHER_LANGUAGE_SCHOOL_WORDS,
  OTHER_LANGUAGE_TITLE_WORDS,
} from './cv-language-words.ts';
import { OTHER_MONTHS, OTHER_OPEN_ENDS } from './cv-date-words.ts';
import {
  ARABIC_DEGREE_WORDS,
  ARABIC_HEADINGS,
  ARABIC_SCHOOL_WORDS,
  ARABIC_TITLE_WORDS,
} from './cv-arabic-words.ts';
import {
  ARABIC_SCRIPT_RANGE_WORDS,
  PERSIAN_DEGREE_WORDS,
  PERSIAN_HEADINGS,
  PERSIAN_PLACE_LINE,
  PERSIAN_SCHOOL_WORDS,
  PERSIAN_TITLE_WORDS,
} from './cv-persian-words.ts';
import { UZBEK_HEADINGS, UZBEK_TITLE_WORDS } from './cv-uzbek-words.ts';
import {
  HEBREW_DEGREE_WORDS,
  HEBREW_HEADINGS,
  HEBREW_SCHOOL_WORDS,
  HEBREW_TITLE_WORDS,
} from './cv-hebrew-words.ts';
import { EUROPASS_HEADINGS } from './cv-europass.ts';
import { TIMELINE_HEADINGS } from './cv-timeline.ts';
import { headingWordOf } from './heading-words.ts';
import { lowerCase } from '../text/accents.ts';
import { numberedHeadingWords } from './cv-numbered-headings.ts';

export type CvSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'coursework'
  | 'publications'
  | 'achievements'
  | 'other';

const SECTION_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^(?:professional )?(?:summary|profile|objective|about(?: me)?|career objective|personal statement|perfil|resumen)$/,
  ],
  [
    'experience',
    /^(?:(?:non-?academic|academic|industry|previous|prior|past|selected) )?(?:(?:(?:related )?professional|work|workplace|relevant|employment|career|volunteer|leadership) )?(?:(?:clinical|research) )?(?:experience|history|employment(?: history)?)$|^(?:(?:professional|academic|faculty|teaching|university|current|previous|other) )?(?:(?:research|clinical) )?(?:appointments|positions?(?: held)?)$|^research(?: experience)?$|^experiencia(?: laboral| profesional| docente| acad[eé]mica| en(?: el| la| los| las)? [a-záéíóúñ ]+)?$|^docencia$|^experi[êe]ncias?(?: profissional| profissionais| de trabalho| laboral)?$|^exp[ée]riences?$|^volunteer(?:ing| work)$|^actividades(?: extracurriculares)?$|^atividades(?: extracurriculares| complementares)?$|^voluntariado$|^(?:on[- ]?)?campus (?:involvement|experience|jobs)$|^(?:employment|work) (?:details|record|summary|scan)$|^leadership (?:&|and) (?:outreach|service|activities)$|^(?:projects (?:&|and) )?(?:associations|affiliations)$/,
  ],
  [
    'education',
    /^(?:(?:formal )?education(?: (?:and|&) training)?|degrees(?: (?:earned|held|awarded|and certificates))?|(?:basic )?(?:academic|educational) (?:background|qualifications?|credentials|details)|qualifications|educaci[oó]n|formaci[oó]n(?: acad[eé]mica| educativa)?|estudios(?: acad[eé]micos| realizados)?|antecedentes acad[eé]micos(?: y formativos)?|titulaci(?:[oó]n|ones)(?: acad[eé]micas?)?|educa[çc][ãa]o|forma[çc][ãa]o(?: acad[êé]mica)?|escolaridade|[ée]ducation)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|key|core|top|it|computer) )?(?:skills?|competencies|technologies|tools|proficiency)(?: (?:&|and) \w+)?$|^(?!personal )[a-z]+ skills?$|^skills(?:\s*(?:,|&|and)\s*[a-z]+)+$|^habilidades(?: t[eé]cnicas)?$|^aptitudes$|^conocimientos(?: t[eé]cnicos| inform[aá]ticos| en [a-záéíóúñ ]+)?$/,
  ],
  [
    'projects',
    /^(?:(?:personal|selected|key|side) )?projects$|^(?:key |other |major )?projects? (?:handled|undertaken)$|^proyectos$/,
  ],
  [
    'certifications',
    /^(?:other qualifications\/certifications\/programs|(?:additional |professional )?certifications?|certificates|licen[cs]es(?: (?:&|and) certifications)?|certificaciones)$/,
  ],
  // 'Formação complementar', 'Cursos complementares': the Portuguese heading for courses taken beside the degree.
  [
    'coursework',
    /^(?:relevant )?coursework$|^cursos(?: acad[eé]micos)?(?: relevantes)?(?: e idiomas)?$|^forma[çc][ãa]o complementar$|^cursos (?:complementares|livres|extracurriculares)$/,
  ],
  [
    'publications',
    /^(?:selected |personal |other |peer[- ]reviewed |refereed |research (?:&|and) )?publications(?: \(with links\)| (?:&|and) (?:manuscripts|preprints|presentations|talks))?$|^(?:selected |published |working |peer[- ]reviewed |refereed |research |journal )?papers$|^publicaciones(?: seleccionadas)?$/,
  ],
  // 'Key achievements', 'Career highlights': the CV's own list of what the candidate achieved, apart from any one job.
  [
    'achievements',
    /^(?:(?:key|career|selected|professional|notable|major|main) )?(?:achievements?|accomplishments)$|^(?:career|professional) highlights$/,
  ],
  // 'References available upon request' closing a CV ends the section above it: no detail of its last entry.
  [
    'other',
    /^(?:links|contact|contact information|(?:present|permanent|current|postal|residential|home) address|address|honou?rs?(?:\s*(?:[-/&]|and)\s*awards?)?|awards?(?:\s*(?:[-/&]|and)\s*honou?rs)?|patents|selected honors|community|languages(?: known)?|work authori[sz]ation|(?:(?:research|teaching)(?: (?:&|and) (?:research|teaching))? )?interests|extra-?curricular activities|hobbies|personal (?:particulars|details)|strengths?|declaration|(?:professional )?training|references|referees|references? (?:(?:are|will be) )?(?:available )?(?:up)?on request|referencias (?:disponibles )?a solicitud|refer[êe]ncias|r[ée]f[ée]rences|referenze|referencias|informa[çc][õo]es adicionais|adicional|welcome to \w+|personal information|basic info(?:rmation)?|personal skills|mother tongues?|other languages?|other information|strengths|informaci[oó]n adicional|idiomas|(?:otras )?distinciones|premios(?: y distinciones)?|reconocimientos)$/,
  ],
  ['other', NO_POST_HEADING],
  [
    'other',
    // 'Competitive Research Funding', 'Grants and Fellowships': money won for research or study, no post held.
    /^(?:(?:competitive|external|internal|research|selected|graduate|other) ){0,2}(?:funding|grants?|fellowships?|scholarships?|bursar(?:y|ies))$/,
  ],
  ...OTHER_LANGUAGE_HEADINGS,
  ...PORTUGUESE_HEADINGS,
  ...POLISH_HEADINGS,
  ...CZECH_HEADINGS,
  ...DUTCH_HEADINGS,
  ...TURKISH_HEADINGS,
  ...FINNISH_HEADINGS,
  ...SPANISH_ACADEMIC_HEADINGS,
  ...ACADEMIC_HEADINGS,
  ...CJK_HEADINGS,
  ...CYRILLIC_HEADINGS,
  ...GREEK_HEADINGS,
  ...INDONESIAN_HEADINGS,
  ...VIETNAMESE_HEADINGS,
  ...ARABIC_HEADINGS,
  ...PERSIAN_HEADINGS,
  ...UZBEK_HEADINGS,
  ...HEBREW_HEADINGS,
];

const MONTH = `(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|${OTHER_MONTHS})\\.?,?`;
// Student CVs date by term: 'Spring 2014', 'Summer 2013', Polish 'Lato 2022', Finnish 'kevät 2012'.
export const SEASON = `(?:spring|summer|fall|autumn|winter|wiosna|lato|jesie[nń]|zima|${FINNISH_SEASONS})`;
// A year of an earlier century ('1741 - 1766', sample CVs of historical people) counts only as an end of a range of two
// such years; alone it is as likely a figure.
const OLD_YEAR = '(?:1[5-8]\\d{2}(?=\\s*[–—-]\\s*1[5-9]\\d{2})|(?<=1[5-8]\\d{2}\\s*[–—-]\\s*)1[5-9]\\d{2})';
// 'Sep. 2023', 'February, 2020', 'Summer 2013', '3/2020', '09-2023', '2017', '2018.10' (year and month). Spanish puts
// 'de' between the month and the year ('marzo de 2020').
export const DATE = `(?:${MONTH}\\s+(?:de\\s+)?|${SEASON}\\s+|\\d{1,2}/|(?<![\\d-])(?:0[1-9]|1[0-2])-(?=(?:19|20)\\d{2}))?(?:(?:19|20)\\d{2}|${OLD_YEAR})(?:\\.(?:0[1-9]|1[0-2])(?!\\d))?`;
// The open end of a range: 'Present', 'pres.', 'Till Date' (job portals), 'en curso', 'actualidad', 'actualmente',
// 'a la fecha', 'hasta hoy' (Spanish).
export const OPEN_END = `presente|present|pres\\.|current|now|today|ongoing|till date|en curso|(?:(?:hasta )?la )?actualidad|actualmente|actual|(?:a |hasta )?la fecha|hasta hoy|${OTHER_OPEN_ENDS}`;
// A dates line that only says the entry goes on, with no start ('Ongoing', 'em andamento', 'no momento', 'at the
// moment'): designed CVs' cards date a post still held or a course under way so.
export const OPEN_END_ALONE = new RegExp(
  `^(?:no momento|neste momento|at the moment|in progress|${OPEN_END})$`,
  'iu',
);
// 'Sep 15' (a month and a two-digit year), read only as an end of a range: alone it is as likely a day of September.
const SHORT_DATE = `${MONTH}\\s+['’]?\\d{2}(?!\\d)`;
export const DATE_RANGE = new RegExp(
  `(${DATE}|${SHORT_DATE})\\s*(?:[–—-]|to|${ARABIC_SCRIPT_RANGE_WORDS})?\\s*(${DATE}|${SHORT_DATE}|${OPEN_END})`,
  'i',
);
// A line that is only an entry's dates: a range, or an open end alone ('Ongoing'), as designed CVs set them apart.
const DATE_RANGE_ALONE = new RegExp(`^(?:${DATE_RANGE.source})$`, 'iu');
export const isDatesAlone = (line: string): boolean =>
  DATE_RANGE_ALONE.test(line) || OPEN_END_ALONE.test(line);
// Titles of every trade, academia's included ('Postdoctoral Scholar', 'Graduate Student', 'Bioinformatician').
// Titles of trades, services and collections ('Line Cook', 'Forklift Operator', 'Curator of Prints'); words that are
// also common surnames or things ('Porter', 'Packer', 'Server', 'Host') are left out.
const TRADE_AND_SERVICE_TITLE_WORDS =
  'operator|driver|dish ?washer|waiter|waitress|bartender|barista|cook|sous chef|mechanic|electrician|plumber|carpenter|welder|labou?rer|cleaner|housekeeper|courier|storekeeper|stocker|merchandiser|dispatcher|caregiver|curator|archivist|conservator|technologist|surgeon|dentist|paramedic|midwife|inspector|surveyor|translator|interpreter|journalist|reporter|photographer|(?:tour|museum|mountain|travel|trail) guide|security guard|nco|dean|chaplain|pastor|foreman|machinist|salesperson|sommelier|concierge';
// Titles of film, broadcast, music and the arts ('Producer | Harbour Films', 'Video Editor', 'Copywriter'): set before
// the employer like any post, so a row with no other title word is not read as the employer alone.
const ARTS_AND_MEDIA_TITLE_WORDS =
  'producer|animator|illustrator|videographer|cinematographer|filmmaker|screenwriter|scriptwriter|copywriter|playwright|composer|musician|choreographer|dancer|actor|actress|presenter|broadcaster|showrunner';
export const TITLE_WORD = new RegExp(
  `\\b(?:engineer|developer|manager|controller|accountant|analyst|intern|internship|extern|externship|traineeship|designer|consultant|director|lead|leader|head|specialist|technician|administrator|officer|assistant|associate|fellow|researcher|scientist|architect|teacher|tutor|representative|coordinator|executive|contributor|president|founder|co-founder|cofounder|owner|cto|ceo|cfo|coo|vp|supervisor|programmer|trainee|apprentice|clerk|nurse|instructor|professor|lecturer|editor|writer|member|agent|advisor|adviser|scholar|postdoc|postdoctoral|student|bioinformatician|physician|clinician|pharmacist|therapist|paralegal|attorney|lawyer|recruiter|receptionist|secretary|bookkeeper|auditor|strategist|trader|chef|counselor|counsellor|librarian|cashier|investigator|counsel|resident|volunteer(?=\\s*$)|(?:department |division |programme |program )chair(?:man|woman|person)?|chair(?:man|woman|person)|co-?chair|[a-z]+-chair|organi[sz]er|employee|collaborator|coach|mentor|ambassador|captain|treasurer|consultor|practicante|pasante|pasant[ií]a|desarrollador|analista|ingeniero|gerente|jefe|asistente|coordinador|voluntario|miembro|becario|docente|profesora?|ayudante|investigadora?|encargad[oa]|administradora?|programadora?|dise[ñn]adora?|vendedora?|contadora?|abogad[oa]|enfermer[oa]|maestr[oa]|cajer[oa]|dependienta?|recepcionista|camarer[oa]|operari[oa]|conductora?|${TRADE_AND_SERVICE_TITLE_WORDS}|${ARTS_AND_MEDIA_TITLE_WORDS}|${OTHER_LANGUAGE_TITLE_WORDS}|${INDONESIAN_TITLE_WORDS})\\b|${MASTER_POST_TITLE}|${FINNISH_TITLE_WORDS}|${CJK_TITLE_WORDS}|${CYRILLIC_TITLE_WORDS}|${GREEK_TITLE_WORDS}|${ARABIC_TITLE_WORDS}|${PERSIAN_TITLE_WORDS}|${UZBEK_TITLE_WORDS}|${HEBREW_TITLE_WORDS}`,
  'i',
);
// 'B.E', 'M.E.': the engineering degrees of Indian universities, with their dot ('be' alone is a word); 'B.Ed.',
// 'M.Ed.' (education) and an associate's 'A.A.', 'A.S.' likewise only with theirs ('bed', 'med', 'as'), the
// associate's without a space ('A. S.' are initials). 'MS' before a Microsoft product's name ('MS SQL', 'MS Office')
// is the maker, not a Master of Science.
const MICROSOFT_PRODUCT =
  '(?:sql|office|excel|word|access|project|powerpoint|outlook|teams|visio|dynamics|azure|windows|sharepoint|visual studio|visual basic|vs code|publisher|onenote|power bi|paint|dos)';
export const DEGREE = new RegExp(
  `\\b(?:bachelors?|${MASTER_DEGREE_WORD}|ph\\.?\\s?d|doctor(?:ate|al degree)?|mba|m\\.?\\s?f\\.?\\s?a|m\\.?\\s?eng|b\\.?\\s?eng|b\\.?\\s?tech|m\\.?\\s?tech|b\\.?\\s?com|m\\.?\\s?com|b\\.?\\s?sc|m\\.?\\s?sc|b\\.?\\s?s|m\\.?\\s?s(?!\\s+${MICROSOFT_PRODUCT}\\b)|b\\.?\\s?a|m\\.?\\s?a|associate(?:'s)? degree|associate of (?:applied )?(?:arts|sciences?)|diploma|high school diploma|licenciatura|grado|doctorado|maestr[ií]a|a\\.?\\s?b|j\\.?\\s?d|ll\\.?\\s?[bm]|[bm]\\.\\s?e|[bm]\\.\\s?ed|a\\.[as]|${OTHER_LANGUAGE_DEGREE_WORDS}|${INDONESIAN_DEGREE_WORDS})\\b\\.?|${FINNISH_DEGREE_WORDS}|${CJK_DEGREE_WORDS}|${CYRILLIC_DEGREE_WORDS}|${GREEK_DEGREE_WORDS}|${VIETNAMESE_DEGREE_WORDS}|${ARABIC_DEGREE_WORDS}|${PERSIAN_DEGREE_WORDS}|${HEBREW_DEGREE_WORDS}`,
  'i',
);
// A seminary and a conservatory are the schools of the clergy and of music ('Westfield Theological Seminary').
// 'UC Santa Barbara': a University of California campus by its short name. 'I.E.S. Virgen del Mar', 'IES Alba': a
// Spanish secondary and vocational school (Instituto de Educación Secundaria) by its initials.
export const INSTITUTION = new RegExp(
  `\\b(?:university|college|institute|school|academy|polytechnic|seminary|conservatory|conservatoire|universidad|escuela|instituto|facultad)\\b|\\bI\\.?E\\.?S\\b|\\bPOSTECH\\b|\\bMIT\\b|\\bUC (?:Berkeley|Davis|Irvine|Los Angeles|Merced|Riverside|San Diego|San Francisco|Santa Barbara|Santa Cruz)\\b|${OTHER_LANGUAGE_SCHOOL_WORDS}|\\b(?:${INDONESIAN_SCHOOL_WORDS})\\b|${FINNISH_SCHOOL_WORDS}|${CJK_SCHOOL_WORDS}|${CYRILLIC_SCHOOL_WORDS}|${GREEK_SCHOOL_WORDS}|${VIETNAMESE_SCHOOL_WORDS}|${ARABIC_SCHOOL_WORDS}|${PERSIAN_SCHOOL_WORDS}|${HEBREW_SCHOOL_WORDS}`,
  'i',
);
// 'National Institute of Astrophysics, Optics and Electronics (INAOE)': a comma in an institution's name, before the
// rest of a list of capitalised nouns closed by 'and', continues the name rather than starting a field.
export const NAME_LIST_COMMA =
  /(?<=\b(?:Institute|University|School|College|Academy|Centre|Center)\b[^,·|]*),(?=\s*\p{Lu}\p{L}+(?:,\s*\p{Lu}\p{L}+)*\s+(?:and|&)\s+\p{Lu}\p{L}+(?:\s*\(\p{Lu}{2,6}\))?\s*(?:$|[,·|]))/u;
// 'Mestrado em Análise de Dados, Modelação e Sistemas de Apoio à Decisão', 'Máster en Big Data, Inteligencia
// Artificial y Ciencia de Datos': a comma in a degree's subject (after 'em', 'en'), before the rest of
// a list of capitalised names closed by an 'and' word, continues the subject rather than starting the school's field.
const SUBJECT_WORD = String.raw`(?:\p{Lu}[\p{L}-]*|de|da|do|das|dos|del|la|el|à|a|of|the|for|di|e|y|and|&|i|et|und)`;
const SUBJECT_WORDS = String.raw`\p{Lu}[\p{L}-]*(?:\s+${SUBJECT_WORD})*`;
export const SUBJECT_LIST_COMMA = new RegExp(
  String.raw`(?<=\b(?:em|en)\s+\p{Lu}[^,·|()–—]*),(?!(?:(?!\s[–—-]\s)[^,·|()])*\b(?:Univers|Institut|Escola|Escuela|Faculdade|Facultad|College|School)\p{L}*)(?=\s*${SUBJECT_WORDS}(?:,\s*${SUBJECT_WORDS})*\s+(?:e|y|and|&|et|und|i)\s+${SUBJECT_WORDS}\s*(?:$|[,·|(]|\s[–—-]\s))`,
  'u',
);
// 'San Francisco, CA', 'Seattle, WA', 'Istanbul, Türkiye', 'Mapo-gu, Seoul, Republic of Korea'.
export const PLACE =
  /^[\p{Lu}][\p{L}.'-]*(?:[ -][\p{Lu}][\p{L}.'-]*)*,\s*(?:[A-Z]{2}\b|[\p{Lu}][\p{L}.'-]*)(?:[ ,]+[\p{Lu}][\p{L}.'-]*)*$/u;
// A line cut by the page width ends with a comma, a sign or a word that needs more after it ('leading to >' above
// '$22M in funding'). The word stands alone: 'França' does not end on 'a'; so does the sign: 'C++' ends a name.
export const DANGLING_END =
  /(?:,|(?<!\S)[<>=+&]|(?<![\p{L}\p{N}])(?:and|or|of|the|a|an|to|for|in|on|with|using|such as|including|via|by|from|into))$/iu;
export const LIST_ANNOUNCEMENT =
  /,?\s+(?:(?:with|in|on|under|for|of|covering|including)\s+)?(?:the following(?:\s+[\p{L}-]+)?|as follows)\s*\.$/iu;
export const ORGANISATION_MARK =
  /\b(?:inc|corp|corporation|company|co|ltd|llc|gmbh|plc|group|lab|labs|bank|agency|district|university|college)\b\.?|\s[|·]\s/i;

export function headingKind(line: string): CvSectionKind | null {
  // 'Proyectos de Investigación (PI)': the section's acronym after its heading names nothing more.
  // 'Research Papers (* denotes equal contribution)': the key to the list's marks names nothing more either; nor does
  // a note that the list is a choice ('Publications (selection)', 'Teaching (courses in selection)').
  const unmarked = line
    .replace(/^#+\s*/, '')
    .replace(/\s+\(\p{Lu}{2,5}\)$/u, '')
    .replace(/\s+\((?:[*†‡]|[^()]*\b(?:denotes?|indicates?)\b)[^()]*\)$/u, '')
    .replace(/\s+\((?:[\p{L} ]+ )?(?:in )?(?:selection|selected)\)$/iu, '');
  const numbered = numberedHeadingWords(unmarked);
  if (numbered !== null) return headingKind(numbered) ?? 'other';
  const plain = lowerCase(unmarked.replace(/[*_:]/g, '').trim())
    // 'Extra –Curricular': a dash set apart from the first half of a word.
    .replace(/(?<=\p{L})\s+[–—-](?=\p{L})/gu, '-');
  const named = namedHeadingKind(plain, line);
  if (named) return named;
  // 'Achievements, Awards & Certifications', 'Interests/Hobbies': headings joined into one heading read as the first.
  const joined = plain.split(/\s*(?:,|&|\/|\band\b)\s*/).filter(Boolean);
  if (joined.length > 1 && joined.length <= 4 && joined.every((part) => headingKind(part) !== null))
    // 'Interests & Skills', 'Research Interests and Skills': the fields one knows and works in, a list of skills
    // whichever word comes first; a person's interests ('Personal Interests & Skills') are hobbies.
    return joined.length === 2 &&
      joined.some((part) => headingKind(part) === 'skills') &&
      joined.some((part) => /^(?:(?:research|professional|academic|clinical) )?interests$/.test(part))
      ? 'skills'
      : headingKind(joined[0] ?? '');
  // 'AWARDS IN FIGURES WORK EXPERIENCE': a two-column page's headings side by side on one line, in capitals; the right
  // column's heading (its last two or three words, an experience or education heading) heads the lines that follow.
  const words = plain.split(/\s+/);
  // A script with no capitals (Arabic, Persian) sets no line in them: 'میزان سابقه کاری' (length of work history) is a label.
  if (/\p{Lu}/u.test(unmarked) && !/\p{Ll}/u.test(unmarked) && words.length >= 3 && words.length <= 6)
    for (const size of [3, 2]) {
      const kind = size < words.length ? namedHeadingKind(words.slice(-size).join(' '), '') : null;
      if (kind === 'experience' || kind === 'education') return kind;
    }
  // 'Idiomas Formación', 'Skills Experience': a designed page's sidebar heading (languages, contact, skills, profile)
  // beside its main column's experience or education heading on one line, in any case; that one heads the lines that
  // follow, as above. A heading whose last word alone is another kind names one section ('Research Projects',
  // 'Academic Prizes').
  for (let cut = 1; cut < words.length && words.length <= 4; cut += 1) {
    const [sidebar, main] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].map((side) =>
      namedHeadingKind(side, ''),
    );
    if (
      (sidebar === 'other' || sidebar === 'skills' || sidebar === 'summary') &&
      (main === 'experience' || main === 'education')
    )
      return main;
  }
  // 'Projects Undertaken', 'Projects Completed': a section heading told with what was done in it.
  const done = /^(\p{L}+)\s+(?:undertaken|handled|completed|done|attended|carried out)$/u.exec(plain)?.[1];
  return done ? headingKind(done) : null;
}

/** The kind of a heading the reader knows by its wording, as one heading ('plain': the heading in lower case). */
function namedHeadingKind(plain: string, line: string): CvSectionKind | null {
  if (plain.split(/\s+/).length > 5) return null;
  // Letter-spaced headings come out of some PDFs cut inside a word ('exp erience', 'edu cation').
  const candidates = plain.split(/\s+/).length <= 3 ? [plain, plain.replace(/\s+/g, '')] : [plain];
  // A one-word heading misspelt in the document ('Experince', 'EDUCATON') is read as the heading it spells.
  const spelt = headingWordOf(line.replace(/^#+\s*/, ''));
  if (spelt) candidates.push(spelt);
  // Letter-spaced headings closed up without their word spaces ('WORKEXPERIENCE'): every way of parting them in two
  // or three words.
  const glued = plain.replace(/\s+/g, '');
  if (!spelt && /^\p{L}{8,30}$/u.test(glued) && !/\p{Ll}/u.test(line))
    for (let first = 2; first < glued.length - 1; first += 1) {
      candidates.push(`${glued.slice(0, first)} ${glued.slice(first)}`);
      for (let second = first + 2; second < glued.length - 1; second += 1)
        candidates.push(`${glued.slice(0, first)} ${glued.slice(first, second)} ${glued.slice(second)}`);
    }
  for (const [kind, pattern] of [...SECTION_HEADINGS, ...EUROPASS_HEADINGS, ...TIMELINE_HEADINGS])
    if (candidates.some((candidate) => pattern.test(candidate))) return kind;
  return null;
}

// With the Spanish, French and Italian ones a name in capitals holds ('UNIVERSIDAD DE PURDUE', 'UNIVERSITÉ DU QUÉBEC
// À MONTRÉAL', 'CONSULTANT EN TESTS'); an article after 'de' too ('DE LA COSTA'), not alone ('LOS ANGELES').
const SMALL_WORDS = new Set(
  // Portuguese ones too ('BACHARELADO EM CIÊNCIAS CONTÁBEIS', 'UNIVERSIDADE DO ESTADO').
  'in of and for the at to on de del y des du et di à au aux en sur par pour em da das do dos e com'.split(
    ' ',
  ),
);
// Short words a title or name spells as words, not letters ('WEB DEVELOPER', 'NEW MEDIA', 'OIL AND GAS'), the Spanish
// plural articles opening a name among them ('I.E.S LOS ÁLAMOS'), and the words of place and school names
// ('UNIVERSIDAD DEL MAR', 'SAN DIEGO', 'UNIVERSIDAD DE LA PAZ', 'RIO GRANDE', 'BAY AREA').
const SHORT_WORDS = new Set([
  'web',
  'new',
  'art',
  'law',
  'oil',
  'gas',
  'las',
  'los',
  'san',
  'mar',
  'paz',
  'rey',
  'rio',
  'río',
  'sol',
  'sea',
  'bay',
]);
const ARTICLES_AFTER_DE = new Set(['la', 'las', 'los', 'el']);
const DEGREE_SPELLINGS: Record<string, string> = {
  MENG: 'MEng',
  BENG: 'BEng',
  MSC: 'MSc',
  BSC: 'BSc',
  PHD: 'PhD',
  // A company's marks in capitals ('ACME SYSTEMS PVT. LTD'): no acronyms.
  PVT: 'Pvt',
  LTD: 'Ltd',
};

/** 'CORNELL UNIVERSITY' → 'Cornell University'; short capitals (BS, MIT, '(INAOE)') and mixed-case text stay. */
export function fromCapitals(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    const degree = DEGREE_SPELLINGS[word];
    if (degree) return degree;
    // 'MASTER’S ACADEMY', 'SOTHEBY’S': the letter after the apostrophe is a possessive's, no acronym.
    if (word === 'S' && /\p{L}['’]$/u.test(text.slice(0, offset))) return 's';
    const lower = lowerCase(word);
    // A one-letter small word stands between spaces: 'B.E' is a degree, not Portuguese 'e'.
    const isWord =
      word.length > 1 || (/\s$/.test(text.slice(0, offset)) && /^\s/.test(text.slice(offset + 1)));
    if (SMALL_WORDS.has(lower) && offset > 0 && isWord) return lower;
    if (ARTICLES_AFTER_DE.has(lower) && /\bDE\s+$/.test(text.slice(0, offset))) return lower;
    // Acronyms: 'BS', 'MIT', 'KPCB' (no vowel), not 'OPEN' or 'TEAM'; one spelt out in the brackets after it ('UQAM
    // (UNIVERSITÉ DU QUÉBEC À MONTRÉAL)': they open on its letter and have a word for each), not 'SCIENCE (HONOURS)'.
    const spelt = /^\s*\(([^()]+)\)/u.exec(text.slice(offset + word.length))?.[1] ?? '';
    const isSpeltOut =
      spelt.normalize('NFD').startsWith(word.charAt(0)) && word.length <= spelt.split(/\s+/).length;
    if ((word.length <= 3 && !SHORT_WORDS.has(lower)) || !/[AEIOU]/.test(word) || isSpeltOut) return word;
    // One of up to five letters standing alone or in brackets ('UMAD', '(INAOE)') names an organisation.
    const isBracketed = text[offset - 1] === '(' && text[offset + word.length] === ')';
    if (word.length <= 5 && (isBracketed || text.trim() === word)) return word;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

export function tidy(text: string): string {
  return fromCapitals(trimmed(text));
}

/** Spaces, bracketed years and edge punctuation gone; the case as written. */
export function trimmed(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // LinkedIn exports bracket a degree's years ('HS Diploma · (2002 - 2006)'): the year is kept apart, so the
      // brackets go, with or without the years left in them.
      .replace(/\s*\((?:\s*(?:(?:19|20)\d{2}|[–-]))*\s*\)/g, '')
      .replace(/^[\s,|·–-]+|[\s,|·–-]+$/g, '')
      .trim()
  );
}

// Where a job was, as profile pages write it: 'San Francisco Bay Area', 'Orlando, Florida, United States', 'Remote',
// 'Austin, TX' (a region code after a comma: 'Scale AI' is a company).
const PLACE_LINE =
  /^(?:[\p{Lu}][\p{L}.'-]*(?:[ ,;]+[\p{L}().'-]+){0,7})$(?<=(?:\bArea|\bRegion|United States|United Kingdom|\bRemote|\bHybrid|On-site|Metropolitan|\bCounty|,\s*[A-Z]{2}|originally\)))/u;

/** A place line, or two joined by 'and' ('Greater Pittsburgh Area and Mountain View'). */
export function isPlaceLine(text: string): boolean {
  if (PERSIAN_PLACE_LINE.test(text)) return true;
  const [first = '', ...others] = text.split(/\s+(?:and|&)\s+/);
  return (
    PLACE_LINE.test(first) &&
    others.every((other) => /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(other)) &&
    !TITLE_WORD.test(text) &&
    !ORGANISATION_MARK.test(text)
  );
}
// A school within a university ('School of Engineering and Applied Science'): the university above names the place.
export const SCHOOL_WITHIN = /^(?:school|faculty|department|college|division) of\b/i;

const DATES_AT_START = new RegExp(`^(?:${DATE_RANGE.source})`, 'i');
const DATE_AT_START = new RegExp(`^(${DATE})(?=\\s|$)`, 'i');

/** The dates a form entry opens on ('2015 – 2018', 'gennaio 2005 - alla data attuale', '2016') and the rest. */
export function datesAtStart(text: string): { start: string; end: string; rest: string } | null {
  const range = DATES_AT_START.exec(text);
  if (range)
    return {
      start: tidy(range[1] ?? ''),
      end: tidy(range[2] ?? ''),
      rest: trimmed(text.slice(range[0].length)),
    };
  // One date before a short line is the entry's year; before a sentence it is part of what the sentence says.
  const single = DATE_AT_START.exec(text);
  const rest = trimmed(text.slice(single?.[0].length ?? 0));
  return single && rest.split(/\s+/).length <= 10 && !/[.!?]$/.test(rest)
    ? { start: tidy(single[1] ?? ''), end: tidy(single[1] ?? ''), rest }
    : null;
}
