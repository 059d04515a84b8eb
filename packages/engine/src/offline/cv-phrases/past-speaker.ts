/** Who a CV speaks as, for the languages that write a past verb by the speaker's gender (Polish, Russian, Ukrainian, Czech). */
export type PastSpeaker = 'feminine' | 'masculine' | 'unknown';

/** The speaker the CV's own first-person past verbs tell (each language's two patterns), when they agree. */
export function pastSpeakerOf(text: string, feminine: RegExp, masculine: RegExp): PastSpeaker {
  const feminineCount = text.match(feminine)?.length ?? 0;
  const masculineCount = text.match(masculine)?.length ?? 0;
  return feminineCount > masculineCount
    ? 'feminine'
    : masculineCount > feminineCount
      ? 'masculine'
      : 'unknown';
}
