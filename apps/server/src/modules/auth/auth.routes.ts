import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccessTokenResponseSchema,
  AuthProvidersResponseSchema,
  DevSignInRequestSchema,
  ProviderSignInRequestSchema,
  UserSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { AppError, notFound, unauthorized } from '../../platform/http/app-error.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { getUserProfile, signInUser, type VerifiedIdentity } from '../users/index.ts';
import type { IdentityVerifier } from './identity.ts';
import { openOidcState, sealOidcState, type OidcClient } from './oidc.ts';
import type { SignInLimits } from './sign-in-limits.ts';

const OIDC_COOKIE = 'viva_oidc';
const OIDC_COOKIE_PATH = '/api/v1/auth/oidc';

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
    const user = await signInUser(database.db, verified, config.adminEmails);
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

    app.get(
      '/auth/oidc/start',
      {
        schema: {
          tags: ['auth'],
          description: 'Starts the browser sign-in with the OpenID Connect issuer (authorization code + PKCE).',
          querystring: z.object({ return_to: z.string().optional() }),
        },
      },
      async (request, reply) => {
        if (!identity.oidc) throw notFound('OpenID Connect sign-in is not configured on this server.');
        let begun;
        try {
          begun = await identity.oidc.begin(oidcRedirectUri(request));
        } catch (error) {
          // A browser navigation: say it on the login page rather than as a JSON 500.
          request.log.error({ err: error }, 'OIDC sign-in could not start');
          return backToLogin(reply, {
            error: `${identity.oidc.name} sign-in is not available right now. Please try again later.`,
          });
        }
        const { url, state } = begun;
        const sealed = sealOidcState(oidcStateKey, { ...state, returnTo: safeReturnTo(request.query.return_to) });
        setOidcCookie(reply, sealed, 600, config.isProduction);
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/auth/oidc/callback',
      {
        schema: {
          tags: ['auth'],
          querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const saved = openOidcState(oidcStateKey, readCookie(request, OIDC_COOKIE));
        setOidcCookie(reply, '', 0, config.isProduction);
        const back = (fragment: Record<string, string>) => backToLogin(reply, fragment);
        try {
          if (!identity.oidc) throw notFound('OpenID Connect sign-in is not configured on this server.');
          // Inside the try: a browser navigation hears a refusal on the login page, not as JSON.
          await signInLimits.byAddress(request);
          if (request.query.error) throw unauthorized(`${identity.oidc.name} login failed`);
          if (!saved || !request.query.code || request.query.state !== saved.state) {
            throw unauthorized('The sign-in took too long or was started elsewhere. Please try again.');
          }
          const verified = await identity.oidc.complete(request.query.code, oidcRedirectUri(request), saved);
          const issued = await issueFor(verified);
          return back({ access_token: issued.access_token, return_to: saved.returnTo });
        } catch (error) {
          if (error instanceof AppError) return back({ error: error.message });
          request.log.error({ err: error }, 'OIDC sign-in failed');
          return back({ error: 'An error occurred during login' });
        }
      },
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

  function oidcRedirectUri(request: FastifyRequest): string {
    const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
    return `${origin}/api/v1/auth/oidc/callback`;
  }
}

/**
 * Only same-site paths: an absolute or protocol-relative return address would be an open redirect. Browsers
 * drop tabs and newlines from URLs (so '/\t/evil.example' becomes '//evil.example'), hence no control characters.
 */
function safeReturnTo(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  return value && value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value)
    ? value
    : '/';
}

/** The web app's login page reads the outcome of a browser sign-in from the fragment. */
function backToLogin(reply: FastifyReply, fragment: Record<string, string>) {
  return reply.redirect(`/login#${new URLSearchParams(fragment).toString()}`, 302);
}

function setOidcCookie(reply: FastifyReply, value: string, maxAgeSeconds: number, secure: boolean): void {
  const attributes = `Path=${OIDC_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  reply.header('set-cookie', `${OIDC_COOKIE}=${value}; ${attributes}`);
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
