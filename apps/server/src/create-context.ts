import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { createGoogleVerifier, type GoogleEndpoints } from './modules/auth/google.ts';
import { createOidcClient } from './modules/auth/oidc.ts';
import { findUserById } from './modules/users/users.queries.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { createGuards } from './platform/auth/guards.ts';
import { deriveKey, loadMasterSecret } from './platform/auth/secrets.ts';
import { openDatabase, type Database } from './platform/database/database.ts';

export type ContextOverrides = {
  /** An already open database (tests). */
  database?: Database;
  /** Where Google's keys and token info live (tests point these at a local server). */
  googleEndpoints?: GoogleEndpoints;
};

/** Builds the real parts the configuration asks for: the one composition root of the server. */
export async function createAppContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const database =
    overrides.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: `${config.dataDir}/pgdata` }));
  const masterSecret = await loadMasterSecret({ secretKey: config.secretKey, dataDir: config.dataDir });
  const tokens = createAccessTokens({ key: deriveKey(masterSecret, 'access-tokens'), ttlSeconds: config.tokenTtlSeconds });
  const guards = createGuards({
    tokens,
    findUser: async (id) => {
      const user = await findUserById(database.db, id);
      return user && { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
    },
  });
  return {
    config,
    database,
    tokens,
    guards,
    identity: {
      google: config.google
        ? createGoogleVerifier({ clientId: config.google.clientId, endpoints: overrides.googleEndpoints })
        : null,
      oidc: config.oidc ? createOidcClient(config.oidc) : null,
    },
    keys: { oidcState: deriveKey(masterSecret, 'oidc-state'), fileUrls: deriveKey(masterSecret, 'file-urls') },
  };
}
