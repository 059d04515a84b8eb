import {
  AnswerAnalysisSchema,
  type AnalysisQuestion,
  type AnswerAnalysis,
  type TimedWord,
} from '@viva/contracts';
import type { RunOptions } from '../../engine.ts';
import { countFillerWords } from '../../text/fillers.ts';
import { createFence } from '../fence.ts';
import { trackProgress } from '../progress.ts';
import {
  checkResult,
  generateStructured,
  invalidResultError,
  type ModelContext,
} from '../structured-call.ts';
import { buildAnalysisPrompt } from './prompt.ts';
import { AnalysisOutputSchema, type AnalysisOutput } from './schema.ts';
import { rangeFromTimes, type WordRange } from './segments.ts';

type ModelAnswer = AnalysisOutput['answers'][number];

function answerFor(answers: ModelAnswer[], questionNumber: number): ModelAnswer {
  const matches = answers.filter((answer) => answer.question_number === questionNumber);
  if (matches.length !== 1) {
    throw invalidResultError(`question ${questionNumber} has ${matches.length} analyses instead of one`);
  }
  return matches[0] as ModelAnswer;
}

/** The answer's words: from the recorded times when known, else the model's word numbers, checked. */
function rangeOf(
  words: TimedWord[],
  question: AnalysisQuestion,
  answer: ModelAnswer,
  questionNumber: number,
): WordRange | null {
  const fromTimes = rangeFromTimes(words, question);
  if (fromTimes !== undefined) return fromTimes;
  const { first_word: first, last_word: last } = answer;
  if (first === null || last === null) return null;
  if (first < 0 || last < first || last >= words.length) {
    throw invalidResultError(
      `question ${questionNumber} points at words ${first} to ${last} of ${words.length}`,
    );
  }
  return { first, last };
}

/**
 * Analyses a practice recording. The model finds each answer and judges its content and tone; timing,
 * the answer text, speech rate and filler words are measured from the recorded words themselves.
 */
export async function analyzeAnswers(
  context: ModelContext,
  input: { words: TimedWord[]; questions: AnalysisQuestion[] },
  options: RunOptions = {},
): Promise<AnswerAnalysis> {
  const progress = trackProgress(options.onProgress, 1);
  if (input.questions.length === 0) {
    progress.done('Nothing to analyse');
    return { answers: [] };
  }
  progress.start('Asking the AI model to analyse the answers');
  const output = await progress.step(
    generateStructured(context, {
      name: 'answer_analysis',
      ...buildAnalysisPrompt(input, createFence()),
      schema: AnalysisOutputSchema,
      signal: options.signal,
    }),
    'Answers analysed',
  );
  const answers = input.questions.map((question, index) => {
    const modelAnswer = answerFor(output.answers, index + 1);
    const range = rangeOf(input.words, question, modelAnswer, index + 1);
    const spoken = range ? input.words.slice(range.first, range.last + 1) : [];
    const userAnswer = spoken.map((word) => word.word).join(' ');
    const speakingStart = spoken[0]?.start ?? 0;
    const speakingEnd = spoken[spoken.length - 1]?.end ?? 0;
    const minutes = (speakingEnd - speakingStart) / 60;
    return {
      question: question.question,
      start_time: question.start_time ?? speakingStart,
      end_time: question.end_time ?? speakingEnd,
      user_answer: userAnswer,
      suggested_answer: question.suggested_answer || modelAnswer.suggested_answer,
      // Silence neither matches the suggested answer nor has a tone.
      answer_match_score: spoken.length === 0 ? 0 : modelAnswer.answer_match_score,
      sentiment_score: spoken.length === 0 ? 0 : modelAnswer.sentiment_score,
      speech_rate: minutes > 0 ? Math.round(spoken.length / minutes) : 0,
      filler_words: countFillerWords(userAnswer),
    };
  });
  const result = checkResult(AnswerAnalysisSchema, { answers });
  progress.done('Answers analysed');
  return result;
}
