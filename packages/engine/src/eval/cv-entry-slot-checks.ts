/**
 * Checks of issue 13 on the name a CV answer or admin question puts where an employer or a degree goes (round 30's
 * reading): a school-leaving diploma read as the employer ('Trabajé en Bachiller Academico', 'I worked at High School
 * Diploma'), a row of comma-separated fields read as one name ('at Org,Dept,,Title', full-width commas '，'), and two
 * degrees of different levels run into one ('学士， … 硕士'). Plain patterns over the output, apart from the CV reader.
 */

// The words before an employer's or a degree's name, in the languages the engine writes CV pairs in.
const SLOT_LEAD = String.raw`(?:\bat|\bchez|\bpresso|\bbei|\bwork(?:ed)? at|[Tt]rabaj[ée] en|[Tt]rabalhei (?:na empresa|em|na|no)|\bhizo en|\bfez na empresa|\bdice que en|\bhold an?|\blists(?: an?)?|\bindica(?: un| una| um| uma)?|\bEstudi[ée]|\bEstudei)`;
// The name runs to its dates, to a bracketed year or to the sentence's end.
const SLOT = new RegExp(
  String.raw`${SLOT_LEAD}\s+(\S.{0,160}?)(?=\s+(?:from|since|in|de|desde|dal|seit|von)\s+(?:19|20)\d{2}|\s*[(（](?:19|20)\d{2}|,?\s+(?:and|y|et|e|und) an?\s|,\s+an?\s|[.?:](?:\s|$)|$)`,
  'gu',
);
// A slot the engine fills with an employer: after 'at', 'Trabajé en', or an employment-dates question's 'lists'.
const EMPLOYER_LEAD =
  /^(?:at|chez|presso|bei|work(?:ed)? at|[Tt]rabaj[ée] en|[Tt]rabalhei|hizo en|fez na empresa|dice que en)\b/u;
const ASKS_EMPLOYMENT_DATES =
  /confirm (?:these|the) dates and your job title|confirmar estas fechas y su cargo|confirmar estas datas e o seu cargo|confirmer ces dates et votre poste/iu;

// A school-leaving diploma or school level as a name: never a body anyone works at ('Lincoln High School' may be).
const DIPLOMA =
  /^(?:high school diploma|(?:secondary|high) school (?:certificate|diploma)|general educational development|GED|A[- ]levels?|GCSEs?|bachiller(?:ato)?|t[ií]tulo de bachiller|baccalaur[ée]at|abitur|allgemeine hochschulreife|matura|maturita|maturitní zkouška|diploma|dipl[ôo]me|lise diploması|ijazah|SMA|SMK|高中|高中毕业|中专)(?![\p{L}])/iu;

// Fields of a row the reader kept together: commas doubled, full-width commas, or two commas glued between words.
const FIELD_ROW = /,,|，|[^\s,]+,[^\s,]+,[^\s,]/u;

// Degree levels: a name whose fields (parted by commas) name two of them is two degrees run together; one field
// naming two is one degree ('Integrated Bachelor-Master Degree'). Master's first, as Turkish 'Yüksek Lisans' holds the
// bachelor's 'Lisans'.
const DEGREE_LEVELS: RegExp[] = [
  /\bmaster(?:'s)?\b|\bm[áa]ster\b|\bmaestr[ií]a\b|\bmestrado\b|y[üu]ksek lisans|硕士|研究生/giu,
  /\bbachelor(?:'s)?\b|\blicenciatura\b|\blisans\b|学士|本科/giu,
  /\bph\.?\s?d\b|\bdoctorate\b|\bdoctorado\b|\bdoutorado\b|\bdoktora\b|博士/giu,
];
const levelsOf = (field: string): Set<number> => {
  let rest = field;
  const levels = new Set<number>();
  DEGREE_LEVELS.forEach((level, index) => {
    level.lastIndex = 0;
    if (level.test(rest)) levels.add(index);
    level.lastIndex = 0;
    rest = rest.replace(level, ' ');
  });
  return levels;
};
const isTwoDegrees = (name: string): boolean => {
  const fields = name.split(/[,，;；]/u).map(levelsOf);
  const all = new Set(fields.flatMap((levels) => [...levels]));
  return all.size >= 2 && fields.every((levels) => levels.size < all.size);
};

/** The names an answer or question gives after an employer's or a degree's lead, with that lead. */
function slots(text: string): { lead: string; name: string }[] {
  return [...text.matchAll(SLOT)].map((match) => ({
    lead: match[0].slice(0, match[0].length - (match[1] ?? '').length).trim(),
    name: (match[1] ?? '').trim(),
  }));
}

/** Why the employer or degree an answer or admin question names is a diploma, a row of fields or two degrees. */
export function entrySlotFaults(text: string): string[] {
  const asksDates = ASKS_EMPLOYMENT_DATES.test(text);
  return [
    ...new Set(
      slots(text).flatMap(({ lead, name }) => {
        const isEmployer = EMPLOYER_LEAD.test(lead) || (asksDates && /^(?:lists|indica)\b/u.test(lead));
        return [
          ...(isEmployer && DIPLOMA.test(name) ? [`a school diploma '${name}' as an employer`] : []),
          ...(FIELD_ROW.test(name) ? [`a row of fields '${name}' as one name`] : []),
          ...(isTwoDegrees(name) ? [`two degrees run into one: ${name}`] : []),
        ];
      }),
    ),
  ];
}

// The engine's words for an education entry without a degree: 'I studied courses at X (2012)'.
const COURSES_AT = /\bcourses at ([^,.()?]+?)(?=\s*\(|,|\.|\?|\s+and\s|$)/gu;
// A department or faculty a CV row names beside its school ('Hacettepe Üniversitesi | Türk Dili ve Edebiyatı Bölümü'):
// what was studied there, a degree's field, not courses.
const DEPARTMENT =
  /(?<![\p{L}])(?:b[öo]l[üu]m[üu]|fak[üu]ltesi|department|faculty|school of|facultad|departamento|faculdade|fakult[äa]t|fachbereich|facult[ée]|dipartimento|katedra|fakulta)(?![\p{L}])/iu;

/**
 * Schools an answer says courses were taken at whose row in the CV names a department or faculty (round 30: a Turkish
 * teacher's 'Türk Dili ve Edebiyatı Bölümü' read as 'courses at Hacettepe Üniversitesi').
 */
export function departmentsAsCourses(text: string, cvText: string): string[] {
  const lines = cvText.split('\n').filter((line) => line.trim() !== '');
  return [...text.matchAll(COURSES_AT)].flatMap((match) => {
    const school = (match[1] ?? '').trim();
    const rows = lines.flatMap((line, index) =>
      line.includes(school) ? [`${line} ${lines[index + 1] ?? ''}`] : [],
    );
    return rows.some((row) => DEPARTMENT.test(row)) ? [`a department at ${school} read as courses`] : [];
  });
}
