// Some CVs number their sections with roman numerals ('I) EDUCATION', 'VI. RESEARCH AND WORK EXPERIENCE'). The numeral
// marks the line as a section heading whatever its words: a known heading is read as its kind, any other ('VII) OTHER
// ACTIVITIES', 'VIII) CONFERENCE PRESENTATIONS') still ends the section before it, so its dated rows are not jobs.
// Arabic numerals number list items as well ('1. Led a team of five'): '2. Experiencia Académica' is a heading only
// when it opens on a section's noun.

const ROMAN_NUMBER = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})[.)]\s+/;
const ARABIC_NUMBER = /^\d{1,2}[.)]\s+/;
const SECTION_NOUN =
  /^(?:work|experience|employment|education|qualifications|skills|publications|presentations|conferences|awards|honou?rs|grants|references|referees|languages|projects|certifications|courses|training|teaching|research|service|experiencia|antecedentes|formaci[oó]n|estudios|educaci[oó]n|manejo|conocimientos|habilidades|competencias|publicaciones|participaci[oó]n|ponencias|premios|becas|referencias|idiomas|proyectos|cursos|certificaciones|exp[ée]riences?|formations?|comp[ée]tences|langues|publications|prix|r[ée]f[ée]rences|esperienz[ae]|istruzione|competenze|lingue|pubblicazioni|referenze|berufserfahrung|ausbildung|kenntnisse|sprachen|experi[êe]ncias?|forma[çc][ãa]o|compet[êe]ncias|idiomas|publica[çc][õo]es|refer[êe]ncias)$/iu;

/** A numbered heading's words without the numeral ('II) Grants' → 'Grants'); null for any other line. */
export function numberedHeadingWords(line: string): string | null {
  const numeral = ROMAN_NUMBER.exec(line) ?? ARABIC_NUMBER.exec(line);
  if (!numeral) return null;
  if (!/^[IVX]/.test(numeral[0]) && !SECTION_NOUN.test(line.slice(numeral[0].length).split(/\s+/)[0] ?? ''))
    return null;
  const words = line.slice(numeral[0].length).trim();
  // A heading is a few words opening on a capital, with no sentence's end and no date.
  const isHeading =
    /^\p{Lu}/u.test(words) &&
    words.split(/\s+/).length <= 6 &&
    !/[.!?]$/.test(words) &&
    !/\b(?:19|20)\d{2}\b/.test(words);
  return isHeading ? words : null;
}
