// A worker process that the restart test kills with SIGKILL while its job is running: a real crash, not a
// graceful stop. It reads where the database is from the environment, enqueues one job and blocks inside it.
import { pino } from 'pino';
import { z } from 'zod';
import { openDatabase } from '../database/database.ts';
import { createQueue } from './queue.ts';

const pgliteDir = process.env.QUEUE_FIXTURE_PGLITE_DIR;
const databaseUrl = process.env.QUEUE_FIXTURE_DATABASE_URL;
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { pgliteDir });
const queue = createQueue({
  database,
  logger: pino({ level: 'silent' }),
  concurrency: 1,
  pollingIntervalSeconds: 0.5,
});

queue.define({
  name: 'test.resumable',
  payload: z.object({ steps: z.number() }),
  retryLimit: 2,
  retryDelaySeconds: 0,
  timeoutSeconds: 3,
  handle: async (context) => {
    await context.reportProgress(10, 'First step done');
    process.stdout.write(`started ${context.jobId}\n`);
    // Blocks until the test kills this process.
    await new Promise(() => undefined);
  },
});

await queue.start({ work: true });
await queue.enqueue('test.resumable', { steps: 3 }, { ownerId: null });
