// Hebrew posting lines, asked in English quoting the line whole as a Russian or Vietnamese posting's are: what a line
// asks (a plus) and what is never asked (the employer's own voice, how to apply, the note that the ad is written in
// the masculine for both sexes, the paragraph about the employer). Hebrew writes its articles and prepositions as a
// letter before the word and '\b' is ASCII only, so a word here ends where no letter follows.

const END = String.raw`(?!\p{L})`;

// 'אנו מציעים …', 'אנחנו …', 'אצלנו …', 'החברה שלנו …': the employer speaking of itself.
export const EMPLOYER_VOICE_HE = new RegExp(
  String.raw`^(?:אנו|אנחנו|אצלנו|בחברתנו|(?:ה)?(?:חברה|צוות|ארגון) שלנו)${END}`,
  'u',
);

// 'X מחפשת מועמד בעל רקע וניסיון בתחום …', 'דרוש/ה עובד/ת עם ניסיון …': whom the employer seeks, with what they have
// or are. Group 1 is the person and the rest, quoted as a requirement.
export const SOUGHT_PERSON_HE = new RegExp(
  String.raw`^(?:[^,.]{0,40}\s)?(?:מחפש(?:ת|ים)?|דרוש(?:ה|ים|ות)?(?:\/ה)?)\s+((?:מועמד|עובד|איש|אשת|רכז|מנהל)\S*\s(?:[^,.]{0,40}\s)?(?:בעל|בעלת|בעלי|עם|ש\S+)${END}.{8,})$`,
  'u',
);

// 'יתרון', '… - יתרון', 'יהווה יתרון': a plus when its first clause says so ('עברית שפת אם; אנגלית יתרון' asks the
// Hebrew first).
const PLUS = new RegExp(String.raw`(?<!\p{L})(?:יתרון|יתרונות)${END}`, 'u');
export const isPlusHe = (text: string): boolean => PLUS.test(text.split(';')[0] ?? '');

// 'המודעה מנוסחת בלשון זכר מטעמי נוחות בלבד, אך פונה לנשים וגברים כאחד': the ad written in the masculine for both
// sexes, no line of the work.
const MASCULINE_FOR_BOTH = new RegExp(
  String.raw`(?<!\p{L})(?:(?:ב)?לשון זכר|(?:ל|ול)?נשים (?:ו|ול)גברים|(?:ל|ול)?גברים (?:ו|ול)נשים|לשני המינים)${END}`,
  'u',
);
// 'אודות X: …', 'קצת עלינו …', 'מי אנחנו …': the paragraph about the employer.
const ABOUT = new RegExp(String.raw`^(?:(?:על )?אודות|קצת עלינו|מי אנחנו)${END}`, 'u');
// 'אנא שלחו …', 'נא לשלוח קורות חיים …', 'להגשת מועמדות: …', 'ניתן לפנות …', '… קורות חיים ל-…': how to apply.
const HOW_TO_APPLY = new RegExp(
  String.raw`^(?:(?:אנא|נא|ניתן|יש|מוזמנים|מוזמנות)\s+)?(?:שלחו|לשלוח|שליחת|הגישו|להגיש|להגשת|הגשת|פנו|לפנות)${END}|(?<!\p{L})קורות (?:ה)?חיים (?:ל|אל)(?:-|${END})`,
  'u',
);

/** A Hebrew line never asked: how to apply, the note on the masculine wording, the paragraph about the employer. */
export function isNeverAskedHe(text: string): boolean {
  return HOW_TO_APPLY.test(text) || MASCULINE_FOR_BOTH.test(text) || ABOUT.test(text);
}
