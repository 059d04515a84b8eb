import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocumentError, isDocumentErrorCode, uploadableKinds } from './document-error.ts';
import type { WorkerRequest, WorkerResponse } from './document-worker.ts';
import type { ReadDocument } from './parse-document.ts';

const BOOTSTRAP = new URL('./document-worker-bootstrap.mjs', import.meta.url);
// Enough for pdf.js on a 10 MiB file; a decompression or image bomb hits this instead of the server's heap.
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));

type Task = {
  request: WorkerRequest;
  timeoutMs: number;
  resolve: (document: ReadDocument) => void;
  /** A DocumentError for the document's faults; a plain Error when the reader itself cannot run. */
  reject: (error: Error) => void;
};

/**
 * A small pool of parsing workers, started on first use and kept warm (starting one costs a few hundred
 * milliseconds, reading a short document tens). A worker that overruns its time limit, runs out of memory or dies
 * is terminated and replaced on demand. Idle workers do not keep the process alive.
 */
const idle: Worker[] = [];
const ready = new WeakSet<Worker>();
const waiting: Task[] = [];
let busyCount = 0;

export function parseInWorker(request: WorkerRequest, timeoutMs: number): Promise<ReadDocument> {
  return new Promise((resolve, reject) => {
    waiting.push({ request, timeoutMs, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (waiting.length > 0 && (idle.length > 0 || busyCount < POOL_SIZE)) {
    const task = waiting.shift() as Task;
    const worker = idle.pop() ?? startWorker();
    busyCount += 1;
    run(worker, task);
  }
}

function startWorker(): Worker {
  // execArgv: [] so the worker does not depend on how the parent was started (`--input-type`, `-e`, an inspector
  // port, a second TypeScript loader): the bootstrap sets up everything it needs.
  return new Worker(BOOTSTRAP, { resourceLimits: RESOURCE_LIMITS, execArgv: [] });
}

function run(worker: Worker, task: Task): void {
  worker.ref();
  let isSettled = false;
  const settle = (outcome: () => void, keepWorker: boolean) => {
    if (isSettled) return;
    isSettled = true;
    clearTimeout(timer);
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    busyCount -= 1;
    if (keepWorker) {
      worker.unref();
      idle.push(worker);
    } else {
      // A worker given up on may still report an error on its way out (running out of memory on a bomb); with no
      // listener, Node would throw it in this process. Its task is settled, so the error says nothing more.
      worker.on('error', () => {});
      void worker.terminate();
    }
    outcome();
    dispatch();
  };
  const onMessage = (response: WorkerResponse) => {
    if ('ready' in response) {
      ready.add(worker);
      return;
    }
    if (response.ok) settle(() => task.resolve(response.document), true);
    else {
      const code = isDocumentErrorCode(response.code) ? response.code : 'corrupt';
      settle(() => task.reject(new DocumentError(code, response.message)), true);
    }
  };
  const onError = (error: Error & { code?: string }) => {
    if (!ready.has(worker)) {
      // Not the document's fault: the parsers did not load (a broken installation), which is the server's error.
      settle(() => task.reject(new Error(`The document reader could not start: ${error.message}`)), false);
      return;
    }
    const verdict =
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new DocumentError(
            'too_large',
            `The document is too large or complex to read within the memory limit. Upload a simpler ${uploadableKinds(task.request.accept)}.`,
          )
        : new DocumentError('corrupt');
    settle(() => task.reject(verdict), false);
  };
  const onExit = () => settle(() => task.reject(new DocumentError('corrupt')), false);
  const timer = setTimeout(
    () => settle(() => task.reject(new DocumentError('timeout')), false),
    task.timeoutMs,
  );
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  // A copy of its own, transferred: the caller keeps its bytes. (Buffer#slice would be a view sharing the caller's
  // memory, or Node's shared pool, and transferring that would detach it.)
  const bytes = new Uint8Array(task.request.bytes);
  worker.postMessage({ ...task.request, bytes }, [bytes.buffer]);
}
