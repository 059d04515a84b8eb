import type { Engine } from '@viva/engine';
import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import type { JobDefinition, Queue } from '../../platform/queue/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { toTranscriptEntry } from './interviews.presenter.ts';
import {
  findGrading,
  findSession,
  insertGradingOnce,
  listTurns,
  swapGradingJob,
} from './interviews.queries.ts';

export const INTERVIEW_GRADE = 'interview.grade';

const PayloadSchema = z.object({ sessionId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

/** Nothing to grade: the session is gone (its candidate or posting was deleted) or never finished. */
class UngradableSessionError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}

/**
 * Grades a finished interview against the questions planned when it started, and stores the record once. A
 * retry after a crash finds the stored record and stops there.
 */
export function interviewGradeJob(deps: {
  db: Db;
  engine: Engine;
}): JobDefinition<Payload, { session_id: string }> {
  return {
    name: INTERVIEW_GRADE,
    payload: PayloadSchema,
    retryLimit: 2,
    retryDelaySeconds: 5,
    timeoutSeconds: 300,
    isPermanentError: (error) => error instanceof UngradableSessionError,
    async handle({ payload, reportProgress, signal }) {
      const { sessionId } = payload;
      if (await findGrading(deps.db, sessionId)) return { session_id: sessionId };
      const session = await findSession(deps.db, sessionId);
      if (!session) throw new UngradableSessionError('This interview no longer exists.');
      if (session.status !== 'completed')
        throw new UngradableSessionError('This interview has not ended yet.');

      await reportProgress(10, 'Reading the transcript...');
      const transcript = (await listTurns(deps.db, sessionId))
        .map(toTranscriptEntry)
        .filter((entry) => entry.message.trim() !== '');
      await reportProgress(20, 'Grading the answers...');
      const grading = await deps.engine.gradeInterview(
        { transcript, questions: session.plannedQuestions },
        {
          signal,
          onProgress: ({ progress, message }) =>
            void reportProgress(20 + Math.round(progress * 0.7), message),
        },
      );
      await reportProgress(95, 'Saving the grades...');
      await insertGradingOnce(deps.db, { sessionId, grading });
      return { session_id: sessionId };
    },
    // The engine's errors are written for people ('The AI provider did not answer within 60 s.').
    describeError: (error) =>
      error instanceof AppError
        ? error.message
        : `Grading failed: ${error instanceof Error ? error.message : 'an unexpected error'}`,
  };
}

/** Queues grading of a finished session and records the job on it (once: a concurrent queueing loses the swap). */
export async function queueGrading(
  deps: { db: Db; queue: Queue },
  session: { id: string; userId: string; gradingJobId: string | null },
): Promise<string | null> {
  const { jobId } = await deps.queue.enqueue(
    INTERVIEW_GRADE,
    { sessionId: session.id },
    { ownerId: session.userId },
  );
  return (await swapGradingJob(deps.db, session.id, session.gradingJobId, jobId)) ? jobId : null;
}
