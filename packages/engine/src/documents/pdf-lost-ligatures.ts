import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { detectLanguage, type Language } from '../text/stopwords.ts';
import { joiningFormOf } from './pdf-arabic-text.ts';

/**
 * Some PDF writers (browsers' print to PDF, macOS Quartz) map a font's 'fi', 'fl', 'ff', 'ffi' or 'ffl' ligature
 * glyph to U+0000, so pdf.js reads 'digital asset \u0000nancial' and 'exempli\u0000ed', and the word falls apart
 * ('nancial', 'exempli ed') once control characters are cleaned away. The U+0000 marks where a ligature was; which
 * one is told by the word it restores: one the document writes whole elsewhere, or failing that one of a family of
 * words in the lists below, the reading a longer family confirms. Each marker is keyed by its glyph (font and character
 * code), and one glyph is one ligature: a word no reading or two alike fit ('\u0000at' is 'fiat' as well as 'flat')
 * takes the ligature the glyph's other words agree on, and is left as it was when there are none.
 */
const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl'];

const LOST_GLYPH = '\u0000';
// A lost glyph keyed by its font and character code: one of the 32 noncharacters U+FDD0-U+FDEF, which Unicode keeps
// for a program's own use and no text holds; one code unit, as U+0000 is, so the line reads alike. A key no ligature
// is found for is given back as U+0000.
const FIRST_KEY = 0xfdd0;
const KEY_COUNT = 32;
const KEY = /[\uFDD0-\uFDEF]/g;

/** A marker alone inside or at the edge of a word: two or more in a row are a font mapping nothing, not a ligature. */
/* eslint-disable no-control-regex -- U+0000 is the marker pdf.js reads for the lost glyph */
const MARKED_WORD =
  /(?<![\p{L}\u0000\uFDD0-\uFDEF])(\p{L}*)([\u0000\uFDD0-\uFDEF])(\p{L}*)(?![\p{L}\u0000\uFDD0-\uFDEF])/gu;
/* eslint-enable no-control-regex */

/**
 * Word families with a ligature by language: a restored word is known when one of them is in it over the whole
 * ligature ('artifici' in 'artificial', 'ificar' in 'cuantificar', 'flow' in 'stackoverflow'). Four letters or more,
 * so that the letters around the ligature are matched too. A language spells its own ('oficial', 'official').
 */
const FAMILIES: Partial<Record<Language, string[]>> = {
  en: words(
    'affair affect affili affirm afford artifici benefi buffer certifi classifi clarifi coeffici ',
    'coffee confid config confirm conflict defici defin differ difficult diffus effect efficien ',
    'effort fiat field fift fight figur file filing fill film filter final financ find fine finish ',
    'fire firm first fiscal fitness fitting five fixed fixing flag flat flaw fleet flex flight float ',
    'floor flow fluen fluid flyer flying identifi inflat justifi magnifi modifi notifi offer offic ',
    'offline offset offshore profici profil profit qualifi reflect sacrifi scientifi signifi simplifi ',
    'specifi staff stiff suffer sufficien traffic unifi verifi ification ified ifies ifying',
  ),
  es: words(
    'afines beneficio científic confia conflict dificil difícil dificultad edifici eficaz eficiente ',
    'eficiencia específic fiable fiel fija fijo filial filtro financ finanz flexib fluidez flujo ',
    'gráfic influenc oficial oficina perfil reflej reflex suficiente suficiencia tráfico ificar ',
    'ificación ificacion ificaciones ificad ífica ífico',
  ),
  pt: words(
    'afins benefício científic confia confiá conflit dificuldade difícil edifício eficaz eficiente ',
    'eficiência específic fiável filial filtro financ finanç flexív fluxo gráfic influênc oficial ',
    'oficina perfil reflex suficiente ificar ificação ificações ificad ífica ífico',
  ),
  fr: words(
    'affaire chiffr confian conflit diffé difficile diffus efficac efficien fiable fiabilit fichier ',
    'filiale financ flexib flux offre officiel profil réflexion scientifique spécifique ifique ifié ',
    'suffisa',
  ),
  de: words(
    'begriff effizien einfluss fläch flach fließ flexib flug griff hoffen öffentlich offen pflege ',
    'pflicht schaff stoff treff zertifi qualifi finanz filiale firma',
  ),
};

/** Words too short to be a family: known only whole ('\u0000n de grado' is 'fin de grado'). */
const SHORT_WORDS = new Set(['fin', 'fim', 'fit', 'fix', 'fly', 'off']);

/**
 * The page's text items with each lost glyph keyed by its font and character code, taken in drawing order from the
 * page's glyphs; `keys` holds the document's keys so far, `glyphUnicodes` the characters of each font's codes drawn
 * on the pages read so far (each font's code keyed as a lost glyph's key is). The items as they were when the two do not count alike.
 */
export async function withLostGlyphsKeyed(
  items: TextItem[],
  operators: () => Promise<{ fnArray: number[]; argsArray: unknown[][] }>,
  keys: Map<string, string>,
  glyphUnicodes = new Map<string, string>(),
): Promise<TextItem[]> {
  if (!items.some((item) => item.str.includes(LOST_GLYPH))) return items;
  const { fnArray, argsArray } = await operators();
  const glyphKeys: string[] = [];
  const eachGlyph = (
    visit: (glyph: { unicode?: string; originalCharCode?: number }, font: string) => void,
  ) => {
    let font = '';
    fnArray.forEach((fn, index) => {
      if (fn === OPS.setFont) font = String(argsArray[index]?.[0]);
      if (fn !== OPS.showText && fn !== OPS.showSpacedText) return;
      for (const glyph of (argsArray[index]?.[0] ?? []) as unknown[]) if (isGlyph(glyph)) visit(glyph, font);
    });
  };
  eachGlyph((glyph, font) =>
    glyphUnicodes.set(`${font} ${glyph.originalCharCode ?? ''}`, glyph.unicode ?? ''),
  );
  eachGlyph((glyph, font) => {
    if (glyph.unicode !== LOST_GLYPH) return;
    const code = glyph.originalCharCode;
    // A font's contextual alternate of an Arabic letter (which no character reaches, so a browser's print maps it to
    // U+0000) comes next after the letter's form it stands for: it is read as that form.
    const before = code === undefined ? undefined : glyphUnicodes.get(`${font} ${code - 1}`);
    if (before !== undefined && joiningFormOf(before) !== null) {
      glyphKeys.push(before);
      return;
    }
    const name = `${font} ${code ?? ''}`;
    if (!keys.has(name) && keys.size < KEY_COUNT) keys.set(name, String.fromCharCode(FIRST_KEY + keys.size));
    glyphKeys.push(keys.get(name) ?? LOST_GLYPH);
  });
  const lostGlyphs = items.reduce((count, item) => count + item.str.split(LOST_GLYPH).length - 1, 0);
  if (lostGlyphs !== glyphKeys.length) return items;
  let next = 0;
  return items.map((item) =>
    item.str.includes(LOST_GLYPH)
      ? { ...item, str: item.str.replaceAll(LOST_GLYPH, () => glyphKeys[next++] as string) }
      : item,
  );
}

function isGlyph(glyph: unknown): glyph is { unicode?: string; originalCharCode?: number } {
  return typeof glyph === 'object' && glyph !== null;
}

/** The document's lines with the ligatures restored where their markers were, the other markers read as U+0000. */
export function withLostLigaturesRestored(texts: string[]): string[] {
  const marked = texts.flatMap((text) => [...text.matchAll(MARKED_WORD)]);
  if (marked.length === 0) return texts.map((text) => text.replace(KEY, LOST_GLYPH));
  const documentWords = new Set(
    texts.flatMap((text) => [...text.matchAll(/\p{L}+/gu)].map(([word]) => word.toLowerCase())),
  );
  // The document's own language's families first, then English ones (a 'workflow' in a Spanish CV).
  const language = detectLanguage(texts.join(' '));
  const familyLists = [...new Set([FAMILIES[language] ?? [], FAMILIES.en ?? []])];
  const readingOf = (head: string, tail: string): string | null => {
    const restored = (ligature: string) => `${head}${ligature}${tail}`.toLowerCase();
    const written = LIGATURES.filter((ligature) => documentWords.has(restored(ligature)));
    if (written.length > 0) return written.length === 1 ? (written[0] as string) : null;
    for (const families of familyLists) {
      const [best, next] = LIGATURES.map((ligature) => ({
        ligature,
        support: familySupport(restored(ligature), head.length, ligature, families),
      })).sort((left, right) => right.support - left.support);
      if (best && best.support > 0) return best.support > (next?.support ?? 0) ? best.ligature : null;
    }
    return null;
  };
  // What each keyed glyph's words read: one ligature when they agree.
  const glyphReadings = new Map<string, Set<string>>();
  for (const word of marked) {
    const [head = '', marker = LOST_GLYPH, tail = ''] = word.slice(1);
    const reading = head || tail ? readingOf(head, tail) : null;
    if (marker === LOST_GLYPH || !reading) continue;
    glyphReadings.set(marker, (glyphReadings.get(marker) ?? new Set()).add(reading));
  }
  const glyphLigature = (marker: string): string | null => {
    const readings = [...(glyphReadings.get(marker) ?? [])];
    return readings.length === 1 ? (readings[0] as string) : null;
  };
  return texts.map((text) =>
    text
      .replace(MARKED_WORD, (word, head: string, marker: string, tail: string) => {
        // A marker between no letters is an icon's glyph, not a ligature.
        if (head === '' && tail === '') return word;
        const ligature = readingOf(head, tail) ?? glyphLigature(marker);
        return ligature ? `${head}${ligature}${tail}` : word;
      })
      .replace(KEY, LOST_GLYPH),
  );
}

/**
 * How many letters of the restored word a known word confirms over the whole ligature: the short word itself, or the
 * longest family in it that covers the ligature ('dificultad' in 'dificultad' outweighs 'difficult' in 'difficultad').
 * Zero when none does.
 */
function familySupport(word: string, start: number, ligature: string, families: string[]): number {
  if (SHORT_WORDS.has(word)) return word.length;
  const end = start + ligature.length;
  let longest = 0;
  for (const family of families)
    for (let at = word.indexOf(family); at >= 0; at = word.indexOf(family, at + 1))
      if (at <= start && at + family.length >= end) longest = Math.max(longest, family.length);
  return longest;
}

/** A list written as lines of words apart. */
function words(...lines: string[]): string[] {
  return lines.join('').split(' ');
}
