import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { readFixture } from '../../../test/fixtures.ts';
import { freePort } from '../../../test/ports.ts';
import { answerChat, JOB_GENERATION_ANSWERS, llmEngineEnv } from '../../../test/llm-answers.ts';
import { signInTo, startServerProcess, type ServerProcess } from '../../../test/server-process.ts';

// A real server process is killed (SIGKILL) while it is waiting on the AI provider in the middle of creating a
// posting; a new process on the same data must finish the job. PGlite only: on PostgreSQL the same recovery
// waits for the job's expiry (minutes), which the queue's own restart test covers with short timeouts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a server crash in the middle of creating a job posting',
  () => {
    let provider: LocalServer;
    let isStalled = true;
    let dataDir: string;
    let server: ServerProcess | undefined;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-crash-'));
      provider = await startLocalServer(async (request: ReceivedRequest) => {
        // While stalled the provider never answers, like a slow model; the process is killed meanwhile.
        if (isStalled) await new Promise(() => undefined);
        return answerChat(request, JOB_GENERATION_ANSWERS);
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

    it(
      'finishes the job after a restart, creating the posting exactly once',
      { timeout: 300_000 },
      async () => {
        server = await start();
        const headers = await signInTo(server, 'crash@example.com', 'recruiter');
        const form = new FormData();
        for (const [name, value] of Object.entries({
          position: 'Support Engineer',
          company: 'Sourcegraph',
          location: 'Remote',
        })) {
          form.set(name, value);
        }
        const pdf = readFixture('jobs/sourcegraph_customer_support_engineer.pdf');
        form.set('job_specs', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'spec.pdf');
        const created = await server.api('/api/v1/jobs/async', { method: 'POST', headers, body: form });
        expect(created.status).toBe(202);
        const jobId = created.body.job_id as string;

        // Wait until the job is in the middle: processing, and the AI provider has been asked.
        for (let attempt = 0; attempt < 600 && provider.requests.length === 0; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const during = await server.api(`/api/v1/jobs/job/${jobId}`, { headers });
        expect(during.body.status).toBe('processing');
        await server.kill();

        isStalled = false;
        server = await start();
        let status: Record<string, unknown> = {};
        for (let attempt = 0; attempt < 600; attempt++) {
          status = (await server.api(`/api/v1/jobs/job/${jobId}`, { headers })).body;
          if (status.status === 'completed' || status.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(status.status).toBe('completed');
        const result = status.result as Record<string, unknown>;
        expect(result.jobSpecsQuestions).toEqual(
          (JOB_GENERATION_ANSWERS.job_spec_questions as { questions: string[] }).questions,
        );
        const list = await server.api('/api/v1/jobs/', { headers });
        expect(list.body).toHaveLength(1);
      },
    );
  },
);
