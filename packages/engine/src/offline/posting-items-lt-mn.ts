// Lithuanian and Mongolian posting lines, asked in English quoting the line whole as a Croatian or Russian posting's
// are: the employer's own voice and whom it seeks, and what is never asked: the person's habits (a Lithuanian 'Be
// žalingų įpročių'), how to apply, and a Mongolian line of the papers to hand in. '\b' is ASCII only, so every word
// here ends where no letter follows.

const END = String.raw`(?!\p{L})`;

/**
 * 'Mes …', 'Mūsų įmonė …', 'Siūlome …', 'Esame …': the Lithuanian employer speaking of itself, its first person plural
 * in '-ame'/'-ome'; not 'Ieškome …', 'Tikimės …', whom it seeks and what it asks.
 */
export const EMPLOYER_VOICE_LT = new RegExp(
  String.raw`^(?!(?:ieškome|ieskome|tikimės|tikimes|laukiame|reikalaujame)${END})(?:mes\s|mūsų\s|musu\s|\p{L}{3,}(?:ame|ome|ime)${END})`,
  'iu',
);
/** 'Ieškome suvirintojo, kuris …': whom the Lithuanian employer seeks, with its relative clause. */
export const SOUGHT_PERSON_LT =
  /^(?:ieškome|ieskome)\s+([^,.]{3,80}?,?\s(?:kuris|kuri|kurie|kurios)\s.{8,})$/iu;

/** 'Бид …', 'Манай байгууллага …': the Mongolian employer speaking of itself. */
export const EMPLOYER_VOICE_MN = new RegExp(String.raw`^(?:бид|манай|бидний)${END}`, 'iu');
/**
 * '… туршлагатай нягтлан бодогч ажилд авна': whom the Mongolian employer seeks ('… will take on to work'), told before
 * the verb.
 */
export const SOUGHT_PERSON_MN = /^(.{8,200}?)\s+(?:ажилд авна|ажилд урьж байна|авч ажиллуулна)\.?$/iu;

// 'Be žalingų įpročių' (no harmful habits), 'Nerūkantis' (a non-smoker): the person's own habits, never asked as
// experience.
const HABITS_LT = new RegExp(
  String.raw`^(?:be žaling\p{L}* įproči\p{L}*|nerūkan\p{L}*|nevartojan\p{L}*)${END}`,
  'iu',
);
// 'Siųskite CV …', 'Pretenduoti', 'Kreipkitės …', 'Susisiekite …': the call to apply.
const HOW_TO_APPLY_LT = new RegExp(
  String.raw`^(?:siųskite|siuskite|pretenduoti|pretenduokite|kreipkitės|kreipkites|susisiekite|skambinkite|registruokitės)${END}`,
  'iu',
);
// 'Иргэний үнэмлэхийн хуулбар' (a copy of the identity card), '… маягт … бөглөсөн байх' (a filled-in form), '…
// баримт бичгийн эх хувь' (an original paper), 'Нийгмийн даатгалын дэвтэр' (the social insurance book), 'өргөдөл' (a
// letter of application): the papers to hand in, never asked.
const PAPERS_MN = new RegExp(
  String.raw`(?<!\p{L})(?:хуулбар\p{L}*|үнэмлэх\p{L}*|маягт\p{L}*|анкет\p{L}*|өргөдөл\p{L}*|тодорхойлолт\p{L}*|эх хуви\p{L}*|даатгалын дэвтэр\p{L}*|нотариат\p{L}*)${END}`,
  'iu',
);

// 'Suvirintojo sertifikatas' (a welder's certificate), 'Vamzdynų montavimas' (the fitting of pipes): Lithuanian names
// with a genitive what English names with 'of' or a compound, so two words, a genitive and the noun it qualifies,
// name a whole requirement or task, which three words do in the languages the engine reads otherwise.
const GENITIVE_PAIR_LT = /^\p{Lu}\p{Ll}{2,}(?:o|ų|ės|os|io|ių|ies)\s+\p{Ll}{4,}(?:as|is|ys|us|a|ė)$/u;

/** A Lithuanian list item of two words, a genitive and its noun, which names a requirement or a task whole. */
export function isLithuanianGenitivePair(text: string): boolean {
  return GENITIVE_PAIR_LT.test(text.trim().replace(/[.;,]$/, ''));
}

/** A Lithuanian or Mongolian line never asked: the person's habits, the call to apply, a paper to hand in. */
export function isNeverAskedLtMn(language: 'lt' | 'mn', text: string): boolean {
  return language === 'lt' ? HABITS_LT.test(text) || HOW_TO_APPLY_LT.test(text) : PAPERS_MN.test(text);
}
