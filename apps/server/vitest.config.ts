import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A worker imports the app once for all its files instead of once per file (minutes over the suite); each
    // file still makes its own database, app and servers.
    isolate: false,
  },
});
