import type { WorkTopic } from './phrases/index.ts';

// An applicant-tracking system's title row ('Job Posting Title · Seasonal Receiver/Stocker Overnight', 'Job Title:
// Night Shift Warehouse Associate'): group 1 is the title.
const TITLE_ROW = /^(?:(?:job|position|posting|vacancy) )*title\s*[:·]\s*(.+)$/i;
// Words of a title that state the terms, not the work: seasonal or temporary work, night hours (out of the usual
// hours, as a night shift is). In a duty ('seasonal displays', 'overnight deliveries') they are the work's subject,
// so only the title is read for them. The term is quoted as the title words it, not the whole title: the title
// names the work too ('Seasonal Receiver/Stocker Overnight' is a seasonal contract and overnight hours), and two
// terms quoting the same whole title ask nothing the candidate can tell apart.
const TITLE_TERMS: readonly [RegExp, WorkTopic][] = [
  [/\b(?:seasonal|temporary)\b/i, 'contract'],
  [/\b(?:overnights?|night[- ]shifts?|nights)\b/i, 'on_call'],
];

/** The terms a title row's words state, each quoting the title's words for it. */
export function titleTerms(row: string): { text: string; topic: WorkTopic }[] {
  const title = TITLE_ROW.exec(row.trim())?.[1]?.trim();
  if (!title) return [];
  return TITLE_TERMS.flatMap(([words, topic]) => {
    const term = words.exec(title)?.[0];
    return term ? [{ text: term, topic }] : [];
  });
}
