import {
  AnswerAnalysisSchema,
  type AnalysisQuestion,
  type AnswerAnalysis,
  type AnswerAnalysisItem,
  type TimedWord,
} from '@viva/contracts';
import type { RunOptions } from '../engine.ts';
import { countFillerWords } from '../text/fillers.ts';
import { sentimentOf } from '../text/nlp.ts';
import { coverage } from '../text/similarity.ts';
import { contentTermSet } from '../text/terms.ts';

/** Words of each question's answer, by the question's recorded times. */
function segmentByTimes(words: TimedWord[], questions: AnalysisQuestion[]): TimedWord[][] {
  return questions.map((question, index) => {
    const start = question.start_time ?? 0;
    const nextStart = questions[index + 1]?.start_time;
    const end = question.end_time ?? nextStart ?? Number.POSITIVE_INFINITY;
    return words.filter((word) => word.start >= start && word.start < end);
  });
}

/** Without times, answers follow one another: split at the longest pauses, in order. */
function segmentByPauses(words: TimedWord[], count: number): TimedWord[][] {
  if (count <= 1) return [words];
  const gaps = words
    .slice(1)
    .map((word, index) => ({ index: index + 1, gap: word.start - (words[index]?.end ?? word.start) }))
    .sort((first, second) => second.gap - first.gap)
    .slice(0, count - 1)
    .map((gap) => gap.index)
    .sort((first, second) => first - second);
  const segments: TimedWord[][] = [];
  let from = 0;
  for (const boundary of gaps) {
    segments.push(words.slice(from, boundary));
    from = boundary;
  }
  segments.push(words.slice(from));
  while (segments.length < count) segments.push([]);
  return segments;
}

function analyse(question: AnalysisQuestion, segment: TimedWord[]): AnswerAnalysisItem {
  const text = segment
    .map((word) => word.word.trim())
    .filter(Boolean)
    .join(' ');
  const start = segment[0]?.start ?? question.start_time ?? 0;
  const end = segment.at(-1)?.end ?? question.end_time ?? start;
  const minutes = (end - start) / 60;
  const suggested = question.suggested_answer?.trim() ?? '';
  const match = suggested && text ? coverage(contentTermSet(text), contentTermSet(suggested)) : 0;
  return {
    question: question.question,
    start_time: start,
    end_time: Math.max(end, start),
    user_answer: text,
    suggested_answer: suggested,
    answer_match_score: Math.round(match * 100) / 100,
    sentiment_score: Math.round(sentimentOf(text) * 100) / 100,
    speech_rate: minutes > 0 ? Math.round(segment.length / minutes) : 0,
    filler_words: countFillerWords(text),
  };
}

/** Spec part 2 §3 'Interview analysis': per question, the answer's words, match, sentiment, pace and fillers. */
export function analyzeAnswers(
  input: { words: TimedWord[]; questions: AnalysisQuestion[] },
  options: RunOptions = {},
): AnswerAnalysis {
  const words = [...input.words].sort((first, second) => first.start - second.start);
  const hasTimes =
    input.questions.length > 0 &&
    input.questions.every((question) => typeof question.start_time === 'number');
  options.onProgress?.({
    progress: 20,
    message: hasTimes ? 'Splitting the recording by question times' : 'Splitting the recording at pauses',
  });
  const segments = hasTimes
    ? segmentByTimes(words, input.questions)
    : segmentByPauses(words, input.questions.length);
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 60, message: 'Measuring each answer' });
  const answers = input.questions.map((question, index) => analyse(question, segments[index] ?? []));
  const result = AnswerAnalysisSchema.parse({ answers });
  options.onProgress?.({ progress: 100, message: 'Answers analysed' });
  return result;
}
