import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppContext } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { createAppContext, type ContextOverrides } from '../src/create-context.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  testDatabase: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real application on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a temporary
 * DATA_DIR. `env` sets environment variables exactly as an operator would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Omit<ContextOverrides, 'database'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-test-'));
  const testDatabase = await createTestDatabase();
  // Tests sign in far more often than people do, all from one address: sign-in's own limit is tested on its own.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  const context = await createAppContext(config, {
    queueTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutSeconds: 5 },
    ...overrides,
    database: testDatabase.database,
  });
  const app = await buildApp(context);
  await app.ready();
  await context.queue.start({ work: config.workerInProcess });
  return {
    app,
    context,
    testDatabase,
    dataDir,
    close: async () => {
      await app.close();
      await context.queue.stop();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the development sign-in and returns the bearer header, optionally choosing a role. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  role?: 'recruiter' | 'candidate',
): Promise<{ authorization: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/dev', payload: { email } });
  if (response.statusCode !== 200) throw new Error(`dev sign-in failed: ${response.body}`);
  const headers = { authorization: `Bearer ${response.json().access_token}` };
  if (role) {
    const chosen = await app.inject({ method: 'POST', url: '/api/v1/users/me/role', headers, payload: { role } });
    if (chosen.statusCode !== 200) throw new Error(`role choice failed: ${chosen.body}`);
  }
  return headers;
}
