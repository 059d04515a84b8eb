import type { FastifyInstance } from 'fastify';
import { InterviewSessionSchema, type InterviewSession } from '@viva/contracts';

type Headers = { authorization: string };

/** A specific answer (figures, tools, own actions): the interviewer asks no follow-up to it. */
export const SPECIFIC_ANSWER =
  'At my last job I led the migration of our support tooling to Zendesk over three months, wrote 40 macros, ' +
  'and cut our first response time from 9 hours to 2 hours for 1,200 customers.';

/** A candidate applies and answers every question of the built-in interviewer until it closes the interview. */
export async function completeInterview(
  app: FastifyInstance,
  candidate: Headers,
  jobPostingId: string,
  answerFor: (question: number) => string = () => SPECIFIC_ANSWER,
): Promise<InterviewSession> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/v1/interview/sessions',
    headers: candidate,
    payload: { job_posting_id: jobPostingId, notice_accepted: true },
  });
  if (started.statusCode >= 300) throw new Error(`start failed: ${started.body}`);
  let session = InterviewSessionSchema.parse(started.json());
  let answered = 0;
  while (session.awaiting_answer_to !== null) {
    answered += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/interview/sessions/${session.session_id}/answers`,
      headers: candidate,
      payload: { answer_to: session.awaiting_answer_to, message: answerFor(answered) },
    });
    if (response.statusCode !== 200) throw new Error(`answer failed: ${response.body}`);
    session = InterviewSessionSchema.parse(response.json());
  }
  return session;
}

/** Polls the transcript call as a reviewer until grading has finished (completed or failed). */
export async function waitForGrading(app: FastifyInstance, reviewer: Headers, conversationId: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/interview/transcript/${conversationId}`,
        headers: reviewer,
      })
    ).json();
    if (detail.grading?.status === 'completed' || detail.grading?.status === 'failed') return detail.grading;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`grading of ${conversationId} did not finish`);
}
