// Job-posting benchmark (`npm run bench:jobs`), figures written to docs/benchmarks.md:
// 1. upload-to-posting time for each fixture job specification, offline engine, real server over HTTP;
// 2. GET /api/v1/jobs/ with 200 postings (auth, security headers, rate limit all on) against a bare node:http
//    server returning the same bytes, in the same run, on the same two cores.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readDocument } from '@viva/engine';
import { jobPostings } from '../src/modules/jobs/job-postings.schema.ts';
import { openDatabase } from '../src/platform/database/database.ts';
import { ROOT, writeReportSection } from './report.ts';

const FIXTURES = path.join(ROOT, 'fixtures');
const PORT = 8400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS_PER_DOCUMENT = 3;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The limiter stays on (it counts every request); the limit is set above what one load generator sends.
      RATE_LIMIT_PER_MINUTE: '100000000',
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

async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function signInRecruiter(): Promise<Record<string, string>> {
  const { access_token } = (await (
    await fetch(`${BASE}/api/v1/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com' }),
    })
  ).json()) as { access_token: string };
  const authorization = { authorization: `Bearer ${access_token}` };
  await fetch(`${BASE}/api/v1/users/me/role`, {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'recruiter' }),
  });
  return authorization;
}

async function timeUploadToPosting(headers: Record<string, string>, pdf: Buffer): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    position: 'Engineer',
    company: 'Acme',
    location: 'Remote',
    type: 'full-time',
  })) {
    form.set(name, value);
  }
  form.set('job_specs', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'spec.pdf');
  const started = performance.now();
  const response = await fetch(`${BASE}/api/v1/jobs/async`, { method: 'POST', headers, body: form });
  const { job_id } = (await response.json()) as { job_id: string };
  for (;;) {
    const status = (await (await fetch(`${BASE}/api/v1/jobs/job/${job_id}`, { headers })).json()) as {
      status: string;
      error: string | null;
    };
    if (status.status === 'completed') return performance.now() - started;
    if (status.status === 'failed') throw new Error(status.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function load(url: string, headers: Record<string, string>) {
  return autocannon({ url, headers, connections: 20, duration: LOAD_SECONDS });
}

const format = (value: number, digits = 0) => value.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-'));
  const lines: string[] = [];
  try {
    // 1. Upload to posting.
    let server = await startServer(dataDir);
    let headers = await signInRecruiter();
    const documents = (await readdir(path.join(FIXTURES, 'jobs')))
      .filter((name) => name.endsWith('.pdf'))
      .sort();
    lines.push('### Upload to completed posting (offline engine)', '');
    lines.push('| job specification | pages | size | median | slowest |', '|---|---|---|---|---|');
    await timeUploadToPosting(headers, await readFile(path.join(FIXTURES, 'jobs', documents[0]!))); // warm-up
    for (const name of documents) {
      const pdf = await readFile(path.join(FIXTURES, 'jobs', name));
      const { pages } = await readDocument(pdf, { accept: ['pdf'] });
      const times: number[] = [];
      for (let run = 0; run < RUNS_PER_DOCUMENT; run++) times.push(await timeUploadToPosting(headers, pdf));
      lines.push(
        `| ${name} | ${pages} | ${format(pdf.length / 1024)} KB | ${format(median(times))} ms | ${format(Math.max(...times))} ms |`,
      );
      console.error(`upload-to-posting ${name}: ${times.map((time) => format(time)).join(', ')} ms`);
    }
    await stopServer(server);

    // 2. Seed 200 postings (copies of the ones just made) straight into the database, then measure the list.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
    const existing = await database.db.select().from(jobPostings);
    for (let index = existing.length; index < 200; index++) {
      const source = existing[index % existing.length]!;
      await database.db.insert(jobPostings).values({
        ...source,
        id: randomUUID(),
        sourceJobId: null,
        position: `${source.position} ${index}`,
        createdAt: new Date(Date.now() - index * 60_000),
      });
    }
    await database.close();

    server = await startServer(dataDir);
    headers = await signInRecruiter();
    const listResponse = await fetch(`${BASE}/api/v1/jobs/`, { headers });
    const body = Buffer.from(await listResponse.arrayBuffer());
    const count = (JSON.parse(body.toString()) as unknown[]).length;
    const bare = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

    await load(`${BASE}/api/v1/jobs/`, headers); // warm-up
    const viva = await load(`${BASE}/api/v1/jobs/`, headers);
    const baseline = await load(bareUrl, {});
    bare.close();
    await stopServer(server);

    const ratio = viva.requests.average / baseline.requests.average;
    lines.push(
      '',
      `### GET /api/v1/jobs/ with ${count} postings (${format(body.length / 1024)} KB per response)`,
      '',
      `20 connections, ${LOAD_SECONDS} s each, autocannon in the benchmark process; the bare server runs in the same`,
      'process as the load generator and answers with the same bytes. Viva runs as `npm start` does (PGlite, in-process',
      'worker) with security headers, rate limiting, bearer-token auth and request logging on. Each request verifies',
      'the token and reads the signed-in user and the list JSON from short per-process caches (5 s and 2 s, cleared',
      'by writes in the process), so the figure is the steady state of a busy list page.',
      '',
      '| server | requests/s | p50 latency | p99 latency | errors/non-2xx |',
      '|---|---|---|---|---|',
      `| Viva | ${format(viva.requests.average)} | ${viva.latency.p50} ms | ${viva.latency.p99} ms | ${viva.errors}/${viva.non2xx} |`,
      `| bare node:http | ${format(baseline.requests.average)} | ${baseline.latency.p50} ms | ${baseline.latency.p99} ms | ${baseline.errors}/${baseline.non2xx} |`,
      '',
      `Throughput ratio Viva / bare: **${format(ratio * 100, 1)}%** (target: at least 35%).`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(await writeReportSection('job-postings', 'npm run bench:jobs', lines));
}

await main();
