import type { RunOptions } from '../engine.ts';

/**
 * Progress of a call made of `stepCount` model calls: 5 when it starts, then an even share per finished step
 * (steps may finish in any order when they run in parallel), 100 when the result is ready.
 */
export function trackProgress(onProgress: RunOptions['onProgress'], stepCount: number) {
  let finished = 0;
  return {
    start(message: string) {
      onProgress?.({ progress: 5, message });
    },
    async step<Value>(work: Promise<Value>, message: string): Promise<Value> {
      const value = await work;
      finished += 1;
      onProgress?.({ progress: Math.min(95, 5 + Math.round((90 * finished) / stepCount)), message });
      return value;
    },
    done(message: string) {
      onProgress?.({ progress: 100, message });
    },
  };
}
