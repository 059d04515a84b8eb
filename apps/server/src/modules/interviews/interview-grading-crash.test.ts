import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { readFixture } from '../../../test/fixtures.ts';
import { freePort } from '../../../test/ports.ts';
import { SPECIFIC_ANSWER } from '../../../test/interviews.ts';
import {
  answerChat,
  gradingAnswerFor,
  JOB_GENERATION_ANSWERS,
  llmEngineEnv,
  outputNameOf,
} from '../../../test/llm-answers.ts';
import { signInTo, startServerProcess, type ServerProcess } from '../../../test/server-process.ts';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server process is killed (SIGKILL) while the AI provider is grading an interview; after a restart on the
// same data the grading completes, once. PGlite only, like the job-posting crash test (PostgreSQL waits for expiry).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a server crash in the middle of grading an interview',
  () => {
    let provider: LocalServer;
    let isStalled = true;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let port: number;
    const gradingRequests = () =>
      provider.requests.filter((request) => outputNameOf(request) === 'interview_grading').length;

    beforeAll(async () => {
      port = await freePort();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-grading-crash-'));
      provider = await startLocalServer(async (request: ReceivedRequest) => {
        if (outputNameOf(request) !== 'interview_grading') return answerChat(request, JOB_GENERATION_ANSWERS);
        if (isStalled) await new Promise(() => undefined);
        return answerChat(request, { interview_grading: gradingAnswerFor(request) });
      });
    });
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const start = () =>
      startServerProcess(port, {
        DATA_DIR: dataDir,
        ...llmEngineEnv(provider.baseUrl),
      });

    it('completes the grading once after a restart', { timeout: 300_000 }, async () => {
      server = await start();
      const recruiter = await signInTo(server, 'recruiter@example.com', 'recruiter');
      const candidate = await signInTo(server, 'ana@example.com', 'candidate');
      const json = { 'content-type': 'application/json' };

      const form = new FormData();
      for (const [name, value] of Object.entries({
        position: 'Support Engineer',
        company: 'Sourcegraph',
        location: 'Remote',
      })) {
        form.set(name, value);
      }
      form.set(
        'job_specs',
        new Blob([new Uint8Array(readFixture('jobs/sourcegraph_customer_support_engineer.pdf'))], {
          type: 'application/pdf',
        }),
        'spec.pdf',
      );
      const created = await server.api('/api/v1/jobs/async', {
        method: 'POST',
        headers: recruiter,
        body: form,
      });
      let postingId: string | undefined;
      for (let attempt = 0; attempt < 600 && !postingId; attempt++) {
        const status = (
          await server.api(`/api/v1/jobs/job/${created.body.job_id as string}`, { headers: recruiter })
        ).body;
        postingId = (status.result as { id?: string } | null)?.id;
        if (!postingId) await delay(100);
      }

      let session = (
        await server.api('/api/v1/interview/sessions', {
          method: 'POST',
          headers: { ...candidate, ...json },
          body: JSON.stringify({ job_posting_id: postingId, notice_accepted: true }),
        })
      ).body as { session_id: string; awaiting_answer_to: number | null };
      while (session.awaiting_answer_to !== null) {
        session = (
          await server.api(`/api/v1/interview/sessions/${session.session_id}/answers`, {
            method: 'POST',
            headers: { ...candidate, ...json },
            body: JSON.stringify({ answer_to: session.awaiting_answer_to, message: SPECIFIC_ANSWER }),
          })
        ).body as typeof session;
      }

      for (let attempt = 0; attempt < 600 && gradingRequests() === 0; attempt++) await delay(100);
      const during = await server.api(`/api/v1/interview/transcript/${session.session_id}`, {
        headers: recruiter,
      });
      expect(during.body.grading).toEqual({ status: 'processing', error: null });
      await server.kill();

      isStalled = false;
      server = await start();
      let grading: unknown;
      for (let attempt = 0; attempt < 600; attempt++) {
        grading = (
          await server.api(`/api/v1/interview/transcript/${session.session_id}`, { headers: recruiter })
        ).body.grading;
        if (
          (grading as { status: string }).status === 'completed' ||
          (grading as { status: string }).status === 'failed'
        )
          break;
        await delay(100);
      }
      expect(grading).toEqual({ status: 'completed', error: null });
      const grade = await server.api(`/api/v1/interview/grade/${session.session_id}`, { headers: recruiter });
      expect(grade.status).toBe(200);
      expect(grade.body.engine).toEqual({
        kind: 'llm',
        version: expect.stringContaining('local-test-model'),
      });
      // Asked once before the crash and once after: the interrupted attempt left nothing behind, the next finished.
      expect(gradingRequests()).toBe(2);
    });
  },
);
