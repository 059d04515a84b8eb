import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Engine } from '@viva/engine';
import {
  NO_TRANSCRIPT_MESSAGE,
  PracticeQuestionsSchema,
  TranscriptWordsSchema,
  type AnalyzeRecordingRequest,
  type PracticeQuestion,
  type PracticeRecording,
  type RecordingAnalysis,
  type RecordingTranscript,
  type TimedWord,
  type ValidationIssue,
} from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { AppError, badRequest, notFound, unprocessable } from '../../platform/http/app-error.ts';
import { readMultipartForm, type Sniffer } from '../../platform/http/multipart-form.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { userStoragePrefix } from '../users/index.ts';
import { practiceRecordings } from './practice.schema.ts';
import { TranscriptionError, type Transcriber } from './practice-transcription.ts';

export type PracticeDeps = {
  db: Db;
  storage: Storage;
  engine: Engine;
  logger: FastifyBaseLogger;
  /** Set with STT_BASE_URL: the server transcribes recordings itself instead of trusting the browser's words. */
  transcriber: Transcriber | null;
  maxRecordingBytes: number;
  fileUrlTtlSeconds: number;
};

type RecordingRow = typeof practiceRecordings.$inferSelect;

/** The storage prefix of a user's recordings, inside the user's own folder that erasing the user removes. */
export const recordingsPrefix = (userId: string) => `${userStoragePrefix(userId)}recordings/`;

// `2026-11-23T13-20-00-000Z-1a2b3c4d.webm`: made by the server, so anything else (a traversal, a slash) is refused.
const RECORDING_PATH = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9-]{12}Z-[0-9a-f]{8}\.webm$/;
const NOT_FOUND = 'Recording not found.';
const MAX_WORDS_FIELD_BYTES = 2 * 1024 * 1024;

/** WebM is EBML (1A 45 DF A3) whose header names the document type 'webm' (Matroska says 'matroska'). */
export const webmSniffer: Sniffer = {
  headBytes: 64,
  sniff(head) {
    const isEbml = head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3;
    // DocType element (42 82), its one-byte size (0x84: four bytes), then the name.
    return isEbml && head.includes(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))
      ? { kind: 'webm', contentType: 'video/webm' }
      : null;
  },
};

function newRecordingPath(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.webm`;
}

function checkPath(path: string): string {
  if (!RECORDING_PATH.test(path)) throw badRequest('Invalid recording path.');
  return path;
}

/** A JSON list sent as a form field, checked by its schema; each problem named by the field and index. */
function parseJsonField<T>(
  fields: Record<string, string>,
  name: string,
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  issues: ValidationIssue[],
): T | null {
  const text = fields[name];
  if (text === undefined || text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    issues.push({ loc: ['body', name], msg: `${name} must be a JSON list` });
    return null;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  issues.push(
    ...parsed.error.issues.map((issue) => ({
      loc: ['body', name, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
      msg: issue.message,
    })),
  );
  return null;
}

/**
 * POST /interview/videos/upload: the WebM streams into the user's own folder (judged by its first bytes, cut off
 * at the configured size); the browser's timed words and the questions as asked come as JSON fields beside it.
 */
export async function uploadRecording(
  deps: PracticeDeps,
  userId: string,
  request: FastifyRequest,
): Promise<PracticeRecording> {
  const path = newRecordingPath();
  const storageKey = `${recordingsPrefix(userId)}${path}`;
  const megabytes = Math.round(deps.maxRecordingBytes / (1024 * 1024));
  const { fields, files } = await readMultipartForm(request, deps.storage, {
    files: {
      file: {
        key: storageKey,
        sniffer: webmSniffer,
        wrongTypeMessage: 'Please upload a WebM video recording.',
      },
    },
    maxFileBytes: deps.maxRecordingBytes,
    tooLargeMessage: `The recording is larger than ${megabytes} MB.`,
    // The words of a long session with their times (about 50 bytes each).
    maxFieldBytes: MAX_WORDS_FIELD_BYTES,
  });
  const issues: ValidationIssue[] = [];
  const words = parseJsonField(fields, 'words', TranscriptWordsSchema, issues) ?? [];
  const questions = parseJsonField(fields, 'questions', PracticeQuestionsSchema, issues) ?? [];
  if (!files.file) issues.unshift({ loc: ['body', 'file'], msg: 'Please select a file to upload.' });
  if (issues.length > 0) {
    if (files.file) await deps.storage.delete(storageKey);
    throw unprocessable(issues);
  }
  try {
    const [row] = await deps.db
      .insert(practiceRecordings)
      .values({
        userId,
        path,
        storageKey,
        sizeBytes: files.file!.size,
        questions,
        transcriptSource: words.length > 0 ? 'browser' : null,
        transcriptWords: sortByStart(words),
      })
      .returning();
    return await presentRecording(deps, row!);
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
}

const sortByStart = (words: TimedWord[]) => [...words].sort((first, second) => first.start - second.start);

export async function listRecordings(deps: PracticeDeps, userId: string): Promise<PracticeRecording[]> {
  const rows = await deps.db
    .select()
    .from(practiceRecordings)
    .where(eq(practiceRecordings.userId, userId))
    .orderBy(desc(practiceRecordings.createdAt));
  return Promise.all(rows.map((row) => presentRecording(deps, row)));
}

async function presentRecording(deps: PracticeDeps, row: RecordingRow): Promise<PracticeRecording> {
  const expiresInSeconds = deps.fileUrlTtlSeconds;
  const [downloadUrl, watchUrl] = await Promise.all([
    deps.storage.signedUrl(row.storageKey, {
      expiresInSeconds,
      disposition: 'attachment',
      fileName: row.path,
    }),
    deps.storage.signedUrl(row.storageKey, {
      expiresInSeconds,
      disposition: 'inline',
      contentType: 'video/webm',
    }),
  ]);
  return {
    path: row.path,
    created_at: row.createdAt.toISOString(),
    download_url: downloadUrl,
    watch_url: watchUrl,
    size_bytes: row.sizeBytes,
    transcript_source: row.transcriptSource,
    word_count: row.transcriptWords.length,
    questions: row.questions,
    analyzed_at: row.analyzedAt?.toISOString() ?? null,
  };
}

/** The user's own recording, or 404: another user's recording is answered exactly as one that does not exist. */
async function requireOwnRecording(deps: PracticeDeps, userId: string, path: string): Promise<RecordingRow> {
  const [row] = await deps.db
    .select()
    .from(practiceRecordings)
    .where(and(eq(practiceRecordings.userId, userId), eq(practiceRecordings.path, checkPath(path))));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getRecording(
  deps: PracticeDeps,
  userId: string,
  path: string,
): Promise<PracticeRecording> {
  return presentRecording(deps, await requireOwnRecording(deps, userId, path));
}

/** Removes the recording with its transcript and analysis (one row), then its file. */
export async function deleteRecording(
  deps: PracticeDeps,
  userId: string,
  path: string,
): Promise<{ path: string }> {
  const [row] = await deps.db
    .delete(practiceRecordings)
    .where(and(eq(practiceRecordings.userId, userId), eq(practiceRecordings.path, checkPath(path))))
    .returning({ storageKey: practiceRecordings.storageKey });
  if (!row) throw notFound(NOT_FOUND);
  await deps.storage.delete(row.storageKey);
  return { path };
}

export async function getTranscript(
  deps: PracticeDeps,
  userId: string,
  path: string,
): Promise<RecordingTranscript> {
  const row = await requireOwnRecording(deps, userId, path);
  return { path: row.path, source: row.transcriptSource, words: row.transcriptWords };
}

export async function getAnalysis(
  deps: PracticeDeps,
  userId: string,
  path: string,
): Promise<RecordingAnalysis> {
  const row = await requireOwnRecording(deps, userId, path);
  if (!row.analysis) throw notFound('This recording has not been analysed yet.');
  return row.analysis;
}

/**
 * The words to analyse: with a transcription server, its words (once per recording, then kept); otherwise the
 * browser's. When the server fails, the browser's words still serve if there are any.
 */
async function transcriptOf(
  deps: PracticeDeps,
  row: RecordingRow,
): Promise<{ words: TimedWord[]; source: RecordingRow['transcriptSource'] }> {
  if (!deps.transcriber || row.transcriptSource === 'server') {
    return { words: row.transcriptWords, source: row.transcriptSource };
  }
  try {
    const words = sortByStart(await deps.transcriber.transcribe(deps.storage, row.storageKey));
    await deps.db
      .update(practiceRecordings)
      .set({ transcriptWords: words, transcriptSource: 'server' })
      .where(eq(practiceRecordings.id, row.id));
    return { words, source: 'server' };
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    deps.logger.warn({ err: error }, 'practice recording transcription failed');
    if (row.transcriptWords.length > 0) return { words: row.transcriptWords, source: row.transcriptSource };
    throw new AppError(
      502,
      'The transcription server could not transcribe this recording. Please try again.',
    );
  }
}

const suggestedAnswerOf = (question: PracticeQuestion) =>
  question.suggested_answer || question.answer || null;

/**
 * POST /interview/videos/{path}/analyze: the engine's analysis of each answer over the timed words and the
 * questions as asked (the body's, else those stored with the upload). Stored with the recording, replacing the
 * last. Without any words it says so and analyses nothing: no answer is ever made up.
 */
export async function analyzeRecording(
  deps: PracticeDeps,
  userId: string,
  path: string,
  request: AnalyzeRecordingRequest,
): Promise<RecordingAnalysis> {
  const row = await requireOwnRecording(deps, userId, path);
  const questions = request.cv_questions?.length ? request.cv_questions : row.questions;
  if (questions.length === 0) {
    throw unprocessable([
      { loc: ['body', 'cv_questions'], msg: 'There are no questions to analyse this recording against.' },
    ]);
  }
  const { words, source } = await transcriptOf(deps, row);
  const base = { path: row.path, analyzed_at: new Date().toISOString(), transcript_source: source };
  const analysis: RecordingAnalysis =
    words.length === 0
      ? { ...base, transcript_available: false, message: NO_TRANSCRIPT_MESSAGE, answers: [] }
      : {
          ...base,
          transcript_available: true,
          message: null,
          answers: (
            await deps.engine.analyzeAnswers({
              words,
              questions: questions.map((question) => ({
                question: question.question,
                suggested_answer: suggestedAnswerOf(question),
                start_time: question.start_time ?? null,
                end_time: question.end_time ?? null,
              })),
            })
          ).answers,
        };
  await deps.db
    .update(practiceRecordings)
    .set({ analysis, analyzedAt: new Date(analysis.analyzed_at), questions })
    .where(eq(practiceRecordings.id, row.id));
  return analysis;
}
