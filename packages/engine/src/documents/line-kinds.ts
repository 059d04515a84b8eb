/**
 * Heuristics shared by the formats that carry no heading or list markup of their own (PDF lines, legacy DOC
 * paragraphs, Word paragraphs styled by hand): a bullet glyph at the start makes a list item; a known section name,
 * or a short line in capitals, makes a heading.
 */

// Word's Symbol/Wingdings bullets extract as private-use code points (U+F0B7, U+F0A7, ...), so they count too.
const BULLET_START = /^\s*(?:[•●○◦▪▫■□◆◇►▶➢➤✓✔❖∙·‣⁃\u2043\u25AA\u25CF\uF000-\uF0FF]|[-–—*](?=\s))\s*/u;
const NUMBERED_START = /^\s*((?:\d{1,2}|[a-z])[.)])\s+(?=\S)/;

/** `marker` is set for a numbered item ('1.', 'b)'). */
export type BulletMatch = { text: string; marker?: string };

/** The item's text without its bullet, or null when the line does not start like a list item. */
export function matchBullet(line: string): BulletMatch | null {
  const glyph = BULLET_START.exec(line);
  if (glyph) {
    const text = line.slice(glyph[0].length);
    return text.trim() ? { text } : null;
  }
  const numbered = NUMBERED_START.exec(line);
  return numbered?.[1] ? { text: line.slice(numbered[0].length), marker: numbered[1] } : null;
}

/** Section names of CVs and job specifications (English and Spanish, the fixtures' languages). */
const SECTION_NAMES = new Set([
  'summary',
  'professional summary',
  'career summary',
  'executive summary',
  'profile',
  'professional profile',
  'personal profile',
  'objective',
  'career objective',
  'about',
  'about me',
  'about us',
  'about the role',
  'about you',
  'about the job',
  'about the company',
  'about the team',
  'overview',
  'company overview',
  'role overview',
  'job description',
  'job summary',
  'position summary',
  'the role',
  'the opportunity',
  'experience',
  'work experience',
  'professional experience',
  'relevant experience',
  'employment',
  'employment history',
  'work history',
  'career history',
  'education',
  'education and training',
  'academic background',
  'qualifications',
  'minimum qualifications',
  'preferred qualifications',
  'basic qualifications',
  'required qualifications',
  'skills',
  'technical skills',
  'key skills',
  'core skills',
  'core competencies',
  'competencies',
  'skills and abilities',
  'projects',
  'personal projects',
  'certifications',
  'certificates',
  'licenses',
  'licenses and certifications',
  'languages',
  'interests',
  'hobbies',
  'awards',
  'honors',
  'honours',
  'achievements',
  'accomplishments',
  'publications',
  'references',
  'volunteer experience',
  'volunteering',
  'contact',
  'contact information',
  'personal information',
  'personal details',
  'responsibilities',
  'key responsibilities',
  'duties',
  'duties and responsibilities',
  'requirements',
  'job requirements',
  'what you will do',
  "what you'll do",
  'what you’ll do',
  'who you are',
  'what we offer',
  'what we are looking for',
  "what we're looking for",
  'what you bring',
  'what you need',
  'you will',
  'you have',
  'benefits',
  'perks',
  'perks and benefits',
  'nice to have',
  'bonus points',
  'compensation',
  'salary',
  'location',
  'how to apply',
  'working hours',
  'work schedule',
  'requisitos',
  'funciones',
  'responsabilidades',
  'beneficios',
  'educación',
  'experiencia',
  'habilidades',
  'conocimientos',
  'ofrecemos',
  'perfil',
  'descripción',
  'descripción del puesto',
  'descripción del trabajo',
  'idiomas',
  'sobre nosotros',
  'funciones y responsabilidades',
  'requisitos del puesto',
]);

function sectionKey(line: string): string {
  return line
    .trim()
    .replace(/[:：.]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export function isSectionName(line: string): boolean {
  return SECTION_NAMES.has(sectionKey(line));
}

/**
 * A short line in capitals with no sentence punctuation: 'WORK EXPERIENCE', 'TECHNICAL SKILLS'. Not a line of Thai,
 * Lao, Khmer or Burmese (which write no capitals and few spaces) with an acronym in it ('ใช้โปรแกรม CRM ลงข้อมูล').
 */
export function isCapitalisedTitle(line: string): boolean {
  const text = line.trim().replace(/:$/, '');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || text.split(/\s+/).length > 6 || /[.,;!?@]/.test(text)) return false;
  if (/[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(letters)) return false;
  return letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** 'Reconciliation:', 'Key skills:' — a short capitalised label ending in a colon, introducing what follows. */
function isLabel(line: string): boolean {
  const text = line.trim();
  return /^\p{Lu}[^:]*:$/u.test(text) && text.split(/\s+/).length <= 4;
}

export function looksLikeHeading(line: string): boolean {
  return isSectionName(line) || isCapitalisedTitle(line) || isLabel(line);
}

/** A line ending with one of these words was cut by the page width, not ended by the writer. */
export const DANGLING =
  /(?:[,\-–(/&]|\b(?:and|or|of|with|in|to|for|the|a|an|as|such|y|o|de|del|en|con|como|para|la|el|los|las))$/i;
