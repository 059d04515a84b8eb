/**
 * Splits a job description into blocks weighted by where they sit: headings name the role and its skills, the
 * requirements and responsibilities say what the job asks for, and boilerplate (about us, benefits, interview
 * process) mentions things the job does not ask for.
 */
import { withoutAccents } from '../text/accents.ts';
import { BENEFITS_NOUN, WE_OFFER } from '../text/offer-words.ts';
import { isControlText, isOtherPostingsHeading, isSignInFurniture } from '../text/board-furniture.ts';

export type WeightedBlock = { text: string; weight: number };

export const HEADING_WEIGHT = 3;
export const REQUIREMENT_WEIGHT = 2;
const BODY_WEIGHT = 1;
export const BOILERPLATE_WEIGHT = 0.25;

const BOILERPLATE_SECTION = new RegExp(
  String.raw`\b(?:about us|about the company|learn more|interview process|hiring process|how to apply|equal opportunity|compensation|salary|sobre nosotros|quienes somos|proceso de seleccion|qui sommes nous|a propos|remuneration|conditions du contrat|comment postuler|procedure de (?:recrutement|selection)|informations sur la procedure|uber uns|ansprechpartner(?:in)?|chi siamo|vi tilbyr|vi tilbyder|vi erbjuder|oferujemy|na to mozesz liczyc|benefity|opis firmy|${WE_OFFER}|${BENEFITS_NOUN})\b`,
);
// Nice-to-have lists ('Preferred but not required', 'useful but not required', 'Desirable', 'a plus', Polish 'Mile
// widziane', Norwegian 'Det er ønskelig'): what the role would welcome, not what it must do, so they weigh as the
// body and never count as a requirement.
// So are the backgrounds a posting offers as possibilities ('Perhaps you have worked with marketing… or maybe you
// have…', 'You could also have worked with sales training').
const OPTIONAL_SECTION =
  /\b(perhaps you(?: have|'ve)?|maybe you(?: have|'ve)?|you (?:could|might) (?:also )?have (?:worked|been|a background)|not (?:required|essential|necessary|mandatory)|nice to haves?|preferred|desirable|bonus|a plus|pluses|atouts|sont un plus|souhaite(?:e|s)?|deseables?|valorables?|se valorara|wunschenswert|mile widziane|atutem)\b|(?:^|\s)ønskel/;
const REQUIREMENT_SECTION =
  /\b(requirements?|qualifications?|capabilit(?:y|ies)|skills?|must have|what you('ll| will)? (bring|need|do)|you (will|have|bring)|responsibilit(y|ies)|experience|expertise|duties|requisitos|cualificaciones|habilidades|competencias|responsabilidades|funciones|perfil|experiencia|conocimientos|tareas|que buscamos|missions|description de (?:la )?fonction|description du poste|profil|competences|exigences|taches|devra|aufgaben|aufgabengebiet|tatigkeiten|anforderungen|qualifikationen|das bringen sie mit|mansioni|requisiti|responsabilita|competenze|edellyttaa|edellytamme|odotamme|vaatimukset|kelpoisuusvaatimukset|tyotehtavat|tehtavat|arbeidsoppgaver|arbejdsopgaver|arbetsuppgifter|kvalifikasjoner|kvalifikationer|ved tilsetting|ved tilsetning|obowiazki|zakres obowiazkow|wymagania|oczekujemy|twoja praca|na poczatek wystarczy)\b/;

// Greek headings ('Απαιτούμενα προσόντα', 'Επιθυμητά προσόντα'), apart because '\b' marks no Greek word boundary.
const GREEK_OPTIONAL_SECTION = /(?:^|\s)(?:επιθυμητ|προσθετ)\S*\s+προσοντα/u;
const GREEK_REQUIREMENT_SECTION =
  /(?:^|\s)(?:απαιτουμεν\S*|προσοντα|απαιτησεις|αρμοδιοτητες|καθηκοντα)(?:\s|$)/u;

/** Lowercase, accents removed, hyphens as spaces, whitespace collapsed: 'Análisis de Datos' → 'analisis de datos'. */
export function normaliseForMatching(text: string): string {
  return foldCharacters(text).toLowerCase();
}

/**
 * The same folding without lowercasing, for keywords that must match case-sensitively ('Excel', 'React'). Thai keeps
 * its vowel and tone marks: without them 'ผู้บังคับบัญชา' (a superior) would hold 'บัญชี' (accounts).
 */
export function foldCharacters(text: string): string {
  return (
    withoutAccents(text, { keepThaiMarks: true })
      // French inclusive endings: 'chargé·e', 'candidat·es' read as 'chargé', 'candidat'.
      .replace(/(?<=\p{L})[·.](?:e|es|fe|ve|euse|rice|trice|ne)\b/gu, '')
      .replace(/[-‐‑‒–—]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function weightedBlocks(markdown: string): WeightedBlock[] {
  const blocks: WeightedBlock[] = [];
  let sectionWeight = BODY_WEIGHT;
  // A plain-text paragraph that opens with a label ('Requirements: ...') counts as a requirement until it ends.
  let paragraphWeight: number | null = null;
  let canContinue = false;
  let isAmongOtherPostings = false;
  const lines = stripLinks(markdown)
    .split('\n')
    .map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    // A site's breadcrumb trail ('Home > Careers > Recruitment >') is navigation, and a control's screen-reader hint
    // ('When expanded it provides a list of search options') speaks of the page: neither is the role's work.
    if (line === '' || isBreadcrumbTrail(line) || isControlText(line)) {
      paragraphWeight = null;
      canContinue = false;
      continue;
    }
    const isFirstLine = blocks.length === 0 && !startsInLowercase(lines[index + 1] ?? '');
    const heading = headingText(line) ?? (isFirstLine ? titleText(line) : null);
    // A job board's list of other postings: everything after it, its postings' titles included, is other roles' work.
    isAmongOtherPostings ||= heading !== null && isOtherPostingsHeading(heading);
    if (isAmongOtherPostings) {
      blocks.push({ text: line, weight: BOILERPLATE_WEIGHT });
      continue;
    }
    if (heading !== null) {
      canContinue = false;
      const isMenu = blocks.length > 0 && !/^#\s/.test(line) && isSiteMenu(heading);
      sectionWeight = isMenu ? BOILERPLATE_WEIGHT : (classifySection(heading) ?? BODY_WEIGHT);
      blocks.push({
        text: heading,
        weight: sectionWeight === BOILERPLATE_WEIGHT ? BOILERPLATE_WEIGHT : HEADING_WEIGHT,
      });
      continue;
    }
    const previous = blocks.at(-1);
    // Text from PDFs wraps long sentences: a line that starts in lowercase continues the line before it, so
    // 'machine' at the end of one line and 'learning' at the start of the next are still found together.
    if (previous && canContinue && startsInLowercase(line)) {
      previous.text = `${previous.text} ${line}`;
      continue;
    }
    // A sentence that introduces a list ('… aura pour missions de :', 'you will be responsible for:') opens it.
    const introducedSection = line.endsWith(':') ? classifySection(line) : null;
    if (introducedSection !== null) {
      blocks.push({ text: line, weight: sectionWeight });
      sectionWeight = introducedSection;
      canContinue = false;
      continue;
    }
    const label = /^([^:]{2,40}):\s/.exec(line)?.[1];
    if (paragraphWeight === null && label !== undefined) paragraphWeight = classifySection(label);
    const weight = paragraphWeight ?? sectionWeight;
    // 'Python is a plus' among the requirements is as optional as a line under a 'Nice to have' heading.
    const isOptionalLine = weight > BODY_WEIGHT && OPTIONAL_SECTION.test(normaliseForMatching(line));
    blocks.push({ text: line, weight: isOptionalLine ? BODY_WEIGHT : weight });
    canContinue = true;
  }
  return blocks;
}

function classifySection(heading: string): number | null {
  const normalised = normaliseForMatching(heading);
  // A board's sign-in box ('## Security verification' over 'Already on LinkedIn? Sign in') names no skill of the role.
  if (BOILERPLATE_SECTION.test(normalised) || isSignInFurniture(heading)) return BOILERPLATE_WEIGHT;
  if (OPTIONAL_SECTION.test(normalised) || GREEK_OPTIONAL_SECTION.test(normalised)) return BODY_WEIGHT;
  if (REQUIREMENT_SECTION.test(normalised) || GREEK_REQUIREMENT_SECTION.test(normalised))
    return REQUIREMENT_WEIGHT;
  return null;
}

// A heading this long, of capitalised words and ampersands, is a site's menu ('Sales, Marketing & Nursing
// Manufacturing & Engineering Finance, HR, Legal…'): the employer's career areas, not the role's own section. Not the
// page's title, which may list several posts ('Medical Assistant (MA) / Licensed Practical Nurse (LPN) / …').
const MENU_MINIMUM_WORDS = 12;
const MENU_CAPITALISED_SHARE = 0.6;

function isSiteMenu(heading: string): boolean {
  const words = heading.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return words.length >= MENU_MINIMUM_WORDS && capitalised >= words.length * MENU_CAPITALISED_SHARE;
}

/**
 * The text of a heading, or null for other lines. Besides Markdown headings and bold-only lines, text extracted
 * from PDFs marks sections with short lines: 'Requirements:' or a bare 'Responsibilities'.
 */
function headingText(line: string): string | null {
  const markdownHeading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
  if (markdownHeading?.[1]) return markdownHeading[1];
  const boldLine = /^\*\*(.+?)\*\*:?$/.exec(line);
  if (boldLine?.[1]) return boldLine[1];
  if (line.length <= 60 && line.endsWith(':') && !/^[-*•●]/.test(line)) return line.slice(0, -1);
  const isShortBareLine = line.length <= 40 && line.split(' ').length <= 5 && /^\p{L}[^.,;!?:]*$/u.test(line);
  if (isShortBareLine && classifySection(line) !== null) return line;
  return null;
}

// Short page names joined by '>', '›' or '»', at least two separators or one that ends the line.
const BREADCRUMB_TRAIL = /^(?:[^>›»\n]{1,60}\s[>›»]\s+){2,}[^>›»]{0,60}$|^(?:[^>›»\n]{1,60}\s[>›»]\s*)+$/;

/** A navigation trail of page names ('Home > About us > Jobs >'), as a web page's header shows it. */
function isBreadcrumbTrail(line: string): boolean {
  return BREADCRUMB_TRAIL.test(line) && !/[.!?;]\s/.test(line);
}

function startsInLowercase(line: string): boolean {
  return /^\p{Ll}/u.test(line);
}

/** The first line of a document is its title when it reads like one ('Job Description: Java Developer'). */
function titleText(line: string): string | null {
  return line.length <= 80 && !/[.!?]$/.test(line) ? line.replace(/^#+\s*|\*\*/g, '') : null;
}

// Link targets and bare URLs are addresses, not requirements ('github.com' must not count as Git); a blog post's
// tags ('#recrutement') file the post, and ask nothing of the role.
function stripLinks(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ')
    .replace(/(?<!\S)#\p{L}[\p{L}\d_-]*/gu, ' ');
}
