import { decodeEntities } from '../documents/html-blocks.ts';
import { isKnownSkill } from '../text/skills.ts';
import { withoutHttpResponseHeaders } from './saved-page-headers.ts';

const BULLET_GLYPHS = /^[ \t]*[●•▪◦·‣∙○■□➢►✓✔-][ \t]+/;

/**
 * Cleans a document's Markdown for reading and for the recruiter: front matter, HTML, shortcodes and relative
 * links go; bullet glyphs become Markdown bullets; words glued together by text extraction are split apart
 * ('ControllingInvoice' → two lines) because docx/pdf extraction often loses line breaks.
 */
export type CleanOptions = {
  /** Split 'ControllingInvoice' into two lines (job postings pasted from Word); default true. */
  splitCamelCase?: boolean;
};

export function cleanMarkdown(markdown: string, options: CleanOptions = {}): string {
  // A page saved with the server's response above it: the response is no part of the page.
  const text = withoutHttpResponseHeaders(markdown.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, ''))
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(iframe|script|style|figure)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    // Markdown pasted from a web page keeps its entities ('R&amp;D'), whose ';' and '&' the sentences break at.
    .replace(/&(?:#x?[0-9a-f]+|[a-z]+);/gi, (entity) => decodeEntities(entity))
    .replace(/\{\{[<%][\s\S]*?[>%]\}\}/g, '')
    .replace(/\{#[\w-]+\}/g, '')
    .replace(/\[([^\]]+)\]\((?!https?:)[^)]*\)/g, '$1')
    .replace(/\\([$*_#])/g, '$1')
    .replace(/\u00a0/g, ' ');
  const names = repeatedMixedCaseWords(text);
  const lines = text
    .split('\n')
    .flatMap((line) =>
      unglue(line.replace(BULLET_GLYPHS, '- ').replace(/[ \t]+$/, ''), options.splitCamelCase ?? true, names),
    );
  return dropPageNoise(lines)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Ad furniture of job boards; a trademark sign marks ad copy too ('XM™ desde 2009'). 'Sponsored' is the ad's label
// ('HBO Max · Sponsored', '## PUBLICIDAD'), standing alone or after a separator, not the word in prose ('a fiscally
// sponsored project', 'Fiscally Sponsored Community Manager').
const AD_MARKER =
  /(?:^(?:#+\s*)?|[|·]\s*)(?:patrocinado|sponsored|publicidad|advertisement)\s*$|\b(?:close ad|read next story)\b|[™®]/i;
const AD_BLOCK_LINES = 12;
// Job boards list other postings beside the ad, each a card ending in its button ('Postular', 'Apply'), with the
// posting's age ('Hace 8 días', '3 days ago'); the age also stands alone under the ad's own title.
const CARD_BUTTON = /^(?:postular|postula|aplicar|apply|apply now|ver oferta|view job)$/i;
const POSTING_AGE =
  /\b(?:hace \d+ (?:d[ií]as?|horas?|semanas?|mes(?:es)?)|\d+ (?:days?|hours?|weeks?|months?) ago|publicado hace)\b/i;
const CARD_LINES = 4;
// Fewer text lines than any printed page holds: a page's header or footer comes round again no sooner.
const PAGE_LINES = 12;

/**
 * Browser prints of job boards carry page headers, footers and adverts between the requirements (the BBVA
 * fixture): headers and footers repeated on every page, ad markers, and the lines between two nearby ad
 * markers go.
 */
function dropPageNoise(lines: string[]): string[] {
  // Each line's followers: a page header is followed by different text on each page, a section pasted twice
  // by the same text.
  const followers = new Map<string, Set<string>>();
  lines.forEach((line, index) => {
    const follower = lines.slice(index + 1).find((next) => next.trim()) ?? '';
    followers.set(line, (followers.get(line) ?? new Set()).add(follower));
  });
  // Distances count text lines only: Markdown from the reader puts a blank line between paragraphs.
  const textIndex: number[] = [];
  let textLines = 0;
  for (const line of lines) {
    textIndex.push(textLines);
    if (line.trim()) textLines += 1;
  }
  // Where each line stands among the text lines: furniture repeats a page apart, an entry's row ('Bachelor of Science ·
  // 2017 – 2021' under two schools, 'University X · USA' over two degrees) may repeat a few lines down.
  const places = new Map<string, number[]>();
  lines.forEach((line, index) => places.set(line, [...(places.get(line) ?? []), textIndex[index] ?? 0]));
  const isPageApart = (line: string): boolean =>
    (places.get(line) ?? []).every(
      (at, position, all) => position === 0 || at - (all[position - 1] ?? 0) >= PAGE_LINES,
    );
  const markers = lines.flatMap((line, index) => (AD_MARKER.test(line) ? [index] : []));
  const inAdBlock = new Set<number>(markers);
  lines.forEach((line, index) => {
    if (POSTING_AGE.test(line)) inAdBlock.add(index);
    if (!CARD_BUTTON.test(line.trim())) return;
    // The card: its button and the few lines above it, up to and with the card's heading (the other job's title).
    inAdBlock.add(index);
    let seen = 0;
    for (let above = index - 1; above >= 0 && seen < CARD_LINES; above -= 1) {
      const text = lines[above]?.trim() ?? '';
      if (!text) continue;
      inAdBlock.add(above);
      seen += 1;
      if (text.startsWith('#')) break;
    }
  });
  for (const [position, start] of markers.entries()) {
    const end = markers[position + 1];
    if (end === undefined || (textIndex[end] ?? 0) - (textIndex[start] ?? 0) > AD_BLOCK_LINES) continue;
    for (let index = start; index <= end; index += 1) inAdBlock.add(index);
  }
  return lines.filter((line, index) => {
    // A browser's print footer: the page address and 'n/m'.
    if (inAdBlock.has(index) || /^https?:\/\/\S+\s+(?:·\s+)?\d+\/\d+$/.test(line)) return false;
    // Page headers and footers repeat, with a date or page number, before different text each time.
    const words = line.split(/\s+/).length;
    const isRepeatedFurniture =
      (followers.get(line)?.size ?? 0) > 1 &&
      /\d/.test(line) &&
      words >= 3 &&
      words <= 15 &&
      !line.startsWith('#') &&
      isPageApart(line);
    return !isRepeatedFurniture;
  });
}

// Mixed-case names that are one word, not two glued together.
const MIXED_CASE_WORDS = new Set([
  'linkedin',
  'youtube',
  'wordpress',
  'openai',
  'chatgpt',
  'sharepoint',
  'onedrive',
  'iphone',
  'macbook',
]);

const MIXED_CASE_WORD = /(?<![\p{L}\p{N}])\p{Lu}?\p{Ll}+\p{Lu}\p{Ll}[\p{L}\p{N}]*/gu;

/**
 * Mixed-case words a document writes more than once ('MetaDocencia' in its own posting): a name, since two words
 * that lost the break between them never come out glued the same way twice.
 */
function repeatedMixedCaseWords(text: string): Set<string> {
  const counts = new Map<string, number>();
  for (const [word] of text.matchAll(MIXED_CASE_WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([word]) => word));
}

// 'ControllingInvoice', 'Responsibilities:We', 'up to date.Necessary': a lost line break between a word
// and a capitalised word. Known mixed-case names (JavaScript, PowerPoint, DataStudio) are left alone; CVs
// are full of product names ('CloudFront', 'ElastiCache'), so they only split after punctuation.
const isKnownName = (word: string): boolean => isKnownSkill(word) || MIXED_CASE_WORDS.has(word.toLowerCase());
// A mixed-case name with a case ending a Slavic language puts on it ('s TypeScriptem', 'v JavaScriptu', 'z
// PowerPointa'): group 1 is the name.
const INFLECTED_NAME = /^(\p{L}*\p{Ll}\p{Lu}\p{L}*?)(?:em|u|a|y|ie|ou|om|ach|ami|ov)$/u;

function unglue(line: string, splitCamelCase: boolean, names: Set<string>): string[] {
  if (/^\s*(#|```|\|)/.test(line) || /https?:|www\./.test(line)) return [line];
  // After a colon or bracket ('Reconciliation:POD', 'Etc)Deductions'); after a full stop when a lower-case
  // word ends there ('pm.Key') or a longer word starts ('Billing.Follow'); 'Slip.Net', 'Food.Com' stay.
  const afterPunctuation = line
    .replace(/(\p{Ll}{2,}:)(\p{Lu}|\([A-Za-z0-9]\)\s)/gu, '$1\n$2')
    .replace(/(\p{L}{2,}\))(\p{Lu}\p{Ll}{2,})/gu, '$1\n$2')
    .replace(/(?<!\p{L})(\p{Ll}{2,}\.)(\p{Lu}\p{Ll}{2,})/gu, '$1\n$2')
    // Not after a school's abbreviation glued to its name ('Univ.Federal/ES', 'Inst.Superior').
    .replace(/(\p{Ll}{2,}\.)(?<!\b(?:Univ|Inst|Fac)\.)(\p{Lu}\p{Ll}{4,})/gu, '$1\n$2');
  const split = splitCamelCase
    ? afterPunctuation.replace(/[\p{L}\p{N}]+/gu, (word, at: number, line: string) => {
        if (isKnownName(word) || names.has(word)) return word;
        // 'TypeScriptem', 'JavaScriptu', 'PowerPointem': a known name with a case ending (Czech, Polish, Slovak).
        const stem = INFLECTED_NAME.exec(word)?.[1];
        if (stem && isKnownName(stem)) return word;
        // Between commas ('Zoom, GitHub, OnePassword, Slack') or after 'such as' ('partners such as MetaDocencia, …')
        // a mixed-case word is one of a list of names.
        if (
          /(?:,|\bsuch as|\binclud(?:e|es|ing)|\blike)\s*$/i.test(line.slice(0, at)) &&
          /^\s*(?:,|y\b|and\b|et\b|e\b|und\b)/.test(line.slice(at + word.length))
        )
          return word;
        // Inside brackets a mixed-case word is a product's name ('case management systems (CaseTrack, Onit)').
        if (line.lastIndexOf('(', at) > line.lastIndexOf(')', at)) return word;
        // 'ProjektleiterInnen': a German plural written for both sexes, one word.
        return word.replace(/(\p{Ll}{2,})(?!Innen\b)(\p{Lu}\p{Ll}{4,})/gu, '$1\n$2');
      })
    : afterPunctuation;
  return split.split('\n').map((part) => part.trim());
}
