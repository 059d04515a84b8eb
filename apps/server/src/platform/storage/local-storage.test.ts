import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createLocalStorage, localFilesRoutes, type LocalStorage } from './index.ts';
import { describeStorageContract } from './storage-contract.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';

/** The file route as the app mounts it: inside the /api/v1 prefix, behind the shared error handler. */
async function serveFiles(storage: LocalStorage): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(localFilesRoutes(storage), { prefix: '/api/v1' });
  await app.ready();
  return app;
}

async function createSubject() {
  const root = await mkdtemp(path.join(tmpdir(), 'viva-storage-'));
  const storage = createLocalStorage({ root, secret, publicBasePath: '/api/v1/files' });
  const app = await serveFiles(storage);
  return { root, storage, app };
}

describeStorageContract('local', async () => {
  const { root, storage, app } = await createSubject();
  return {
    storage,
    expiredStatus: 410,
    download: async (url, headers) => {
      const response = await app.inject({ method: 'GET', url, headers });
      return {
        status: response.statusCode,
        headers: response.headers as Record<string, string>,
        body: response.rawPayload,
      };
    },
    dispose: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
});

describe('local file route', () => {
  let subject: Awaited<ReturnType<typeof createSubject>>;
  beforeAll(async () => {
    subject = await createSubject();
    await subject.storage.put('reports/r.pdf', Buffer.from('%PDF-1.4 report'), {
      contentType: 'application/pdf',
    });
  });
  afterAll(async () => {
    await subject.app.close();
    await rm(subject.root, { recursive: true, force: true });
  });

  it('answers in the API error shape and lets caches keep the file only while the link is valid', async () => {
    const url = await subject.storage.signedUrl('reports/r.pdf', { expiresInSeconds: 600 });
    expect(url).toMatch(/^\/api\/v1\/files\/reports\/r\.pdf\?expires=\d+&disposition=inline&sig=[\w-]+$/);
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['content-length']).toBe('15');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(590);
    expect(maxAge).toBeLessThanOrEqual(600);

    const tampered = await subject.app.inject({ method: 'GET', url: url.replace('sig=', 'sig=x') });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ detail: 'This link is invalid.' });

    const unsigned = await subject.app.inject({ method: 'GET', url: '/api/v1/files/reports/r.pdf' });
    expect(unsigned.statusCode).toBe(403);
  });

  // Suffix ranges are outside the shared contract only because s3rver answers them wrongly (real S3 does not).
  it('serves the last bytes of a file for a suffix range, and the whole file for ranges it does not support', async () => {
    const url = await subject.storage.signedUrl('reports/r.pdf', { expiresInSeconds: 60 });
    const tail = await subject.app.inject({ method: 'GET', url, headers: { range: 'bytes=-6' } });
    expect([tail.statusCode, tail.body, tail.headers['content-range']]).toEqual([
      206,
      'report',
      'bytes 9-14/15',
    ]);
    const unsatisfiable = await subject.app.inject({ method: 'GET', url, headers: { range: 'bytes=15-' } });
    expect([unsatisfiable.statusCode, unsatisfiable.headers['content-range']]).toEqual([416, 'bytes */15']);
    expect(unsatisfiable.json()).toEqual({ detail: 'The requested range is not available.' });
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await subject.app.inject({ method: 'GET', url, headers: { range } });
      expect([whole.statusCode, whole.body], range).toEqual([200, '%PDF-1.4 report']);
    }
  });

  it('says an expired link has expired, even when the file is gone', async () => {
    const expired = subject.storage
      .signedUrl('reports/r.pdf', { expiresInSeconds: -10 })
      .then((url) => subject.app.inject({ method: 'GET', url }));
    expect((await expired).statusCode).toBe(410);
    expect((await expired).json()).toEqual({ detail: 'This link has expired.' });
  });

  it('answers 404 for a valid link to a file that was deleted', async () => {
    await subject.storage.put('reports/gone.pdf', Buffer.from('x'), { contentType: 'application/pdf' });
    const url = await subject.storage.signedUrl('reports/gone.pdf', { expiresInSeconds: 60 });
    await subject.storage.delete('reports/gone.pdf');
    const response = await subject.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('refuses paths that try to climb out of the files folder', async () => {
    for (const url of [
      '/api/v1/files/../../etc/passwd',
      '/api/v1/files/%2e%2e/%2e%2e/etc/passwd',
      '/api/v1/files/.meta/reports/r.pdf.json',
    ]) {
      const response = await subject.app.inject({
        method: 'GET',
        url: `${url}?expires=9999999999&disposition=inline&sig=x`,
      });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });

  it('leaves no temporary files after a failed write', async () => {
    const { Readable } = await import('node:stream');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('aborted upload');
      })(),
    );
    await expect(
      subject.storage.put('reports/partial.pdf', failing, { contentType: 'application/pdf' }),
    ).rejects.toThrow();
    expect(await readdir(path.join(subject.root, '.tmp'))).toEqual([]);
  });

  it('only serves local storage, and only under a prefix its public path starts with', async () => {
    const app = Fastify();
    await expect(
      app.register(localFilesRoutes(subject.storage), { prefix: '/other' }).ready(),
    ).rejects.toThrow(/outside/);
    await app.close();
  });
});
