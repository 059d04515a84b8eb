/**
 * The skills a practice answer tells as used in a post or project, each list as written: the engine's wording since it
 * stopped listing them back ('The ones I know best are …'): 'I worked with Go and SQL at Stripe: …', 'I work with
 * Python at Acme.', 'There, I also worked with Git.', 'En Acme usé React y Node.', "Chez Atelier Nord, j'ai utilisé
 * PHP.", 'Bei Acme nutzte ich SAP.'. The checks that read the skills an answer names read these lists too, so a line's
 * word misread as a tool ('I work with Management at …') is still checked.
 */

// The list runs to the post ('at Stripe', 'as a Developer', 'in my work') or to the sentence's end or colon.
const LIST = String.raw`\s+([^.?:]+?)(?=\s+(?:at|as|in my work)\s|[.?:]|$)`;
// English, French, German, Dutch and Polish tell the use with a verb of their own; Spanish, Italian and Portuguese
// 'uso' is also a noun ('el uso de'), so only after the place or project that opens the engine's sentence.
const TOOLS_USED = new RegExp(
  String.raw`(?:\bI (?:also )?work(?:ed)? with|\bj['’](?:ai utilisé|utilise)|\bnutz(?:t)?e ich|\bgebruik(?:te)? ik|\bkorzysta(?:łem|łam|m) z narzędzi:|\b(?:En|Em|Presso|Nel progetto)\s[^.?]{1,80}?\s(?:usé|uso|usei|ho usato))${LIST}`,
  'gu',
);

/** The lists of skills a text tells as used ('Go and SQL' of 'I worked with Go and SQL at Stripe: …'). */
export function toolListsToldAsUsed(text: string): string[] {
  return [...text.matchAll(TOOLS_USED)].map((match) => (match[1] ?? '').trim());
}
