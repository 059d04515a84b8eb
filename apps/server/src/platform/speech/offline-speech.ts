import { Worker } from 'node:worker_threads';
import { SpeechError, type SpeechSynthesizer } from './speech.ts';

const WORKER = new URL('./mespeak-worker.mjs', import.meta.url);
// The first sentence also loads espeak (about 2 s); later ones take tens of milliseconds.
const TIMEOUT_MS = 30_000;

type Pending = {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};
type WorkerResponse =
  { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };

/**
 * The embedded voice (espeak in a worker thread, voices inside the npm package): no network, no keys. One worker,
 * started on first use; requests queue in it. A worker that dies is replaced on the next request.
 */
export function createOfflineSpeech(): SpeechSynthesizer & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.reject(error);
      pending.delete(id);
    }
  };

  const start = () => {
    const started = new Worker(WORKER, { execArgv: [] });
    started.unref();
    started.on('message', (response: WorkerResponse) => {
      const request = pending.get(response.id);
      if (!request) return;
      pending.delete(response.id);
      clearTimeout(request.timer);
      if (response.ok) request.resolve(response.bytes);
      else request.reject(new SpeechError(response.message));
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error) =>
      failAll(new SpeechError('The speech synthesiser failed', { cause: error })),
    );
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new SpeechError('The speech synthesiser stopped'));
    });
    return started;
  };

  return {
    id: 'mespeak-1',
    synthesize: ({ text, voice }, signal) =>
      new Promise((resolve, reject) => {
        signal?.throwIfAborted();
        worker ??= start();
        // Keeps the process alive only while a request is waiting for its sound.
        worker.ref();
        const id = nextId++;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new SpeechError('The speech synthesiser took too long'));
        }, TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, text, voice });
      }),
    close: async () => {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
