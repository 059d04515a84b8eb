import type { QueueLogger } from './queue.ts';

/**
 * Work repeated on a timer in every worker process (closing idle interviews, fetching missed webhooks). Each run
 * must be safe beside the same task in another process: claim rows with atomic updates, or be idempotent.
 */
export type PeriodicTask = {
  name: string;
  intervalSeconds: number;
  run(signal: AbortSignal): Promise<void>;
};

// The first run comes soon after start, so work left over from a restart is picked up at once.
const FIRST_RUN_DELAY_MS = 1_000;

export type PeriodicTasks = {
  define(task: PeriodicTask): void;
  start(): void;
  /** Stops the timers and waits for runs in progress (aborting them). */
  stop(): Promise<void>;
};

export function createPeriodicTasks(logger: QueueLogger): PeriodicTasks {
  const tasks = new Map<string, PeriodicTask>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let controller: AbortController | null = null;

  const schedule = (task: PeriodicTask, delayMs: number, signal: AbortSignal) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = task
        .run(signal)
        .catch((error: unknown) => {
          if (!signal.aborted) logger.error({ err: error, task: task.name }, 'Periodic task failed');
        })
        .finally(() => {
          running.delete(run);
          // One run at a time per task: the next is timed from the end of this one.
          if (!signal.aborted) schedule(task, task.intervalSeconds * 1000, signal);
        });
      running.add(run);
    }, delayMs);
    // Timers never keep a process alive on their own.
    timer.unref();
    timers.add(timer);
  };

  return {
    define: (task) => {
      if (tasks.has(task.name)) throw new Error(`Periodic task '${task.name}' is defined twice`);
      tasks.set(task.name, task);
    },
    start: () => {
      if (controller) return;
      controller = new AbortController();
      for (const task of tasks.values()) {
        schedule(task, Math.min(FIRST_RUN_DELAY_MS, task.intervalSeconds * 1000), controller.signal);
      }
    },
    stop: async () => {
      controller?.abort();
      controller = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
