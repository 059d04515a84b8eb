import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema.ts';
import type { JobStatusRecord } from '../../platform/queue/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { MAINTENANCE_CLEANUP } from './maintenance.jobs.ts';

const DAY_MS = 24 * 3600 * 1000;

describe('the scheduled cleanup (maintenance.cleanup)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ JOB_RETENTION_DAYS: '30' });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.context.database.db;
  const cleanupRecords = () => db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, MAINTENANCE_CLEANUP));

  async function waitUntilFinished(jobId: string): Promise<JobStatusRecord> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const record = await testApp.context.queue.getStatus(jobId);
      if (record?.status === 'completed' || record?.status === 'failed') return record;
      await delay(100);
    }
    throw new Error('the cleanup did not finish');
  }

  it('runs on its own once a worker starts, once for the hour', async () => {
    const deadline = Date.now() + 20_000;
    let records = await cleanupRecords();
    while (!records.some((record) => record.status === 'completed') && Date.now() < deadline) {
      await delay(100);
      records = await cleanupRecords();
    }
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'completed', ownerId: null });
  });

  it('removes finished job records past the retention and stale temporary files, and nothing else', async () => {
    const now = Date.now();
    const insert = async (status: 'completed' | 'failed' | 'pending' | 'processing', ageDays: number) => {
      const at = new Date(now - ageDays * DAY_MS);
      const [row] = await db()
        .insert(backgroundJobs)
        .values({ kind: 'test.old-work', status, createdAt: at, updatedAt: at })
        .returning({ id: backgroundJobs.id });
      return row!.id;
    };
    const oldCompleted = await insert('completed', 40);
    const oldFailed = await insert('failed', 31);
    const recentCompleted = await insert('completed', 29);
    const oldPending = await insert('pending', 40);
    const oldProcessing = await insert('processing', 40);

    const temporaryFolder = path.join(testApp.dataDir, 'files', '.tmp');
    await mkdir(temporaryFolder, { recursive: true });
    const staleFile = path.join(temporaryFolder, 'left-by-a-crash');
    const liveFile = path.join(temporaryFolder, 'being-written');
    await writeFile(staleFile, 'partial upload');
    await writeFile(liveFile, 'partial upload');
    const threeHoursAgo = new Date(now - 3 * 3600 * 1000);
    await utimes(staleFile, threeHoursAgo, threeHoursAgo);

    const { jobId } = await testApp.context.queue.enqueue(MAINTENANCE_CLEANUP, {}, { ownerId: null });
    const record = await waitUntilFinished(jobId);
    expect(record).toMatchObject({
      status: 'completed',
      result: { finished_jobs_removed: 2, temporary_files_removed: 1 },
    });

    const remaining = (await db().select({ id: backgroundJobs.id }).from(backgroundJobs)).map((row) => row.id);
    expect(remaining).not.toContain(oldCompleted);
    expect(remaining).not.toContain(oldFailed);
    expect(remaining).toEqual(expect.arrayContaining([recentCompleted, oldPending, oldProcessing, jobId]));
    expect(await readdir(temporaryFolder)).toEqual(['being-written']);
  });
});
