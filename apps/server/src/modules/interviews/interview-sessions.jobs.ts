import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue/index.ts';
import { closeIdleSessions, type InterviewsDeps } from './interview-sessions.service.ts';

export const INTERVIEW_CLOSE_IDLE = 'interview.close-idle';

// Every minute: an idle interview closes at most a minute after its limit (a read or answer closes it at once).
const SWEEP_SECONDS = 60;

const PayloadSchema = z.object({}).strict();

/**
 * Closes built-in interviews left without an answer past INTERVIEW_IDLE_MINUTES (graded when anything was
 * answered), and queues grading a stop between ending and queueing left out. Atomic updates: safe in any process.
 */
export function closeIdleSessionsJob(
  deps: InterviewsDeps,
): JobDefinition<z.infer<typeof PayloadSchema>, { closed: number; queued: number }> {
  return {
    name: INTERVIEW_CLOSE_IDLE,
    payload: PayloadSchema,
    retryLimit: 1,
    retryDelaySeconds: 30,
    timeoutSeconds: 120,
    everySeconds: SWEEP_SECONDS,
    handle: () => closeIdleSessions(deps),
  };
}
