import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { BaseLogger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../database/database.ts';
import { AppError } from '../http/app-error.ts';
import { jobRecords, toStatusRecord, type JobRow, type JobStatusRecord } from './job-records.ts';

export type JobContext<Payload> = {
  jobId: string;
  payload: Payload;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  ownerId: string | null;
  /** Progress 0-100 and a sentence for the person waiting; ignored once the attempt was given up. */
  reportProgress(progress: number, message: string): Promise<void>;
  /** Aborted when the attempt times out or the process shuts down: long steps should stop early. */
  signal: AbortSignal;
};

export type JobDefinition<Payload, Result> = {
  /** `domain.action`, e.g. `job-posting.process`. */
  name: string;
  payload: z.ZodType<Payload>;
  /** Runs after the first one; a crash or timeout uses one too. */
  retryLimit: number;
  /** Base delay before a retry, doubled each time (with jitter). */
  retryDelaySeconds: number;
  /** One attempt longer than this is aborted and counts as failed. */
  timeoutSeconds: number;
  /** Must be idempotent: a retry after a crash runs it again from the start. */
  handle(context: JobContext<Payload>): Promise<Result>;
  /** Cleanup (e.g. removing stored files) once no retry remains, before the job shows as failed. Idempotent: a
   * rare race may run it twice. Not called for a payload that fails its schema (nothing valid to clean up). */
  onFinalFailure?(context: JobContext<Payload>, error: unknown): Promise<void>;
  /** The plain-words message stored as the job's error. */
  describeError?(error: unknown): string;
  /** Errors that no retry can fix (an unreadable document): the job fails at once. */
  isPermanentError?(error: unknown): boolean;
  /**
   * Run on its own every this many seconds (with an empty payload) by the processes that work jobs: each queues
   * it when it starts and then on a timer, and the queue keeps one run per period however many processes do.
   */
  everySeconds?: number;
};

export type QueueLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export type QueueOptions = {
  database: Database;
  logger: QueueLogger;
  /** Jobs of each kind this process runs at once. */
  concurrency: number;
  /** How often idle workers look for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (their worker died) are sent back for retry. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for running jobs before aborting them. */
  stopTimeoutSeconds?: number;
};

export type Queue = {
  define<Payload, Result>(definition: JobDefinition<Payload, Result>): void;
  /**
   * Records the job as pending and queues it; nothing is left behind when queueing fails. `jobId` (a new UUID) lets
   * a feature claim the id before the job exists (one job per file: the claim is what makes it one).
   */
  enqueue(
    name: string,
    payload: unknown,
    options: { ownerId: string | null; jobId?: string },
  ): Promise<{ jobId: string }>;
  /** The status record, or null when it does not exist or does not match the filter (owner, kind). */
  getStatus(jobId: string, filter?: { ownerId?: string; kind?: string }): Promise<JobStatusRecord | null>;
  /** Starts the queue; with work, also recovers interrupted jobs and runs every defined job kind. */
  start(options: { work: boolean }): Promise<void>;
  /** Stops taking jobs, waits for running ones (then aborts them: they are retried later). */
  stop(): Promise<void>;
  /** Throws when the queue cannot reach its tables (for /readyz). */
  ping(): Promise<void>;
};

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong while processing. Please try again.';
export const RESTART_FAILURE_MESSAGE = 'The server restarted while processing this job. Please try again.';
export const INVALID_PAYLOAD_MESSAGE = 'This job could not run because its data is invalid.';
export const TIMEOUT_FAILURE_MESSAGE = 'This took too long and was stopped. Please try again.';
const INTERRUPTED_MESSAGE = 'Resuming after an interruption...';

// pg-boss enforces the expiry itself too; ours fires first so the handler sees its signal aborted.
const EXPIRY_MARGIN_SECONDS = 2;
// A pending record without a queued job is only abandoned once an enqueue in flight would have finished.
const ABANDONED_ENQUEUE_SECONDS = 300;

// Jobs running in this process, across queue instances: the PGlite recovery pass must not take them back.
const jobsRunningHere = new Set<string>();

class JobTimeoutError extends Error {
  constructor() {
    super('The job exceeded its time limit');
  }
}

class ShutdownError extends Error {
  constructor() {
    super('The process is shutting down');
  }
}

export function defaultDescribeError(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof JobTimeoutError) return TIMEOUT_FAILURE_MESSAGE;
  if (error instanceof ShutdownError) return RESTART_FAILURE_MESSAGE;
  return GENERIC_FAILURE_MESSAGE;
}

// pg-boss's own job state, read in the recovery pass.
type BossJob = PgBoss.JobWithMetadata<unknown>;
type AnyDefinition = JobDefinition<unknown, unknown>;

export function createQueue(options: QueueOptions): Queue {
  const { database, logger, concurrency } = options;
  const records = jobRecords(database.db);
  const definitions = new Map<string, AnyDefinition>();
  const running = new Set<{ controller: AbortController; settled: Promise<unknown> }>();
  const workerIds = new Map<string, string[]>();
  const scheduleTimers = new Set<NodeJS.Timeout>();
  let boss: PgBoss | null = null;
  let isStopping = false;

  const requireBoss = () => {
    if (!boss || isStopping) throw new Error('The queue is not started');
    return boss;
  };

  const describe = (definition: AnyDefinition, error: unknown) => {
    if (error instanceof JobTimeoutError || error instanceof ShutdownError)
      return defaultDescribeError(error);
    return (definition.describeError ?? defaultDescribeError)(error);
  };

  const isPermanent = (definition: AnyDefinition, error: unknown) =>
    !(error instanceof JobTimeoutError || error instanceof ShutdownError) &&
    (definition.isPermanentError?.(error) ?? false);

  const contextFor = (definition: AnyDefinition, row: JobRow, payload: unknown, signal: AbortSignal) => ({
    jobId: row.id,
    payload,
    attempt: row.attempts,
    ownerId: row.ownerId,
    signal,
    reportProgress: async (progress: number, message: string) => {
      if (!signal.aborted) await records.markProgress(row.id, progress, message);
    },
  });

  /**
   * Runs the job's cleanup, then moves the record to failed: whoever sees 'failed' finds nothing left behind.
   * Cleanups are idempotent, since two callers racing to fail one job (a worker and the recovery pass) may
   * both run it; a job already finished is left alone.
   */
  const failFinally = async (definition: AnyDefinition, row: JobRow, error: unknown, message: string) => {
    const current = await records.find(row.id);
    if (!current || current.status === 'completed' || current.status === 'failed') return;
    const parsed = definition.payload.safeParse(row.payload);
    if (definition.onFinalFailure && parsed.success) {
      try {
        await definition.onFinalFailure(contextFor(definition, current, parsed.data, AbortSignal.abort()), error);
      } catch (cleanupError) {
        logger.error(
          { err: cleanupError, jobId: row.id, kind: definition.name },
          'Job cleanup after failure failed',
        );
      }
    }
    await records.markFailed(row.id, message);
  };

  const runAttempt = async (definition: AnyDefinition, job: BossJob) => {
    const isLastAttempt = job.retryCount >= job.retryLimit;
    const row = await records.markProcessing(job.id, job.retryCount + 1);
    // Finished already (a repeated delivery) or removed: nothing to do, and pg-boss may complete its copy.
    if (!row) return;
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) {
      logger.error(
        { jobId: row.id, kind: definition.name, issues: parsed.error.issues },
        'Invalid job payload',
      );
      await failFinally(definition, row, parsed.error, INVALID_PAYLOAD_MESSAGE);
      return;
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new JobTimeoutError()), definition.timeoutSeconds * 1000);
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
        once: true,
      });
    });
    aborted.catch(() => undefined);
    const execution = (async () => {
      try {
        const result = await Promise.race([
          definition.handle(contextFor(definition, row, parsed.data, controller.signal)),
          aborted,
        ]);
        await records.markCompleted(row.id, result ?? null);
      } catch (error) {
        if (isPermanent(definition, error)) {
          // Our record holds the failure; pg-boss's copy is completed so it schedules no retry.
          await failFinally(definition, row, error, describe(definition, error));
          return;
        }
        if (isLastAttempt) {
          await failFinally(definition, row, error, describe(definition, error));
        } else {
          logger.warn(
            { err: error, jobId: row.id, kind: definition.name, attempt: row.attempts },
            'Job attempt failed',
          );
          await records.markRetrying(row.id);
        }
        // pg-boss then schedules the retry, or records its own copy as failed.
        throw error;
      } finally {
        clearTimeout(timer);
      }
    })();
    const entry = { controller, settled: execution.catch(() => undefined) };
    running.add(entry);
    jobsRunningHere.add(row.id);
    try {
      await execution;
    } finally {
      running.delete(entry);
      jobsRunningHere.delete(row.id);
    }
  };

  /**
   * Reconciles our records with pg-boss after a restart. On PGlite only this process can open the database, so a
   * job still 'active' that this process is not running was interrupted by a crash: it goes back for a retry at
   * once. On PostgreSQL another worker may be running it, so pg-boss's expiry (the job's timeout) sends it back.
   */
  const recover = async (activeBoss: PgBoss) => {
    const names = [...definitions.keys()];
    if (names.length === 0) return;
    if (database.kind === 'pglite') {
      const active = await activeBoss
        .getDb()
        .executeSql(`select id, name from pgboss.job where state = 'active' and name = any($1)`, [names]);
      for (const job of active.rows as { id: string; name: string }[]) {
        if (jobsRunningHere.has(job.id)) continue;
        await activeBoss.fail(job.name, job.id, { message: 'interrupted by a restart' });
      }
    }
    for (const row of await records.listUnfinished(names)) {
      const definition = definitions.get(row.kind)!;
      const job = await activeBoss.getJobById(row.kind, row.id, { includeArchive: true });
      if (job == null) {
        const age = (Date.now() - row.updatedAt.getTime()) / 1000;
        if (row.status === 'processing' || age > ABANDONED_ENQUEUE_SECONDS) {
          await failFinally(definition, row, new ShutdownError(), RESTART_FAILURE_MESSAGE);
        }
      } else if (job.state === 'created' || job.state === 'retry') {
        if (row.status === 'processing') await records.markRetrying(row.id, INTERRUPTED_MESSAGE);
      } else if (job.state !== 'active') {
        await failFinally(definition, row, new ShutdownError(), RESTART_FAILURE_MESSAGE);
      }
    }
  };

  const createBoss = () =>
    new PgBoss({
      ...(database.connection.kind === 'pglite'
        ? { db: { executeSql: database.connection.executeSql } }
        : { connectionString: database.connection.url, max: Math.max(2, concurrency + 1) }),
      schedule: false,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });

  const queueOptions = (definition: AnyDefinition) => ({
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryDelaySeconds > 0,
    expireInSeconds: definition.timeoutSeconds + EXPIRY_MARGIN_SECONDS,
  });

  /**
   * Queues this period's run of a scheduled job unless one is queued already: pg-boss keeps one job per singleton
   * key and period, so another process (or an earlier tick) having queued it makes this send a no-op.
   */
  const queueScheduledRun = async (definition: AnyDefinition, everySeconds: number) => {
    if (!boss || isStopping) return;
    const payload = definition.payload.parse({});
    const jobId = await records.insert(definition.name, payload, null);
    const sentId = await boss
      .send(definition.name, payload as object, {
        id: jobId,
        singletonKey: definition.name,
        singletonSeconds: everySeconds,
        ...queueOptions(definition),
      })
      .catch(async (error: unknown) => {
        await records.remove(jobId);
        throw error;
      });
    if (sentId === null) await records.remove(jobId);
  };

  const startSchedules = () => {
    for (const definition of definitions.values()) {
      const { everySeconds } = definition;
      if (everySeconds === undefined) continue;
      const tick = () =>
        void queueScheduledRun(definition, everySeconds).catch((error: unknown) =>
          logger.error({ err: error, kind: definition.name }, 'Could not queue a scheduled job'),
        );
      tick();
      // Unreferenced: a schedule alone never keeps the process alive.
      scheduleTimers.add(setInterval(tick, everySeconds * 1000).unref());
    }
  };

  return {
    define: (definition) => {
      if (boss) throw new Error(`Define job '${definition.name}' before starting the queue`);
      if (definitions.has(definition.name)) throw new Error(`Job '${definition.name}' is defined twice`);
      definitions.set(definition.name, definition as AnyDefinition);
    },

    enqueue: async (name, payload, { ownerId, jobId: chosenId }) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`Unknown job '${name}'`);
      const activeBoss = requireBoss();
      const validPayload = definition.payload.parse(payload);
      const jobId = await records.insert(name, validPayload, ownerId, chosenId);
      try {
        const sentId = await activeBoss.send(name, validPayload as object, {
          id: jobId,
          ...queueOptions(definition),
        });
        if (sentId !== jobId) throw new Error(`pg-boss did not accept job ${jobId}`);
      } catch (error) {
        await records.remove(jobId);
        throw error;
      }
      // Wake an idle local worker instead of waiting for its next poll.
      const [workerId] = workerIds.get(name) ?? [];
      if (workerId) activeBoss.notifyWorker(workerId);
      return { jobId };
    },

    getStatus: async (jobId, filter = {}) => {
      const row = await records.find(jobId);
      if (!row) return null;
      if (filter.ownerId !== undefined && row.ownerId !== filter.ownerId) return null;
      if (filter.kind !== undefined && row.kind !== filter.kind) return null;
      return toStatusRecord(row);
    },

    start: async ({ work }) => {
      if (boss) return;
      const newBoss = createBoss();
      newBoss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));
      await newBoss.start();
      boss = newBoss;
      isStopping = false;
      for (const definition of definitions.values()) {
        // createQueue does nothing when the queue exists (another process may create it at the same moment);
        // updateQueue then applies this release's retry policy.
        const settings = { name: definition.name, ...queueOptions(definition) };
        await newBoss.createQueue(definition.name, settings);
        await newBoss.updateQueue(definition.name, settings);
      }
      if (!work) return;
      await recover(newBoss);
      for (const definition of definitions.values()) {
        const ids: string[] = [];
        for (let index = 0; index < concurrency; index += 1) {
          ids.push(
            await newBoss.work<unknown>(
              definition.name,
              { batchSize: 1, includeMetadata: true },
              async ([job]) => job && runAttempt(definition, job),
            ),
          );
        }
        workerIds.set(definition.name, ids);
      }
      startSchedules();
      logger.info({ kinds: [...definitions.keys()], concurrency }, 'Job workers started');
    },

    stop: async () => {
      if (!boss || isStopping) return;
      isStopping = true;
      for (const timer of scheduleTimers) clearInterval(timer);
      scheduleTimers.clear();
      const stopTimeoutMs = (options.stopTimeoutSeconds ?? 25) * 1000;
      // pg-boss stops fetching at once and waits for its running jobs; ours are aborted first if they take too long.
      const bossStopped = boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs + 5000 });
      const allSettled = () => Promise.all([...running].map((entry) => entry.settled));
      // Unreferenced, so a quick stop does not keep the process alive until the timeout.
      await Promise.race([allSettled(), delay(stopTimeoutMs, undefined, { ref: false })]);
      for (const entry of running) entry.controller.abort(new ShutdownError());
      await allSettled();
      await bossStopped;
      boss = null;
      workerIds.clear();
    },

    ping: async () => {
      const activeBoss = requireBoss();
      if (!(await activeBoss.isInstalled())) throw new Error('The job queue tables are missing');
    },
  };
}
