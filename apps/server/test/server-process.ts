import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readFixture } from './fixtures.ts';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  /** SIGKILL: the process dies mid-work, as in a crash. */
  kill(): Promise<void>;
  api(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }>;
};

/**
 * The real server (`main.ts serve`) in its own process on `port`, ready once /readyz answers. `entry` runs another
 * entry point instead (a test fixture that serves with a changed part), relative to the repository. Fails at once
 * when the process exits first (a port in use, a crash at start), and after `readyWithinMs` when it never answers.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  entry: readonly string[] = ['apps/server/src/main.ts', 'serve'],
  readyWithinMs = 60_000,
): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  // A server left running on the port (a killed run's) would answer /readyz in this one's place.
  if (
    await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} already has a server answering; stop it first`);
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const api = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, init);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  let exit: string | null = null;
  child.once('exit', (code, signal) => (exit = signal ?? `code ${code}`));
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (exit !== null) throw new Error(`the server exited (${exit}) before it was ready`);
    if (
      await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return {
        child,
        base,
        api,
        kill: async () => {
          if (exit !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /readyz within ${readyWithinMs / 1000} s`);
}

/** Signs in through the development sign-in of a server process and takes a role; returns the bearer header. */
export async function signInTo(server: ServerProcess, email: string, role: 'recruiter' | 'candidate') {
  const { body } = await server.api('/api/v1/auth/dev', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const headers = { authorization: `Bearer ${body.access_token as string}` };
  await server.api('/api/v1/users/me/role', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  return headers;
}

type Headers = Record<string, string>;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `condition` every 100 ms for up to a minute; throws naming `what` when it never holds. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await condition()) return;
    await delay(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Polls a job's status call until the job has finished (completed or failed); returns the last record. */
export async function finishedJob(server: ServerProcess, url: string, headers: Headers) {
  let status: Record<string, unknown> = {};
  await until(async () => {
    status = (await server.api(url, { headers })).body;
    return status.status === 'completed' || status.status === 'failed';
  }, url);
  return status;
}

/** Starts creating the fixture posting as `recruiter` (POST /jobs/async); returns the job's id. */
export async function startPosting(server: ServerProcess, recruiter: Headers): Promise<string> {
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
  const created = await server.api('/api/v1/jobs/async', { method: 'POST', headers: recruiter, body: form });
  if (created.status !== 202) throw new Error(`creating the posting failed: ${JSON.stringify(created.body)}`);
  return created.body.job_id as string;
}

/** Creates the fixture posting and waits for it; returns the posting's id. */
export async function createPostingIn(server: ServerProcess, recruiter: Headers): Promise<string> {
  const jobId = await startPosting(server, recruiter);
  const status = await finishedJob(server, `/api/v1/jobs/job/${jobId}`, recruiter);
  const postingId = (status.result as { id?: string } | null)?.id;
  if (!postingId) throw new Error(`the posting was not created: ${JSON.stringify(status)}`);
  return postingId;
}
