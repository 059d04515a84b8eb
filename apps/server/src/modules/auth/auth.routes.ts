import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessTokenResponseSchema,
  AuthProvidersResponseSchema,
  DevSignInRequestSchema,
  ProviderSignInRequestSchema,
  UserSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { notFound, unauthorized } from '../../platform/http/app-error.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { applyAdminEmails } from '../access/index.ts';
import { getUserProfile, signInUser, type VerifiedIdentity } from '../users/index.ts';
import type { IdentityVerifier } from './identity.ts';
import type { OidcClient } from './oidc.ts';
import { oidcBrowserRoutes } from './oidc.routes.ts';
import type { SignInLimits } from './sign-in-limits.ts';

export type AuthRoutesOptions = {
  identity: { google: IdentityVerifier | null; oidc: OidcClient | null };
  /** Seals the OIDC flow's state cookie. */
  oidcStateKey: Buffer;
  /** Sign-in's own rate limits, per client address and per email. */
  signInLimits: SignInLimits;
};

export function authRoutes(platform: Platform, options: AuthRoutesOptions): FastifyPluginAsyncZod {
  const { config, database, tokens } = platform;
  const { identity, oidcStateKey, signInLimits } = options;

  async function issueFor(verified: VerifiedIdentity) {
    signInLimits.byEmail(verified.email);
    const user = await signInUser(database.db, verified);
    await applyAdminEmails(database.db, user, config.adminEmails);
    // Sign-in may have made this user an admin (ADMIN_EMAILS): the guards must see it at once.
    await platform.events.publish('user.changed', { userId: user.id });
    const { token, expiresIn } = await tokens.issue(user.id);
    return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
  }

  return async (app) => {
    app.get(
      '/auth/providers',
      { schema: { tags: ['auth'], response: { 200: AuthProvidersResponseSchema } } },
      async () => ({
        google_client_id: config.google?.clientId ?? null,
        oidc: identity.oidc ? { name: identity.oidc.name, start_url: '/api/v1/auth/oidc/start' } : null,
        dev_login: config.devLoginEnabled,
        development_mode: config.env === 'development',
      }),
    );

    app.post(
      '/auth/dev',
      {
        preHandler: signInLimits.byAddress,
        schema: {
          tags: ['auth'],
          description: 'Development sign-in: only when no identity provider is configured and not in production.',
          body: DevSignInRequestSchema,
          response: { 200: AccessTokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        // 404, not 403: in production this route must look like it does not exist.
        if (!config.devLoginEnabled) throw notFound(`No route for POST /api/v1/auth/dev`);
        const fullName = request.body.full_name || request.body.email.split('@')[0]!;
        return issueFor({ email: request.body.email, fullName });
      },
    );

    app.post(
      '/auth/google',
      {
        preHandler: signInLimits.byAddress,
        schema: {
          tags: ['auth'],
          body: ProviderSignInRequestSchema,
          response: { 200: AccessTokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        if (!identity.google) throw notFound('Google sign-in is not configured on this server.');
        return issueFor(await identity.google(request.body.token));
      },
    );

    app.post(
      '/auth/oidc',
      {
        preHandler: signInLimits.byAddress,
        schema: {
          tags: ['auth'],
          description: 'Sign in with an ID token from the configured OpenID Connect issuer.',
          body: ProviderSignInRequestSchema,
          response: { 200: AccessTokenResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        if (!identity.oidc) throw notFound('OpenID Connect sign-in is not configured on this server.');
        return issueFor(await identity.oidc.verifyIdToken(request.body.token));
      },
    );

    await app.register(
      oidcBrowserRoutes({ config, oidc: identity.oidc, oidcStateKey, issueFor, limitByAddress: signInLimits.byAddress }),
    );

    app.get(
      '/auth/me',
      {
        preHandler: platform.guards.signedIn,
        schema: { tags: ['auth'], security: bearerAuth, response: { 200: UserSchema, ...errorResponses } },
      },
      async (request) => {
        const user = await getUserProfile(database.db, currentUser(request).id);
        if (!user) throw unauthorized();
        return user;
      },
    );
  };
}
