import type { FeatureModule, Platform } from '../../app-context.ts';
import { authRoutes } from './auth.routes.ts';
import { createGoogleVerifier, type GoogleEndpoints } from './google.ts';
import { createOidcClient } from './oidc.ts';
import { createSignInLimits } from './sign-in-limits.ts';

export type AuthModuleOverrides = {
  /** Where Google's keys and token info live (tests point these at a local server). */
  googleEndpoints?: GoogleEndpoints;
};

export function authModule(platform: Platform, overrides: AuthModuleOverrides = {}): FeatureModule {
  const { config } = platform;
  const identity = {
    google: config.google
      ? createGoogleVerifier({ clientId: config.google.clientId, endpoints: overrides.googleEndpoints })
      : null,
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
  };
  return {
    name: 'auth',
    routes: authRoutes(platform, {
      identity,
      oidcStateKey: platform.deriveKey('oidc-state'),
      signInLimits: createSignInLimits(config.signInRateLimitPerMinute),
    }),
  };
}
