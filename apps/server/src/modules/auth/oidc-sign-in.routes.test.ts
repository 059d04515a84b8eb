import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startOidcProvider, type LocalOidcProvider } from '../../../test/identity-providers.ts';
import { freePort } from '../../../test/ports.ts';

const CLIENT = { clientId: 'viva', clientSecret: 'viva-client-secret' };
const OTHER_CLIENT = {
  clientId: 'other-app',
  clientSecret: 'other-app-secret',
  redirectUri: 'http://127.0.0.1:9/cb',
};
const ACCOUNTS = {
  alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice Liddell' },
  unverified: { email: 'mallory@example.com', email_verified: false, name: 'Mallory' },
};

/** The sealed flow state the server keeps in its cookie (signed, readable). */
function readStateCookie(setCookie: string): {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
} {
  const value = setCookie.split(';')[0]!.slice('viva_oidc='.length);
  return JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString());
}

/** A Set-Cookie header's attributes, in a stable order (their order in the header carries no meaning). */
function cookieAttributes(setCookie: string): string[] {
  return setCookie.split('; ').slice(1).sort();
}

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toMatch(/^\/login#/);
  return new URLSearchParams(location!.slice('/login#'.length));
}

describe('OpenID Connect sign-in against a local oidc-provider', () => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;
  let appOrigin: string;
  let redirectUri: string;

  beforeAll(async () => {
    const appPort = await freePort();
    appOrigin = `http://127.0.0.1:${appPort}`;
    redirectUri = `${appOrigin}/api/v1/auth/oidc/callback`;
    provider = await startOidcProvider({
      clients: [
        { client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uris: [redirectUri] },
        {
          client_id: OTHER_CLIENT.clientId,
          client_secret: OTHER_CLIENT.clientSecret,
          redirect_uris: [OTHER_CLIENT.redirectUri],
        },
      ],
      accounts: ACCOUNTS,
    });
    testApp = await createTestApp({
      OIDC_ISSUER: provider.origin,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_NAME: 'Company SSO',
      PUBLIC_URL: appOrigin,
      ADMIN_EMAILS: 'alice@example.com',
    });
    await testApp.app.listen({ port: appPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  const start = (returnTo: string) =>
    fetch(`${appOrigin}/api/v1/auth/oidc/start?return_to=${encodeURIComponent(returnTo)}`, {
      redirect: 'manual',
    });
  const me = async (accessToken: string) =>
    (
      await fetch(`${appOrigin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json();

  it('names the provider for the login page', async () => {
    const providers = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(providers.json()).toEqual({
      google_client_id: null,
      oidc: { name: 'Company SSO', start_url: '/api/v1/auth/oidc/start' },
      dev_login: false,
      development_mode: false,
    });
  });

  it('signs a person in through the full authorization-code + PKCE flow', async () => {
    const started = await start('/jobs');
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location')!);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${provider.origin}/auth`);
    const query = Object.fromEntries(authorization.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });

    const [setCookie] = started.headers.getSetCookie();
    expect(setCookie).toMatch(/^viva_oidc=[\w-]+\.[\w-]+;/);
    expect(cookieAttributes(setCookie!)).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/v1/auth/oidc', 'SameSite=Lax']);
    const saved = readStateCookie(setCookie!);
    expect(saved.state).toBe(query.state);
    expect(saved.nonce).toBe(query.nonce);
    expect(createHash('sha256').update(saved.verifier).digest('base64url')).toBe(query.code_challenge);
    expect(saved.returnTo).toBe('/jobs');

    const callback = await provider.authorize(authorization.toString(), 'alice');
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(query.state);

    const finished = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: setCookie!.split(';')[0]! },
    });
    expect(finished.status).toBe(302);
    const location = finished.headers.get('location');
    expect(location).toMatch(/^\/login#access_token=[\w.-]+&return_to=%2Fjobs$/);
    // The one-time cookie is cleared whatever the outcome.
    expect(finished.headers.getSetCookie()[0]).toMatch(/^viva_oidc=;/);
    expect(cookieAttributes(finished.headers.getSetCookie()[0]!)).toEqual(
      expect.arrayContaining(['Path=/api/v1/auth/oidc', 'Max-Age=0']),
    );

    // A conforming provider serves email and name from userinfo, not in the ID token of a code flow.
    const user = await me(fragmentOf(location).get('access_token')!);
    expect(user).toMatchObject({ email: 'alice@example.com', full_name: 'Alice Liddell', role: 'admin' });
  });

  it('refuses, through the full flow, an account whose email the provider has not verified', async () => {
    const started = await start('/jobs');
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const callback = await provider.authorize(started.headers.get('location')!, 'unverified');
    const response = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(Object.fromEntries(fragmentOf(response.headers.get('location')))).toEqual({
      error: 'Your Company SSO email address is not verified.',
    });
  });

  it('refuses to reuse a code: the provider has already spent it', async () => {
    const started = await start('/');
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const callback = await provider.authorize(started.headers.get('location')!, 'alice');
    const first = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(fragmentOf(first.headers.get('location')).has('access_token')).toBe(true);
    const replay = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(Object.fromEntries(fragmentOf(replay.headers.get('location')))).toEqual({
      error: 'Company SSO sign-in failed: invalid_grant.',
    });
  });

  it('sends the person back with an error when the callback’s state was tampered with', async () => {
    const started = await start('/jobs');
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const callback = await provider.authorize(started.headers.get('location')!, 'alice');
    callback.searchParams.set('state', 'tampered');
    const response = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(302);
    expect(Object.fromEntries(fragmentOf(response.headers.get('location')))).toEqual({
      error: 'The sign-in took too long or was started elsewhere. Please try again.',
    });
  });

  it('sends the person back with an error when the callback comes without the cookie', async () => {
    const started = await start('/jobs');
    const callback = await provider.authorize(started.headers.get('location')!, 'alice');
    const response = await fetch(callback, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(Object.fromEntries(fragmentOf(response.headers.get('location')))).toEqual({
      error: 'The sign-in took too long or was started elsewhere. Please try again.',
    });
  });

  it('sends the person back with an error when the cookie’s signature does not match', async () => {
    const started = await start('/jobs');
    const [body] = started.headers.getSetCookie()[0]!.split(';')[0]!.split('.');
    const callback = await provider.authorize(started.headers.get('location')!, 'alice');
    const response = await fetch(callback, { redirect: 'manual', headers: { cookie: `${body}.forged` } });
    expect(fragmentOf(response.headers.get('location')).get('error')).toBe(
      'The sign-in took too long or was started elsewhere. Please try again.',
    );
  });

  it('reports a refusal at the provider as a failed login', async () => {
    const started = await start('/jobs');
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const { state } = readStateCookie(cookie);
    const response = await fetch(`${redirectUri}?error=access_denied&state=${state}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(Object.fromEntries(fragmentOf(response.headers.get('location')))).toEqual({
      error: 'Company SSO login failed',
    });
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('turns the return address %s into /', async (returnTo) => {
    const started = await start(returnTo);
    expect(started.status).toBe(302);
    expect(readStateCookie(started.headers.getSetCookie()[0]!).returnTo).toBe('/');
  });

  it('signs in with an ID token from the provider (POST /api/v1/auth/oidc)', async () => {
    const idToken = await provider.issueIdToken({ ...CLIENT, redirectUri }, 'alice');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc',
      payload: { token: idToken },
    });
    expect(response.statusCode).toBe(200);
    expect(await me(response.json().access_token)).toMatchObject({ email: 'alice@example.com' });
  });

  it('refuses an ID token the provider issued to another client', async () => {
    const idToken = await provider.issueIdToken(OTHER_CLIENT, 'alice');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc',
      payload: { token: idToken },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Company SSO sign-in failed: the token was issued to another application.',
    });
  });

  it('refuses an account whose email the provider has not verified', async () => {
    const idToken = await provider.issueIdToken({ ...CLIENT, redirectUri }, 'unverified');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc',
      payload: { token: idToken },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Your Company SSO email address is not verified.' });
  });

  it('refuses a token that is not a JWT', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc',
      payload: { token: 'not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Company SSO sign-in failed: the token is not valid.' });
  });
});

describe('OpenID Connect sign-in as a public client (PKCE, no client secret)', () => {
  let provider: LocalOidcProvider;
  let testApp: TestApp;
  let appOrigin: string;

  beforeAll(async () => {
    const appPort = await freePort();
    appOrigin = `http://127.0.0.1:${appPort}`;
    provider = await startOidcProvider({
      clients: [
        {
          client_id: 'viva-public',
          token_endpoint_auth_method: 'none',
          redirect_uris: [`${appOrigin}/api/v1/auth/oidc/callback`],
        },
      ],
      accounts: ACCOUNTS,
    });
    testApp = await createTestApp({
      OIDC_ISSUER: provider.origin,
      OIDC_CLIENT_ID: 'viva-public',
      PUBLIC_URL: appOrigin,
    });
    await testApp.app.listen({ port: appPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it('signs a person in with the code and its verifier alone', async () => {
    const started = await fetch(`${appOrigin}/api/v1/auth/oidc/start?return_to=%2Fsettings`, {
      redirect: 'manual',
    });
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const callback = await provider.authorize(started.headers.get('location')!, 'alice');
    const finished = await fetch(callback, { redirect: 'manual', headers: { cookie } });
    const fragment = Object.fromEntries(fragmentOf(finished.headers.get('location')));
    expect(fragment).toEqual({ access_token: expect.any(String), return_to: '/settings' });
    const me = await fetch(`${appOrigin}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${fragment.access_token}` },
    });
    expect(await me.json()).toMatchObject({
      email: 'alice@example.com',
      full_name: 'Alice Liddell',
      role: null,
    });
  });
});

describe('OpenID Connect sign-in while the provider is unreachable', () => {
  it('sends the browser back to the login page with an error instead of a JSON 500', async () => {
    const testApp = await createTestApp({
      OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_CLIENT_ID: 'viva',
      OIDC_NAME: 'Company SSO',
    });
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/auth/oidc/start?return_to=/jobs',
      });
      expect(response.statusCode).toBe(302);
      expect(Object.fromEntries(fragmentOf(response.headers.location as string))).toEqual({
        error: 'Company SSO sign-in is not available right now. Please try again later.',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });
});
