import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { completeInterview, waitForGrading } from '../../../test/interviews.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import {
  answerChat,
  gradingAnswerFor,
  JOB_GENERATION_ANSWERS,
  llmEngineEnv,
  outputNameOf,
} from '../../../test/llm-answers.ts';

// The AI provider is the far edge: a local server speaking its protocol, so the engine's real code runs up to HTTP.
describe('grading on an AI provider that fails, and the recruiter’s retry', () => {
  let provider: LocalServer;
  let testApp: TestApp;
  let app: FastifyInstance;
  let isBroken = true;

  beforeAll(async () => {
    provider = await startLocalServer((request: ReceivedRequest) => {
      if (outputNameOf(request) === 'interview_grading') {
        return answerChat(request, {
          interview_grading: isBroken ? 'I would rather not grade this.' : gradingAnswerFor(request),
        });
      }
      return answerChat(request, JOB_GENERATION_ANSWERS);
    });
    testApp = await createTestApp({
      ...llmEngineEnv(provider.baseUrl),
    });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it(
    'says why grading failed, lets only the job’s recruiter retry, and grades once the provider answers',
    { timeout: 180_000 },
    async () => {
      const recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
      const candidate = await signIn(app, 'ana@example.com', 'candidate');
      const posting = await createJobPosting(app, recruiter);
      const session = await completeInterview(app, candidate, posting.id);

      const failed = await waitForGrading(app, recruiter, session.session_id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^Grading failed: The AI provider returned an invalid result/);
      const noResults = await app.inject({
        method: 'GET',
        url: `/api/v1/interview/grade/${session.session_id}`,
        headers: recruiter,
      });
      expect(noResults.statusCode).toBe(404);

      const retryUrl = `/api/v1/interview/grade/${session.session_id}/retry`;
      expect((await app.inject({ method: 'POST', url: retryUrl, headers: candidate })).statusCode).toBe(403);
      isBroken = false;
      const retried = await app.inject({ method: 'POST', url: retryUrl, headers: recruiter });
      expect(retried.statusCode).toBe(202);
      expect(retried.json().job_id).toMatch(/^[0-9a-f-]{36}$/);
      const again = await app.inject({ method: 'POST', url: retryUrl, headers: recruiter });
      expect(again.statusCode).toBe(409);

      expect(await waitForGrading(app, recruiter, session.session_id)).toEqual({
        status: 'completed',
        error: null,
      });
      const record = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/interview/grade/${session.session_id}`,
          headers: recruiter,
        })
      ).json();
      expect(record.engine).toEqual({ kind: 'llm', version: expect.stringContaining('local-test-model') });
      expect(record.processed_questions).toHaveLength(session.question_count);
      expect(record.processed_questions[0]).toMatchObject({
        score: 7,
        user_answer: expect.stringContaining('Zendesk'),
      });
      // The model gave no quotes: the answer's own most specific sentence stands as evidence.
      expect(record.processed_questions[0].evidence[0].quote).toContain('Zendesk');
    },
  );
});
