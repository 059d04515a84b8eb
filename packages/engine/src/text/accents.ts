// Thai's vowel and tone marks spell its words ('บัญชี', accounts, and 'บัญชา', a command, differ only in a vowel).
const MARK_BUT_THAI = /(?!\p{Script=Thai})\p{M}/gu;

/** The text without its accents ('présentation' → 'presentation'), for patterns written without them. */
export function withoutAccents(text: string, { keepThaiMarks = false } = {}): string {
  return text.normalize('NFD').replace(keepThaiMarks ? MARK_BUT_THAI : /\p{M}/gu, '');
}

/**
 * The text in lower case as it is spelt: JavaScript lower-cases the Turkish dotted capital 'İ' to 'i' and a combining
 * dot above ('EĞİTİM' → 'eği̇ti̇m'), which no pattern or reader spells; the dot goes.
 */
export function lowerCase(text: string): string {
  return text.toLowerCase().replace(/i\u0307/g, 'i');
}
