/**
 * Checks of issue 13 on a CV text that takes one section's line for another's entry (round 22's kinds): a line of the
 * hobbies told as a school, a certificate or school-leaving certificate or a contact section's heading told as an
 * employer, and studies listed in the education told as a project. Plain patterns over the output and the CV's text,
 * in the languages CVs come in, written apart from the CV reader.
 */

// The employer's slot: 'your time at X', 'worked at X', and the Spanish 'Trabajé en X', '¿Qué hizo en X?'.
const EMPLOYER_SLOT =
  /\b(?:at|en|bei|chez|presso)\s+(?:la\s+|el\s+|der\s+)?(\p{Lu}[^,;?()]{0,80}?)(?=\s+(?:from|since|to|until|as|in|and|de|desde|von|seit|en|y)\s|[.?,(]|$)/gu;

// School-leaving certificates: a qualification, never a place of work.
const SCHOOL_LEAVING =
  /^(?:abitur|fachabitur|matura|maturit[äa]t|a[- ]levels?|gcses?|bachillerato|baccalaur[ée]at|high school diploma|ensino m[ée]dio|maturità)$/iu;
// A certificate or a certificate programme ('Scopus Certificate Program for Libraries', 'Goethe-Zertifikat B2').
const CERTIFICATE = /\b(?:certificate|certification|zertifikat|certificado|certificat|certificazione)\b/iu;
// A contact section's heading, in the languages CVs come in.
const CONTACT_HEADING =
  /^(?:contact(?:o|e|s|os)?(?: me| info)?|kontakt(?:daten)?|get in touch|let['’]s talk|charlemos|hablemos|conversemos|contatti|contato|fale comigo)$/iu;

// Round 33's kinds, from a Hebrew CV: the employer's slot of an English text holding a name in any script, up to its
// dates or the sentence's end ('your time at ניסיון תעסוקתי.', 'Your CV lists X : without dates').
const ANY_SCRIPT_EMPLOYER_SLOT =
  /\b(?:at|lists)\s+([^\s,;?()][^,;?()]{0,80}?)(?=\s+(?:from|since|without)\s|\s?:\s(?!(?:from|since|without)\s)|\.\s|[.?]?$|\s\()/gu;
// A Hebrew CV's section heading: work experience, education, courses, skills, languages, personal details.
const HEBREW_HEADING =
  /^(?:ניסיון(?: תעסוקתי| מקצועי| בעבודה| קודם)?|השכלה(?: אקדמית)?|קורסים(?: והשתלמויות)?|השתלמויות|הכשרות|תעודות|כישורים(?: ויכולות)?|מיומנויות|שפות|פרטים אישיים|התנדבות|תחביבים|שירות צבאי)$/u;
// A label: a line ending in a colon, with or without a space before it ('בעלת רישיון נהיגה :', 'Driving licence:').
const LABEL = /\s?:$/u;

/**
 * Employers a text names that are a school-leaving certificate, a certificate, a contact heading, a Hebrew CV's
 * section heading or a label ending in a colon.
 */
export function qualificationsAndHeadingsAsEmployers(text: string): string[] {
  const found = [...text.matchAll(EMPLOYER_SLOT)].flatMap((match) => {
    const name = (match[1] ?? '').trim();
    if (SCHOOL_LEAVING.test(name)) return [`a school-leaving certificate '${name}' as an employer`];
    if (CERTIFICATE.test(name)) return [`a certificate '${name}' as an employer`];
    if (CONTACT_HEADING.test(name)) return [`a contact heading '${name}' as an employer`];
    return [];
  });
  for (const match of text.matchAll(ANY_SCRIPT_EMPLOYER_SLOT)) {
    const name = (match[1] ?? '').trim();
    if (HEBREW_HEADING.test(name)) found.push(`a section heading '${name}' as an employer`);
    else if (LABEL.test(name)) found.push(`a label '${name}' as an employer`);
  }
  return found;
}

// Studies and preparatory courses a CV lists in its education ('Informatikstudium', 'Studienkolleg', 'Estudios de
// Derecho'): studied, never a project.
const STUDIES =
  /(?:studium|studien\p{L}*|\bstudies\b|\bestudios\b|\bcarrera\b|\bcursus\b|\bcorso di laurea\b|\bfoundation year\b)/iu;

/** Projects a question asks about that are studies listed in the education. */
export function studiesAsProjects(text: string): string[] {
  return [...text.matchAll(/\b(?:your project|su proyecto|votre projet|Ihr Projekt) ["“]([^"”]+)["”]/giu)]
    .map((match) => (match[1] ?? '').trim())
    .filter((name) => STUDIES.test(name))
    .map((name) => `studies '${name}' as a project`);
}

const HOBBY_HEADING =
  /^#*\s*(?:hobbies|hobbys?|interests|interessen|freizeit(?:\s+interessen)?|loisirs|centres d['’]intérêt|aficiones|intereses|hobbies e interesses|interessi|passatempi|pastimes)\s*:?\s*$/iu;

/** The items of the CV's hobbies section: its lines, and each line's comma-separated items. */
function hobbyItems(cvText: string): string[] {
  const items: string[] = [];
  let inHobbies = false;
  for (const raw of cvText.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (HOBBY_HEADING.test(line)) inHobbies = true;
    else if (/^#/.test(line)) inHobbies = false;
    else if (inHobbies) items.push(line, ...line.split(/\s*[,;·]\s*/));
  }
  return items.filter((item) => item.split(/\s+/).length >= 2);
}

/** Schools a text names ('… from X') that are a line or item of the CV's hobbies. */
export function hobbiesAsSchools(text: string, cvText: string): string[] {
  const hobbies = hobbyItems(cvText);
  return [...text.matchAll(/\bfrom\s+([^,;?()]+?)(?=\s+\(|[.,?]|$)/gu)]
    .map((match) => (match[1] ?? '').trim())
    .filter((school) => hobbies.includes(school))
    .map((school) => `a hobby '${school}' as a school`);
}

/** Every fault of this module in one CV text. */
export function sectionLinesMisread(text: string, cvText: string): string[] {
  return [
    ...new Set([
      ...qualificationsAndHeadingsAsEmployers(text),
      ...studiesAsProjects(text),
      ...hobbiesAsSchools(text, cvText),
    ]),
  ];
}
