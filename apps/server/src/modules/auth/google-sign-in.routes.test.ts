import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startGoogleStub, type GoogleStub } from '../../../test/identity-providers.ts';

const CLIENT_ID = 'viva-test.apps.googleusercontent.com';
const OTHER_CLIENT_ID = 'someone-else.apps.googleusercontent.com';

describe('Google sign-in (POST /api/v1/auth/google)', () => {
  let google: GoogleStub;
  let testApp: TestApp;
  beforeAll(async () => {
    google = await startGoogleStub();
    testApp = await createTestApp(
      { GOOGLE_CLIENT_ID: CLIENT_ID, ADMIN_EMAILS: 'chief@example.com' },
      { googleEndpoints: google.endpoints },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  const signInWith = (token: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/google', payload: { token } });
  const me = async (accessToken: string) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json();
  const idTokenClaims = (email: string) => ({
    aud: CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Ada Lovelace',
  });

  it('signs a person in with a valid ID token, then finds the same user again', async () => {
    const idToken = await google.signIdToken(idTokenClaims('Ada.Lovelace@Example.com'));
    const first = await signInWith(idToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'bearer' });
    const user = await me(first.json().access_token);
    expect(user).toMatchObject({ email: 'ada.lovelace@example.com', full_name: 'Ada Lovelace', role: null });

    const second = await signInWith(await google.signIdToken(idTokenClaims('ada.lovelace@example.com')));
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().access_token)).id).toBe(user.id);
  });

  it('accepts the issuer without https:// as Google sends it in older tokens', async () => {
    const idToken = await google.signIdToken({
      ...idTokenClaims('plain-issuer@example.com'),
      iss: 'accounts.google.com',
    });
    expect((await signInWith(idToken)).statusCode).toBe(200);
  });

  it('refuses an ID token issued to another application', async () => {
    const idToken = await google.signIdToken({
      ...idTokenClaims('victim@example.com'),
      aud: OTHER_CLIENT_ID,
    });
    const response = await signInWith(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Google sign-in failed: the token was issued to another application.',
    });
  });

  it('refuses an ID token from another issuer', async () => {
    const idToken = await google.signIdToken({
      ...idTokenClaims('forged@example.com'),
      iss: 'https://evil.example',
    });
    const response = await signInWith(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google sign-in failed: invalid iss claim.' });
  });

  it('refuses an expired ID token', async () => {
    const idToken = await google.signIdToken(idTokenClaims('late@example.com'), {
      expiresAt: Math.floor(Date.now() / 1000) - 600,
    });
    const response = await signInWith(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google sign-in failed: the token has expired.' });
  });

  it('refuses an ID token signed with another key under Google’s key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const idToken = await google.signIdToken(idTokenClaims('forger@example.com'), { signingKey: privateKey });
    const response = await signInWith(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google sign-in failed: the token is not valid.' });
  });

  it('refuses an ID token whose email Google has not verified', async () => {
    const idToken = await google.signIdToken({
      ...idTokenClaims('unverified@example.com'),
      email_verified: false,
    });
    const response = await signInWith(idToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Your Google email address is not verified.' });
    const dev = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'x@example.com' },
    });
    expect(dev.statusCode).toBe(404);
  });

  it('refuses an email over 254 characters and cleans a name of direction overrides and controls', async () => {
    const long = await signInWith(await google.signIdToken(idTokenClaims(`${'a'.repeat(2800)}@example.com`)));
    expect(long.statusCode).toBe(401);
    expect(long.json()).toEqual({ detail: 'The email address Google shared is longer than 254 characters.' });

    const spoofing = await signInWith(
      await google.signIdToken({ ...idTokenClaims('spoof@example.com'), name: `Eve\u202e\u0000 ${'n'.repeat(400)}` }),
    );
    expect(spoofing.statusCode).toBe(200);
    const user = await me(spoofing.json().access_token);
    expect(user.full_name).toBe(`Eve ${'n'.repeat(196)}`);
  });

  it('accepts an access token issued to our client id, reading the name from userinfo', async () => {
    google.accessTokens.set('ya29.ours', {
      tokenInfo: {
        status: 200,
        body: {
          azp: CLIENT_ID,
          aud: CLIENT_ID,
          email: 'Grace@Example.com',
          email_verified: 'true',
          expires_in: '3599',
        },
      },
      userInfo: { sub: '1', name: 'Grace Hopper', email: 'grace@example.com', email_verified: true },
    });
    const response = await signInWith('ya29.ours');
    expect(response.statusCode).toBe(200);
    expect(await me(response.json().access_token)).toMatchObject({
      email: 'grace@example.com',
      full_name: 'Grace Hopper',
    });
    expect(google.requests).toContainEqual({
      url: '/tokeninfo?access_token=ya29.ours',
      authorization: undefined,
    });
    expect(google.requests).toContainEqual({ url: '/v1/userinfo', authorization: 'Bearer ya29.ours' });
  });

  it('refuses an access token issued to another application even though userinfo knows the person', async () => {
    google.accessTokens.set('ya29.theirs', {
      tokenInfo: {
        status: 200,
        body: {
          azp: OTHER_CLIENT_ID,
          aud: OTHER_CLIENT_ID,
          email: 'target@example.com',
          email_verified: 'true',
          expires_in: '3599',
        },
      },
      userInfo: { sub: '2', name: 'Target', email: 'target@example.com', email_verified: true },
    });
    const response = await signInWith('ya29.theirs');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Google sign-in failed: the token was issued to another application.',
    });
  });

  it('refuses an access token tokeninfo rejects with 400', async () => {
    const response = await signInWith('ya29.unknown');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Google sign-in failed: the token is not valid.' });
  });

  it('refuses an access token for an unverified email', async () => {
    google.accessTokens.set('ya29.unverified', {
      tokenInfo: {
        status: 200,
        body: { aud: CLIENT_ID, email: 'nobody@example.com', email_verified: 'false', expires_in: '3599' },
      },
    });
    const response = await signInWith('ya29.unverified');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Your Google email address is not verified.' });
  });

  it('gives the admin role to an email in ADMIN_EMAILS', async () => {
    const response = await signInWith(await google.signIdToken(idTokenClaims('Chief@Example.com')));
    expect(response.statusCode).toBe(200);
    expect((await me(response.json().access_token)).role).toBe('admin');
  });

  it('tells the login page the Google client id and that development sign-in is off', async () => {
    const providers = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(providers.json()).toEqual({ google_client_id: CLIENT_ID, oidc: null, dev_login: false, development_mode: false });
  });
});
