// CV benchmark (`npm run bench:cv`), figures written to docs/benchmarks.md: the time from the upload request to
// the CV's Q&A being ready (upload, content check, reading, the queued job and the offline engine), measured
// over HTTP against a real server process, as the browser sees it (the job status polled every 25 ms).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readDocument } from '@viva/engine';
import { ROOT, writeReportSection } from './report.ts';

const PORT = 8400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS_PER_DOCUMENT = Number(process.env.BENCH_RUNS ?? 5);
const CVS = [
  'cvs/rendercv_classic.pdf',
  'cvs/awesomecv_resume.pdf',
  'cvs/deedy_resume_two_column.pdf',
  'cvs/rm_alfred_pennyworth_product_manager.pdf',
  'cvs/soupboss_01_accountant.docx',
  'cvs/chrisrobison_resume_wordml_as.doc',
];

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (
      await fetch(`${BASE}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** A new candidate each run: the same file uploaded twice by one user is kept once and would not be read again. */
async function signInCandidate(run: number): Promise<Record<string, string>> {
  const { access_token } = (await (
    await fetch(`${BASE}/api/v1/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${run}@example.com` }),
    })
  ).json()) as { access_token: string };
  const authorization = { authorization: `Bearer ${access_token}` };
  await fetch(`${BASE}/api/v1/users/me/role`, {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'candidate' }),
  });
  return authorization;
}

async function timeUploadToQa(headers: Record<string, string>, file: Buffer, name: string): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)]), name);
  const uploaded = await fetch(`${BASE}/api/v1/cv/upload`, { method: 'POST', headers, body: form });
  if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${await uploaded.text()}`);
  const { path: cvPath } = (await uploaded.json()) as { path: string };
  const job = await fetch(`${BASE}/api/v1/cv_qa?cv_path=${cvPath}`, { method: 'POST', headers });
  const { job_id: jobId } = (await job.json()) as { job_id: string };
  for (;;) {
    const status = (await (await fetch(`${BASE}/api/v1/cv_qa/job/${jobId}`, { headers })).json()) as {
      status: string;
      error: string | null;
    };
    if (status.status === 'completed') return performance.now() - started;
    if (status.status === 'failed') throw new Error(`${name}: ${status.error}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (value: number) => value.toFixed(0);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-cv-'));
const server = await startServer(dataDir);
try {
  const lines = [
    '### CV upload to Q&A ready (offline engine)',
    '',
    `Each CV uploaded ${RUNS_PER_DOCUMENT} times (a new candidate each time, after one warm-up upload), timed from the`,
    'upload request to the job status reading completed (upload streamed and checked, document read, job queued and',
    'run by the in-process worker, Q&A stored). Target: median under 2 s for a two-page CV.',
    '',
    '| CV | format | pages | median | slowest |',
    '|---|---|---|---|---|',
  ];
  let run = 0;
  const twoPageTimes: number[] = [];
  await timeUploadToQa(
    await signInCandidate(run++),
    await readFile(path.join(ROOT, 'fixtures', CVS[0]!)),
    'warm-up.pdf',
  );
  for (const fixture of CVS) {
    const file = await readFile(path.join(ROOT, 'fixtures', fixture));
    const read = await readDocument(new Uint8Array(file));
    const times: number[] = [];
    for (let index = 0; index < RUNS_PER_DOCUMENT; index++) {
      times.push(await timeUploadToQa(await signInCandidate(run++), file, path.basename(fixture)));
    }
    if (read.pages !== null && read.pages <= 2) twoPageTimes.push(...times);
    lines.push(
      `| ${path.basename(fixture)} | ${read.format} | ${read.pages ?? 'n/a'} | ${format(median(times))} ms | ${format(Math.max(...times))} ms |`,
    );
  }
  lines.push('', `Median over the CVs of at most two pages: **${format(median(twoPageTimes))} ms**.`);
  process.stdout.write(await writeReportSection('cv-qa', 'npm run bench:cv', lines));
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
