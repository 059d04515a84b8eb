import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/engine', 'apps/server', 'apps/web'],
    // Files run on every core (Vitest keeps one free by default, a whole core on CI's two). At most four: a server
    // test file holds a PGlite database of ~0.9 GB.
    maxWorkers: Math.min(os.availableParallelism(), 4),
  },
});
