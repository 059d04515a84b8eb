/**
 * A duty told in a long sentence, quoted by the clause that is the duty: 'Although this position is primarily
 * lab-based, occasional assistance with field work may be required (e.g., …)' is the duty 'Occasional assistance
 * with field work (e.g., …)'. The concession before it and the modal frame after it say how often or how sure the
 * work is, no part of what the candidate is asked about. (Round 21's lab post quoted the whole sentence.)
 */

// 'Although the post is office-based, …', 'While most work is remote, …': a concession before the main clause.
const CONCESSION = /^(?:although|though|even though|while|whilst)\s[^,;]{5,120},\s+(?=\p{L})/iu;
// '… may be required', '… will occasionally be needed' before the examples' bracket or the sentence's end.
const MODAL_FRAME =
  /\s+(?:may|might|will|can|could) (?:also |occasionally |sometimes |at times )?be (?:required|needed|expected|necessary)(?=\s*(?:\(|[.;]?\s*$))/iu;
const MIN_WORDS = 3;

/** The duty's own clause, or the item as it is when no concession or modal frame sets it apart. */
export function dutyClause(item: string): string {
  const clause = item.replace(CONCESSION, '').replace(MODAL_FRAME, '');
  if (clause === item || clause.split(/\s+/).length < MIN_WORDS) return item;
  return clause.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
