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

// A workload told as a share of full time in the title ('Schreinerin 60–100%', 'Sachbearbeiter 80-100 %', 'Pensum
// 60%', '(50%)'), the Swiss and German way to state the hours (part-time possible); never a share of the time spent
// remote or travelling ('100% Remote', '50% travel').
const TITLE_WORKLOAD =
  /(?:\b(?:arbeits)?pensum:?\s*)?(?<![\d.,])(?:100|[1-9]\d)\s*%?(?:\s*(?:[-–]|bis)\s*(?:100|[1-9]\d))?\s*%(?!\s*(?:remote|travel|home|mobil|reise|vor ort|on[- ]site)\b)/iu;

/** The workload a title states ('60–100%'), or null. */
export function titleWorkload(title: string): string | null {
  return TITLE_WORKLOAD.exec(title)?.[0].trim() ?? null;
}
