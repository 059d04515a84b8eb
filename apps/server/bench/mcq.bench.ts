// MCQ benchmark (`npm run bench:mcq`), figures written to docs/benchmarks.md. A real server process (`main.ts
// serve`, PGlite, in-process worker, offline engine) driven over HTTP from this process: 200 candidates, each
// with their link opened beforehand, submit their answers at random moments within one minute; every submit's
// latency is timed, then every scoring job is followed to its end and the stored results counted.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { McqResponseSchema } from '@viva/contracts';
import { answerKeyOf, tokenOf } from '../test/mcq.ts';
import { freePort } from '../test/ports.ts';
import { createPostingIn, signInTo, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { writeReportSection } from './report.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200);
const WINDOW_MS = 60_000;
const FINISH_TIMEOUT_MS = 180_000;

type Headers = Record<string, string>;
type Prepared = { headers: Headers; token: string; answers: Record<string, string> };
type Submitted = { latency: number; status: number; jobId: string | null; headers: Headers };

const json = { 'content-type': 'application/json' };
const ms = (value: number) => `${value.toFixed(0)} ms`;
const delay = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
};

/** Not timed: the candidate signs in, asks for their link and opens it (which starts the attempt). */
async function prepare(
  server: ServerProcess,
  postingId: string,
  answerKey: ReturnType<typeof answerKeyOf>,
  index: number,
): Promise<Prepared> {
  const email = `bench-candidate-${index}@example.com`;
  const headers = await signInTo(server, email, 'candidate');
  const link = await server.api(`/api/v1/jobs/${postingId}/mcq/generate-link`, {
    method: 'POST',
    headers: { ...headers, ...json },
    body: JSON.stringify({ candidate_email: email }),
  });
  const token = tokenOf(link.body.mcq_url as string);
  const opened = McqResponseSchema.parse((await server.api(`/api/v1/mcq/${token}`, { headers })).body);
  if (opened.access !== 'granted') throw new Error(`${email}: ${opened.access}`);
  // Every second candidate gets one question wrong: the scores differ, as real ones do.
  const answers = Object.fromEntries(
    opened.mcq_questions.flatMap((group) =>
      group.questions.map((question, position) => {
        const key = `${group.competency}_${question.skill_level}`;
        const answer = answerKey.get(key)!;
        return [key, index % 2 === 1 && position === 0 ? answer.wrong : answer.correct];
      }),
    ),
  );
  return { headers, token, answers };
}

async function submit(server: ServerProcess, candidate: Prepared): Promise<Submitted> {
  const started = performance.now();
  const response = await fetch(`${server.base}/api/v1/mcq/${candidate.token}/submit`, {
    method: 'POST',
    headers: { ...candidate.headers, ...json },
    body: JSON.stringify({ answers: candidate.answers }),
  });
  const body = (await response.json()) as { job_id?: string };
  return {
    latency: performance.now() - started,
    status: response.status,
    jobId: body.job_id ?? null,
    headers: candidate.headers,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-bench-mcq-'));
const server = await startServerProcess(await freePort(), {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Two hundred people sign in within seconds here; the per-address sign-in limit is for the real world.
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
});
try {
  const recruiter = await signInTo(server, 'bench-recruiter@example.com', 'recruiter');
  const postingId = await createPostingIn(server, recruiter);
  const posting = await server.api(`/api/v1/jobs/${postingId}`, { headers: recruiter });
  const answerKey = answerKeyOf(posting.body.mcqQuestions as Parameters<typeof answerKeyOf>[0]);
  const prepared: Prepared[] = [];
  for (let index = 0; index < CANDIDATES; index++)
    prepared.push(await prepare(server, postingId, answerKey, index));

  // Each candidate submits at a random moment of the minute (arrivals bunch up, as real ones do).
  const loadStarted = performance.now();
  const submitted = await Promise.all(
    prepared.map(async (candidate) => {
      await delay(Math.random() * WINDOW_MS);
      return submit(server, candidate);
    }),
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const accepted = submitted.filter((result) => result.status === 202 && result.jobId);

  // Every accepted submit's scoring job followed to its end, as the page polls it (here once a second).
  const finished = new Map<string, string>();
  const deadline = performance.now() + FINISH_TIMEOUT_MS;
  while (finished.size < accepted.length && performance.now() < deadline) {
    for (const result of accepted) {
      if (finished.has(result.jobId!)) continue;
      const status = await server.api(`/api/v1/mcq/job/${result.jobId!}`, { headers: result.headers });
      if (status.body.status === 'completed' || status.body.status === 'failed')
        finished.set(result.jobId!, status.body.status as string);
    }
    if (finished.size < accepted.length) await delay(1000);
  }
  const drainSeconds = (performance.now() - loadStarted) / 1000 - loadSeconds;
  const scored = [...finished.values()].filter((status) => status === 'completed').length;
  const failed = [...finished.values()].filter((status) => status === 'failed').length;
  // What the recruiter's statistics count: the results actually stored, one per candidate.
  const statistics = await server.api(`/api/v1/jobs/${postingId}/mcq/statistics`, { headers: recruiter });
  const stored = statistics.body.attempts as number;
  const lost = CANDIDATES - stored;

  const latencies = submitted.map((result) => result.latency);
  const p99 = percentile(latencies, 0.99);
  const lines = [
    '### 200 candidates submitting within a minute (PGlite, offline engine)',
    '',
    `${CANDIDATES} candidates signed in, asked for their link and opened it beforehand (not timed); each then`,
    `submitted all ${answerKey.size} answers at a random moment of one minute (uniform, so arrivals bunch up),`,
    'from this process to the server in its own process. Latency: from the submit request to its 202 response',
    '(answers checked, attempt closed atomically, scoring job queued). Each scoring job was then polled once a',
    'second until it finished, and the results stored counted through the recruiter’s item statistics.',
    '',
    '| submits | accepted | p50 | p99 | slowest | scored | failed | lost (not stored) | all scored after the minute | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${CANDIDATES} | ${accepted.length} | ${ms(percentile(latencies, 0.5))} | **${ms(p99)}** | ` +
      `${ms(Math.max(...latencies))} | ${scored} | ${failed} | ${lost} | ${drainSeconds.toFixed(1)} s | ` +
      `p99 under 200 ms, all scored, none lost: ${p99 < 200 && scored === CANDIDATES && lost === 0 ? 'met' : '**not met**'} |`,
    '',
    `Submits spread over ${loadSeconds.toFixed(1)} s.`,
  ];
  process.stdout.write(`${await writeReportSection('mcq', 'npm run bench:mcq', lines)}\n`);
} finally {
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
