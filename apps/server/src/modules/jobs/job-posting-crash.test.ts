import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion, startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { readFixture } from '../../../test/fixtures.ts';
import { freePort } from '../../../test/ports.ts';

// A real server process is killed (SIGKILL) while it is waiting on the AI provider in the middle of creating a
// posting; a new process on the same data must finish the job. PGlite only: on PostgreSQL the same recovery
// waits for the job's expiry (minutes), which the queue's own restart test covers with short timeouts.
const REPOSITORY = fileURLToPath(new URL('../../../../../', import.meta.url));

const question = (text: string, options: string[]) => ({
  question: text,
  options,
  correct_option: 0,
  explanation: `${options[0]} is the right answer.`,
});
const ANSWERS: Record<string, unknown> = {
  job_spec_questions: {
    questions: ['Walk me through how you debug a customer issue in a large codebase.', 'How do you write a clear bug report?'],
  },
  company_culture_questions: { questions: ['Tell me about a time you worked asynchronously across time zones.'] },
  work_requirements: {
    requirements: [{ title: 'Remote work', question: 'This role is fully remote. Does that suit you?' }],
    arrangement: { office_location: null, working_hours: null, on_call_requirement: null, work_arrangement: 'Remote' },
  },
  mcq_questions: {
    competencies: [
      {
        competency: 'Customer support',
        basic: question('What should a first reply to a customer do?', ['Acknowledge the issue', 'Close the ticket', 'Blame the user', 'Ask nothing']),
        intermediate: question('Which metric measures time to first reply?', ['First response time', 'Churn', 'NPS', 'ARR']),
        advanced: question('What is a good escalation trigger?', ['A confirmed product bug', 'A polite customer', 'A short ticket', 'A Monday']),
      },
    ],
  },
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a server crash in the middle of creating a job posting', () => {
  let provider: LocalServer;
  let isStalled = true;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let port: number;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-crash-'));
    provider = await startLocalServer(async (request: ReceivedRequest) => {
      // While stalled the provider never answers, like a slow model; the process is killed meanwhile.
      if (isStalled) await new Promise(() => undefined);
      const body = request.body as { model: string; response_format?: { json_schema?: { name?: string } } };
      const name = body.response_format?.json_schema?.name ?? '';
      return chatCompletion(body.model, JSON.stringify(ANSWERS[name]));
    });
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
      cwd: REPOSITORY,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ENGINE: 'llm',
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'local-test-model',
        AI_BASE_URL: provider.baseUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; attempt < 600; attempt++) {
      if (await fetch(`${base}/readyz`).then((response) => response.ok, () => false)) return child;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  }

  const api = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('finishes the job after a restart, creating the posting exactly once', { timeout: 300_000 }, async () => {
    server = await startServer();
    const { body: signedIn } = await api('/api/v1/auth/dev', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com' }),
    });
    const headers = { authorization: `Bearer ${signedIn.access_token as string}` };
    await api('/api/v1/users/me/role', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'recruiter' }),
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ position: 'Support Engineer', company: 'Sourcegraph', location: 'Remote' })) {
      form.set(name, value);
    }
    const pdf = readFixture('jobs/sourcegraph_customer_support_engineer.pdf');
    form.set('job_specs', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'spec.pdf');
    const created = await api('/api/v1/jobs/async', { method: 'POST', headers, body: form });
    expect(created.status).toBe(202);
    const jobId = created.body.job_id as string;

    // Wait until the job is in the middle: processing, and the AI provider has been asked.
    for (let attempt = 0; attempt < 600 && provider.requests.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const during = await api(`/api/v1/jobs/job/${jobId}`, { headers });
    expect(during.body.status).toBe('processing');

    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;

    isStalled = false;
    server = await startServer();
    let status: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 600; attempt++) {
      status = (await api(`/api/v1/jobs/job/${jobId}`, { headers })).body;
      if (status.status === 'completed' || status.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status.status).toBe('completed');
    const result = status.result as Record<string, unknown>;
    expect(result.jobSpecsQuestions).toEqual((ANSWERS.job_spec_questions as { questions: string[] }).questions);
    const list = await api('/api/v1/jobs/', { headers });
    expect(list.body).toHaveLength(1);
  });
});
