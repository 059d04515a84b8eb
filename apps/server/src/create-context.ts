import { mkdir } from 'node:fs/promises';
import { createEngine } from '@viva/engine';
import { pino } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { createGoogleVerifier, type GoogleEndpoints } from './modules/auth/google.ts';
import { createOidcClient } from './modules/auth/oidc.ts';
import { jobPostingProcessJob } from './modules/jobs/job-postings.jobs.ts';
import { findUserById } from './modules/users/users.queries.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { createGuards, type AuthenticatedUser } from './platform/auth/guards.ts';
import { deriveKey, loadMasterSecret } from './platform/auth/secrets.ts';
import { createTtlCache } from './platform/cache/ttl-cache.ts';
import { openDatabase, type Database } from './platform/database/database.ts';
import { createQueue, type QueueOptions } from './platform/queue/index.ts';
import { createStorage } from './platform/storage/index.ts';

export type ContextOverrides = {
  /** An already open database (tests). */
  database?: Database;
  /** Where Google's keys and token info live (tests point these at a local server). */
  googleEndpoints?: GoogleEndpoints;
  /** Faster polling and expiry in tests. */
  queueTimings?: Pick<QueueOptions, 'pollingIntervalSeconds' | 'maintenanceIntervalSeconds' | 'stopTimeoutSeconds'>;
};

/** Builds the real parts the configuration asks for: the one composition root of the server. */
export async function createAppContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  await mkdir(config.dataDir, { recursive: true });
  const database =
    overrides.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: `${config.dataDir}/pgdata` }));
  const masterSecret = await loadMasterSecret({ secretKey: config.secretKey, dataDir: config.dataDir });
  const tokens = createAccessTokens({ key: deriveKey(masterSecret, 'access-tokens'), ttlSeconds: config.tokenTtlSeconds });
  const caches = {
    users: createTtlCache<string, AuthenticatedUser | null>({ ttlMs: 5_000, maxEntries: 10_000 }),
    jobList: createTtlCache<string, string>({ ttlMs: 2_000, maxEntries: 1_000 }),
  };
  const guards = createGuards({
    tokens,
    findUser: (id) =>
      caches.users.get(id, async () => {
        const user = await findUserById(database.db, id);
        return user && { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
      }),
  });
  const storage = createStorage(config.storage, deriveKey(masterSecret, 'file-urls'));
  const engine = createEngine(config.engine);
  const queue = createQueue({
    database,
    logger,
    concurrency: config.workerConcurrency,
    ...overrides.queueTimings,
  });
  // Every process defines every job: the API enqueues them, workers run them.
  queue.define(jobPostingProcessJob({ db: database.db, storage, engine, jobListCache: caches.jobList }));

  return {
    config,
    logger,
    database,
    queue,
    storage,
    engine,
    tokens,
    guards,
    caches,
    identity: {
      google: config.google
        ? createGoogleVerifier({ clientId: config.google.clientId, endpoints: overrides.googleEndpoints })
        : null,
      oidc: config.oidc ? createOidcClient(config.oidc) : null,
    },
    keys: { oidcState: deriveKey(masterSecret, 'oidc-state') },
  };
}
