import { defineProject } from 'vitest/config';

export default defineProject({
  // Files share a worker's module graph: the engine keeps no state between calls.
  test: { name: 'engine', environment: 'node', testTimeout: 30_000, isolate: false },
});
