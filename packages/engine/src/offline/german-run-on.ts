/**
 * A German list that lost its bullets runs its items together on one line: where one item ends and the next begins,
 * read by German's capitals (every noun is capitalised, so a capital alone opens no item).
 */

// German writes a mid-sentence adjective in lower case unless it opens a name after an article or a preposition ('für
// Psychosomatische Medizin'): one set in capitals straight after a noun, before its own noun and a lower-case word that
// goes on with it ('… und Psychotherapie Medizinische Betreuung unserer Patientinnen …'), opens the next item of a
// list that lost its bullets. A conjunction after it ('Studium Soziale Arbeit oder …') keeps a degree's name whole.
const GERMAN_ITEM_START =
  /(?<=\s\p{Lu}\p{Ll}{3,}) (?=\p{Lu}\p{Ll}{3,}(?:isch|lich|ig|al|är|iv|ell)e\s+\p{Lu}\p{Ll}+\s+(?!(?:und|oder|bzw|sowie)\b)\p{Ll})/gu;
// A verdict ends its item, and a capital after it opens the next: '… Beatmungspflege sind wünschenswert Freude am Umgang
// mit Menschen' (round 20's nurse).
const AFTER_A_VERDICT =
  /(?<=\s(?:wünschenswert|erwünscht|erforderlich|vorausgesetzt|willkommen|von Vorteil|ein Plus|ein Muss)) (?=\p{Lu}\p{Ll})/gu;
// Two action nouns side by side, the second going on with its preposition or article: '… und soziale Betreuung
// Kommunikation mit Angehörigen' (round 20's nurse); German joins nouns into one word, so two in a row part items.
const ACTION_NOUN_AFTER_ACTION_NOUN =
  /(?<=\s\p{Lu}\p{Ll}{2,}(?:ung|ion)) (?=\p{Lu}\p{Ll}{2,}(?:ung|ion)\s+(?:mit|von|vom|der|des|für|zur|zum|im|in|bei|am)\s)/gu;
const ITEM_STARTS = [GERMAN_ITEM_START, AFTER_A_VERDICT, ACTION_NOUN_AFTER_ACTION_NOUN];
const GERMAN_NOT_A_NOUN =
  /^(?:der|die|das|den|dem|des|ein\p{L}*|für|mit|von|bei|im|in|an|am|zur|zum|und|oder|als|auf|aus)$/iu;

export function splitGermanRunOn(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const starts = ITEM_STARTS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match.index ?? 0),
  );
  for (const at of [...new Set(starts)].sort((a, b) => a - b)) {
    const before = text.slice(start, at).trim();
    const previous = before.split(/\s+/).at(-1) ?? '';
    // The part before must be an item of its own, ending on a noun.
    if (before.split(/\s+/).length < 4 || GERMAN_NOT_A_NOUN.test(previous)) continue;
    parts.push(before);
    start = at + 1;
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}
