import type { AnalysisQuestion, TimedWord } from '@viva/contracts';

/** The words of one answer, by index into the recording's words (inclusive). */
export type WordRange = { first: number; last: number };

/** The words spoken inside a question's recorded window, or undefined when its times are not known. */
export function rangeFromTimes(words: TimedWord[], question: AnalysisQuestion): WordRange | null | undefined {
  const { start_time: start, end_time: end } = question;
  if (start == null || end == null) return undefined;
  const inside = words.flatMap((word, index) => (word.start >= start && word.start < end ? [index] : []));
  if (inside.length === 0) return null;
  return { first: inside[0] as number, last: inside[inside.length - 1] as number };
}

/** Words in numbered lines with the time of each line's first word, so the model can cite word numbers. */
export function numberWords(words: TimedWord[], perLine = 12): string {
  const lines: string[] = [];
  for (let index = 0; index < words.length; index += perLine) {
    const slice = words.slice(index, index + perLine).map((word) => word.word);
    lines.push(`[${index} @ ${(words[index] as TimedWord).start.toFixed(1)} s] ${slice.join(' ')}`);
  }
  return lines.join('\n');
}
