import {
  AudioBulkResponseSchema,
  CvQaResponseSchema,
  DocumentListResponseSchema,
  PracticeRecordingListSchema,
  PracticeRecordingSchema,
  QaPairsResponseSchema,
  RecordingAnalysisSchema,
  type PracticeQuestion,
  type PracticeRecording,
  type QaPair,
  type RecordingAnalysis,
  type TimedWord,
} from '@viva/contracts';
import { apiRequest, apiRequestWithoutResult } from '../../app/api-client.ts';
import { ApiError } from '../../app/api-errors.ts';

const encode = encodeURIComponent;

export function fetchRecordings(): Promise<PracticeRecording[]> {
  return apiRequest('/interview/videos/list', PracticeRecordingListSchema);
}

/** Spec part 2 §7: multipart, field `file`, a WebM named with a timestamp; the heard words and asked questions beside it. */
export function uploadRecording(input: {
  video: Blob;
  words: TimedWord[];
  questions: PracticeQuestion[];
}): Promise<PracticeRecording> {
  const form = new FormData();
  form.append('words', JSON.stringify(input.words));
  form.append('questions', JSON.stringify(input.questions));
  form.append('file', input.video, `interview_${Date.now()}.webm`);
  return apiRequest('/interview/videos/upload', PracticeRecordingSchema, { method: 'POST', body: form });
}

export function deleteRecording(path: string): Promise<void> {
  return apiRequestWithoutResult(`/interview/videos/${encode(path)}`, { method: 'DELETE' });
}

export function analyzeRecording(path: string, questions: PracticeQuestion[]): Promise<RecordingAnalysis> {
  return apiRequest(`/interview/videos/${encode(path)}/analyze`, RecordingAnalysisSchema, {
    method: 'POST',
    body: { cv_questions: questions },
  });
}

export function fetchAnalysis(path: string): Promise<RecordingAnalysis> {
  return apiRequest(`/interview/videos/${encode(path)}/analysis`, RecordingAnalysisSchema);
}

/** The URL of each question's spoken audio, in order (synthesised once on the server, then cached). */
export async function fetchAudioUrls(texts: string[]): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const { results } = await apiRequest('/audio/generate-bulk', AudioBulkResponseSchema, {
    method: 'POST',
    body: { texts },
  });
  return new Map(results.map((result) => [result.text, result.url]));
}

export type QuestionLists = { standard: QaPair[]; cv: QaPair[]; specs: QaPair[] };

/** A list the user cannot have (no such area for the role, nothing uploaded yet) is an empty list. */
async function orEmpty<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && [403, 404].includes(error.status)) return [];
    throw error;
  }
}

/** Q&A of the newest file of a list (spec part 2 §9: the newest CV by created_at is used for interview questions). */
async function newestFileQa(listPath: string, qaPath: (path: string) => string): Promise<QaPair[]> {
  const files = await apiRequest(listPath, DocumentListResponseSchema);
  const newest = [...files].sort((first, second) => second.created_at.localeCompare(first.created_at))[0];
  if (!newest) return [];
  return (await apiRequest(qaPath(newest.path), QaPairsResponseSchema.or(CvQaResponseSchema))).qa_pairs;
}

/** The three lists of the right-hand side: standard (generic), CV-specific and job-specs questions. */
export async function fetchQuestionLists(): Promise<QuestionLists> {
  const [standard, cv, specs] = await Promise.all([
    orEmpty(async () => (await apiRequest('/generic_qa/', QaPairsResponseSchema)).qa_pairs),
    orEmpty(() => newestFileQa('/users/me/cv/list', (path) => `/cv_qa?cv_path=${encode(path)}`)),
    orEmpty(() => newestFileQa('/specs/list', (path) => `/specs/qa?specs_path=${encode(path)}`)),
  ]);
  return { standard, cv, specs };
}
