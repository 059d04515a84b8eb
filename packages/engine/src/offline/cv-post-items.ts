// The CV systems of Spanish-speaking universities list an academic's posts as items, each a post with its terms,
// its dates told in words and its employer last: 'Profesor Adjunto, dedicación simple, asignatura Álgebra, desde
// 03/2018, Res. 12/18; Universidad del Valle, Cali.', 'Investigador Asistente CONICET desde el 1 de julio de 2012,
// …, hasta el 30 de noviembre de 2018.' Each item is one post: its title the words before the first comma (or before
// the first word in lower case that links no name), its dates from 'desde … hasta/al …'.
import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';
import { DATE, DATE_RANGE, INSTITUTION, TITLE_WORD, tidy } from './cv-vocabulary.ts';

// '03/2018', '16/03/09' (a day and a two-digit year), '1 de julio de 2012', '5 de octubre' (its year told at the end).
const TOLD_DATE = `(?:\\d{1,2}/\\d{1,2}/\\d{2}(?!\\d)|(?:\\d{1,2}\\s+de\\s+)?(?:${DATE}|\\p{L}+(?=\\s+hasta\\b)))`;
const SINCE = new RegExp(`\\bdesde\\s+(?:el\\s+)?(${TOLD_DATE})`, 'iu');
const UNTIL = new RegExp(`\\b(?:hasta|al)\\s+(?:el\\s+)?(${TOLD_DATE})`, 'iu');
// 'durante un período de 5 años': a term told by its length, not held now.
const TERM_LENGTH = /\bdurante\b/iu;
// 'primer cuatrimestre de 2017', 'segundo semestre de 2015': a term of a year; a year alone may be any event's
// ('categorizado en la convocatoria 2015').
const TERM_YEAR =
  /\b(?:cuatrimestre|semestre|trimestre|bimestre|curso|ciclo lectivo|a[ñn]o)\s+(?:de\s+)?((?:19|20)\d{2})(?![\w/–-])/giu;

/** '16/03/09' → '03/2009', '1 de julio de 2012' → 'julio de 2012'; other dates as written. */
function postDate(text: string): string {
  const short = /^\d{1,2}\/(\d{1,2})\/(\d{2})$/.exec(text);
  if (short) return `${short[1]?.padStart(2, '0')}/${Number(short[2]) < 50 ? '20' : '19'}${short[2]}`;
  return text.replace(/^\d{1,2}\s+de\s+/iu, '');
}

/** An item's dates: 'desde X hasta Y', 'desde X' (held since), a range, or the terms of the years it names. */
function itemDates(text: string): { start: string; end: string | null } | null {
  const since = SINCE.exec(text);
  if (since?.[1]) {
    const until = UNTIL.exec(text.slice(since.index + since[0].length))?.[1];
    const start = postDate(since[1]);
    if (!until) return { start, end: TERM_LENGTH.test(text) ? null : 'present' };
    const end = postDate(until);
    // 'desde el 5 de octubre hasta el 6 de noviembre de 2009': the start takes the end's year.
    const endYear = /\d{4}$/.exec(end)?.[0];
    return { start: /\d{4}$/.test(start) || !endYear ? start : `${start} ${endYear}`, end };
  }
  const range = DATE_RANGE.exec(text);
  if (range?.[1]) return { start: tidy(range[1]), end: tidy(range[2] ?? range[1]) };
  const years = [...text.matchAll(TERM_YEAR)].map((term) => term[1]);
  const [first, last] = [years[0], years.at(-1)];
  return first && last ? { start: first, end: last } : null;
}

// The employer closing the item after a semicolon ('…; Universidad Nacional del Sur (UNS), Bahía Blanca.'), or named
// in capitals after the title ('Profesional Principal, ICIC UNS-CONICET desde…').
function itemEmployer(text: string, fields: string[]): string | null {
  const closing = text.includes(';') ? (text.split(';').at(-1)?.split(',')[0]?.trim() ?? '') : '';
  if (INSTITUTION.test(closing)) return tidy(closing.replace(/\.$/, ''));
  const second = fields[1]?.split(/\s+desde\b/iu)[0]?.trim() ?? '';
  // Kept in its capitals: initials, not a name set in capitals.
  return second !== '' &&
    !/\p{Ll}/u.test(second.replace(/\p{Lu}\p{Ll}+/gu, '')) &&
    /^\p{Lu}{2,}/u.test(second)
    ? second
    : null;
}

// The title field: a capitalised name of a few words, never a sentence.
const TITLE_FIELD = /^\p{Lu}[\p{L}“”"'’.-]*(?:\s+[\p{L}\d“”"'’.-]+){0,11}$/u;
const NAME_LINK = /^(?:de|del|la|las|los|el|e|y|en|a|al|of|and|the|in|for|at|da|do|das|dos|di|du|des|et)$/u;

/**
 * The title opening an item: its words up to the first comma or the first word in lower case that links no name
 * ('Ayudante de Docencia “A” dedicación simple', 'Investigador Asistente CONICET desde el …').
 */
function leadingTitle(field: string): string {
  const words = field.trim().split(/\s+/);
  const end = words.findIndex((word) => /^\p{Ll}/u.test(word) && !NAME_LINK.test(word));
  return words.slice(0, end === -1 ? words.length : end).join(' ');
}

/** An item of a posts list as a post, or null where it is no such item. */
function postOfItem(text: string): RoleDraft | null {
  const fields = text.split(/\s*,\s*/);
  const title = leadingTitle(fields[0] ?? '');
  // 'Informatics Laboratory of the … Institute': a place, not a post, unless a post is named ('Miembro del Instituto').
  const namesPlace = INSTITUTION.test(title) && !TITLE_WORD.test(title);
  // A post's words or a name of two capitalised words ('Profesional Principal'), never a duty's verb ('Diseñé un…').
  const namesPost =
    TITLE_WORD.test(title) || title.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).length >= 2;
  if (!TITLE_FIELD.test(title) || namesPlace || !namesPost) return null;
  const organisation = itemEmployer(text, fields);
  const dates = itemDates(text);
  return {
    headers: organisation ? [tidy(title), organisation] : [tidy(title)],
    named: { title: tidy(title), organisation },
    start: dates?.start ?? null,
    end: dates?.end ?? null,
    details: [],
  };
}

/**
 * The posts of an experience section written as such items: the section opening on one, every list item of it
 * opening on a post, at least two of them, half or more dated by 'desde', and no line besides them naming a post
 * (those are a page's furniture). Null where the section is written otherwise: items under a job's header line are
 * its duties.
 */
export function postItemsOf(lines: CvLine[]): RoleDraft[] | null {
  if (!lines[0]?.isBullet || lines.some((line) => !line.isBullet && TITLE_WORD.test(line.text))) return null;
  const items = lines.filter((line) => line.isBullet);
  const posts = items.map((line) => postOfItem(line.text));
  const told = posts.filter((post): post is RoleDraft => post !== null);
  const spelt = items.filter((line) => SINCE.test(line.text)).length;
  return told.length === items.length && told.length >= 2 && spelt * 2 >= told.length ? told : null;
}
