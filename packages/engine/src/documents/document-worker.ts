import { parentPort } from 'node:worker_threads';
import { DocumentError, type DocumentFormat } from './document-error.ts';
import { parseDocument } from './parse-document.ts';

export type WorkerRequest = {
  bytes: Uint8Array;
  format: DocumentFormat;
  maxPages: number;
  /** The formats the caller takes, for the advice in messages. */
  accept: DocumentFormat[];
};
export type WorkerResponse =
  /** Sent once the parsers have loaded: a failure after it is the document's, before it the installation's. */
  | { ready: true }
  | { ok: true; document: Awaited<ReturnType<typeof parseDocument>> }
  | { ok: false; code: DocumentError['code']; message: string };

// Parser warnings about damaged files are expected and are nobody's output (the CLI's stdout is JSON only).
for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => undefined;

parentPort?.on('message', async (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { ok: true, document: await parseDocument(request.bytes, request.format, request.maxPages, request.accept) };
  } catch (error) {
    // Anything a parser throws other than our own verdict means it could not make sense of the bytes.
    const documentError = error instanceof DocumentError ? error : new DocumentError('corrupt');
    response = { ok: false, code: documentError.code, message: documentError.message };
  }
  parentPort?.postMessage(response);
});

parentPort?.postMessage({ ready: true } satisfies WorkerResponse);
