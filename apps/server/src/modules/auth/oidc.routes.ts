import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError, notFound, unauthorized } from '../../platform/http/app-error.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import type { VerifiedIdentity } from '../users/index.ts';
import type { OidcClient } from './oidc.ts';
import { createCookieSigner, decodeOidcState, encodeOidcState, OIDC_STATE_TTL_SECONDS } from './oidc-state.ts';

const OIDC_COOKIE = 'viva_oidc';
const OIDC_COOKIE_PATH = '/api/v1/auth/oidc';
const NOT_CONFIGURED = 'OpenID Connect sign-in is not configured on this server.';

/**
 * The browser sign-in with an OpenID Connect issuer: /start sends the browser to the issuer with the flow's state
 * in a signed, short-lived cookie (the API keeps no session store); /callback finishes it and sends the browser
 * back to the login page with the outcome in the fragment.
 */
export function oidcBrowserRoutes(options: {
  config: Config;
  oidc: OidcClient | null;
  oidcStateKey: Buffer;
  issueFor(identity: VerifiedIdentity): Promise<{ access_token: string }>;
  /** Sign-in's own limit per client address (auth.routes.ts): throws 429 past it. */
  limitByAddress(request: FastifyRequest): Promise<void>;
}): FastifyPluginAsyncZod {
  const { config, oidc } = options;
  const cookieOptions = { path: OIDC_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.isProduction } as const;

  return async (app) => {
    await app.register(fastifyCookie, { secret: createCookieSigner(options.oidcStateKey) });

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
        if (!oidc) throw notFound(NOT_CONFIGURED);
        let begun;
        try {
          begun = await oidc.begin(redirectUri(request));
        } catch (error) {
          // A browser navigation: say it on the login page rather than as a JSON 500.
          request.log.error({ err: error }, 'OIDC sign-in could not start');
          return backToLogin(reply, { error: `${oidc.name} sign-in is not available right now. Please try again later.` });
        }
        const state = encodeOidcState({ ...begun.state, returnTo: safeReturnTo(request.query.return_to) });
        reply.setCookie(OIDC_COOKIE, state, { ...cookieOptions, maxAge: OIDC_STATE_TTL_SECONDS, signed: true });
        return reply.redirect(begun.url, 302);
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
        const cookie = request.cookies[OIDC_COOKIE];
        const saved = cookie ? decodeOidcState(request.unsignCookie(cookie).value) : null;
        // One use, whatever the outcome.
        reply.setCookie(OIDC_COOKIE, '', { ...cookieOptions, maxAge: 0 });
        const back = (fragment: Record<string, string>) => backToLogin(reply, fragment);
        try {
          if (!oidc) throw notFound(NOT_CONFIGURED);
          // Inside the try: a browser navigation hears a refusal on the login page, not as JSON.
          await options.limitByAddress(request);
          if (request.query.error) throw unauthorized(`${oidc.name} login failed`);
          if (!saved || !request.query.code || request.query.state !== saved.state) {
            throw unauthorized('The sign-in took too long or was started elsewhere. Please try again.');
          }
          const callbackUrl = new URL(`${redirectUri(request)}${request.url.slice(request.url.indexOf('?'))}`);
          const issued = await options.issueFor(await oidc.complete(callbackUrl, saved));
          return back({ access_token: issued.access_token, return_to: saved.returnTo });
        } catch (error) {
          if (error instanceof AppError) return back({ error: error.message });
          request.log.error({ err: error }, 'OIDC sign-in failed');
          return back({ error: 'An error occurred during login' });
        }
      },
    );
  };

  function redirectUri(request: FastifyRequest): string {
    return `${publicOrigin(config.publicUrl, request)}${OIDC_COOKIE_PATH}/callback`;
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
