/** The text without its accents ('présentation' → 'presentation'), for patterns written without them. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
