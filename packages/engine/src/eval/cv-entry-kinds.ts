/**
 * Checks of issue 13 on what a CV text tells as an entry (a skill, a certification, a publication, a degree, a school
 * or a title) that the CV's line is not: a section heading, a competition's result, a year alone, a template's
 * placeholder, a label before a school, a university given to a school-leaving diploma, a programme the person teaches
 * or directs told as a degree under way, and a title cut where the CV's line opens a quotation. Plain patterns over
 * the output and the CV's text, in the languages CVs come in, written apart from the CV reader (round 17's kinds).
 */

// Section headings of a CV in the languages CVs come in: read as an entry, they are a heading, not a skill or work.
const HEADING_PHRASES = new Set([
  'conference proceedings',
  'journal articles',
  'book chapters',
  'additional training',
  'formação complementar',
  'formação acadêmica',
  'formação',
  'cursos',
  'cursos complementares',
  'competências',
  'habilidades',
  'idiomas',
  'publicações',
  'formación complementaria',
  'formation complémentaire',
  'compétences',
  'langues',
  'formazione complementare',
  'competenze',
  'lingue',
  'weiterbildung',
  'kenntnisse',
  'sprachen',
  'aanvullende opleiding',
  'vaardigheden',
  'talen',
]);
// A competition's or award's result line ('Participant', 'Finalist', '2nd place').
const RESULT =
  /^(?:participant|participante|finalist|finaliste|finalista|winner|gagnant|lauréat|lauréate|vencedor|vencedora|ganador|ganadora|runner-up|semi-finalist|demi-finaliste|\d(?:st|nd|rd|th|er|e|º|°)? (?:place|prize|prix|lugar|premio))$/iu;
const YEAR = /^(?:19|20)\d{2}$/;
// A CV template's placeholder entries ('Paper Title Number 1', 'Talk 1 on Relevant Topic', 'Course Name 2').
const TEMPLATE_ENTRY =
  /\btalk \d on relevant topic\b|\b(?:paper|publication|talk|course|project|portfolio item|book|position|job) (?:title|name) (?:number )?\d\b/iu;

// The items a text lists or quotes: quoted names, and a list's items after a lead ('… are A, B and C').
const listedItems = (text: string): string[] => {
  const quoted = [...text.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((match) => match[1] ?? match[2] ?? '');
  const lists = [
    ...text.matchAll(
      /\b(?:are|is|include|includes|lists|mentionne|sont|son|sono|certifications:|compétences|skills)\s+([^.?!]+)/giu,
    ),
  ].flatMap((match) => (match[1] ?? '').split(/,\s*|\s+(?:and|et|y|e|und|en)\s+/u));
  return [...quoted, ...lists].map((item) => item.trim()).filter((item) => item !== '');
};

const quotedOrCertified = (text: string): string[] => [
  ...[...text.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((match) => (match[1] ?? match[2] ?? '').trim()),
  ...(/\bcertifications:\s+([^.?!]+)/i.exec(text)?.[1] ?? '')
    .split(/,\s*|\s+and\s+/)
    .map((item) => item.trim()),
];

// A label before a school ('from Exchange semester: X University'): a bullet under the degree, not its school.
const LABEL_BEFORE_SCHOOL =
  /\bfrom\s+(\p{Lu}[\p{L}]+(?:\s\p{L}+){0,2}):\s+[^.?]*?\b(?:University|College|Institute|School|Universit\p{L}*|Hochschule)\b/u;
// A school-leaving diploma and a university named as where it was taken.
const SCHOOL_LEAVING =
  /\b(?:baccalaur[ée]at|high school diploma|abitur|maturit[àaé]|matura|bachillerato|ensino m[ée]dio|diploma di maturit[àa])\b[^.;?]{0,40}?\s(?:from|at|de l['’]|à l['’])\s*(?:the\s+)?(?:university|universit[éàäa]t?|universidad|universidade|universiteit)\b/iu;
// A staff title on a CV's line: a programme named there is one the person teaches or runs, not one they study.
const STAFF_TITLE =
  /\b(?:course director|program(?:me)? director|director|lecturer|instructor|professor|faculty|coordinator|chair|teacher|tutor|docente|directeur|directrice|enseignante?|profesora?|dozentin?|leiter(?:in)?)\b/iu;
const UNDER_WAY_STUDY = /\bstarted (?:an? )?(.+?) at .+? in (?:19|20)\d{2} and I am still studying\b/giu;

/** A degree the text says is under way whose CV line names the person's staff title ('X Program. Course Director.'). */
function programmesRunAsStudied(text: string, cvText: string): string[] {
  const lines = cvText.split('\n').map((line) => line.toLowerCase());
  return [...text.matchAll(UNDER_WAY_STUDY)]
    .map((match) => (match[1] ?? '').trim())
    .filter((programme) =>
      lines.some((line) => line.includes(programme.toLowerCase()) && STAFF_TITLE.test(line)),
    );
}

// A title told with its dates or as a move ('X from 2017 to 2018', 'moved from X to Y').
const TOLD_TITLE = /\b(?:lists|was an?|moved from)\s+(\p{Lu}[\p{L} -]{1,40}?)\s+(?:from|to)\b/gu;

/** A title cut short where its CV line goes on into an unclosed quotation ('Student' of 'Student assistant “…'). */
function titlesCutAtQuote(text: string, cvText: string): string[] {
  const heads = cvText
    .split('\n')
    .map((line) => /(?:^|[|•·]\s*)([^|•·“"]+?)\s+[“"][^”"]*$/u.exec(line)?.[1]?.trim())
    .filter((head): head is string => head !== undefined);
  return [...text.matchAll(TOLD_TITLE)]
    .map((match) => (match[1] ?? '').trim())
    .filter((title) => heads.some((head) => head !== title && head.startsWith(`${title} `)));
}

/** What a CV text tells as an entry that the CV's line is not (empty when nothing). */
export function entriesThatAreNot(text: string, cvText: string): string[] {
  const items = listedItems(text);
  const label = LABEL_BEFORE_SCHOOL.exec(text)?.[1];
  const found = [
    ...items
      .filter((item) => HEADING_PHRASES.has(item.toLowerCase()))
      .map((item) => `heading '${item}' as an entry`),
    ...items.filter((item) => RESULT.test(item)).map((item) => `a result '${item}' as an entry`),
    // A year alone quoted or listed as a certification; a date's year inside a list of dates is none.
    ...quotedOrCertified(text)
      .filter((item) => YEAR.test(item))
      .map((item) => `a year '${item}' alone as an entry`),
    ...(TEMPLATE_ENTRY.test(text) ? [`template placeholder '${TEMPLATE_ENTRY.exec(text)?.[0]}'`] : []),
    ...(label ? [`a label '${label}:' read as part of the school`] : []),
    ...(SCHOOL_LEAVING.test(text) ? ['a school-leaving diploma given a university'] : []),
    ...programmesRunAsStudied(text, cvText).map(
      (name) => `a programme the person runs told as studied: ${name}`,
    ),
    ...titlesCutAtQuote(text, cvText).map(
      (title) => `title '${title}' cut where its CV line opens a quotation`,
    ),
  ];
  return [...new Set(found)];
}
