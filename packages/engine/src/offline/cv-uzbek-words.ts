import type { CvEducation } from './cv-profile.ts';
import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs and official biographies written in Uzbek in Cyrillic (issue 13, round 33): their section headings,
// open ends, job titles, employers' nouns, the year marks after their dates and the sentence that tells the education.
// An Uzbek biography lists its posts as 'YYYY-' over 'YYYY йй.' (years) over one line naming the employer and then the
// title ('Сирдарё синов маркази бўлим бошлиғи', the centre's head of department), the post held now as 'YYYY й' over
// 'х/в' (to date). JavaScript's '\b' knows no Cyrillic letter, so a word's edges are the next character not being one.

const LETTER = 'а-яёўқғҳ';
const NOT_LETTER_BEFORE = `(?<![${LETTER}])`;
const NOT_LETTER_AFTER = `(?![${LETTER}])`;

/** Section headings of Uzbek CVs, on the lower-cased heading ('Меҳнат фаолияти', work; 'Маълумоти', education). */
export const UZBEK_HEADINGS: [CvSectionKind, RegExp][] = [
  ['experience', /^(?:меҳнат фаолияти|иш фаолияти|иш тажрибаси|касбий фаолият)$/],
  ['education', /^(?:маълумоти|маълумот|таълим)$/],
  ['skills', /^(?:кўникмалар|малакалар|касбий кўникмалар)$/],
  ['other', /^(?:чет тиллари|тиллар|қўшимча маълумот|шахсий маълумотлар|мукофотлар)$/],
];

/** 'х/в', 'х\в', 'ҳ.в.' and 'ҳозирги вақтгача', 'ҳозиргача', 'ҳозирга қадар': to date, a post still held. */
export const UZBEK_OPEN_ENDS = `${NOT_LETTER_BEFORE}(?:[хҳ]\\s?[\\\\/]\\s?в|[хҳ]\\.\\s?в\\.|ҳозирги вақтгача|ҳозиргача|ҳозирга қадар)(?![${LETTER}])`;

/**
 * Job-title words of Uzbek CVs, most in the form a title takes after its employer ('бошлиғи', its head; 'мутахассиси',
 * its specialist; 'директори ўринбосари', its deputy director).
 */
export const UZBEK_TITLE_WORDS = `${NOT_LETTER_BEFORE}(?:мутахассис(?:и)?|бошлиғи|бошлиқ|директори|ўринбосари?|муовини?|мухандиси?|раиси?|раҳбари?|ходими?|инспектори?|ўқитувчи(?:си)?|ҳисобчи(?:си)?|котиби?|маслаҳатчи(?:си)?|мудири?|ёрдамчи(?:си)?|бажарувчи)${NOT_LETTER_AFTER}`;

// The nouns an Uzbek employer's name ends on, in the form they take before the post held there ('маркази', its
// centre; 'агентлиги', its agency; 'бошқармаси', its directorate). Not 'бўлими' (its department), which is the unit
// the title was held in ('бўлим бошлиғи', head of department).
const EMPLOYER_NOUN = `(?:маркази|агентлиги|бошқармаси|вазирлиги|корхонаси|департаменти|идораси|қўмитаси|инспекцияси|университети|институти|академияси|ҳокимлиги|жамияти|банки|бирлашмаси|кенгаши|хизмати|компанияси|фирмаси|мактаби|коллежи|шифохонаси|ташкилоти|уюшмаси|палатаси|фонди|маҳкамаси)`;
const EMPLOYER_THEN_TITLE = new RegExp(
  `^(.*${NOT_LETTER_BEFORE}${EMPLOYER_NOUN}[”"»]?)\\s+((?:[${LETTER}]|\\d)[^”"»]*)$`,
  'iu',
);
const TITLE = new RegExp(UZBEK_TITLE_WORDS, 'iu');

/**
 * An Uzbek header naming the employer and then the title ('Сирдарё синов маркази бўлим бошлиғи', 'Вилоят ҳокимлиги
 * бош мутахассиси, бўлим бошлиғи') as its title and its employer, parted after the last employer's noun: the employer
 * keeps its commas ('… тартибга солиш, стандартлаштириш … департаменти'), the title the posts held in turn. An opening
 * quote the line never closes ('“Сирдарё … маркази'), its printer's slip, goes. null for any other header.
 */
export function uzbekTitleAtEmployer(header: string): { title: string; organisation: string } | null {
  const [, employer = '', title = ''] = EMPLOYER_THEN_TITLE.exec(header) ?? [];
  if (!employer || !TITLE.test(title)) return null;
  const opened = (employer.match(/[“«]/gu) ?? []).length;
  const closed = (employer.match(/[”»]/gu) ?? []).length;
  return {
    title: title.trim(),
    organisation: opened > closed ? employer.replace(/^[“«"]\s*/u, '') : employer,
  };
}

// '1996-' over '2000 йй.', '2019 й' over '• х\в': a year range broken over two lines, the year marks after it ('й.'
// year, 'йй.' years, 'йил').
const YEAR_MARK = '(?:йй?|йил)\\.?';
const OPEN_START = /^(\d{4})\s*[-–—]\s*$/u;
const MARKED_YEAR = new RegExp(`^(\\d{4})\\s*${YEAR_MARK}$`, 'iu');
const END_YEAR = new RegExp(`^(\\d{4})\\s*(?:${YEAR_MARK})?$`, 'iu');
const MARKED_RANGE = new RegExp(`^(\\d{4}\\s*[-–—]\\s*\\d{4})\\s*${YEAR_MARK}$`, 'iu');
const OPEN_END_LINE = new RegExp(`^[•·*-]?\\s*(${UZBEK_OPEN_ENDS})\\s*$`, 'iu');
const UZBEK_LETTERS = /[ўқғҳ]/iu;

/**
 * An Uzbek CV's text with its year ranges read as one dates line each ('1996-' over '2000 йй.' → '1996 – 2000', '2019
 * й' over 'х\в' → '2019 – х\в') and the year marks after a dates line dropped; any other text as it is.
 */
export function withUzbekYearRanges(markdown: string): string {
  if (!UZBEK_LETTERS.test(markdown)) return markdown;
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    let next = index + 1;
    while (next < lines.length && (lines[next] ?? '').trim() === '') next += 1;
    const following = (lines[next] ?? '').trim();
    const opened = OPEN_START.exec(line)?.[1];
    const marked = MARKED_YEAR.exec(line)?.[1];
    const openEnd = OPEN_END_LINE.exec(following)?.[1];
    const end = opened ? (END_YEAR.exec(following)?.[1] ?? openEnd) : openEnd;
    if ((opened ?? marked) && end) {
      out.push(`${opened ?? marked} – ${end}`);
      index = next;
      continue;
    }
    out.push(MARKED_RANGE.exec(line)?.[1] ?? marked ?? lines[index] ?? '');
  }
  return out.join('\n');
}

// 'Маълумоти олий. 2012 йил Тошкент Давлат Аграр Университетини қишлоқ хўжалигини механизациялаштириш йўналиши бўйича
// тамомлаган': the education told in a biography's sentences, its level ('олий', higher; 'ўрта махсус', specialised
// secondary), the year, the school (in the accusative, '-ни') and the field ('… йўналиши бўйича', in the field of …).
const LEVEL = /маълумоти\s+(олий|ўрта махсус|тугалланмаган олий)/iu;
const LEVEL_NAMES: Record<string, string> = {
  олий: 'higher education degree',
  'ўрта махсус': 'specialised secondary diploma',
  'тугалланмаган олий': 'higher education degree',
};
const SCHOOL_NOUN =
  '(?:[Уу]ниверситет|[Ии]нститут|[Аа]кадемия|[Кк]оллеж|[Тт]ехникум|[Лл]ицей|[Оо]лийгоҳ|[Мм]актаб)\\p{L}*?';
const GRADUATED = new RegExp(
  `(?:(\\d{4})\\s+йил(?:да)?\\s+)?((?:\\p{Lu}[\\p{L}-]*\\s+){0,8}?\\p{L}*${SCHOOL_NOUN})ни\\s+(.{3,120}?)\\s+(?:(?:йўналиши|мутахассислиги|ихтисослиги|факультети)\\s+)?бўйича\\s+(?:тамомлаган|битирган)`,
  'u',
);

/** The degree an Uzbek biography's sentence tells, or null for a line that tells none. */
export function uzbekGraduationOf(text: string): CvEducation | null {
  const told = GRADUATED.exec(text);
  if (!told) return null;
  const [, year = null, school = '', field = ''] = told;
  const level = LEVEL.exec(text)?.[1]?.toLowerCase() ?? 'олий';
  return {
    // 'Маълумоти тугалланмаган олий': higher education left before its end.
    ...(level === 'тугалланмаган олий' ? { unfinished: true as const } : {}),
    degree: LEVEL_NAMES[level] ?? 'higher education degree',
    field: field.trim() || null,
    institution: school.trim(),
    year,
  };
}
