import { z } from 'zod';
import { AnswerAnalysisItemSchema, TimedWordSchema } from './analysis.ts';
import { multiLineText, plainText } from './text.ts';

/** Longest text spoken by the audio calls: a question (the same limit as a question anywhere else). */
export const MAX_AUDIO_TEXT_CHARS = 1000;
/** Most texts in one bulk audio call: every question of a practice session and its lists. */
export const MAX_AUDIO_BULK_TEXTS = 30;

const AudioTextSchema = multiLineText('Text', MAX_AUDIO_TEXT_CHARS);
const AudioCategorySchema = plainText({ label: 'Category', max: 50, min: 0 }).optional();

/** GET /audio/url: a question (and the list it belongs to, a label only: the audio depends on text and voice). */
export const AudioUrlQuerySchema = z.object({ text: AudioTextSchema, category: AudioCategorySchema });
export type AudioUrlQuery = z.infer<typeof AudioUrlQuerySchema>;

/** A WAV on this site's own origin (a path under /api/v1), playable without a bearer token. */
export const AudioUrlResponseSchema = z.object({
  url: z.string(),
  text: z.string(),
  category: z.string().nullable(),
});
export type AudioUrlResponse = z.infer<typeof AudioUrlResponseSchema>;

export const AudioBulkRequestSchema = z.object({
  texts: z
    .array(AudioTextSchema)
    .min(1, 'Give at least one text')
    .max(MAX_AUDIO_BULK_TEXTS, `Give at most ${MAX_AUDIO_BULK_TEXTS} texts at once`),
  category: AudioCategorySchema,
});
export type AudioBulkRequest = z.infer<typeof AudioBulkRequestSchema>;

export const AudioBulkResponseSchema = z.object({
  /** One per text, in the order asked. */
  results: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type AudioBulkResponse = z.infer<typeof AudioBulkResponseSchema>;

export const AudioFileParamsSchema = z.object({ file: z.string() });

/** Most words a recording's transcript may hold (a long practice session at a fast pace). */
export const MAX_TRANSCRIPT_WORDS = 20_000;
/** Most questions one recording may be analysed against. */
export const MAX_PRACTICE_QUESTIONS = 50;

/** The words the browser's speech recognition heard, with seconds from the recording's start. */
export const TranscriptWordsSchema = z
  .array(
    TimedWordSchema.extend({ word: z.string().trim().min(1).max(100) }).refine(
      (word) => word.end >= word.start,
      'A word cannot end before it starts',
    ),
  )
  .max(MAX_TRANSCRIPT_WORDS, `A transcript holds at most ${MAX_TRANSCRIPT_WORDS} words`);

/** A question as the practice screen asked it: when it was shown (seconds from the recording's start). */
export const PracticeQuestionSchema = z.object({
  question: multiLineText('Question', 1000),
  /** The answer the candidate's CV Q&A suggests, compared with what was said. */
  suggested_answer: plainText({ label: 'Suggested answer', max: 10_000, min: 0, isMultiLine: true })
    .nullable()
    .optional(),
  /** The CV Q&A's own name for the suggested answer; either may be sent. */
  answer: plainText({ label: 'Answer', max: 10_000, min: 0, isMultiLine: true }).nullable().optional(),
  start_time: z.number().min(0).nullable().optional(),
  end_time: z.number().min(0).nullable().optional(),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

export const PracticeQuestionsSchema = z
  .array(PracticeQuestionSchema)
  .max(MAX_PRACTICE_QUESTIONS, `At most ${MAX_PRACTICE_QUESTIONS} questions`);

/** Where a recording's words came from: the browser while recording, or the transcription server (STT_BASE_URL). */
export const TRANSCRIPT_SOURCES = ['browser', 'server'] as const;
export const TranscriptSourceSchema = z.enum(TRANSCRIPT_SOURCES);

/** Spec part 2 §3 'Interview recording', with what the page needs to show its state. */
export const PracticeRecordingSchema = z.object({
  path: z.string(),
  created_at: z.string(),
  /** Signed, short-lived: saves the file. */
  download_url: z.string(),
  /** Signed, short-lived: plays in the page and answers byte ranges, so the player can seek. */
  watch_url: z.string(),
  size_bytes: z.number().int().min(0),
  /** Null when no words were heard and none can be transcribed yet. */
  transcript_source: TranscriptSourceSchema.nullable(),
  word_count: z.number().int().min(0),
  questions: z.array(PracticeQuestionSchema),
  analyzed_at: z.string().nullable(),
});
export type PracticeRecording = z.infer<typeof PracticeRecordingSchema>;

export const PracticeRecordingListSchema = z.array(PracticeRecordingSchema);

export const RecordingPathParamsSchema = z.object({ path: z.string() });

export const AnalyzeRecordingRequestSchema = z.object({
  /** The questions as asked, with their times; empty or absent: the ones stored with the upload. */
  cv_questions: PracticeQuestionsSchema.optional(),
});
export type AnalyzeRecordingRequest = z.infer<typeof AnalyzeRecordingRequestSchema>;

/** Spec part 2 §3 'Interview analysis', stored with the recording (re-analysis replaces it). */
export const RecordingAnalysisSchema = z.object({
  path: z.string(),
  analyzed_at: z.string(),
  transcript_source: TranscriptSourceSchema.nullable(),
  /** False: nothing was transcribed, `answers` is empty and `message` says how to get a transcript. */
  transcript_available: z.boolean(),
  message: z.string().nullable(),
  answers: z.array(AnswerAnalysisItemSchema),
});
export type RecordingAnalysis = z.infer<typeof RecordingAnalysisSchema>;

export const RecordingTranscriptSchema = z.object({
  path: z.string(),
  source: TranscriptSourceSchema.nullable(),
  words: z.array(TimedWordSchema),
});
export type RecordingTranscript = z.infer<typeof RecordingTranscriptSchema>;

/** Said when a recording has no words (spec: never invent them). */
export const NO_TRANSCRIPT_MESSAGE =
  'No transcript is available for this recording, so its answers cannot be analysed. Record in a browser with ' +
  'speech recognition (such as Chrome or Edge) and allow the microphone, or ask your administrator to connect a ' +
  'transcription server (STT_BASE_URL).';

/** Analysis score colours (spec part 2 §9). */
export type ScoreColour = 'red' | 'amber' | 'green';

export function answerMatchColour(score: number): ScoreColour {
  if (score <= 0.5) return 'red';
  return score <= 0.75 ? 'amber' : 'green';
}

export function sentimentColour(score: number): ScoreColour {
  if (score <= -0.5) return 'red';
  return score <= 0.5 ? 'amber' : 'green';
}

export function speechRateColour(wordsPerMinute: number): ScoreColour {
  return wordsPerMinute >= 150 && wordsPerMinute <= 200 ? 'green' : 'red';
}

export function fillerWordsColour(count: number): ScoreColour {
  if (count <= 2) return 'green';
  return count <= 5 ? 'amber' : 'red';
}

/** Bar scales (spec part 2 §9): speech rate is drawn against 200 words per minute, filler words against 10. */
export const SPEECH_RATE_BAR_MAX = 200;
export const FILLER_WORDS_BAR_MAX = 10;
