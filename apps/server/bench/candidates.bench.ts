// Candidates list benchmark (`npm run bench:candidates`), figures written to docs/benchmarks.md:
// GET /api/v1/users/ as a recruiter with 1,000 candidates, 20 connections, with the list cache on (the default) and
// off (USER_LIST_CACHE_SECONDS=0). The server runs in its own process as `npm start` does (PGlite, in-process worker);
// the load generator (autocannon's command line) runs in another; this script only starts them and writes the report.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, writeReportSection } from './report.ts';

// A fixed port away from the e2e servers' (BENCH_PORT moves it when several checkouts benchmark at once).
const PORT = Number(process.env.BENCH_PORT ?? 9141);
const BASE = `http://127.0.0.1:${PORT}`;
const CANDIDATES = 1000;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const SEED_CONCURRENCY = 8;

type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non2xx: number;
};

async function startServer(dataDir: string, listCacheSeconds: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      USER_LIST_CACHE_SECONDS: String(listCacheSeconds),
      // The limiter stays on (it counts every request); the limit is set above what one load generator sends.
      RATE_LIMIT_PER_MINUTE: '100000000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    const isReady = await fetch(`${BASE}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return server;
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
  const signIn = await fetch(`${BASE}/api/v1/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-recruiter@example.com' }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const authorization = { authorization: `Bearer ${token}` };
  // A second run finds the role chosen already (409): the same recruiter either way.
  await fetch(`${BASE}/api/v1/users/me/role`, {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'recruiter' }),
  });
  return authorization;
}

/** The candidates are added the way recruiters add them: POST /users/, a few at a time. */
async function seedCandidates(headers: Record<string, string>) {
  let next = 0;
  const worker = async () => {
    while (next < CANDIDATES) {
      const index = next++;
      const response = await fetch(`${BASE}/api/v1/users/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: `Candidate${index}`,
          surname: 'Benchmark',
          email: `bench-candidate-${index}@example.com`,
          telephone: index % 2 === 0 ? `+44 20 7946 ${String(index).padStart(4, '0')}` : '',
        }),
      });
      if (response.status !== 201)
        throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

/** autocannon's command line in a process of its own, answering its JSON summary. */
function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const args = [
    path.join(ROOT, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const generator = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    generator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    generator.on('error', reject);
    generator.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

const format = (value: number, digits = 0) => value.toFixed(digits);

/**
 * The floor on this machine at this moment: a bare node:http server, in its own process, answering the same bytes.
 * On a machine shared with other work the ratio to it says more than the absolute figures.
 */
async function measureBare(dataDir: string, body: string): Promise<LoadResult> {
  const bodyFile = path.join(dataDir, 'users.json');
  await writeFile(bodyFile, body);
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    }).listen(Number(process.argv[2]), '127.0.0.1', () => process.send('ready'));`;
  const bare = spawn(process.execPath, ['-e', script, bodyFile, String(PORT + 1)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    await load(`http://127.0.0.1:${PORT + 1}/`, {}, 3);
    return await load(`http://127.0.0.1:${PORT + 1}/`, {}, LOAD_SECONDS);
  } finally {
    await stopServer(bare);
  }
}

async function measure(dataDir: string, listCacheSeconds: number, isFirstRun: boolean) {
  const server = await startServer(dataDir, listCacheSeconds);
  try {
    const headers = await signInRecruiter();
    if (isFirstRun) await seedCandidates(headers);
    const url = `${BASE}/api/v1/users/`;
    const body = await (await fetch(url, { headers })).text();
    const count = (JSON.parse(body) as { users: unknown[] }).users.length;
    await load(url, headers, 3); // warm-up
    const result = await load(url, headers, LOAD_SECONDS);
    console.error(
      `cache ${listCacheSeconds} s: p99 ${result.latency.p99} ms, ${format(result.requests.average)} req/s`,
    );
    return { result, count, body };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-candidates-'));
  const lines: string[] = [];
  try {
    const cached = await measure(dataDir, 2, true);
    const uncached = await measure(dataDir, 0, false);
    const bare = await measureBare(dataDir, cached.body);
    const row = (name: string, result: LoadResult) =>
      `| ${name} | ${format(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p90} ms | ` +
      `**${result.latency.p99} ms** | ${result.latency.max} ms | ${result.errors}/${result.non2xx} |`;
    lines.push(
      `### GET /api/v1/users/ as a recruiter with ${cached.count} candidates (${format(Buffer.byteLength(cached.body) / 1024)} KB per response)`,
      '',
      `${CONNECTIONS} connections, ${LOAD_SECONDS} s each after a 3 s warm-up. Viva runs in its own process as`,
      '`npm start` does (PGlite, in-process worker, security headers, rate limiting, bearer-token auth, request',
      'logging); autocannon runs in another process (its command line), so the two share the two cores with',
      'whatever else the machine runs. The candidates were added through `POST /api/v1/users/`. The signed-in',
      'user is read through the guards’ 5 s cache in both runs; the list itself is cached for',
      '`USER_LIST_CACHE_SECONDS` (2 s, cleared by any user change in the process) in the first run and read from the',
      'database and serialised on every request in the second (`USER_LIST_CACHE_SECONDS=0`).',
      '',
      'The last row is a bare node:http server in its own process answering the same bytes: the floor on this',
      'machine at that moment.',
      '',
      '| server | requests/s | p50 | p90 | p99 | max | errors/non-2xx |',
      '|---|---|---|---|---|---|---|',
      row('Viva, list cache on (2 s)', cached.result),
      row('Viva, list cache off', uncached.result),
      row('bare node:http, same bytes', bare),
      '',
      `Throughput of Viva with the cache against the bare server: ${format((cached.result.requests.average / bare.requests.average) * 100, 1)}%.`,
      `Target: p99 under 50 ms with 1,000 candidates at ${CONNECTIONS} connections.`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(await writeReportSection('candidates', 'npm run bench:candidates', lines));
}

await main();
