import { scoreMcq } from '@viva/engine';
import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobDefinition } from '../../platform/queue/index.ts';
import { findAttempt, storeScoreOnce } from './mcq.queries.ts';

export const MCQ_SCORE = 'mcq.score';

const PayloadSchema = z.object({ attemptId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

/** Nothing to score: the attempt is gone (its candidate or posting was deleted) or was never submitted. */
class UnscorableAttemptError extends AppError {
  constructor(detail: string) {
    super(409, detail);
  }
}

/**
 * Scores a submitted attempt against its own snapshot and stores the results once: a run repeated after a crash
 * finds the attempt scored and stops there.
 */
export function mcqScoreJob(deps: { db: Db }): JobDefinition<Payload, { attempt_id: string }> {
  return {
    name: MCQ_SCORE,
    payload: PayloadSchema,
    retryLimit: 3,
    retryDelaySeconds: 2,
    timeoutSeconds: 60,
    isPermanentError: (error) => error instanceof UnscorableAttemptError,
    async handle({ payload, reportProgress }) {
      const attempt = await findAttempt(deps.db, payload.attemptId);
      if (!attempt) throw new UnscorableAttemptError('This assessment no longer exists.');
      if (attempt.status === 'scored') return { attempt_id: attempt.id };
      if (attempt.status !== 'submitted' || !attempt.answers)
        throw new UnscorableAttemptError('This assessment was not submitted.');
      await reportProgress(50, 'Scoring your answers...');
      await storeScoreOnce(deps.db, attempt.id, scoreMcq(attempt.questions, attempt.answers));
      return { attempt_id: attempt.id };
    },
    describeError: (error) => (error instanceof AppError ? error.message : 'MCQ processing failed'),
  };
}
