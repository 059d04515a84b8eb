import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart.ts';
import { createLocalStorage, type LocalStorage } from '../storage/index.ts';
import { registerErrorHandler } from './error-handler.ts';
import { documentSniffer, readMultipartForm } from './multipart-form.ts';

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n% a small document\n');

/** A form route as a feature mounts one: one document field, behind the shared error handler. */
async function serveForm(storage: LocalStorage): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(fastifyMultipart);
  app.post('/form', async (request) => {
    const form = await readMultipartForm(request, storage, {
      files: { file: { key: 'uploads/file', sniffer: documentSniffer(['pdf']), wrongTypeMessage: 'PDF only.' } },
      maxFileBytes: MAX_FILE_BYTES,
      tooLargeMessage: 'Too large.',
    });
    return { fields: form.fields, file: form.files.file ?? null };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

type RawAnswer = { status: number; body: string; elapsedMs: number; closedByServer: boolean };

/**
 * Sends a request over a real socket: the head, then `body` in chunks of `chunkBytes` every `chunkDelayMs`, and
 * reports the first answer and whether the server closed the connection.
 */
function sendRaw(
  port: number,
  head: string,
  body: Buffer,
  options: { chunkBytes?: number; chunkDelayMs?: number } = {},
): Promise<RawAnswer & { bytesSent: number }> {
  const { chunkBytes = body.length || 1, chunkDelayMs = 0 } = options;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let bytesSent = 0;
    let answer: RawAnswer | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after 8 s (${bytesSent} bytes sent)`));
    }, 8_000);
    const settle = (closedByServer: boolean) => {
      if (answer) return;
      const match = /^HTTP\/1\.1 (\d+)[^]*?\r\n\r\n([^]*)$/.exec(received);
      if (!match) return;
      answer = { status: Number(match[1]), body: match[2]!, elapsedMs: Date.now() - started, closedByServer };
    };
    socket.on('data', (data) => {
      received += data.toString();
      if (/\r\n\r\n\{.*\}$/s.test(received)) settle(false);
      if (answer && !answer.closedByServer) {
        // Give the server a moment to close the connection, as it should after refusing a body it did not read.
        setTimeout(() => socket.destroy(), 300);
      }
    });
    socket.on('end', () => {
      if (answer) answer.closedByServer = true;
      else settle(true);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (answer) resolve({ ...answer, bytesSent });
      else reject(new Error(`closed without an answer: ${received}`));
    });
    socket.on('error', () => undefined); // the server may close while we still write: that is the point
    socket.write(head);
    const pump = () => {
      if (answer || socket.destroyed || bytesSent >= body.length) return;
      const chunk = body.subarray(bytesSent, bytesSent + chunkBytes);
      bytesSent += chunk.length;
      socket.write(chunk);
      setTimeout(pump, chunkDelayMs);
    };
    pump();
  });
}

const requestHead = (contentType: string, contentLength: number) =>
  `POST /form HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${contentLength}\r\n\r\n`;

describe('the shared multipart reader', () => {
  let root: string;
  let storage: LocalStorage;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'viva-multipart-'));
    storage = createLocalStorage({ root, secret: 'a-test-secret-that-is-long-enough-for-hmac', publicBasePath: '/files' });
    app = await serveForm(storage);
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const storedFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

  it('reads the fields and streams the file into storage, judged by its content', async () => {
    const { payload, headers } = multipartBody({ name: 'Ada' }, [{ field: 'file', fileName: 'cv.bin', content: PDF }]);
    const response = await app.inject({ method: 'POST', url: '/form', payload, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fields: { name: 'Ada' },
      file: { key: 'uploads/file', kind: 'pdf', contentType: 'application/pdf', size: PDF.length, fileName: 'cv.bin' },
    });
    expect(Buffer.from(await storage.getBytes('uploads/file'))).toEqual(PDF);
    await storage.delete('uploads/file');
  });

  it('refuses a file whose content is not accepted, whatever its name, and keeps nothing', async () => {
    const { payload, headers } = multipartBody({}, [{ field: 'file', fileName: 'cv.pdf', content: Buffer.from('PK\x03\x04zip') }]);
    const response = await app.inject({ method: 'POST', url: '/form', payload, headers });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'PDF only.' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file in a field the form does not take', async () => {
    const { payload, headers } = multipartBody({}, [{ field: 'other', fileName: 'a.pdf', content: PDF }]);
    const response = await app.inject({ method: 'POST', url: '/form', payload, headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body', 'other'], msg: 'Unexpected file' }] });
  });

  it('refuses a body that is not multipart (415) and one without a boundary (400), never a 500', async () => {
    const json = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: 'The form must be sent as multipart/form-data.' });
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/form',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ detail: 'The multipart form has no boundary.' });
  });

  it('answers a body that ends without its closing boundary at once, keeping nothing', async () => {
    const { payload, headers } = multipartBody({ name: 'Ada' }, [{ field: 'file', fileName: 'a.pdf', content: PDF }]);
    const cut = payload.subarray(0, payload.indexOf(PDF) + 10);
    const answer = await sendRaw(port, requestHead(headers['content-type'], cut.length), cut);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The upload ended before the form was complete. Please try again.' });
    expect(answer.elapsedMs).toBeLessThan(3_000);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a declared body larger than the form can hold before reading it, and closes the connection', async () => {
    const declared = 300 * 1024 * 1024;
    const answer = await sendRaw(port, requestHead('multipart/form-data; boundary=x', declared), Buffer.alloc(0));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Too large.' });
    expect(answer.closedByServer).toBe(true);
  });

  it('cuts a file off as soon as it passes the limit, without reading the rest, and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * MAX_FILE_BYTES, 0x41)]);
    const { payload, headers } = multipartBody({}, [{ field: 'file', fileName: 'big.pdf', content: big }]);
    // Within the declared-size allowance, so only the streaming limit can stop it: sent slowly, 128 KB at a time.
    const withinAllowance = payload.subarray(0, MAX_FILE_BYTES + 900 * 1024);
    const answer = await sendRaw(port, requestHead(headers['content-type'], withinAllowance.length), withinAllowance, {
      chunkBytes: 128 * 1024,
      chunkDelayMs: 20,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Too large.' });
    expect(answer.bytesSent).toBeLessThan(withinAllowance.length);
    expect(answer.closedByServer).toBe(true);
    expect(await storedFiles()).toEqual([]);
  });
});
