import { withAccentsJoined } from './accents-set-apart.ts';

/**
 * The eval's own reading of which language a document is written in, apart from the engine's: each language's
 * commonest short words that no other language shares, counted over the text. Dutch is among them, so a Dutch
 * posting the engine reads as English is caught (round 17's reading); so are the Nordic, Polish, Czech, Hungarian and
 * Romanian ones (round 21: a Swedish posting read as French, a Finnish one as English), and Catalan (round 22: a
 * Catalan posting, whose 'per' is Italian's too, was read as Italian), Greek (round 23: a Greek posting stated 'pt'),
 * Czech by its own letters too (round 24), Slovak apart from Czech by its own words and letters, and Turkish (round 24: the engine took a Turkish CV for Portuguese, a
 * language this reader could not tell it from). A text mostly in another script is read by its script first (round 29:
 * Russian and Japanese postings stated as English, a Ukrainian one as Portuguese); Vietnamese by its own letters and
 * Indonesian (with Malay) by its words (round 30: their postings read as English or Portuguese); Croatian by its
 * words and 'đ', Hebrew by its script (round 31: a Croatian page stated Portuguese); Arabic, Persian and Urdu by
 * theirs and their own letters (round 32); Lithuanian by its words and letters, Uzbek and Mongolian Cyrillic by their
 * own letters and Thai by its script (round 33: a Lithuanian page stated English, Uzbek and Mongolian ones Russian). A TeX accent a PDF set
 * apart from its letter ('Zam ˇeˇrení') is put back first (round 30: a Czech CV so read as Portuguese). Ties and texts
 * without evidence read as English.
 */
export type CheckedLanguage =
  | 'en'
  | 'fr'
  | 'es'
  | 'de'
  | 'it'
  | 'pt'
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
  | 'tr'
  | 'vi'
  | 'id'
  | 'hr'
  | 'lt'
  | ScriptLanguage;

// Languages told by their script, not their small words: Russian, Ukrainian, Bulgarian, Uzbek and Mongolian (Cyrillic),
// Japanese (kana among the Chinese characters), Chinese (those characters alone), Korean (Hangul), Hebrew, Arabic,
// Persian, Urdu and Thai.
type ScriptLanguage =
  'ru' | 'uk' | 'bg' | 'uz' | 'mn' | 'ja' | 'zh' | 'ko' | 'he' | 'ar' | 'fa' | 'ur' | 'th';

// Short function words, each listed for one language only (a word two languages share tells neither apart), save
// among Swedish, Danish and Norwegian, which share so many ('som', 'med', 'har') that a shared one counts for each.
const WORDS: Record<Exclude<CheckedLanguage, ScriptLanguage>, string> = {
  en: 'the and of to with for you your our we will is are be this that from have an at as or no',
  fr: 'le les des du et vous nous est une pour dans sur avec au aux qui ou ce cette sont votre nos en de que je te',
  es: 'el los las del y para con una es por su sus que usted nuestro nuestra como son al no en de te',
  de: 'der die das und den dem des mit für ist sie wir ein eine einer zu von auf im nicht oder bei sich',
  it: 'il gli della delle dei e per con una è che di nel nella alla sono ai degli le al da',
  pt: 'o os da das do dos e para com uma é que em no na ao à você são seu sua pelo pela ou de',
  nl: 'de het een en van voor met jij wij onze ons is zijn op niet naar ook aan die te je',
  sv: 'och att är inte ett också från detta dessa där inom oss vi som med på har kan det eller av blir vår',
  da: 'af vores og ikke også fra dette disse være hvor meget bliver jeres os vi som med på har kan det eller',
  nb: 'og ikke også fra dette disse være hvor mye bli etter deg våre oss vi som med på har kan det eller av blir vår',
  fi: 'ja on ei että tai sekä myös ovat joka jossa jotka kanssa mukaan kuin tämä',
  pl: 'się jest oraz lub dla przez są nie że który będzie',
  cs: 'jsou nebo při který která které také podle pro jsme jste jsem již jen ještě když jejich kteří kterou tato',
  sk: 'sú alebo pre pri ktorý ktorá ktoré ktorí ktorú tiež podľa sme ste ako aj keď ešte byť môže môžete ponúkame hľadáme',
  hu: 'és hogy egy vagy az valamint számára kell nem',
  ro: 'și în este sunt pentru cu pe să sau',
  ca: 'amb els dels pels aquest aquesta nostre nostra també però és més mitjançant seva',
  el: 'και του της των το τα την στο στην σε για με από που είναι θα οι',
  tr: 've bir bu için ile olarak olan gibi daha veya ayrıca ancak ise sahip çok',
  vi: 'và của các những được với không này người một',
  // Indonesian and Malay, one language here; 'di' is Italian's too and left to it.
  // Croatian, with Serbian and Bosnian in Latin script (round 31: a Croatian caregiver page was stated Portuguese).
  hr: 'koji koja koje kojih ili kako će također biti što smo vaš vaša naš naša kod uz',
  // Lithuanian ('į', 'iš' and 'ir' are its own; 'su' is Spanish's 'su' and 'per' Italian's, left to them).
  lt: 'ir yra kad arba bei iš į jūs mes mūsų jūsų tai kuris kuri kurie taip pat jei darbo darbas darbą patirtis',
  id: 'yang dan untuk dengan pada dalam dari atau ini itu akan tidak dapat bisa kami anda serta kerja pekerjaan bekerja memiliki pengalaman bersedia mampu sebagai',
};

const NORDIC: ReadonlySet<CheckedLanguage> = new Set(['sv', 'da', 'nb']);

const OWNERS: Map<string, CheckedLanguage[]> = (() => {
  const owners = new Map<string, CheckedLanguage[]>();
  for (const [language, words] of Object.entries(WORDS) as [CheckedLanguage, string][])
    for (const word of words.split(' ')) owners.set(word, [...(owners.get(word) ?? []), language]);
  return new Map(
    [...owners].filter(
      ([, languages]) => languages.length === 1 || languages.every((language) => NORDIC.has(language)),
    ),
  );
})();

// Any word holding 'ě', 'ř' or 'ů', letters no other language read here writes (round 24: a Czech job board's page,
// mostly nouns, was read as Portuguese by its 'na' and 'o'); and Slovak's own 'ľ', 'ĺ' and 'ŕ', so a Slovak page
// is read as Slovak, not Czech (its neighbour, whose small words it does not share: 'sú' for 'jsou', 'pre' for 'pro');
// and Polish's 'ą', 'ę', 'ł', 'ś', 'ź', 'ż', 'ć', 'ń' (round 29: a Polish board's fact rows, whose 'na', 'do' and 'o'
// are Portuguese's too, were read as Portuguese); and Vietnamese's 'ơ', 'ư' and vowels with a tone mark over or under
// another mark ('ạ', 'ầ', 'ệ', 'ộ', 'ử' …; round 30: Vietnamese postings had no evidence and read as English); and
// Croatian's 'đ'; 'ć' is Polish's and Croatian's both; and Lithuanian's 'ė', 'į', 'ų', 'ū' (round 33: a Lithuanian
// page, whose 'ą', 'ę' and 'ž' are Polish's too, was read as Polish), looked at before Polish's.
const OWN_LETTERS: [RegExp, CheckedLanguage[]][] = [
  [/[ěřů]/u, ['cs']],
  [/[ľĺŕ]/u, ['sk']],
  [/[ėįųū]/u, ['lt']],
  [/[ąęłśźżń]/u, ['pl']],
  [/ć/u, ['pl', 'hr']],
  [/[ơư\u1EA0-\u1EF9]/u, ['vi']],
  [/đ/u, ['hr']],
];
const languagesOfLetters = (word: string): CheckedLanguage[] =>
  OWN_LETTERS.find(([letters]) => letters.test(word))?.[1] ?? [];

const letterCount = (text: string, letters: RegExp): number => text.match(letters)?.length ?? 0;

// Bulgarian's small words that Russian spells otherwise ('са' for 'являются', 'във', 'със', 'като', 'които' for
// 'которые', 'към', 'ще', 'това' for 'это'), and Russian's that Bulgarian does ('что', 'это', 'который', 'для', 'из').
const BULGARIAN_WORDS = new Set(
  'са във със като които което която който към ще това този тази тези също обаче където сме сте'.split(' '),
);
const CENTRAL_ASIAN_LETTERS = /[ўқғҳӯҷәөүңһ]/iu;
// Uzbek's own Cyrillic letters, and Mongolian's; Tajik ('ӯ', 'ҷ') and Kazakh ('ә', 'ң', 'ұ', 'һ'), which write some of
// both, are not read here.
const UZBEK_LETTERS = /[ўқғҳ]/giu;
const MONGOLIAN_LETTERS = /[өү]/giu;
const TAJIK_OR_KAZAKH_LETTERS = /[ӯҷәңұһ]/iu;
/** Uzbek or Mongolian for a Cyrillic text that writes their own letters (twice at least), else null. */
function uzbekOrMongolian(text: string): 'uz' | 'mn' | null {
  if (TAJIK_OR_KAZAKH_LETTERS.test(text)) return null;
  const uzbek = letterCount(text, UZBEK_LETTERS);
  const mongolian = letterCount(text, MONGOLIAN_LETTERS);
  if (Math.max(uzbek, mongolian) < 2) return null;
  return uzbek >= mongolian ? 'uz' : 'mn';
}
const RUSSIAN_WORDS = new Set(
  'что это эти который которая которые для из был была были также является'.split(' '),
);

/**
 * Bulgarian or Russian, for a Cyrillic text that is not Ukrainian (round 32: a Bulgarian Europass CV taken for Russian
 * and asked in Russian): Bulgarian writes no 'ы', 'э' or 'ё' and its 'ъ' often ('във', 'към', 'държава'), Russian 'ы'
 * in almost every sentence and 'ъ' seldom, as a sign before 'е', 'ё', 'ю' or 'я'; each one's own small words count
 * beside its letters. Russian when they do not tell, and for a text in Tajik or Kazakh Cyrillic (their own letters,
 * 'қ', 'ғ', 'ҷ', 'ә' …), which write 'ъ' too and are not read here (Uzbek and Mongolian are, before this).
 */
function bulgarianOrRussian(text: string): 'bg' | 'ru' {
  // Uzbek, Tajik and Kazakh in Cyrillic write 'ъ' before a consonant too ('таълим'), and letters of their own.
  if (CENTRAL_ASIAN_LETTERS.test(text)) return 'ru';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  // 'ъ' as a vowel: Russian writes it as a sign before 'е', 'ё', 'ю' or 'я' ('объект').
  const bulgarian =
    letterCount(text, /ъ(?![еёюя])/giu) + words.filter((word) => BULGARIAN_WORDS.has(word)).length;
  const russian = letterCount(text, /[ыэё]/giu) + words.filter((word) => RUSSIAN_WORDS.has(word)).length;
  return bulgarian > russian ? 'bg' : 'ru';
}

/**
 * The language of a text whose letters are mostly of a script other than Latin (and Greek, read by its words), or
 * null: Cyrillic is Ukrainian when its own letters ('і', 'ї', 'є', 'ґ') outnumber Russian's ('ы', 'э', 'ъ', 'ё'), else
 * Uzbek or Mongolian by their own letters, else Bulgarian or Russian; Han characters with kana are Japanese, without
 * them Chinese; Arabic script Urdu, Persian or Arabic; Thai script Thai.
 */
function scriptLanguage(text: string): ScriptLanguage | null {
  const latin = letterCount(text, /\p{Script=Latin}/gu);
  const cyrillic = letterCount(text, /\p{Script=Cyrillic}/gu);
  const kana = letterCount(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = letterCount(text, /\p{Script=Han}/gu);
  const hangul = letterCount(text, /\p{Script=Hangul}/gu);
  const hebrew = letterCount(text, /\p{Script=Hebrew}/gu);
  const arabic = letterCount(text, /\p{Script=Arabic}/gu);
  const thai = letterCount(text, /\p{Script=Thai}/gu);
  if (cyrillic > latin)
    return letterCount(text, /[іїєґ]/giu) > letterCount(text, /[ыэъё]/giu)
      ? 'uk'
      : (uzbekOrMongolian(text) ?? bulgarianOrRussian(text));
  if (kana + han > latin) return kana > 0 ? 'ja' : 'zh';
  if (hangul > latin) return 'ko';
  if (hebrew > latin) return 'he';
  // In NFKC, a PDF's presentation forms ('ﻫـﻤــکـﺎری') count as the letters they draw, each keeping which it is.
  if (arabic > latin) return arabicScriptLanguage(text.normalize('NFKC'));
  if (thai > latin) return 'th';
  return null;
}

/**
 * Arabic script's language: Urdu by its own letters ('ٹ', 'ڈ', 'ڑ', 'ں', 'ے'), Persian by 'پ', 'چ', 'ژ', 'گ' and its
 * own 'ک' and 'ی' when they outnumber Arabic's 'ك', 'ي', 'ة' and 'ى' (round 32: a Persian page was stated Arabic).
 */
function arabicScriptLanguage(text: string): 'ar' | 'fa' | 'ur' {
  const urdu = letterCount(text, /[\u0679\u0688\u0691\u06BA\u06D2\u06D3]/gu);
  if (urdu >= 3 && urdu * 100 >= letterCount(text, /\p{Script=Arabic}/gu)) return 'ur';
  const persian = letterCount(text, /[\u067E\u0686\u0698\u06AF\u06A9\u06CC]/gu);
  return persian > letterCount(text, /[\u0643\u064A\u0629\u0649]/gu) ? 'fa' : 'ar';
}

/** The language a text is mostly written in, by its script, else by the eval's own word counts. */
export function documentLanguage(text: string): CheckedLanguage {
  const byScript = scriptLanguage(text);
  if (byScript) return byScript;
  const counts = new Map<CheckedLanguage, number>();
  for (const word of withAccentsJoined(text)
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [])
    for (const language of OWNERS.get(word) ?? languagesOfLetters(word))
      counts.set(language, (counts.get(language) ?? 0) + 1);
  let best: CheckedLanguage = 'en';
  for (const [language, count] of counts) if (count > (counts.get(best) ?? 0)) best = language;
  return best;
}
