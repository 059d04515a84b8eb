import {
  GradingSchema,
  type Evidence,
  type Grading,
  type GradingEngine,
  type PlannedQuestion,
  type TranscriptEntry,
} from '@viva/contracts';
import type { LanguageModel } from 'ai';
import type { RunOptions } from '../../engine.ts';
import { pickEvidence, verifiedQuote } from '../../grading/evidence.ts';
import { countFillerWords } from '../../text/fillers.ts';
import { createFence } from '../fence.ts';
import { trackProgress } from '../progress.ts';
import {
  checkResult,
  generateStructured,
  invalidResultError,
  type ModelContext,
} from '../structured-call.ts';
import { buildGradingPrompt } from './prompt.ts';
import { GradingOutputSchema, type GradingOutput } from './schema.ts';

type Grade = GradingOutput['grades'][number];

/** The candidate entries a grade names: only entries that exist and are the candidate's, in call order. */
function answerEntriesOf(grade: Grade, transcript: TranscriptEntry[]): TranscriptEntry[] {
  return [...new Set(grade.answer_entries)]
    .sort((first, second) => first - second)
    .map((index) => transcript[index])
    .filter((entry): entry is TranscriptEntry => entry?.role === 'user');
}

/**
 * The model's quotes, each kept only when the entry it names really says it; when none survives, the answer's
 * own most specific sentences stand in, so every answered question points at the candidate's words.
 */
function evidenceOf(grade: Grade, transcript: TranscriptEntry[], entries: TranscriptEntry[]): Evidence[] {
  if (entries.length === 0) return [];
  const quoted = grade.evidence
    .map((item) => verifiedQuote(transcript[item.entry], item.quote))
    .filter((item): item is Evidence => item !== null);
  return quoted.length > 0 ? quoted : pickEvidence(entries);
}

/** Which model graded: the provider and model id the SDK reports. */
function engineOf(model: LanguageModel): GradingEngine {
  return { kind: 'llm', version: typeof model === 'string' ? model : `${model.provider}:${model.modelId}` };
}

function gradeFor(grades: Grade[], questionNumber: number): Grade {
  const matches = grades.filter((grade) => grade.question_number === questionNumber);
  if (matches.length !== 1) {
    throw invalidResultError(`question ${questionNumber} has ${matches.length} grades instead of one`);
  }
  return matches[0] as Grade;
}

/**
 * Grades an interview transcript. The model picks which transcript entries answer each question and
 * scores them; the answer text is copied from the transcript (never the model's rewording), so the
 * filler-word counts and what a recruiter reads are what the candidate actually said.
 */
export async function gradeInterview(
  context: ModelContext,
  input: { transcript: TranscriptEntry[]; questions: PlannedQuestion[] },
  options: RunOptions = {},
): Promise<Grading> {
  const progress = trackProgress(options.onProgress, 1);
  if (input.questions.length === 0) {
    progress.done('Nothing to grade');
    return { processed_questions: [], overall_score: 0, engine: engineOf(context.model) };
  }
  progress.start('Asking the AI model to grade the interview');
  const output = await progress.step(
    generateStructured(context, {
      name: 'interview_grading',
      ...buildGradingPrompt(input, createFence()),
      schema: GradingOutputSchema,
      signal: options.signal,
    }),
    'Answers graded',
  );
  const processedQuestions = input.questions.map((question: PlannedQuestion, index) => {
    const grade = gradeFor(output.grades, index + 1);
    const entries = answerEntriesOf(grade, input.transcript);
    const userAnswer =
      entries
        .map((entry) => entry.message.trim())
        .join(' ')
        .trim() || null;
    return {
      question_type: question.question_type,
      question_title: question.question_title,
      question: question.question,
      user_answer: userAnswer,
      // A question nobody answered cannot earn points, whatever the model says.
      score: userAnswer === null ? 0 : grade.score,
      justification: grade.justification,
      evidence: evidenceOf(grade, input.transcript, entries),
      filler_words: countFillerWords(userAnswer ?? ''),
    };
  });
  const total = processedQuestions.reduce((sum, question) => sum + question.score, 0);
  const result = checkResult(GradingSchema, {
    processed_questions: processedQuestions,
    overall_score: Math.round((total / processedQuestions.length) * 10) / 10,
    engine: engineOf(context.model),
  });
  progress.done('Interview graded');
  return result;
}
