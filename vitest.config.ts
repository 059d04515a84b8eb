import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/engine', 'apps/server', 'apps/web'],
  },
});
