// Interview benchmark (`npm run bench:interviews`), figures written to docs/benchmarks.md. A real server process
// (`main.ts serve`, in-process worker, offline engine) on PGlite and, when TEST_DATABASE_URL names a PostgreSQL
// server, on a fresh database there too, driven over HTTP from this process:
// 1. an interview of 20+ turns ended to its grading stored;
// 2. the PDF report;
// 3. 50 interviews saving turns at once, one answer a second each: latency per answer and no lost turn.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InterviewSessionSchema, type InterviewSession } from '@viva/contracts';
import { createTestDatabase } from '../test/database.ts';
import { freePort } from '../test/ports.ts';
import { createPostingIn, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { writeReportSection } from './report.ts';

const GRADING_RUNS = Number(process.env.BENCH_GRADING_RUNS ?? 10);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 10);
const CONCURRENT_INTERVIEWS = 50;

const THIN = 'I did that.';
const SPECIFIC =
  'At my last job I led the support rota for 14 engineers, resolved about 300 tickets a month in Zendesk, and cut ' +
  'our first response time from 9 hours to 2 hours in one quarter.';

type Headers = Record<string, string>;

const format = (value: number, digits = 0) => value.toFixed(digits);
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
};
const median = (values: number[]) => percentile(values, 0.5);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json(server: ServerProcess, url: string, headers: Headers, body?: unknown) {
  const response = await fetch(`${server.base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

async function signIn(
  server: ServerProcess,
  email: string,
  role: 'recruiter' | 'candidate',
): Promise<Headers> {
  const { access_token } = (await json(
    server,
    '/api/v1/auth/dev',
    {},
    { email, full_name: 'Bench Candidate' },
  )) as {
    access_token: string;
  };
  const headers = { authorization: `Bearer ${access_token}` };
  await json(server, '/api/v1/users/me/role', headers, { role });
  return headers;
}

const start = async (server: ServerProcess, candidate: Headers, jobPostingId: string) =>
  InterviewSessionSchema.parse(
    await json(server, '/api/v1/interview/sessions', candidate, {
      job_posting_id: jobPostingId,
      notice_accepted: true,
    }),
  );
const answer = async (
  server: ServerProcess,
  candidate: Headers,
  session: InterviewSession,
  message: string,
) =>
  InterviewSessionSchema.parse(
    await json(server, `/api/v1/interview/sessions/${session.session_id}/answers`, candidate, {
      answer_to: session.awaiting_answer_to,
      message,
    }),
  );

/** Thin first answers draw a probe each, so every question takes four turns: 20+ turns in all. */
const answerFor = (session: InterviewSession) =>
  session.turns.at(-1)?.kind === 'question' ? THIN : SPECIFIC;

type Figures = {
  turnCount: number;
  gradingTimes: number[];
  reportTimes: number[];
  reportBytes: number;
  /** Answers that keep the interview going, and the last ones, which also end it and queue its grading. */
  continuing: number[];
  ending: number[];
  loadSeconds: number;
  failures: number;
  lost: number;
};

async function measure(database: Record<string, string>): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-interviews-'));
  const server = await startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Seventy people sign in within seconds here; the per-address sign-in limit is for the real world.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    ...database,
  });
  try {
    const recruiter = await signIn(server, 'bench-recruiter@example.com', 'recruiter');
    const jobPostingId = await createPostingIn(server, recruiter);

    // 1. Ended interview to stored grading.
    const gradingTimes: number[] = [];
    let turnCount = 0;
    let lastConversation = '';
    for (let run = 0; run <= GRADING_RUNS; run++) {
      const candidate = await signIn(server, `bench-grading-${run}@example.com`, 'candidate');
      let session = await start(server, candidate, jobPostingId);
      while (session.awaiting_answer_to !== null) {
        const started = performance.now();
        session = await answer(server, candidate, session, answerFor(session));
        if (session.status !== 'completed') continue;
        for (;;) {
          const detail = (await json(
            server,
            `/api/v1/interview/transcript/${session.session_id}`,
            recruiter,
          )) as {
            grading: { status: string };
          };
          if (detail.grading.status === 'completed') break;
          if (detail.grading.status === 'failed') throw new Error('grading failed');
          await delay(5);
        }
        // The first run warms the process up.
        if (run > 0) gradingTimes.push(performance.now() - started);
      }
      turnCount = session.turns.length;
      lastConversation = session.session_id;
    }

    // 2. The PDF report.
    const reportTimes: number[] = [];
    let reportBytes = 0;
    for (let run = 0; run <= REPORT_RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/v1/interview/grade/${lastConversation}/pdf`, {
        headers: recruiter,
      });
      reportBytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`report: ${response.status}`);
      if (run > 0) reportTimes.push(performance.now() - started);
    }

    // 3. Fifty interviews at once, one answer a second each.
    const candidates = await Promise.all(
      Array.from({ length: CONCURRENT_INTERVIEWS }, (_, index) =>
        signIn(server, `bench-load-${index}@example.com`, 'candidate'),
      ),
    );
    const sessions = await Promise.all(candidates.map((candidate) => start(server, candidate, jobPostingId)));
    const continuing: number[] = [];
    const ending: number[] = [];
    const sent = new Array<number>(CONCURRENT_INTERVIEWS).fill(0);
    let failures = 0;
    const loadStarted = performance.now();
    await Promise.all(
      sessions.map(async (first, index) => {
        let session = first;
        // Spread the fifty over the first second, as people do not answer in step.
        await delay((index / CONCURRENT_INTERVIEWS) * 1000);
        while (session.awaiting_answer_to !== null) {
          const tick = performance.now();
          try {
            session = await answer(server, candidates[index]!, session, answerFor(session));
            sent[index]! += 1;
            (session.status === 'completed' ? ending : continuing).push(performance.now() - tick);
          } catch {
            failures += 1;
          }
          await delay(Math.max(0, 1000 - (performance.now() - tick)));
        }
      }),
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    let lost = 0;
    for (const [index, session] of sessions.entries()) {
      const stored = InterviewSessionSchema.parse(
        await json(server, `/api/v1/interview/sessions/${session.session_id}`, candidates[index]!),
      );
      lost += sent[index]! - stored.turns.filter((turn) => turn.role === 'user').length;
    }
    return {
      turnCount,
      gradingTimes,
      reportTimes,
      reportBytes,
      continuing,
      ending,
      loadSeconds,
      failures,
      lost,
    };
  } finally {
    await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${format(value)} ms`;

async function main() {
  const stores: { name: string; figures: Figures }[] = [
    { name: 'PGlite (embedded)', figures: await measure({}) },
  ];
  if (process.env.TEST_DATABASE_URL) {
    const postgres = await createTestDatabase();
    try {
      stores.push({ name: 'PostgreSQL', figures: await measure({ DATABASE_URL: postgres.url! }) });
    } finally {
      await postgres.dispose();
    }
  }
  const [{ figures: first }] = stores as [(typeof stores)[number]];
  const lines = [
    'Each database in its own run: a fresh server process (`main.ts serve`, in-process worker, offline engine) on',
    'PGlite, then on a new database of the PostgreSQL server named by `TEST_DATABASE_URL` (when set); this',
    'process drives it over HTTP.',
    '',
    '### Interview ended to grading stored (offline engine)',
    '',
    `${GRADING_RUNS} interviews of ${first.turnCount} turns each (a thin first answer and a follow-up for every question),`,
    'timed from sending the last answer (which ends the interview and queues grading) until the transcript call',
    'reports the grading completed, polled every 5 ms. Includes the queue hand-off to the in-process worker.',
    '',
    '| database | median | slowest | target |',
    '|---|---|---|---|',
    ...stores.map(
      ({ name, figures }) =>
        `| ${name} | ${ms(median(figures.gradingTimes))} | ${ms(Math.max(...figures.gradingTimes))} | median under 1 s |`,
    ),
    '',
    '### PDF report',
    '',
    `GET /api/v1/interview/grade/{id}/pdf for a ${first.turnCount}-turn interview (${format(first.reportBytes / 1024)} KB), ${REPORT_RUNS} runs.`,
    '',
    '| database | median | slowest | target |',
    '|---|---|---|---|',
    ...stores.map(
      ({ name, figures }) =>
        `| ${name} | ${ms(median(figures.reportTimes))} | ${ms(Math.max(...figures.reportTimes))} | under 2 s |`,
    ),
    '',
    `### ${CONCURRENT_INTERVIEWS} interviews saving turns at once`,
    '',
    `${CONCURRENT_INTERVIEWS} candidates answer the built-in interviewer at once, each one answer a second until their`,
    `interview ends (${first.continuing.length + first.ending.length} answers over ${format(first.loadSeconds, 1)} s). Each request saves the answer, has the`,
    'engine decide on a follow-up, saves the next turn and returns the session; the last answer of each interview',
    'also ends it and queues its grading, which the in-process worker runs meanwhile (the fifty end within the same',
    'second). Afterwards every session is read back and its saved answers counted.',
    '',
    '| database | answers | p50 | p99 | slowest | p99 of answers that end an interview | failed requests | lost turns | target |',
    '|---|---|---|---|---|---|---|---|---|',
    ...stores.map(({ name, figures }) => {
      const all = [...figures.continuing, ...figures.ending];
      return `| ${name} | ${all.length} | ${ms(percentile(all, 0.5))} | **${ms(percentile(all, 0.99))}** | ${ms(Math.max(...all))} | ${ms(percentile(figures.ending, 0.99))} | ${figures.failures} | ${figures.lost} | p99 under 100 ms, none lost |`;
    }),
    '',
  ];
  process.stdout.write(await writeReportSection('interviews', 'npm run bench:interviews', lines));
}

await main();
