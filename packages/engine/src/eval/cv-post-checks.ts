// What a CV's pair or question tells as a post that is none (round 21's Word CVs): a stray mark, a generic word or a
// section's heading where the employer stands ('at .', 'your work at Work', 'at Honors Courses and Labs'), a title
// with the colon of its appointment line (': Full Professor'), a seat on a council told as a post ('Appointed
// member'), a supervising professor as the title ('as a Professor Ann Roe'), a course taught asked as a project
// ('your project "HIST 210 Modern Europe"'). Independent of the engine.

// 'at .', 'at . since 2024': a mark alone where the employer's name should be.
const MARK_AS_EMPLOYER = /\b(?:at|chez|presso|bei)\s+([^\p{L}\p{N}\s"“'(]{1,3})(?=\s|\?|$)/gu;
// The name after 'at', to the words or marks that end it.
const EMPLOYER_SLOT =
  /\bat\s+(\p{Lu}[^,;?()]{0,80}?)(?=\s+(?:from|since|to|until|as|in|and|you|your|when|where|while|what)\s|[.,;?()](?:\s|$)|$)/gu;
// A word that names a kind of place or a part of a CV, never an organisation alone.
const GENERIC_NAME =
  /^(?:the\s+)?(?:university|college|school|institute|company|work|experience|employment|masters?|doctoral|bachelors?|teaching|research|service|education|\p{Lu}\p{Ll}+ level)$/iu;
// A section's sub-heading: a group of things the CV lists ('Honors Courses and Labs', 'Invited Lectures').
const LIST_HEADING_END =
  /\b(?:courses|lectures|presentations|activities|appointments|publications|talks|workshops)$/i;
// 'as a : Full Professor', 'became : Full Professor': an appointment line's colon kept before the title.
const LEADING_COLON = /\b(?:an?|as|became|been)\s+(:\s*\p{Lu}[^.?,]{0,60})/gu;
// 'moved from : Appointed member', 'as an Elected member', 'lists Appointed member at …'.
const SEAT_AS_POST =
  /(?:\bas an?|\bfrom|\blists|\bbecame an?|\bto)\s+:?\s*((?:elected|appointed|ex[- ]officio)\s+member)\b/giu;
// 'as a Professor Ann Roe': an honorific and a person's two names where the title stands.
const PERSON_AS_TITLE =
  /\bas an?\s+((?:Professor|Prof\.|Dr\.)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{Ll}'’-]+)(?=\s*[(.,?]|\s+(?:at|from|since|in)\b|$)/gu;
const FIELD_WORD = /\b(?:science|sciences|studies|engineering|economics|law|history|emeritus|emerita)\b/i;
// 'your project "ECON 212 Intermediate Macroeconomics"': a course's code and name.
const COURSE_AS_PROJECT = /\bproject\s+["“]([A-Z]{2,5}[ -]?\d{3,4}[A-Z]?\s[^"”]*)["”]/gu;

export function postsThatAreNot(text: string): string[] {
  const found: string[] = [];
  for (const [, mark = ''] of text.matchAll(MARK_AS_EMPLOYER))
    found.push(`a stray mark '${mark}' as an employer`);
  for (const [, name = ''] of text.matchAll(EMPLOYER_SLOT)) {
    const trimmed = name.trim();
    if (GENERIC_NAME.test(trimmed) || LIST_HEADING_END.test(trimmed))
      found.push(`a heading or generic word '${trimmed}' as an employer`);
  }
  for (const [, title = ''] of text.matchAll(LEADING_COLON))
    found.push(`a title with a leading colon '${title.trim()}'`);
  for (const [, seat = ''] of text.matchAll(SEAT_AS_POST))
    found.push(`a council or committee seat '${seat}' told as a post`);
  for (const [, person = ''] of text.matchAll(PERSON_AS_TITLE))
    if (!FIELD_WORD.test(person)) found.push(`a supervisor '${person}' as a job title`);
  for (const [, course = ''] of text.matchAll(COURSE_AS_PROJECT))
    found.push(`a course '${course}' asked as a project`);
  return [...new Set(found)];
}
