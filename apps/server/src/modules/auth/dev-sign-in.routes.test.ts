import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';

describe('development sign-in, /auth/me and role choice', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com' });
  });
  afterAll(() => testApp.close());

  it('signs a new person in and returns a bearer token for /auth/me', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'Grace@Example.com', full_name: 'Grace Hopper' },
    });
    expect(response.statusCode).toBe(200);
    const { access_token, token_type, expires_in } = response.json();
    expect(token_type).toBe('bearer');
    expect(expires_in).toBeGreaterThan(0);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'grace@example.com', full_name: 'Grace Hopper', role: null });
  });

  it('finds the same user on a second sign-in instead of creating another', async () => {
    const first = await signIn(testApp.app, 'same@example.com');
    const second = await signIn(testApp.app, 'SAME@example.com');
    const ids = await Promise.all(
      [first, second].map(async (headers) =>
        (await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().id,
      ),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('rejects a malformed email with a field error', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/dev', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([{ loc: ['body', 'email'], msg: 'Enter a valid email address' }]);
  });

  it('refuses /auth/me without a token, with a forged token and with a token signed by another key', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Not authenticated' });
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'Your session is not valid. Please sign in again.' });
  });

  it('tells an expired session from one that is not valid', async () => {
    const user = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/dev', payload: { email: 'late@example.com' } });
    const me = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    const { id } = (await me(user.json().access_token)).json();
    // A token the server itself issued, an hour past its expiry.
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('viva')
      .setAudience('viva-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(testApp.context.deriveKey('access-tokens'));
    const answer = await me(expired);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: 'Your session has expired. Please sign in again.' });
    const tampered = await me(`${user.json().access_token.slice(0, -4)}AAAA`);
    expect(tampered.json()).toEqual({ detail: 'Your session is not valid. Please sign in again.' });
  });

  it('lets a user choose recruiter or candidate once, then answers 409', async () => {
    const headers = await signIn(testApp.app, 'chooser@example.com');
    const chosen = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers,
      payload: { role: 'candidate' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().role).toBe('candidate');
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers,
      payload: { role: 'recruiter' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Your role has already been chosen.' });
  });

  it('never lets anyone choose admin', async () => {
    const headers = await signIn(testApp.app, 'sneaky@example.com');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.json().role).toBeNull();
  });

  it('gives the admin role to ADMIN_EMAILS at sign-in, whatever the case', async () => {
    const headers = await signIn(testApp.app, 'boss@example.com');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.json().role).toBe('admin');
    const choose = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/role',
      headers,
      payload: { role: 'candidate' },
    });
    expect(choose.statusCode).toBe(409);
  });
});

describe('development sign-in availability', () => {
  it.each([
    ['production mode', { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) }],
    ['an identity provider configured', { GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }],
  ])('is a 404 with %s', async (_label, env) => {
    const testApp = await createTestApp(env);
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev',
        payload: { email: 'someone@example.com' },
      });
      expect(response.statusCode).toBe(404);
      const providers = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json().dev_login).toBe(false);
    } finally {
      await testApp.close();
    }
  });

  it('stays off in production even with AUTH_DEV_LOGIN=1', async () => {
    const testApp = await createTestApp({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40), AUTH_DEV_LOGIN: '1' });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/dev',
        payload: { email: 'someone@example.com' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('can be kept beside a provider outside production with AUTH_DEV_LOGIN=1', async () => {
    const testApp = await createTestApp({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', AUTH_DEV_LOGIN: '1' });
    try {
      const providers = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json()).toEqual({
        google_client_id: 'client.apps.googleusercontent.com',
        oidc: null,
        dev_login: true,
        development_mode: false,
      });
    } finally {
      await testApp.close();
    }
  });
});
