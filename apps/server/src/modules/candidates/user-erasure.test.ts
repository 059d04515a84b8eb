import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { waitFor } from '../../../test/wait.ts';
import { storageErasures } from './candidates.schema.ts';
import { USER_ERASE_FILES_SWEEP } from './user-erasure.jobs.ts';

type Headers = { authorization: string };

const BUCKET = 'viva-erasure-test';

/**
 * Erasure when storage fails: object storage (a local S3-compatible server, the real far edge) is down when a
 * candidate is deleted, or the job queue is, and the files still go once it is back.
 */
describe('erasing a deleted user’s stored files', () => {
  let directory: string;
  let port: number;
  let s3: S3rver | null = null;
  let testApp: TestApp;
  let recruiter: Headers;

  const startS3 = async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    port = (await s3.run()).port;
  };
  const stopS3 = async () => {
    await s3?.close();
    s3 = null;
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'viva-erasure-s3-'));
    port = 0;
    await startS3();
    testApp = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    });
    recruiter = await signIn(testApp.app, 'erasure-recruiter@example.com', 'recruiter');
  });
  afterAll(async () => {
    await testApp.close();
    await stopS3();
    await rm(directory, { recursive: true, force: true });
  });

  /** A candidate with two stored files under their prefix. */
  const candidateWithFiles = async (name: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      headers: recruiter,
      payload: { first_name: name, surname: 'Erased', email: `${name.toLowerCase()}@example.com` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id: string = response.json().id;
    const keys = [`users/${id}/cv/a.pdf`, `users/${id}/cv/b.docx`];
    for (const key of keys) {
      await testApp.context.storage.put(key, Buffer.from('stored'), { contentType: 'application/pdf' });
    }
    return { id, keys };
  };

  const waitingErasure = async (userId: string) => {
    const [row] = await testApp.context.database.db
      .select()
      .from(storageErasures)
      .where(eq(storageErasures.prefix, `users/${userId}/`));
    return row ?? null;
  };

  /** Every object file the S3 server keeps on its disk for this user. */
  const objectsOnDisk = async (userId: string) =>
    (await readdir(directory, { recursive: true })).filter((entry) => entry.includes(userId));

  it('retries while object storage is down, then removes every file', async () => {
    const { id, keys } = await candidateWithFiles('Storagedown');
    expect((await objectsOnDisk(id)).length).toBeGreaterThan(0);

    await stopS3();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${id}`,
      headers: recruiter,
    });
    expect(deleted.statusCode).toBe(204);
    // The account is gone at once; the files wait, with the failure recorded for an operator.
    await waitFor(async () => ((await waitingErasure(id))?.attempts ?? 0) >= 1);
    expect((await waitingErasure(id))?.lastError).toBeTruthy();
    expect((await objectsOnDisk(id)).length).toBeGreaterThan(0);

    await startS3();
    await waitFor(async () => (await waitingErasure(id)) === null, 60_000);
    for (const key of keys) expect(await testApp.context.storage.exists(key)).toBe(false);
    expect(await objectsOnDisk(id)).toEqual([]);
  });

  it('removes the files when the job could not even be queued (the sweep)', async () => {
    const { id, keys } = await candidateWithFiles('Queuedown');
    // As if the process died right after the deletion committed: nothing is queued.
    await testApp.context.queue.stop();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${id}`,
      headers: recruiter,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await waitingErasure(id)).not.toBeNull();
    expect(await testApp.context.storage.exists(keys[0]!)).toBe(true);

    // The sweep runs every 15 minutes (once a period however many workers run); here it is queued at once.
    await testApp.context.queue.start({ work: true });
    await testApp.context.queue.enqueue(USER_ERASE_FILES_SWEEP, {}, { ownerId: null });
    await waitFor(async () => (await waitingErasure(id)) === null, 60_000);
    for (const key of keys) expect(await testApp.context.storage.exists(key)).toBe(false);
    expect(await objectsOnDisk(id)).toEqual([]);
  });
});
