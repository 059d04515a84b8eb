import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { readFixture } from '../../../test/fixtures.ts';
import { answerChat, llmEngineEnv } from '../../../test/llm-answers.ts';
import { freePort } from '../../../test/ports.ts';
import { signInTo, startServerProcess, type ServerProcess } from '../../../test/server-process.ts';

const CV_ANSWERS: Record<string, unknown> = {
  cv_practice_questions: {
    qa_pairs: [
      { question: 'Tell me about your last role.', answer: 'I led the support team for three years.' },
      { question: 'Which tools do you use most?', answer: 'Python and SQL, every day.' },
    ],
  },
  cv_admin_questions: {
    qa_admin_pairs: [{ title: 'Degree', question: 'Can you confirm your BSc in Computer Science?' }],
  },
};

// A real server process is killed (SIGKILL) while the AI provider is generating a CV's Q&A; a new process on the
// same data must finish the job once. PGlite only, as the job-postings crash test explains.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a server crash in the middle of generating CV Q&A',
  () => {
    let provider: LocalServer;
    let isStalled = true;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-cv-crash-'));
      provider = await startLocalServer(async (request: ReceivedRequest) => {
        if (isStalled) await new Promise(() => undefined);
        return answerChat(request, CV_ANSWERS);
      });
    });
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const start = () => startServerProcess(port, { DATA_DIR: dataDir, ...llmEngineEnv(provider.baseUrl) });

    it('finishes the generation after a restart and stores the Q&A once', { timeout: 300_000 }, async () => {
      server = await start();
      const headers = await signInTo(server, 'crash.candidate@example.com', 'candidate');
      const form = new FormData();
      const pdf = readFixture('cvs/rendercv_classic.pdf');
      form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      const uploaded = await server.api('/api/v1/cv/upload', { method: 'POST', headers, body: form });
      expect(uploaded.status).toBe(201);
      const cvPath = uploaded.body.path as string;
      const started = await server.api(`/api/v1/cv_qa?cv_path=${cvPath}`, { method: 'POST', headers });
      expect(started.status).toBe(202);
      const jobId = started.body.job_id as string;
      for (let attempt = 0; attempt < 600 && provider.requests.length === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await server.api(`/api/v1/cv_qa/job/${jobId}`, { headers })).body.status).toBe('processing');
      await server.kill();
      isStalled = false;
      server = await start();

      // The job is still this file's: asking again answers it instead of starting another.
      const again = await server.api(`/api/v1/cv_qa?cv_path=${cvPath}`, { method: 'POST', headers });
      expect(again.body.job_id).toBe(jobId);
      let status: Record<string, unknown> = {};
      for (let attempt = 0; attempt < 600; attempt++) {
        status = (await server.api(`/api/v1/cv_qa/job/${jobId}`, { headers })).body;
        if (status.status === 'completed' || status.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status.status, String(status.error)).toBe('completed');
      const expected = {
        qa_pairs: (CV_ANSWERS.cv_practice_questions as { qa_pairs: unknown[] }).qa_pairs,
        qa_admin_pairs: (CV_ANSWERS.cv_admin_questions as { qa_admin_pairs: unknown[] }).qa_admin_pairs,
      };
      expect(status.result).toEqual(expected);
      expect((await server.api(`/api/v1/cv_qa?cv_path=${cvPath}`, { headers })).body).toEqual(expected);
    });
  },
);
