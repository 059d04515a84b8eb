import type { Config } from './config.ts';
import type { AccessTokens } from './platform/auth/access-tokens.ts';
import type { Guards } from './platform/auth/guards.ts';
import type { Database } from './platform/database/database.ts';
import type { IdentityVerifier } from './modules/auth/identity.ts';
import type { OidcClient } from './modules/auth/oidc.ts';

/** Everything the routes and jobs need, built once at start (or per test) and passed down explicitly. */
export type AppContext = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  guards: Guards;
  identity: { google: IdentityVerifier | null; oidc: OidcClient | null };
  keys: { oidcState: Buffer; fileUrls: Buffer };
};
