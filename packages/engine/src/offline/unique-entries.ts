// Some CVs carry their content twice (chrisrobison's DOCX): every list a profile holds keeps the first of equal
// entries.

/** The items without repeats: an item whose key an earlier one has is left out. */
export function unique<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
