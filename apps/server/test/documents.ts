import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app.ts';
import { readFixture } from './fixtures.ts';
import { multipartBody } from './multipart.ts';

type Headers = { authorization: string };

/** Uploads a file (a fixture path, or bytes) as a CV or specs file, the way the browser does. */
export function uploadDocument(
  app: FastifyInstance,
  headers: Headers,
  file: string | Uint8Array,
  /** chunkBytes: send the body in chunks of this size, as a network delivers a large file (one piece otherwise). */
  options: { url?: string; fileName?: string; contentType?: string; chunkBytes?: number } = {},
) {
  const content = typeof file === 'string' ? readFixture(file) : file;
  const fileName = options.fileName ?? (typeof file === 'string' ? path.basename(file) : 'upload.pdf');
  const body = multipartBody({}, [{ field: 'file', fileName, content, contentType: options.contentType }]);
  const { chunkBytes } = options;
  const payload = chunkBytes
    ? Readable.from(
        Array.from({ length: Math.ceil(body.payload.length / chunkBytes) }, (_, index) =>
          body.payload.subarray(index * chunkBytes, (index + 1) * chunkBytes),
        ),
      )
    : body.payload;
  return app.inject({
    method: 'POST',
    url: options.url ?? '/api/v1/cv/upload',
    headers: { ...headers, ...body.headers },
    payload,
  });
}

/** Polls a Q&A job's status call until it finishes; returns the record and every progress message seen. */
export async function waitForQaJob(app: FastifyInstance, headers: Headers, statusUrl: string) {
  const deadline = Date.now() + 60_000;
  const messages = new Set<string>();
  while (Date.now() < deadline) {
    const response = await app.inject({ method: 'GET', url: statusUrl, headers });
    if (response.statusCode !== 200) throw new Error(`job status ${response.statusCode}: ${response.body}`);
    const status = response.json();
    if (status.message) messages.add(status.message);
    if (status.status === 'completed' || status.status === 'failed')
      return { status, messages: [...messages] };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${statusUrl} did not finish`);
}

/** A CV uploaded and its Q&A generated, through the API: returns the path and the generated lists. */
export async function cvWithQa(app: FastifyInstance, headers: Headers, fixture: string, userId?: string) {
  const query = userId ? `?user_id=${userId}` : '';
  const uploaded = await uploadDocument(app, headers, fixture, { url: `/api/v1/cv/upload${query}` });
  if (uploaded.statusCode !== 201 && uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);
  const cvPath = uploaded.json().path as string;
  const started = await app.inject({ method: 'POST', url: `/api/v1/cv_qa?cv_path=${cvPath}`, headers });
  if (started.statusCode !== 202 && started.statusCode !== 200) throw new Error(`cv_qa: ${started.body}`);
  const { status } = await waitForQaJob(app, headers, `/api/v1/cv_qa/job/${started.json().job_id}`);
  if (status.status !== 'completed') throw new Error(`generation failed: ${status.error}`);
  return {
    cvPath,
    qa: status.result as {
      qa_pairs: { question: string; answer: string }[];
      qa_admin_pairs: { title: string; question: string }[];
    },
  };
}

/** Every file stored under DATA_DIR/files (relative keys), to check what an operation left behind. */
export async function storedFileKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** Rows of a query run straight on the test database (to check what an API call left there). */
export async function queryRows<Row>(testApp: TestApp, query: SQL): Promise<Row[]> {
  const result = (await testApp.context.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
