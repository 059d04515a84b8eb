/** The text without its accents ('présentation' → 'presentation'), for patterns written without them. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The text in lower case as it is spelt: JavaScript lower-cases the Turkish dotted capital 'İ' to 'i' and a combining
 * dot above ('EĞİTİM' → 'eği̇ti̇m'), which no pattern or reader spells; the dot goes.
 */
export function lowerCase(text: string): string {
  return text.toLowerCase().replace(/i\u0307/g, 'i');
}
