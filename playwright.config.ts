import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/support/chromium.ts';

// VIVA_E2E_PORT lets several checkouts on one machine run their browser tests at once.
const PORT = Number(process.env.VIVA_E2E_PORT ?? 8123);
/**
 * Every run starts on an empty database, so the specs cannot lean on what an earlier run left behind. Kept in the
 * environment because Playwright evaluates this file again in each worker, which inherits it.
 */
process.env.VIVA_E2E_DATA_DIR ??= path.join(os.tmpdir(), `viva-e2e-${Date.now()}`);
const DATA_DIR = process.env.VIVA_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/support/remove-data-dir.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // One embedded database behind one server: specs run one at a time.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium; Playwright's own browser downloads are not used on these machines.
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/build-web.mjs && node --import tsx apps/server/src/main.ts serve',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      ADMIN_EMAILS: 'admin@example.com',
      NODE_ENV: 'test',
      // The specs sign in far more often than people do, all from one address.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
      // Recruiter access as in production (issue 15): example.com, where every spec's users live, recruits at once;
      // anyone else who chooses Recruiter waits for an admin (e2e/access.spec.ts).
      OPEN_RECRUITER_SIGNUP: '0',
      RECRUITER_DOMAINS: 'example.com',
    },
  },
});
