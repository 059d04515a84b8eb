import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { afterEach, expect, it, vi } from 'vitest';
import { DocumentError, readDocument } from './index.ts';

const FIXTURE = new URL('../../../../fixtures/cvs/soupboss_01_accountant.pdf', import.meta.url);

afterEach(() => {
  vi.restoreAllMocks();
});

// A worker given up on (its time ran out) is terminated, and may still report an error on its way out: running out of
// memory on a bomb is the usual one. With no listener left, Node throws that error in the server's process.
it("ignores an error from a worker it has already given up on, instead of throwing it in the caller's process", async () => {
  const terminate = Worker.prototype.terminate;
  vi.spyOn(Worker.prototype, 'terminate').mockImplementation(function (this: Worker) {
    this.emit('error', Object.assign(new Error('out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }));
    return terminate.call(this);
  });
  const error = await readDocument(new Uint8Array(readFileSync(FIXTURE)), { timeoutMs: 1 }).catch(
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DocumentError);
  expect((error as DocumentError).code).toBe('timeout');
});
