// Job-posting benchmark (`npm run bench:jobs`), figures written to docs/benchmarks.md:
// 1. upload-to-posting time for each fixture job specification, offline engine, real server over HTTP;
// 2. GET /api/v1/jobs/ with 25 and with 200 postings (auth, security headers, rate limit, request log all on) against
//    a bare node:http server returning the same bytes. Every server runs in a process of its own; autocannon runs in
//    this one. Viva runs with its per-process caches on and off (IN_PROCESS_CACHES=0), on PGlite and, when
//    TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too. The machine is shared: the configurations take
//    turns, round after round, and the report gives medians with the load average beside them.
//    BENCH_SECONDS (5) per run, BENCH_ROUNDS (5), BENCH_PORT (first port), BENCH_CPU_PROFILE_DIR (Viva under
//    --cpu-prof, one profile per server written when it stops).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { readDocument } from '@viva/engine';
import { users } from '../src/db/schema.ts';
import { jobPostings } from '../src/modules/jobs/job-postings.schema.ts';
import { openDatabase, type Database } from '../src/platform/database/database.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { cpuSpentSince, processCpuMs, processesCpuMs } from './process-cpu.ts';
import { ROOT, writeReportSection } from './report.ts';

const FIXTURES = path.join(ROOT, 'fixtures');
const RUNS_PER_DOCUMENT = 3;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 20;
const POSTING_COUNTS = [25, 200];
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 8400 + Math.floor(Math.random() * 500));
// At most six servers run at once (the ports are reused for each posting count).
let nextPort = FIRST_PORT;

type Server = { base: string; child: ChildProcess };
type Headers = Record<string, string>;

async function waitUntil(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

/** Viva as `npm start` runs it (in-process worker, request log), on PGlite in dataDir or on databaseUrl. */
async function startViva(options: { dataDir: string; databaseUrl?: string; caches?: boolean }): Promise<Server> {
  const port = nextPort++;
  const base = `http://127.0.0.1:${port}`;
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      IN_PROCESS_CACHES: options.caches === false ? '0' : '1',
      LOG_LEVEL: 'info',
      // The limiter stays on (it counts every request); the limit is set above what one load generator sends.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntil(async () => (await fetch(`${base}/readyz`)).ok, 'Viva');
  // Profiles are named after the process: say which is which.
  if (PROFILE_DIR) console.error(`Viva ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'} caches ${options.caches === false ? 'off' : 'on'}: pid ${child.pid}`);
  return { base, child };
}

/** A bench/ server script in a process of its own, on the next port; it prints 'ready' once listening. */
async function startBenchServer(script: string, args: string[]): Promise<Server> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/bench/${script}`, ...args, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', () => reject(new Error(`${script} did not start`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** The baseline: node:http answering with the bytes of `file` (bench/bare-server.ts). */
const startBare = (file: string) => startBenchServer('bare-server.ts', [file]);

/**
 * The floors of the uncached PostgreSQL row (bench/query-floor-server.ts): node:http running, as the recruiter who
 * posted the postings, the two queries an uncached list request runs, or the list query alone, and nothing else.
 */
const QUERY_FLOORS = [
  { mode: 'two-queries', name: "node:http + Viva's two queries" },
  { mode: 'list-only', name: 'node:http + the list query alone' },
] as const;

const startQueryFloor = (databaseUrl: string, userId: string, mode: string) =>
  startBenchServer('query-floor-server.ts', [databaseUrl, userId, mode]);

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function signInRecruiter(base: string): Promise<Headers> {
  const { access_token } = (await (
    await fetch(`${base}/api/v1/auth/dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com' }),
    })
  ).json()) as { access_token: string };
  const authorization = { authorization: `Bearer ${access_token}` };
  await fetch(`${base}/api/v1/users/me/role`, {
    method: 'POST',
    headers: { ...authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'recruiter' }),
  });
  return authorization;
}

async function timeUploadToPosting(base: string, headers: Headers, pdf: Buffer): Promise<number> {
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
  const response = await fetch(`${base}/api/v1/jobs/async`, { method: 'POST', headers, body: form });
  const { job_id } = (await response.json()) as { job_id: string };
  for (;;) {
    const status = (await (await fetch(`${base}/api/v1/jobs/job/${job_id}`, { headers })).json()) as {
      status: string;
      error: string | null;
    };
    if (status.status === 'completed') return performance.now() - started;
    if (status.status === 'failed') throw new Error(status.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Templates = { owner: typeof users.$inferSelect; postings: (typeof jobPostings.$inferSelect)[] };

/** The postings the upload phase made, and their recruiter: copied to make up the list. */
async function readTemplates(dataDir: string): Promise<Templates> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    const postings = await database.db.select().from(jobPostings);
    const [owner] = await database.db.select().from(users).where(eq(users.id, postings[0]!.createdBy!));
    return { owner: owner!, postings };
  } finally {
    await database.close();
  }
}

/** Makes the database hold exactly `total` postings, copies of the templates (their recruiter copied first). */
async function fillPostings(database: Database, templates: Templates, total: number) {
  await database.db.insert(users).values(templates.owner).onConflictDoNothing();
  await database.db.delete(jobPostings);
  for (let index = 0; index < total; index++) {
    const source = templates.postings[index % templates.postings.length]!;
    await database.db.insert(jobPostings).values({
      ...source,
      id: randomUUID(),
      sourceJobId: null,
      position: `${source.position} ${index}`,
      createdAt: new Date(Date.now() - index * 60_000),
    });
  }
}

async function fillPglite(dataDir: string, templates: Templates, total: number) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    await fillPostings(database, templates, total);
  } finally {
    await database.close();
  }
}

type Run = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  load: number;
  /** CPU per request of the server's process and of the PostgreSQL server's processes, in ms. */
  serverCpuMs: number;
  postgresCpuMs: number;
};
type Configuration = {
  name: string;
  database: string;
  caches: string;
  url: string;
  headers: Headers;
  pid: number;
  runs: Run[];
};

/** A server Viva is compared with: no token, no caches (those with a database query it on every request). */
const referenceServer = (name: string, database: string, server: Server): Configuration => ({
  name,
  database,
  caches: database === '-' ? '-' : 'off',
  url: `${server.base}/`,
  headers: {},
  pid: server.child.pid!,
  runs: [],
});

async function measure(configuration: Configuration, seconds: number): Promise<Run> {
  const load = os.loadavg()[0]!;
  const serverCpu = processCpuMs(configuration.pid);
  const postgresCpu = processesCpuMs('postgres');
  const result = await autocannon({
    url: configuration.url,
    headers: configuration.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    load,
    serverCpuMs: (processCpuMs(configuration.pid) - serverCpu) / result.requests.total,
    postgresCpuMs: cpuSpentSince(postgresCpu, 'postgres') / result.requests.total,
  };
}

const format = (value: number, digits = 0) => value.toFixed(digits);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * One posting count: every configuration's server started at once (each in its own process), warmed up, then
 * measured in turns, the order rotating each round so that no configuration always follows the same one.
 */
async function measureList(
  total: number,
  stores: { pgliteCached: string; pgliteUncached: string; postgres: TestDatabase | null },
  templates: Templates,
  lines: string[],
) {
  nextPort = FIRST_PORT;
  await fillPglite(stores.pgliteCached, templates, total);
  await rm(stores.pgliteUncached, { recursive: true, force: true });
  await cp(stores.pgliteCached, stores.pgliteUncached, { recursive: true });
  if (stores.postgres) await fillPostings(stores.postgres.database, templates, total);

  const vivas: { name: string; database: string; caches: boolean; server: Server }[] = [
    { name: 'Viva', database: 'PGlite', caches: true, server: await startViva({ dataDir: stores.pgliteCached }) },
    {
      name: 'Viva',
      database: 'PGlite',
      caches: false,
      server: await startViva({ dataDir: stores.pgliteUncached, caches: false }),
    },
  ];
  if (stores.postgres) {
    for (const caches of [true, false]) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-pg-'));
      const server = await startViva({ dataDir, databaseUrl: stores.postgres.url, caches });
      vivas.push({ name: 'Viva', database: 'PostgreSQL', caches, server });
    }
  }
  const servers: Server[] = vivas.map((viva) => viva.server);
  try {
    const configurations: Configuration[] = [];
    let body: Buffer | undefined;
    let postgresBody: Buffer | undefined;
    for (const viva of vivas) {
      const headers = await signInRecruiter(viva.server.base);
      const url = `${viva.server.base}/api/v1/jobs/`;
      const response = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
      const listed = (JSON.parse(response.toString()) as unknown[]).length;
      if (listed !== total) throw new Error(`${viva.database} lists ${listed} postings, not ${total}`);
      body ??= response;
      if (viva.database === 'PostgreSQL') postgresBody = response;
      const caches = viva.caches ? 'on' : 'off';
      configurations.push({ name: viva.name, database: viva.database, caches, url, headers, pid: viva.server.child.pid!, runs: [] });
    }
    const bodyFile = path.join(stores.pgliteCached, `list-${total}.json`);
    await writeFile(bodyFile, body!);
    const bare = await startBare(bodyFile);
    servers.push(bare);
    configurations.unshift(referenceServer('bare node:http', '-', bare));
    for (const { mode, name } of stores.postgres?.url ? QUERY_FLOORS : []) {
      const floor = await startQueryFloor(stores.postgres!.url!, templates.owner.id, mode);
      servers.push(floor);
      const floorBody = Buffer.from(await (await fetch(`${floor.base}/`)).arrayBuffer());
      if (!floorBody.equals(postgresBody!)) throw new Error(`${name} does not send the bytes Viva sends`);
      configurations.push(referenceServer(name, 'PostgreSQL', floor));
    }

    for (const configuration of configurations) await measure(configuration, 2); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (let turn = 0; turn < configurations.length; turn++) {
        const configuration = configurations[(round + turn) % configurations.length]!;
        const run = await measure(configuration, LOAD_SECONDS);
        configuration.runs.push(run);
        console.error(
          `${total} postings, round ${round + 1}: ${configuration.name} ${configuration.database} caches ${configuration.caches}: ` +
            `${format(run.requestsPerSecond)} req/s (load ${format(run.load, 1)})`,
        );
      }
    }

    const baseline = configurations[0]!;
    // Each Viva run against the bare run of its own round: a busy moment on the machine hits both.
    const shareOfBare = (configuration: Configuration) =>
      median(configuration.runs.map((run, round) => run.requestsPerSecond / baseline.runs[round]!.requestsPerSecond));
    const rows = configurations.map((configuration) => {
      const share = configuration === baseline ? '100%' : `**${format(shareOfBare(configuration) * 100, 1)}%**`;
      return (
        `| ${configuration.name} | ${configuration.database} | ${configuration.caches} | ` +
        `${format(median(configuration.runs.map((run) => run.requestsPerSecond)))} | ${share} | ` +
        `${median(configuration.runs.map((run) => run.p50))} ms | ${median(configuration.runs.map((run) => run.p99))} ms | ` +
        `${configuration.runs.reduce((sum, run) => sum + run.errors, 0)} | ` +
        `${format(median(configuration.runs.map((run) => run.serverCpuMs)), 3)} ms | ` +
        `${configuration.database === 'PostgreSQL' ? `${format(median(configuration.runs.map((run) => run.postgresCpuMs)), 3)} ms` : '-'} | ` +
        `${format(median(configuration.runs.map((run) => run.load)), 1)} | ` +
        `${configuration.runs.map((run) => format(run.requestsPerSecond)).join(', ')} |`
      );
    });
    lines.push(
      '',
      `### GET /api/v1/jobs/ with ${total} postings (${format(body!.length / 1024, 1)} KB per response)`,
      '',
      '| server | database | caches | requests/s (median) | of bare (median of rounds) | p50 | p99 | errors/non-2xx | server CPU per request | PostgreSQL CPU per request | load average (median) | each round, requests/s |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    );
    return configurations.slice(1).map((configuration) => ({ ...configuration, share: shareOfBare(configuration) }));
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-'));
  const uncachedDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-uncached-'));
  const postgres = POSTGRES_URL ? await createTestDatabase() : null;
  const startedLoad = os.loadavg().map((value) => format(value, 1)).join(', ');
  const lines: string[] = [];
  try {
    // 1. Upload to posting.
    const server = await startViva({ dataDir });
    const headers = await signInRecruiter(server.base);
    const documents = (await readdir(path.join(FIXTURES, 'jobs')))
      .filter((name) => name.endsWith('.pdf'))
      .sort();
    lines.push('### Upload to completed posting (offline engine)', '');
    lines.push('| job specification | pages | size | median | slowest |', '|---|---|---|---|---|');
    await timeUploadToPosting(server.base, headers, await readFile(path.join(FIXTURES, 'jobs', documents[0]!))); // warm-up
    for (const name of documents) {
      const pdf = await readFile(path.join(FIXTURES, 'jobs', name));
      const { pages } = await readDocument(pdf, { accept: ['pdf'] });
      const times: number[] = [];
      for (let run = 0; run < RUNS_PER_DOCUMENT; run++) times.push(await timeUploadToPosting(server.base, headers, pdf));
      lines.push(
        `| ${name} | ${pages} | ${format(pdf.length / 1024)} KB | ${format(median(times))} ms | ${format(Math.max(...times))} ms |`,
      );
      console.error(`upload-to-posting ${name}: ${times.map((time) => format(time)).join(', ')} ms`);
    }
    await stopServer(server);

    // 2. The list, made up of copies of the postings just made.
    const templates = await readTemplates(dataDir);
    lines.push(
      '',
      `Method: every server runs in a process of its own (Viva as \`npm start\` runs it: in-process worker, security`,
      'headers, rate limiting, bearer-token auth, request log to stdout; the bare `node:http` server answers with the',
      `bytes Viva sent), autocannon (${CONNECTIONS} connections) in a third, all on the same two cores. After a 2 s`,
      `warm-up each, the configurations take turns for ${ROUNDS} rounds of ${LOAD_SECONDS} s, the order rotating each round;`,
      "each figure is the median of the rounds, and 'of bare' the median of each round's ratio to the bare run of the same",
      'round. Caches on: the token check reads the user from a 5 s per-process cache and the list JSON comes from a 2 s',
      'one (the steady state of a busy list page). Caches off (`IN_PROCESS_CACHES=0`): every request reads the user and',
      `runs the list queries. PostgreSQL: a fresh database on the server named by \`TEST_DATABASE_URL\`; there two`,
      'more servers (bench/query-floor-server.ts) run, through the same data layer and sending the same bytes, only the',
      `two queries an uncached request runs (the user behind the token, then the list as JSON: ${QUERY_FLOORS[0].name}), or`,
      `the list query alone (${QUERY_FLOORS[1].name}, one round trip a request): the floors of the uncached row, what is`,
      'left without the framework, the token check, the headers, the limiter and the log.',
      "CPU per request (median of the rounds): the user and system time the server's process spent during a run, and",
      "that of every process named 'postgres' (the PostgreSQL server's backends), divided by the requests answered: a",
      'figure a shared machine changes far less than requests per second (the PostgreSQL column can include other',
      `clients' work). Load average (1 min) when the benchmark started: ${startedLoad}; per configuration in the table.`,
    );
    const targets: string[] = [];
    for (const total of POSTING_COUNTS) {
      const measured = await measureList(total, { pgliteCached: dataDir, pgliteUncached: uncachedDir, postgres }, templates, lines);
      for (const [database, caches, target] of [
        ['PGlite', 'on', 0.35],
        ['PostgreSQL', 'off', 0.2],
      ] as const) {
        const row = measured.find(
          (configuration) => configuration.name === 'Viva' && configuration.database === database && configuration.caches === caches,
        );
        if (!row) continue;
        const verdict = row.share >= target ? 'met' : '**not met**';
        targets.push(
          `- ${total} postings, caches ${caches} on ${database}: ${format(row.share * 100, 1)}% of bare (target at least ${target * 100}%): ${verdict}.`,
        );
      }
      for (const { name } of QUERY_FLOORS) {
        const floor = measured.find((configuration) => configuration.name === name);
        if (floor) targets.push(`- ${total} postings, ${name} on PostgreSQL (a floor of the row above): ${format(floor.share * 100, 1)}% of bare.`);
      }
    }
    if (!postgres) targets.push('- PostgreSQL rows: not measured (TEST_DATABASE_URL unset).');
    lines.push('', '### Against the targets', '', ...targets);
  } finally {
    await postgres?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    await rm(uncachedDir, { recursive: true, force: true });
  }
  process.stdout.write(await writeReportSection('job-postings', 'npm run bench:jobs', lines));
}

await main();
