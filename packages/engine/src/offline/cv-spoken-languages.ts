// The languages a CV gives with a level ('English (C1)', 'Inglés: avanzado', 'Französisch – verhandlungssicher'),
// asked in the admin questions as a level to confirm. A native language is no level to test ('Deutsche
// Muttersprache', 'Muttersprache: Deutsch', 'langue maternelle', 'lengua materna', 'native speaker'): never asked.

// Languages by their names in the languages the engine reads (English, Spanish, French, Italian, German, Portuguese,
// Polish, Dutch), a stem where the names share one ('ingl' for 'inglés' and 'inglese', 'franc' for 'français',
// 'francés', 'francese').
const LANGUAGE_NAME = new RegExp(
  '(?<!\\p{L})(?:' +
    [
      'english|spanish|french|german|italian|portuguese|dutch|polish|russian|ukrainian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|turkish|greek|swedish|norwegian|danish|finnish|czech|romanian|hungarian|catalan|hebrew|vietnamese|indonesian|thai|persian|urdu|bengali|tamil',
      'ingl[eéê]s[ae]?|espa[ñn]ol|espanhol|castellano|franc[eéêa]s[ae]?|fran[çc]ais|alem[aá]n|alem[ãa]o|italiano|portugu[eé]s|chino|chin[eê]s|japon[eéê]s[ae]?|ruso|russo|[aá]rabe|catal[aàá]n?',
      'anglais|espagnol|allemand|italien|portugais|chinois|japonais|russe|n[ée]erlandais',
      'inglese|spagnolo|francese|tedesco|portoghese|cinese|giapponese|olandese',
      'englisch|deutsch|franz[öo]sisch|spanisch|italienisch|portugiesisch|russisch|chinesisch|japanisch|niederl[äa]ndisch|polnisch|t[üu]rkisch',
      'angielski|niemiecki|polski|hiszpa[ńn]ski|francuski|rosyjski|w[łl]oski|ukrai[ńn]ski',
      'engels|duits|frans|spaans|nederlands|italiaans',
      // Turkish, whose capital dotted 'İ' folds to no 'i' and whose 'ı' to no 'I': both written out.
      '[iİ]ng[iİ]l[iİ]zce|almanca|frans[ıi]zca|[iİ]spanyolca|[iİ]talyanca|rus[çc]a|arap[çc]a|[çc][iİ]nce|japonca|portek[iİ]zce|korece|fars[çc]a|yunanca|hollandaca|t[üu]rk[çc]e',
      // Czech and Slovak.
      'angli[čc]tina|n[ěe]m[čc]ina|francouz[šs]tina|franc[úu]z[šs]tina|[šs]pan[ěe]l[šs]tina|[šs]paniel[čc]ina|ru[šs]tina|ital[šs]tina|talian[čc]ina|po[lľ][šs]tina|[čc]e[šs]tina|sloven[šs]tina|sloven[čc]ina|ukrajin[šs]tina|ukrajin[čc]ina|[čc][íi]n[šs]tina|japon[šs]tina|japon[čc]ina',
    ].join('|') +
    ')(?!\\p{L})',
  'iu',
);

// A level: the CEFR's ('B2', 'C1') or a word for one, in each language read.
const LEVEL = new RegExp(
  '(?<!\\p{L})(?:[ABC][12](?:\\+)?' +
    '|fluent|fluency|proficient|proficiency|advanced|intermediate|upper[- ]intermediate|basic|beginner|elementary|conversational|working knowledge' +
    '|avanzad[oa]|intermedi[oa]|b[aá]sic[oa]|fluid[oa]|alto|medio|bajo|conversacional|fluente|avan[çc]ad[oa]|intermedi[aá]ri[oa]' +
    '|courant|avanc[ée]|interm[ée]diaire|notions|scolaire|op[ée]rationnel' +
    '|ottim[oa]|buon[oa]|discret[oa]|scolastic[oa]' +
    '|flie[ßs]end|verhandlungssicher|grundkenntnisse|(?:sehr )?gute? kenntnisse|fortgeschritten|konversationssicher' +
    '|bieg[łl]y|zaawansowany|[śs]rednio(?:zaawansowany)?|podstawowy|komunikatywny' +
    '|vloeiend|goed|basiskennis' +
    '|(?:[iİ]leri|orta|temel|başlangıç|giriş|[iİ]yi|çok [iİ]yi) (?:düzey(?:i|de|inde)?|seviye(?:si|de|sinde)?)|ak[ıi]c[ıi]' +
    '|(?:středně |stredne |mírně )?pokročil(?:ý|á|é|o)|základn(?:í|á|é)|základy|plynn(?:ě|e|ý|á|ulá)|aktivn(?:ě|e|í)|pasivn(?:ě|e|í)|začátečník|začiatočník)(?!\\p{L})',
  'iu',
);

// The language the person grew up with, in the same languages: its level is not asked.
const NATIVE =
  /(?<!\p{L})(?:native|mother[- ]tongue|first language|bilingual|muttersprach\p{L}*|langue maternelle|bilingue|lengua materna|l[ií]ngua materna|madrelingua|nativ[oa]|natif|ojczysty|moedertaal|rodzimy|ana ?dil(?:im|i)?|rodil(?:ý|á) (?:mluvčí|hovorca)|mateřský jazyk|materinský jazyk|rodný jazyk)(?!\p{L})/iu;

// An item longer than this is a sentence that mentions a language ('Taught English to intermediate learners …').
const MAX_WORDS = 6;
// A row that parts the name from its level by a dash, colon or bracket ('İngilizce – iyi düzeyde okuma/yazma ve iyi
// düzeyde konuşma') is a languages list's row, however many words its level takes; up to this many.
const MAX_ROW_WORDS = 12;
const LEVEL_MARK = /^\s*(?:[–—:-]|\()/u;
const MAX_LANGUAGES = 3;

/** A language item told as its name and level: 'English: fluent (C1)' → 'English (fluent, C1)'. */
function asNameAndLevel(item: string, name: string): string {
  const level = item
    .slice(name.length)
    .split(/\s*[(),:]\s*|\s+[–—-]\s+|^\s*[–—-]\s*/)
    .map((part) => part.replace(/[.;]+$/, '').trim())
    .filter(Boolean)
    .join(', ');
  return `${name} (${level})`;
}

// A Europass self-assessment row: the language, then a CEFR level for each skill ('French Listening C1 · Reading C2 ·
// Spoken interaction B2 · …').
const SKILL_LEVELS_ROW = /^(\p{L}+)\s+(?:listening|understanding)\b.*\b[ABC][12]\b/iu;

/** A Europass row as the language and the span of its levels: 'French (B2–C2)'. */
function skillLevelsRow(line: string): string | null {
  const [, name] = SKILL_LEVELS_ROW.exec(line) ?? [];
  if (!name || !LANGUAGE_NAME.test(name)) return null;
  const levels = [...new Set(line.match(/\b[ABC][12]\b/g) ?? [])].sort();
  const span = levels.length > 1 ? `${levels[0]}–${levels.at(-1)}` : levels[0];
  return `${name} (${span})`;
}

/**
 * The languages the CV's lines give with a level, each as its name and level, a native language left out. An item
 * opens on the language's name, after a label ('Languages: English (C1), German (B2)'); several share a line parted
 * by commas, semicolons or bars.
 */
export function spokenLanguagesOf(lines: string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const row = skillLevelsRow(line);
    if (row) {
      found.push(row);
      continue;
    }
    const items = line
      .replace(
        /^[^:]*\b(?:languages?|idiomas?|langues?|lingue|sprachen|sprachkenntnisse|j[ęe]zyki|talen|diller|jazyky)\s*:\s*/iu,
        '',
      )
      .split(/\s*[;|·•]\s*|,\s*(?=\p{Lu})/u);
    for (const item of items) {
      const name = LANGUAGE_NAME.exec(item);
      if (!name || name.index !== 0 || NATIVE.test(item) || !LEVEL.test(item.slice(name[0].length))) continue;
      const words = item.split(/\s+/).length;
      if (words > (LEVEL_MARK.test(item.slice(name[0].length)) ? MAX_ROW_WORDS : MAX_WORDS)) continue;
      const told = asNameAndLevel(item.trim(), name[0]);
      if (!found.some((other) => other.toLowerCase().startsWith(name[0].toLowerCase()))) found.push(told);
    }
  }
  return found.slice(0, MAX_LANGUAGES);
}
