import { defineProject } from 'vitest/config';

// PGlite instances are large (~0.9 GB each): test files run one after another.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
