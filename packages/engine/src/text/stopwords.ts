// wink-nlp flags English stop words; Spanish and French fixtures and candidates need their own lists.
const SPANISH = `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el
ella ellas ellos en entre era es esa ese eso esta estas este esto estos fue ha hay la las le les lo los mas me mi
mis mucho muy nada ni no nos nosotros nuestra nuestro nuestros o os otra otro para pero poco por porque que quien
se sea ser si sin sobre son su sus también tanto te tu tus un una uno unos y ya etc través tus tu cómo qué`;

// No word that is also an ordinary English word ('son', 'pour', 'sort').
const FRENCH = `au aux avec ce ces cet cette dans de des du elle elles en et est été être il ils je la le les leur
leurs lui mais me même mes moi mon ne nos notre nous ou où par pas plus qu que quel quelle quelles quels qui sa sans
se ses sont sur ta te tes toi ton tu un une vos votre vous afin ainsi chez comme d l j n qu s y à ça très tout tous
toute toutes aussi entre selon vers dont quoi`;

const ENGLISH_EXTRA = `also etc e.g i.e via within across using use used able well including include includes
will would could should may might must can need needs new one two way ways every`;

export const SPANISH_STOPWORDS = new Set(SPANISH.split(/\s+/));
export const FRENCH_STOPWORDS = new Set(FRENCH.split(/\s+/));
const EXTRA_STOPWORDS = new Set(ENGLISH_EXTRA.split(/\s+/));

export function isExtraStopword(word: string): boolean {
  return SPANISH_STOPWORDS.has(word) || FRENCH_STOPWORDS.has(word) || EXTRA_STOPWORDS.has(word);
}

/**
 * The language of a text (ISO 639-1). The engine writes questions in 'en', 'es' and 'fr'; 'pt', 'de', 'it' and 'nl'
 * are recognised so that a posting in them is read as such (asked in English quoting its lines), not taken for
 * Spanish, French or English, which share many small words with them. Swedish, Danish, Norwegian, Finnish, Polish,
 * Czech, Slovak, Hungarian, Romanian, Catalan, Greek, Russian, Ukrainian, Bulgarian, Japanese, Vietnamese, Indonesian, Turkish, Croatian, Lithuanian, Mongolian and Uzbek (in Cyrillic) are recognised for the same reason (a Swedish posting's 'du'
 * and 'den' read it as French or German, a Finnish posting's 'on' as English, a Russian one had no word read and was
 * called English): a posting in one of them is asked in English.
 */
export type Language =
  | 'en'
  | 'es'
  | 'fr'
  | 'pt'
  | 'de'
  | 'it'
  | 'nl'
  | 'sv'
  | 'da'
  | 'nb'
  | 'fi'
  | 'pl'
  | 'cs'
  | 'sk'
  | 'hu'
  | 'ro'
  | 'ca'
  | 'el'
  | 'ru'
  | 'uk'
  | 'bg'
  | 'ja'
  | 'vi'
  | 'id'
  | 'tr'
  | 'hr'
  | 'he'
  | 'th'
  | 'lt'
  | 'mn'
  | 'uz';

// Common function words of each language. A word several languages share ('de', 'la', 'en', 'que', 'con', 'per')
// says nothing about which one a text is in, so only the words one list alone holds are counted. A word a newer
// language shares with one of the first seven ('du' French and Swedish, 'den' German and Danish, 'on' English and
// Finnish, 'et' French and Danish) is left to the older one, whose short lines it may be all that tells ('Git, Python
// et Docker'): the newer one's own words outnumber it in a text of its own. Single letters ('a', 'i', 'v') and words that are also English nouns or names ('care', 'end', 'pro') are
// left out: a CV's short line would be read by them alone (cv-language.ts votes line by line).
const FUNCTION_WORDS: Record<Language, string> = {
  en: 'the and of to with for you your our is are will be this that we on have an at from as',
  es: 'el los las y del para por una con es se al como su sus lo más este esta nuestro nuestra usted también muy pero hay desde',
  fr: 'le les des du et est une pour dans avec vous nous sur au aux qui ce cette sont votre notre nos vos être un il se mais',
  pt: 'o os as dos das e não uma um com em na são você para por seu sua pelo pela também mais como este esta da',
  de: 'der die das und ist nicht mit für ein eine zu den dem von auf wir sie sind werden bei oder an',
  it: 'il gli della delle dei di che con una un è sono nel alla anche questo del al e da le lo su',
  // Not 'de', 'en', 'in', 'is', 'we', 'die', 'als': other languages' words too, which would blur them.
  nl: 'het een van voor niet zijn wij jij jouw onze ook bij naar uit dat deze wordt worden heeft hebben om op met aan ons',
  // The Scandinavian languages share most of their small words: listed under each that writes them, they count for
  // each (see KIN); each is told from the others by its own spelling of the rest ('och'/'og', 'att'/'at',
  // 'av'/'af', 'mycket'/'meget'/'mye').
  sv: `och att är inte också även ett där mycket våra till från detta dessa inom genom för vara än annat
    som med på har kan vi det hos eller kommer av vår vårt blir ska mot dig sig efter`,
  da: `af vores meget nogle noget bliver blive jeres uden gennem mellem hvad andet blandt
    som med på har kan vi det hos eller kommer og er ikke også til fra dette disse være hvor skal vil dig sig efter`,
  nb: `mye noen noe bli uten gjennom etter mellom våre deg seg dere hva annet blant
    som med på har kan vi det hos eller kommer og er ikke også til fra dette disse være hvor skal vil av vår vårt blir ska mot`,
  fi: 'ja ei että tai sekä myös ovat olla joka jossa jotka jonka tämä kanssa mukaan kuin mutta niin sinä meillä sinulla olemme',
  pl: 'się jest nie oraz lub dla przez są będzie który która które także może być jeśli między że jako',
  // Czech's own spellings only ('jsme', not Slovak 'sme'; 'jen', not 'len'; 'když', not 'keď'; 'nebo', not Polish
  // 'albo'); its 'na', 'o', 'a', 'se', 'je', 'bude', 'že' are Portuguese, Slovak, Polish or French words too.
  cs: `jsou nebo při který která které také může být podle mezi pokud jako
    jsme jste jsem jsi již jen ještě když tato této tohoto tyto jejich kteří kterou kterých budeš mají`,
  // Slovak's own spellings of the same words ('sú' for 'jsou', 'alebo' for 'nebo', 'ktorý' for 'který', 'pre' for
  // 'pro'): a Slovak posting shares 'na', 'a', 'je', 'sa' with Portuguese, Czech and Polish, which read it as Portuguese.
  sk: `sú alebo pre ktorý ktorá ktoré ktorí ktorú ktorých tiež podľa sme ste ako aj keď ešte byť môže môžeš
    môžete medzi ak len táto tieto majú ponúkame hľadáme`,
  hu: 'és hogy egy vagy az valamint számára kell csak azt aki amely lesz pedig illetve során már még ahol amit akkor ezt ezek minden között után',
  ro: 'și şi în sunt pentru cu pe să sau prin unei unui această acest',
  // Catalan's own spellings only: its 'per', 'la', 'del', 'que', 'com' and 'seu' are Italian, Spanish or
  // Portuguese words too, which alone read a Catalan posting as Spanish or Italian.
  ca: 'amb els dels pels aquest aquesta aquests nostre nostra nostres també però és més mitjançant seva seves molt perquè',
  // Greek's own script: no other language writes these.
  el: 'και του της των το τα τη την στο στη στην στα σε για με από που είναι θα οι ως ενός μιας',
  // Russian and Ukrainian share their script and many small words ('в', 'на', 'не', 'для', 'за'): listed under each,
  // they count for both (see KIN); each one's own spellings settle which ('и', 'что', 'от', 'это' against 'і', 'та',
  // 'що', 'від', 'це'), and so do their own letters (OWN_LETTERS). A single Cyrillic letter is no word of a Latin-script
  // language, so the one-letter prepositions count.
  ru: `и что с к от как это или при его их все только также если уже был была были будет быть который которая
    которые этот эта эти наш наша наши ваш ваша ваши мы вы вас нас о об со во же бы
    в на не по для за до у так без`,
  uk: `і й та що з із від як це або його їх всі лише також якщо вже був була були буде бути який яка які
    цей ця ці наш наша наші ваш ваша ваші ми ви вас нас про зі же б
    в на не по для за до у так без`,
  // Bulgarian shares its script and its prepositions with Russian and Ukrainian ('в', 'на', 'за', 'от', 'по', 'до'),
  // listed under each (see KIN); its own spellings settle which ('като', 'които', 'това', 'със', 'към', 'ще', 'са'),
  // and so does its 'ъ' written as a vowel (OWN_LETTERS).
  bg: `и с от или при като които който която което това тази този тези със във към чрез също ще са се да
    съм сме сте беше бяха бил била били може трябва наш наша нашия нашата ваш ваша вашия вашата ни ви ги му
    в на не по за до у без`,
  // Japanese writes no spaces between its words: it is known by its kana (OWN_LETTERS), not by listed words.
  ja: '',
  // Vietnamese writes each syllable apart, most of them with its own letters (OWN_LETTERS); these small words hold none.
  // Not 'theo', 'cho', 'khi' or 'là': names ('Theo', 'Cho') or French.
  vi: 'và các không này trên đã',
  // Indonesian: no word another language here writes ('di' is Italian's too), so a seven-line ad's 'dan' and 'dengan'
  // tell it.
  id: `dan yang untuk dengan dalam dari atau pada ini itu akan dapat bisa tidak juga kami anda serta sebagai oleh
    adalah telah sudah bagi tersebut melalui kepada secara jika bila agar sesuai memiliki mampu bersedia`,
  // Not 'de' and 'da' (Spanish, Portuguese and Italian words too) nor 'her' (English): Turkish writes most of its
  // small words as endings, so its own letters 'ı' and 'ğ' (OWN_LETTERS) tell it too.
  tr: 've ile bir bu için olarak gibi daha çok olan veya ayrıca ancak üzerinde üzerine sonra kadar tüm bütün göre arasında',
  // Croatian, and Serbian and Bosnian in Latin script, which write the same small words ('koji', 'ili', 'kako', 'će';
  // 'takođe' and 'tokom' are the Serbian spellings): read as Croatian. Not 'je', 'na', 'za', 'sa' or 'nas' (Czech,
  // Slovak and Polish write them too), nor 'su' and 'da' (Spanish, Portuguese): a Croatian page read by them alone was
  // Portuguese.
  hr: `koji koja koje kojima kojoj kojeg kojih ili kako kao biti će smo vam vaš vaša vaše naš naša naše što nije
    također takođe tijekom tokom ukoliko prema uz te iz od kod svoje svojim ova ovaj ovo ove ovih posla`,
  // Hebrew is known by its letters (OWN_LETTERS): any word written in them is Hebrew.
  he: '',
  // Thai too, by its letters: it writes no spaces between its words.
  th: '',
  // Lithuanian's own spellings, and its 'ė', 'į' and 'ų' (OWN_LETTERS). Not 'su', 'per', 'be', 'po', 'ar', 'bei',
  // 'mes', 'už', 'tai' or 'iki': Spanish, Italian, English, Polish, German, French, Czech, Finnish or Turkish words too.
  lt: `ir yra kad kaip arba iš apie jūsų mūsų jūs taip nuo kuris kuri kurie kurios dėl tik jau labai savo darbo
    darbas siūlome ieškome turite galimybė`,
  // Mongolian writes Cyrillic with 'ө' and 'ү' (MONGOLIAN_LETTERS): a text in them is Mongolian whatever Russian
  // letters it shares ('ы', 'э'); these small words hold none. Not 'их' ('big', Russian 'their').
  mn: 'болон ба нь бол юм энэ тэр бүх дээр хүртэл буюу зэрэг эсвэл мөн байх байна байгаа бөгөөд мэт тул хамт тухай',
  // Uzbek in Cyrillic: its small words that Russian, Ukrainian and Bulgarian do not write ('ва' and, 'билан' with,
  // 'учун' for, 'ёки' or, 'бўйича' by); most of its words are told by its own letters (OWN_LETTERS).
  uz: 'ва билан учун ёки бу ушбу эса ҳам ҳамда бўйича орқали керак лозим йил йилда йилдан этиб бўлиб иш бошқа',
};

// Languages so close that the small words they share tell them from every other language, though not from each
// other: such a word counts for each of them that lists it, and their own words settle which one a text is in.
const KIN: readonly (readonly Language[])[] = [
  ['sv', 'da', 'nb'],
  ['ru', 'uk', 'bg'],
];

/** The languages each counted word speaks for: one, or several kin that share it. */
const DISTINCTIVE: Map<string, Language[]> = (() => {
  const owners = new Map<string, Language[]>();
  for (const [language, words] of Object.entries(FUNCTION_WORDS) as [Language, string][]) {
    for (const word of words.split(/\s+/).filter(Boolean))
      owners.set(word, [...(owners.get(word) ?? []), language]);
  }
  const areKin = (languages: Language[]): boolean =>
    KIN.some((kin) => languages.every((language) => kin.includes(language)));
  return new Map([...owners].filter(([, languages]) => languages.length === 1 || areKin(languages)));
})();

// An e-mail address or a link ('jo@mail.com', 'github.com/jo', 'linkedin.com/in/jo'): its 'com' and 'in' are no
// Portuguese or English words, and three of them made a Turkish CV's contact line Portuguese.
const ADDRESS =
  /\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}\/\S*|\b[\w-]+\.(?:com|org|net|edu|gov|io|dev)\b/giu;

// 'ě', 'ř' and 'ů' are letters only Czech writes among the languages read (Slovak and Polish have none of them): any
// word holding one speaks for Czech, as Greek script does for Greek. A Czech job board's page is mostly nouns
// ('Příspěvek', 'Odpovědět'), its few function words outnumbered by the 'na' and 'o' Portuguese writes too.
// 'ľ', 'ĺ' and 'ŕ' are Slovak's own the same way ('ô' and 'ä' are French, Portuguese or German letters too).
// Ukrainian writes 'і', 'ї', 'є' and 'ґ', which Russian does not; Russian 'ы', 'э', 'ъ' and 'ё', which Ukrainian does not.
// Hiragana and katakana are Japanese's own (Chinese writes the same Han characters without them): a run of letters
// holding kana is Japanese, one run between two marks of punctuation. Vietnamese writes 'ơ' and 'ư' and its vowels
// with a tone mark under or over another mark ('ạ', 'ầ', 'ệ', 'ộ', 'ử' …, the block U+1EA0–U+1EF9), which no other
// language read here writes ('đ' is Croatian's too, 'ă' Romanian's).
// Bulgarian writes 'ъ' as a vowel, before a consonant or ending a word ('път', 'към', 'България', 'опитът'), where
// Russian writes it only as a sign before 'е', 'ё', 'ю' or 'я' ('объявление', 'подъезд'); it writes none of
// Russian's 'ы', 'э' and 'ё'.
const UKRAINIAN_LETTERS = '[іїєґ]';
const RUSSIAN_LETTERS = '[ыэъё]';
const BULGARIAN_VOWEL = 'ъ(?![еёюя])';
// Uzbek, Tajik and Kazakh in Cyrillic write 'ъ' before a consonant too (Uzbek 'таълим', 'маълумот'), and letters neither
// Russian nor Bulgarian writes ('ў', 'қ', 'ғ', 'ҳ', 'ә', 'ө', 'ү', 'ң'): a text holding them says nothing of Bulgarian by
// its 'ъ'.
const CENTRAL_ASIAN_LETTERS = /[ўқғҳӯҷәөүңһ]/iu;
// Mongolian writes 'ө' and 'ү' and none of the other letters of Kazakh, Kyrgyz, Uzbek, Tajik, Tatar or Bashkir ('ә',
// 'қ', 'ғ', 'ң', 'ұ', 'һ', 'ў', 'ҳ', 'ҷ', 'җ', 'ҡ', 'ҙ', 'ҫ'): a Cyrillic text holding enough of them (one letter in a
// hundred; a Russian text naming one Mongolian person holds fewer), and next to none of the others, is Mongolian, and
// every Cyrillic word in it speaks for Mongolian, its 'ы' and 'э' too ('ажлын', 'Нээлттэй').
const MONGOLIAN_LETTERS = /[өү]/giu;
const OTHER_CENTRAL_ASIAN_LETTERS = /[әқғңұһўҳҷҗҡҙҫӣӯ]/giu;
const MIN_MONGOLIAN_LETTERS = 2;
const MONGOLIAN_SHARE = 100;
const OTHER_CENTRAL_ASIAN_SHARE = 20;
/** A Cyrillic text in Mongolian, by its 'ө' and 'ү' among the Cyrillic letters and next to no other Central Asian letters. */
function isMongolianText(text: string): boolean {
  const mongolian = text.match(MONGOLIAN_LETTERS)?.length ?? 0;
  if (mongolian < MIN_MONGOLIAN_LETTERS) return false;
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const others = text.match(OTHER_CENTRAL_ASIAN_LETTERS)?.length ?? 0;
  return mongolian * MONGOLIAN_SHARE >= cyrillic && others * OTHER_CENTRAL_ASIAN_SHARE <= mongolian;
}
// Of them Uzbek writes 'ў', 'қ', 'ғ' and 'ҳ', and none of Kazakh's or Tajik's own ('ә', 'ө', 'ү', 'ұ', 'ң', 'һ'; 'ӣ',
// 'ӯ', 'ҷ'), which write 'қ', 'ғ' and 'ҳ' too: a text holding one of theirs is not read as Uzbek. Uzbek writes 'ъ', 'ё'
// and 'э' as Russian does, but no 'ы'.
const UZBEK_LETTERS = '[ўқғҳ]';
const KAZAKH_OR_TAJIK_LETTERS = /[әөүұңһӣӯҷ]/iu;
const OWN_LETTERS: readonly [RegExp, Language[]][] = [
  [/[ěřů]/u, ['cs']],
  [/[ľĺŕ]/u, ['sk']],
  [new RegExp(UKRAINIAN_LETTERS, 'u'), ['uk']],
  [new RegExp(UZBEK_LETTERS, 'iu'), ['uz']],
  [new RegExp(BULGARIAN_VOWEL, 'iu'), ['bg']],
  [new RegExp(RUSSIAN_LETTERS, 'u'), ['ru']],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, ['ja']],
  [/[ơư\u1EA0-\u1EF9]/u, ['vi']],
  [/[ığ]/u, ['tr']],
  // 'ė', 'į' and 'ų' are Lithuanian's own (Polish writes 'ą' and 'ę', Latvian 'ē' and 'ū', Czech 'č', 'š', 'ž').
  [/[ėįų]/u, ['lt']],
  // Hebrew letters are Hebrew's own among the languages read.
  [/\p{Script=Hebrew}/u, ['he']],
  [/\p{Script=Thai}/u, ['th']],
];
/**
 * Russian, Ukrainian, Bulgarian or Uzbek, by which writes more of the letters only it writes (Bulgarian's 'ъ' as a
 * vowel counting for it, not for Russian; Uzbek's 'ў', 'қ', 'ғ' and 'ҳ' against Russian's 'ы'): Russian when they do
 * not tell.
 */
export function cyrillicLanguage(text: string): 'ru' | 'uk' | 'bg' | 'uz' {
  const count = (letters: string): number => text.match(new RegExp(letters, 'giu'))?.length ?? 0;
  if (!KAZAKH_OR_TAJIK_LETTERS.test(text) && count(UZBEK_LETTERS) > Math.max(2, count('ы'))) return 'uz';
  const bulgarian = CENTRAL_ASIAN_LETTERS.test(text) ? 0 : count(BULGARIAN_VOWEL);
  const russian = count(RUSSIAN_LETTERS) - bulgarian;
  const ukrainian = count(UKRAINIAN_LETTERS);
  if (bulgarian > russian && bulgarian > ukrainian) return 'bg';
  return ukrainian > russian ? 'uk' : 'ru';
}

const languagesOfLetters = (word: string): Language[] =>
  OWN_LETTERS.find(([letters]) => letters.test(word))?.[1] ?? [];

/** How many of each language's distinctive function words a text uses (languages it uses none of are left out). */
export function languageEvidence(text: string): Map<Language, number> {
  const counts = new Map<Language, number>();
  const hasCentralAsianLetters = CENTRAL_ASIAN_LETTERS.test(text);
  const isMongolian = isMongolianText(text);
  const isKazakhOrTajik = KAZAKH_OR_TAJIK_LETTERS.test(text);
  // 'ä' as 'a' and a combining mark (as some PDFs write it) is the one letter.
  for (const word of text
    .replace(ADDRESS, ' ')
    .normalize('NFC')
    // Turkish 'İ' lower-cases to 'i' and a dot above, which would part its word ('DİLLER' → 'di', 'ller').
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .match(/\p{L}+/gu) ?? []) {
    if (isMongolian && /\p{Script=Cyrillic}/u.test(word)) {
      counts.set('mn', (counts.get('mn') ?? 0) + 1);
      continue;
    }
    const owners = (DISTINCTIVE.get(word) ?? languagesOfLetters(word)).filter(
      (language) =>
        (language !== 'bg' || !hasCentralAsianLetters || DISTINCTIVE.has(word)) &&
        (language !== 'uz' || !isKazakhOrTajik),
    );
    for (const language of owners) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return counts;
}

/** The language counted most; English when none stands out. */
export function mostCounted(counts: Map<Language, number>): Language {
  let best: Language = 'en';
  for (const [language, count] of counts) if (count > (counts.get(best) ?? 0)) best = language;
  return best;
}

/** The language whose distinctive function words a text uses most; English when none stands out. */
export function detectLanguage(text: string): Language {
  return mostCounted(languageEvidence(text));
}

// Scripts the engine reads no language of, each with the language (ISO 639-1) most postings in it are written in;
// kana before Han, since Japanese writes both. Cyrillic and Greek are read (Russian, Ukrainian, Greek) by their words,
// Japanese by its kana (OWN_LETTERS).
const OTHER_SCRIPTS: readonly [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
];

/**
 * The language to state for a text (ISO 639-1): the one detected, unless most of its letters are in a script the
 * engine reads no language of (a Japanese posting with a few English words), which is never named as English or any
 * other Latin-script language: then the script's language ('ja', 'zh', 'ko', 'ar', …; Arabic script's Persian and
 * Urdu told by their own letters).
 */
export function statedLanguage(text: string, detected: Language): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const counts = new Map<string, number>();
  for (const letter of letters) {
    const language = OTHER_SCRIPTS.find(([script]) => script.test(letter))?.[1];
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const other = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (other * 2 <= letters.length) return detected;
  // Japanese sets its kanji among kana: any kana makes the Han letters Japanese.
  if (counts.has('ja')) return 'ja';
  const language = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? detected;
  return language === 'ar' ? arabicScriptLanguage(text) : language;
}

/**
 * The language of a text in Arabic script, by the letters Arabic lacks: Urdu by its own ('ٹ', 'ڈ', 'ڑ', 'ں', 'ے'),
 * Persian by 'پ', 'چ', 'ژ', 'گ' and its own 'ک' and 'ی' when they outnumber Arabic's 'ك', 'ي', 'ة' and 'ى'; Arabic
 * otherwise.
 */
export function arabicScriptLanguage(text: string): 'ar' | 'fa' | 'ur' {
  const count = (letters: RegExp): number => text.match(letters)?.length ?? 0;
  const urdu = count(/[\u0679\u0688\u0691\u06BA\u06D2\u06D3]/gu);
  if (urdu >= 3 && urdu * 100 >= count(/\p{Script=Arabic}/gu)) return 'ur';
  return count(/[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/gu) > count(/[\u0643\u064A\u0629\u0649]/gu)
    ? 'fa'
    : 'ar';
}
