import type { Engine } from '@viva/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AccessTokens } from './platform/auth/access-tokens.ts';
import type { AuthenticatedUser, Guards } from './platform/auth/guards.ts';
import type { TtlCache } from './platform/cache/ttl-cache.ts';
import type { Database } from './platform/database/database.ts';
import type { Queue } from './platform/queue/index.ts';
import type { LocalStorage, S3Storage } from './platform/storage/index.ts';
import type { IdentityVerifier } from './modules/auth/identity.ts';
import type { OidcClient } from './modules/auth/oidc.ts';

/** Everything the routes and jobs need, built once at start (or per test) and passed down explicitly. */
export type AppContext = {
  config: Config;
  logger: FastifyBaseLogger;
  database: Database;
  queue: Queue;
  storage: LocalStorage | S3Storage;
  engine: Engine;
  tokens: AccessTokens;
  guards: Guards;
  /** Short-lived, per-process: evicted by this process's writes, expiring to bound other processes' ones. */
  caches: {
    /** The user behind a token, for the guards (5 s). */
    users: TtlCache<string, AuthenticatedUser | null>;
    /** The job list as JSON, per viewer and role (2 s). */
    jobList: TtlCache<string, string>;
  };
  identity: { google: IdentityVerifier | null; oidc: OidcClient | null };
  keys: { oidcState: Buffer };
};
