import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/support/chromium.ts';

/**
 * Each run keeps its databases and files in a new temporary folder, removed at the end. Kept in the environment
 * because Playwright evaluates this file again in each worker, which inherits it.
 */
process.env.VIVA_E2E_DATA_DIR ??= path.join(os.tmpdir(), `viva-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/remove-data-dir.ts',
  outputDir: 'test-results/playwright',
  // Spec files run at once, each worker against a server of its own (e2e/support/test.ts, ports from
  // VIVA_E2E_PORT, default 8123, up); a file's tests run in order. A worker keeps about two cores busy (Chromium
  // and its server): on CI's two, a second one made every spec twice as slow.
  fullyParallel: false,
  workers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
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
});
