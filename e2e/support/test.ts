import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startServerProcess } from '../../apps/server/test/server-process.ts';

export { expect } from '@playwright/test';

/** Playwright's `test` with a Viva server of its own for each worker, on its own port and data, as `baseURL`. */
export const test = base.extend<object, { serverBaseURL: string }>({
  serverBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = Number(process.env.VIVA_E2E_PORT ?? 8123) + workerInfo.parallelIndex;
      // Every worker starts on an empty database, so specs running at once never see each other's data.
      const dataDir = await mkdtemp(
        path.join(process.env.VIVA_E2E_DATA_DIR!, `worker-${workerInfo.parallelIndex}-`),
      );
      const server = await startServerProcess(
        port,
        {
          DATA_DIR: dataDir,
          ADMIN_EMAILS: 'admin@example.com',
          // The specs sign in far more often than people do, all from one address.
          SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
          // Recruiter access as in production (issue 15): example.com, where every spec's users live, recruits at
          // once; anyone else who chooses Recruiter waits for an admin (e2e/access.spec.ts).
          OPEN_RECRUITER_SIGNUP: '0',
          RECRUITER_DOMAINS: 'example.com',
        },
        // A loaded machine can take well over a minute to compile and migrate; the fixture allows three.
        ['apps/server/src/main.ts', 'serve'],
        170_000,
      );
      await use(server.base);
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ serverBaseURL }, use) => use(serverBaseURL),
});
