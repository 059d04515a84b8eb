import { mkdir } from 'node:fs/promises';
import { createEngine } from '@viva/engine';
import { pino } from 'pino';
import type { AppContext, FeatureModule, Platform } from './app-context.ts';
import type { Config } from './config.ts';
import type { AppEvents } from './modules/events.ts';
import { createFeatureModules, type ModuleOverrides } from './modules/index.ts';
import { findAuthenticatedUser } from './modules/users/index.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { createGuards, type AuthenticatedUser } from './platform/auth/guards.ts';
import { deriveKey, loadMasterSecret } from './platform/auth/secrets.ts';
import { createTtlCache } from './platform/cache/ttl-cache.ts';
import { openDatabase, type Database } from './platform/database/database.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { createQueue, type QueueOptions } from './platform/queue/index.ts';
import { createSpeechFromConfig } from './platform/speech/index.ts';
import { createStorage } from './platform/storage/index.ts';

type ModuleJob = NonNullable<FeatureModule['jobs']>[number];

export type ContextOverrides = ModuleOverrides & {
  /** An already open database (tests). */
  database?: Database;
  /** Faster polling and expiry in tests. */
  queueTimings?: Pick<
    QueueOptions,
    'pollingIntervalSeconds' | 'maintenanceIntervalSeconds' | 'stopTimeoutSeconds'
  >;
  /** Changes a job's definition before it is defined (crash tests make a job block in its middle). */
  wrapJob?: (definition: ModuleJob) => ModuleJob;
};

/**
 * The one composition root of the server: builds the platform parts the configuration asks for, then every
 * feature module on them (modules/index.ts), and defines each module's jobs on the queue.
 */
export async function createAppContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  const logger = pino(
    { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Written asynchronously: lines logged while a write is under way go out together in the next one, instead of
    // a system call per line (two per request). pino writes what is left synchronously when the process exits.
    pino.destination({ sync: false }),
  );
  await mkdir(config.dataDir, { recursive: true });
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: `${config.dataDir}/pgdata` },
      logger,
    ));
  const masterSecret = await loadMasterSecret({ secretKey: config.secretKey, dataDir: config.dataDir });
  const tokens = createAccessTokens({
    key: deriveKey(masterSecret, 'access-tokens'),
    ttlSeconds: config.tokenTtlSeconds,
    // Not one of the IN_PROCESS_CACHES: a signature check of the same bytes gives the same answer in every
    // process, so nothing can go stale (the user behind the token is read through the cache below).
    verifiedCacheMs: 5_000,
  });
  const events = createEventBus<AppEvents>({
    onHandlerError: (error, type) => logger.error({ err: error, event: type }, 'Event handler failed'),
  });

  // IN_PROCESS_CACHES=0 gives every cache a zero lifetime: each request pays for its real queries (benchmarks).
  const createCache: Platform['createCache'] = (options) =>
    createTtlCache(config.inProcessCaches ? options : { ...options, ttlMs: 0 });
  // The guards read the signed-in user through a 5 s cache, dropped at once on this process's changes.
  const users = createCache<string, AuthenticatedUser | null>({ ttlMs: 5_000, maxEntries: 10_000 });
  events.subscribe('user.changed', ({ userId }) => users.delete(userId));
  const guards = createGuards({
    tokens,
    findUser: (id) => users.get(id, () => findAuthenticatedUser(database.db, id)),
  });

  const storage = createStorage(config.storage, deriveKey(masterSecret, 'file-urls'));
  const platform: Platform = {
    config,
    logger,
    database,
    queue: createQueue({
      database,
      logger,
      concurrency: config.workerConcurrency,
      ...overrides.queueTimings,
    }),
    storage,
    engine: createEngine(config.engine),
    speech: createSpeechFromConfig(config.speech, storage),
    tokens,
    guards,
    events,
    createCache,
    deriveKey: (purpose) => deriveKey(masterSecret, purpose),
  };
  const modules = createFeatureModules(platform, overrides);
  // Every process defines every job: the API enqueues them, workers run them.
  for (const definition of modules.flatMap((module) => module.jobs ?? []))
    platform.queue.define(overrides.wrapJob ? overrides.wrapJob(definition) : definition);
  return { ...platform, modules };
}
