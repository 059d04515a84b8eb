import { describe, expect, it } from 'vitest';
import { UserSchema } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession } from '../test/fake-api.ts';
import { MISSING_TOKEN_MESSAGE, apiRequest } from './api-client.ts';
import { ApiError } from './api-errors.ts';

describe('apiRequest', () => {
  it('refuses an authenticated call without a stored token, before reaching the server', async () => {
    const api = installFakeApi({ 'GET /auth/me': { body: makeUser() } });
    const failure = apiRequest('/auth/me', UserSchema);
    await expect(failure).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(api.requests).toHaveLength(0);
    expect(MISSING_TOKEN_MESSAGE).toBe('Authentication token not found. Please log in again.');
  });

  it('sends the stored token as a bearer token and parses the answer with the contract', async () => {
    storeSignedInSession('abc.def');
    const api = installFakeApi({ 'GET /auth/me': { body: makeUser({ role: 'recruiter' }) } });
    const user = await apiRequest('/auth/me', UserSchema);
    expect(user.role).toBe('recruiter');
    expect(api.requests[0]?.authorization).toBe('Bearer abc.def');
  });

  it('sends no token on public calls', async () => {
    storeSignedInSession('abc.def');
    const api = installFakeApi({ 'GET /auth/me': { body: makeUser() } });
    await apiRequest('/auth/me', UserSchema, { isAuthenticated: false });
    expect(api.requests[0]?.authorization).toBeNull();
  });

  it('rejects an answer that breaks the contract', async () => {
    storeSignedInSession();
    installFakeApi({ 'GET /auth/me': { body: { id: 1 } } });
    await expect(apiRequest('/auth/me', UserSchema)).rejects.toThrow();
  });

  it('keeps how long a refusing server asked us to wait (Retry-After), and nothing when it did not say', async () => {
    storeSignedInSession();
    installFakeApi({
      'GET /auth/me': { status: 429, body: { detail: 'Too many requests' }, headers: { 'Retry-After': '7' } },
      'GET /jobs/': { status: 503, body: { detail: 'Service Unavailable' } },
    });
    await expect(apiRequest('/auth/me', UserSchema)).rejects.toMatchObject({
      status: 429,
      retryAfterMs: 7_000,
    });
    await expect(apiRequest('/jobs/', UserSchema)).rejects.toMatchObject({ status: 503, retryAfterMs: null });
  });

  it('turns an error answer into an ApiError with status and detail', async () => {
    storeSignedInSession();
    installFakeApi({ 'POST /users/me/role': { status: 409, body: { detail: 'Role already set' } } });
    const failure = await apiRequest('/users/me/role', UserSchema, {
      method: 'POST',
      body: { role: 'candidate' },
    })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
    expect((failure as ApiError).detail).toBe('Role already set');
  });
});
