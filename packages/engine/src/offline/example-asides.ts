/**
 * A long duty quoted whole carries an aside of examples ('(a titolo esemplificativo: fatture, riaddebiti, etc. etc.)',
 * '(z. B. …)', '(par exemple …)', '(por ejemplo …)', '(bijvoorbeeld …)', '(por exemplo …)', '(e.g. …)') or a list
 * trailing off in 'etc.': the quote stops before it, the duty being said without it.
 */
const EXAMPLE_ASIDE =
  /\s*\((?:(?:a titolo (?:esemplificativo|di esempio)|ad esempio|per esempio|ad es\.|z\.\s?b\.|zum beispiel|e\.g\.,?|for (?:example|instance)|por ejemplo|p\.\s?ej\.|par exemple|p\.\s?ex\.|bijvoorbeeld|bv\.|por exemplo)[^()]*|[^()]*\betc\.?(?:\s*etc\.?)*\s*)\)/giu;
const LONG = 20;

/** The item without its asides of examples, when it is long and the rest still says something. */
export function withoutExampleAsides(item: string): string {
  if (item.split(/\s+/).length < LONG) return item;
  const shortened = item.replace(EXAMPLE_ASIDE, '').trim();
  return shortened.split(/\s+/).length >= 4 ? shortened : item;
}
