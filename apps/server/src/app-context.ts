import type { Engine } from '@viva/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppEvents } from './modules/events.ts';
import type { AccessTokens } from './platform/auth/access-tokens.ts';
import type { Guards } from './platform/auth/guards.ts';
import type { TtlCache } from './platform/cache/ttl-cache.ts';
import type { Database } from './platform/database/database.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { JobDefinition, Queue } from './platform/queue/index.ts';
import type { Speech } from './platform/speech/index.ts';
import type { LocalStorage, S3Storage } from './platform/storage/index.ts';

/** The shared parts every feature module is built on, made once at start (or per test) and passed down. */
export type Platform = {
  config: Config;
  logger: FastifyBaseLogger;
  database: Database;
  queue: Queue;
  storage: LocalStorage | S3Storage;
  engine: Engine;
  /** Text to speech, cached in storage (offline espeak, or an OpenAI-compatible server). */
  speech: Speech;
  tokens: AccessTokens;
  guards: Guards;
  /** After-commit events between modules (modules/events.ts lists them). */
  events: EventBus<AppEvents>;
  /**
   * A short-lived per-process cache for a module's own view. Its owner clears it on the events that change it;
   * the expiry bounds how long another process's write can go unseen.
   */
  createCache<Key, Value>(options: { ttlMs: number; maxEntries: number }): TtlCache<Key, Value>;
  /** A key for one purpose, derived from the server's master secret (SECRET_KEY or the generated one). */
  deriveKey(purpose: string): Buffer;
};

/** What a feature module gives the application: its routes (under /api/v1) and the background jobs it runs. */
export type FeatureModule = {
  name: string;
  routes?: FastifyPluginAsyncZod;
  // The queue checks each payload against its definition's schema; the list holds definitions of any payload.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of different payload types in one list
  jobs?: JobDefinition<any, unknown>[];
};

export type AppContext = Platform & { modules: readonly FeatureModule[] };
