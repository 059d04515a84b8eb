import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import { z } from 'zod';
import { backgroundJobs, users } from '../../db/schema.ts';
import { createTestDatabase, reopenTestDatabase, type TestDatabase } from '../../../test/database.ts';
import type { Database } from '../database/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  createQueue,
  GENERIC_FAILURE_MESSAGE,
  INVALID_PAYLOAD_MESSAGE,
  TIMEOUT_FAILURE_MESSAGE,
  type JobStatusRecord,
  type Queue,
  type QueueOptions,
} from './index.ts';

const logger = pino({ level: 'silent' });
// The columns of pg-boss's own job table the tests read (pg-boss owns and migrates it).
const pgBossJobs = pgSchema('pgboss').table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  singletonOn: timestamp('singleton_on'),
});
const fastOptions = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutSeconds: 2 };

function newQueue(database: Database, overrides: Partial<QueueOptions> = {}): Queue {
  return createQueue({ database, logger, concurrency: 2, ...fastOptions, ...overrides });
}

async function waitForStatus(
  queue: Queue,
  jobId: string,
  isDone: (record: JobStatusRecord) => boolean,
  timeoutMs = 20_000,
): Promise<JobStatusRecord> {
  const deadline = Date.now() + timeoutMs;
  let record: JobStatusRecord | null = null;
  while (Date.now() < deadline) {
    record = await queue.getStatus(jobId);
    if (record && isDone(record)) return record;
    await delay(100);
  }
  throw new Error(`Job ${jobId} did not reach the expected state; last seen ${JSON.stringify(record)}`);
}

const isFinished = (record: JobStatusRecord) => record.status === 'completed' || record.status === 'failed';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('queue', () => {
  let testDatabase: TestDatabase;
  const queues: Queue[] = [];
  const startQueue = async (configure: (queue: Queue) => void, overrides: Partial<QueueOptions> = {}) => {
    const queue = newQueue(testDatabase.database, overrides);
    configure(queue);
    queues.push(queue);
    await queue.start({ work: true });
    return queue;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(() => testDatabase.dispose());

  it('runs a job to completion, recording its progress and result', async () => {
    const halfway = gate();
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.double',
        payload: z.object({ value: z.number() }),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async ({ payload, reportProgress }) => {
          await reportProgress(50, 'Halfway there');
          await halfway.opened;
          return { doubled: payload.value * 2 };
        },
      }),
    );

    const { jobId } = await queue.enqueue('test.double', { value: 21 }, { ownerId: null });
    const inProgress = await waitForStatus(queue, jobId, (record) => record.progress === 50);
    expect(inProgress).toMatchObject({
      job_id: jobId,
      status: 'processing',
      message: 'Halfway there',
      result: null,
    });
    halfway.open();

    const done = await waitForStatus(queue, jobId, isFinished);
    expect(done).toMatchObject({ status: 'completed', progress: 100, result: { doubled: 42 }, error: null });
    expect(Date.parse(done.updated_at)).toBeGreaterThanOrEqual(Date.parse(done.created_at));
  });

  it('runs many jobs side by side, each exactly once', async () => {
    const runs = new Map<number, number>();
    let running = 0;
    let mostAtOnce = 0;
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.batch',
        payload: z.object({ index: z.number() }),
        retryLimit: 1,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async ({ payload }) => {
          runs.set(payload.index, (runs.get(payload.index) ?? 0) + 1);
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await delay(50);
          running -= 1;
          return payload.index;
        },
      }),
    );
    const jobs = await Promise.all(
      Array.from({ length: 12 }, (_, index) => queue.enqueue('test.batch', { index }, { ownerId: null })),
    );
    const results = await Promise.all(jobs.map(({ jobId }) => waitForStatus(queue, jobId, isFinished)));
    expect(results.map((record) => record.result)).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(12);
    expect(mostAtOnce).toBeLessThanOrEqual(2);
  });

  it('runs a scheduled job on its own, once per period however many processes work jobs', async () => {
    const runs: number[] = [];
    const scheduled = (queue: Queue) =>
      queue.define({
        name: 'test.every-two-seconds',
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        everySeconds: 2,
        handle: async () => {
          runs.push(Date.now());
        },
      });
    // Two workers on one database, as two processes would be.
    await startQueue(scheduled);
    await startQueue(scheduled);
    await delay(5_000);
    // Each queue sends once at start and then every 2 s: 6 sends in 5 s, but at most one per 2-second period runs.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(4);
    const records = (await testDatabase.database.db.select().from(backgroundJobs)).filter(
      (record) => record.kind === 'test.every-two-seconds',
    );
    // A send that found its period taken leaves no record behind: one record per period (pg-boss's own period,
    // not the record's creation time, which may fall just before the period the send landed in), each run once.
    const sent = await testDatabase.database.db
      .select()
      .from(pgBossJobs)
      .where(eq(pgBossJobs.name, 'test.every-two-seconds'));
    expect(sent.map((job) => job.id).sort()).toEqual(records.map((record) => record.id).sort());
    expect(new Set(sent.map((job) => job.singletonOn?.getTime())).size).toBe(records.length);
    expect(records.filter((record) => record.status === 'completed')).toHaveLength(runs.length);
  });

  it('records a new job as pending before any worker takes it', async () => {
    const queue = newQueue(testDatabase.database);
    queue.define({
      name: 'test.idle',
      payload: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      timeoutSeconds: 10,
      handle: async () => null,
    });
    queues.push(queue);
    await queue.start({ work: false });
    const { jobId } = await queue.enqueue('test.idle', {}, { ownerId: null });
    expect(await queue.getStatus(jobId)).toMatchObject({
      status: 'pending',
      progress: 0,
      message: 'Waiting to start...',
      result: null,
      error: null,
    });
  });

  it('retries a failed attempt and then succeeds', async () => {
    const attempts: number[] = [];
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.flaky',
        payload: z.object({}),
        retryLimit: 2,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async ({ attempt }) => {
          attempts.push(attempt);
          if (attempt === 1) throw new Error('connection reset');
          return { attempt };
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.flaky', {}, { ownerId: null });
    const done = await waitForStatus(queue, jobId, isFinished);
    expect(done).toMatchObject({ status: 'completed', result: { attempt: 2 } });
    expect(attempts).toEqual([1, 2]);
  });

  it('reports the error in plain words once no retry remains, and cleans up exactly once', async () => {
    const attempts: number[] = [];
    const cleanups: unknown[] = [];
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.broken',
        payload: z.object({ fileKey: z.string() }),
        retryLimit: 1,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async ({ attempt }) => {
          attempts.push(attempt);
          throw new AppError(422, 'The document has no readable text.');
        },
        onFinalFailure: async ({ payload }, error) => {
          cleanups.push({ fileKey: payload.fileKey, error: (error as Error).message });
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.broken', { fileKey: 'uploads/a.pdf' }, { ownerId: null });
    const failed = await waitForStatus(queue, jobId, isFinished);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The document has no readable text.',
      result: null,
    });
    expect(attempts).toEqual([1, 2]);
    // Long enough for a wrongly scheduled extra attempt to show up.
    await delay(1500);
    expect(attempts).toEqual([1, 2]);
    expect(cleanups).toEqual([{ fileKey: 'uploads/a.pdf', error: 'The document has no readable text.' }]);
  });

  it('fails at once, without retrying, on an error the job marks as permanent', async () => {
    const attempts: number[] = [];
    let cleanups = 0;
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.unreadable',
        payload: z.object({}),
        retryLimit: 3,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async ({ attempt }) => {
          attempts.push(attempt);
          throw new AppError(422, 'The job specification could not be read: it has no text.');
        },
        isPermanentError: (error) => error instanceof AppError,
        onFinalFailure: async () => {
          cleanups += 1;
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.unreadable', {}, { ownerId: null });
    expect(await waitForStatus(queue, jobId, isFinished)).toMatchObject({
      status: 'failed',
      error: 'The job specification could not be read: it has no text.',
    });
    await delay(1000);
    expect(attempts).toEqual([1]);
    expect(cleanups).toBe(1);
  });

  it('hides the details of unexpected errors', async () => {
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.crashes',
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async () => {
          throw new Error('relation "secret_table" does not exist');
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.crashes', {}, { ownerId: null });
    expect(await waitForStatus(queue, jobId, isFinished)).toMatchObject({
      status: 'failed',
      error: GENERIC_FAILURE_MESSAGE,
    });
  });

  it('uses the job’s own wording for its errors when it gives one', async () => {
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.described',
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async () => {
          throw new Error('model returned garbage');
        },
        describeError: () => 'The AI service returned an unusable answer. Please try again.',
      }),
    );
    const { jobId } = await queue.enqueue('test.described', {}, { ownerId: null });
    expect(await waitForStatus(queue, jobId, isFinished)).toMatchObject({
      error: 'The AI service returned an unusable answer. Please try again.',
    });
  });

  it('fails a job whose stored payload no longer matches its schema, without retrying', async () => {
    // An older release queued the job; the running release expects another payload shape.
    const producer = newQueue(testDatabase.database);
    producer.define({
      name: 'test.reshaped',
      payload: z.object({ documentId: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 0,
      timeoutSeconds: 10,
      handle: async () => null,
    });
    queues.push(producer);
    await producer.start({ work: false });
    const { jobId } = await producer.enqueue('test.reshaped', { documentId: 7 }, { ownerId: null });

    let runs = 0;
    const consumer = await startQueue((queue) =>
      queue.define({
        name: 'test.reshaped',
        payload: z.object({ documentId: z.string().uuid() }),
        retryLimit: 3,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async () => {
          runs += 1;
          return null;
        },
      }),
    );
    const failed = await waitForStatus(consumer, jobId, isFinished);
    expect(failed).toMatchObject({ status: 'failed', error: INVALID_PAYLOAD_MESSAGE });
    await delay(1000);
    expect(runs).toBe(0);
    expect((await consumer.getStatus(jobId))?.status).toBe('failed');
  });

  it('aborts an attempt that exceeds its time limit', async () => {
    let wasAborted = false;
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.slow',
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 1,
        handle: async ({ signal }) => {
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          wasAborted = true;
          return 'too late';
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.slow', {}, { ownerId: null });
    expect(await waitForStatus(queue, jobId, isFinished)).toMatchObject({
      status: 'failed',
      error: TIMEOUT_FAILURE_MESSAGE,
      result: null,
    });
    expect(wasAborted).toBe(true);
  });

  it('refuses unknown jobs and invalid payloads at enqueue, leaving no record', async () => {
    const queue = newQueue(testDatabase.database);
    queue.define({
      name: 'test.strict',
      payload: z.object({ email: z.email() }),
      retryLimit: 0,
      retryDelaySeconds: 0,
      timeoutSeconds: 10,
      handle: async () => null,
    });
    queues.push(queue);
    await queue.start({ work: false });
    const { db } = testDatabase.database;
    const countBefore = (await db.select().from(backgroundJobs)).length;
    await expect(queue.enqueue('test.unknown', {}, { ownerId: null })).rejects.toThrow(/Unknown job/);
    await expect(queue.enqueue('test.strict', { email: 'nope' }, { ownerId: null })).rejects.toThrow();
    expect((await db.select().from(backgroundJobs)).length).toBe(countBefore);
  });

  it('shows a job only to its owner when asked to', async () => {
    const queue = newQueue(testDatabase.database);
    queue.define({
      name: 'test.owned',
      payload: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 0,
      timeoutSeconds: 10,
      handle: async () => null,
    });
    queues.push(queue);
    await queue.start({ work: false });
    const [owner, stranger] = await testDatabase.database.db
      .insert(users)
      .values([{ email: 'owner@example.com' }, { email: 'stranger@example.com' }])
      .returning();
    const { jobId } = await queue.enqueue('test.owned', {}, { ownerId: owner!.id });
    expect(await queue.getStatus(jobId, { ownerId: owner!.id, kind: 'test.owned' })).not.toBeNull();
    expect(await queue.getStatus(jobId, { ownerId: stranger!.id })).toBeNull();
    expect(await queue.getStatus(jobId, { kind: 'test.other' })).toBeNull();
    expect(await queue.getStatus('not-a-uuid')).toBeNull();
    expect(await queue.getStatus('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lets a running job finish when stopping', async () => {
    const started = gate();
    const release = gate();
    const queue = await startQueue((queue) =>
      queue.define({
        name: 'test.graceful',
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 0,
        timeoutSeconds: 10,
        handle: async () => {
          started.open();
          await release.opened;
          return 'finished';
        },
      }),
    );
    const { jobId } = await queue.enqueue('test.graceful', {}, { ownerId: null });
    await started.opened;
    const stopped = queue.stop();
    await delay(300);
    release.open();
    await stopped;
    await queue.ping().then(
      () => expect.fail('a stopped queue is not ready'),
      (error: Error) => expect(error.message).toMatch(/not started/),
    );
    const reader = newQueue(testDatabase.database);
    expect(await reader.getStatus(jobId)).toMatchObject({ status: 'completed', result: 'finished' });
  });

  it('aborts a job still running when the stop timeout passes, and runs it again after the restart', async () => {
    const started = gate();
    const first = await startQueue(
      (queue) =>
        queue.define({
          name: 'test.interrupted',
          payload: z.object({}),
          retryLimit: 1,
          retryDelaySeconds: 0,
          timeoutSeconds: 30,
          handle: async ({ signal }) => {
            started.open();
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            throw signal.reason;
          },
        }),
      { stopTimeoutSeconds: 1 },
    );
    const { jobId } = await first.enqueue('test.interrupted', {}, { ownerId: null });
    await started.opened;
    await first.stop();
    expect(await first.getStatus(jobId)).toMatchObject({
      status: 'pending',
      message: 'Retrying after an error...',
    });

    const second = await startQueue((queue) =>
      queue.define({
        name: 'test.interrupted',
        payload: z.object({}),
        retryLimit: 1,
        retryDelaySeconds: 0,
        timeoutSeconds: 30,
        handle: async ({ attempt }) => ({ attempt }),
      }),
    );
    expect(await waitForStatus(second, jobId, isFinished)).toMatchObject({
      status: 'completed',
      result: { attempt: 2 },
    });
  });

  it('answers ping once started', async () => {
    const queue = await startQueue(() => undefined);
    await expect(queue.ping()).resolves.toBeUndefined();
  });
});

describe('queue across a crash', () => {
  let pgliteDir: string;
  let testDatabase: TestDatabase;
  let database: Database | null = null;
  let queue: Queue | null = null;

  beforeAll(async () => {
    pgliteDir = await mkdtemp(path.join(tmpdir(), 'viva-queue-'));
    testDatabase = await createTestDatabase({ pgliteDir });
  });
  afterAll(async () => {
    await queue?.stop();
    // On PostgreSQL the reopened database is the harness's own, which dispose closes and drops.
    if (testDatabase.url) await testDatabase.dispose();
    else await database?.close();
    await rm(pgliteDir, { recursive: true, force: true });
  });

  it('finishes a job whose worker process was killed mid-way', async () => {
    // PGlite allows one process at a time: hand the folder over to the worker that will crash.
    if (!testDatabase.url) await testDatabase.database.close();
    const jobId = await runWorkerUntilKilled(
      testDatabase.url
        ? { QUEUE_FIXTURE_DATABASE_URL: testDatabase.url }
        : {
            QUEUE_FIXTURE_PGLITE_DIR: pgliteDir,
          },
    );

    database = testDatabase.url ? testDatabase.database : await reopenTestDatabase(testDatabase, pgliteDir);
    const attempts: number[] = [];
    queue = newQueue(database);
    queue.define({
      name: 'test.resumable',
      payload: z.object({ steps: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 0,
      timeoutSeconds: 3,
      handle: async ({ attempt, payload, reportProgress }) => {
        attempts.push(attempt);
        await reportProgress(90, 'Almost done');
        return { steps: payload.steps, attempt };
      },
    });
    expect(await queue.getStatus(jobId)).toMatchObject({ status: 'processing', message: 'First step done' });

    await queue.start({ work: true });
    const done = await waitForStatus(queue, jobId, isFinished, 30_000);
    expect(done).toMatchObject({ status: 'completed', progress: 100, result: { steps: 3, attempt: 2 } });
    expect(attempts).toEqual([2]);
  });
});

/** Starts the fixture worker, waits until its job is running, then kills it without any chance to clean up. */
async function runWorkerUntilKilled(environment: Record<string, string>): Promise<string> {
  const fixture = fileURLToPath(new URL('./interrupted-worker.fixture.ts', import.meta.url));
  const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const jobId = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /started (\S+)\n/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`The worker exited early (${code}): ${errors}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return jobId;
}
