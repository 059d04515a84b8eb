import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { NotifierProvider } from '../../ui/NotifierProvider.tsx';
import { ApiError } from '../../app/api-errors.ts';
import { AuthProvider, SESSION_CHECK_PROBLEM_MESSAGE, sessionCheckDelayMs } from './AuthProvider.tsx';
import { useAuth } from './useAuth.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NotifierProvider>
        <AuthProvider>{children}</AuthProvider>
      </NotifierProvider>
    </QueryClientProvider>
  );
}

const TOKEN_ANSWER = { body: { access_token: 'new-token', token_type: 'bearer', expires_in: 3600 } };

describe('auth state machine (spec part 1 §4)', () => {
  it('without a stored session: clears what is stored and ends loading with no user, asking nothing', async () => {
    localStorage.setItem('token', 'orphan');
    const api = installFakeApi({});
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('with a stored session: fetches the user, and opens role selection when there is no role', async () => {
    storeSignedInSession();
    installFakeApi({ 'GET /auth/me': { body: makeUser({ role: null }) } });
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user?.email).toBe('ada@example.com');
    expect(result.current.isRoleSelectionOpen).toBe(true);
  });

  it('does not ask again for a role once role_selected is stored', async () => {
    storeSignedInSession();
    localStorage.setItem('role_selected', 'true');
    installFakeApi({ 'GET /auth/me': { body: makeUser({ role: null }) } });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isRoleSelectionOpen).toBe(false);
  });

  it('drops a stored session the server rejects, silently', async () => {
    storeSignedInSession();
    installFakeApi({ 'GET /auth/me': { status: 401, body: { detail: 'Token expired' } } });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it.each([
    ['a 503', { status: 503, body: { detail: 'Service Unavailable' } }],
    ['a 429', { status: 429, body: { detail: 'Rate limit exceeded, retry in 1 minute' } }],
    ['a 500 with an HTML page', { status: 500 }],
    ['an answer that breaks the contract', { body: { id: 1 } }],
  ] as [string, FakeResponse][])(
    'keeps the stored session through %s, says so, and checks again by itself (issue 7)',
    async (_case, failure) => {
      storeSignedInSession();
      let tries = 0;
      installFakeApi({ 'GET /auth/me': () => (++tries === 1 ? failure : { body: makeUser() }) });
      const { result } = renderHook(() => useAuth(), { wrapper });
      await waitFor(() => expect(result.current.sessionCheckProblem).toBe(SESSION_CHECK_PROBLEM_MESSAGE));
      expect(result.current.isLoading).toBe(true);
      expect(result.current.user).toBeNull();
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(localStorage.getItem('isLoggedIn')).toBe('true');
      // The first try again comes after a second.
      await waitFor(() => expect(result.current.user?.email).toBe('ada@example.com'));
      expect(result.current.isLoading).toBe(false);
      expect(result.current.sessionCheckProblem).toBeNull();
      expect(tries).toBe(2);
    },
  );

  it('keeps the stored session when the check gets no answer at all, or the browser aborts it', async () => {
    storeSignedInSession();
    const failures = [
      new TypeError('Failed to fetch'),
      new DOMException('The user aborted a request.', 'AbortError'),
    ];
    let tries = 0;
    installFakeApi({
      'GET /auth/me': () => {
        const failure = failures[tries++];
        if (failure) throw failure;
        return { body: makeUser() };
      },
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.sessionCheckProblem).not.toBeNull());
    expect(localStorage.getItem('token')).toBe('stored-token');
    act(() => result.current.retrySessionCheck());
    await waitFor(() => expect(tries).toBe(2));
    expect(localStorage.getItem('token')).toBe('stored-token');
    act(() => result.current.retrySessionCheck());
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('Retry checks at once; a 401 on a later try still drops the session silently', async () => {
    storeSignedInSession();
    let tries = 0;
    installFakeApi({
      'GET /auth/me': () =>
        ++tries === 1
          ? { status: 502 }
          : { status: 401, body: { detail: 'Your session has expired. Please sign in again.' } },
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.sessionCheckProblem).not.toBeNull());
    act(() => result.current.retrySessionCheck());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(tries).toBe(2);
    expect(result.current.user).toBeNull();
    expect(result.current.error).toBeNull();
    expect(result.current.sessionCheckProblem).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a check cut short because the app went away leaves the stored session alone', async () => {
    storeSignedInSession();
    const api = installFakeApi({ 'GET /auth/me': () => new Promise<FakeResponse>(() => {}) });
    const { result, unmount } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    unmount();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(result.current.isLoading).toBe(true);
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('waits longer after each failed try, up to 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => sessionCheckDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('waits as long as the server asked (Retry-After), within a second and five minutes', () => {
    expect(sessionCheckDelayMs(0, new ApiError(429, null, 45_000))).toBe(45_000);
    expect(sessionCheckDelayMs(4, new ApiError(503, null, 2_000))).toBe(2_000);
    expect(sessionCheckDelayMs(0, new ApiError(429, null, 0))).toBe(1_000);
    expect(sessionCheckDelayMs(0, new ApiError(429, null, 3_600_000))).toBe(300_000);
    expect(sessionCheckDelayMs(2, new ApiError(503, null))).toBe(4_000);
  });

  it('a sign-in stores the token and the flag, then sets the user', async () => {
    const api = installFakeApi({
      'POST /auth/dev': TOKEN_ANSWER,
      'GET /auth/me': { body: makeUser({ role: 'recruiter' }) },
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() =>
      result.current.signInWithDevelopmentAccount({ email: 'ada@example.com', full_name: 'Ada' }),
    );
    expect(result.current.user?.role).toBe('recruiter');
    expect(result.current.isRoleSelectionOpen).toBe(false);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(api.requests.at(-1)?.authorization).toBe('Bearer new-token');
  });

  it('a failed sign-in shows the server detail, else the fallback, and keeps no token', async () => {
    installFakeApi({
      'POST /auth/google': { status: 401, body: { detail: 'Google token is not for this app' } },
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.signInWithProvider('google', 'google-token'));
    expect(result.current.error).toBe('Google token is not for this app');
    expect(localStorage.getItem('token')).toBeNull();

    installFakeApi({ 'POST /auth/google': { status: 500 } });
    await act(() => result.current.signInWithProvider('google', 'google-token'));
    expect(result.current.error).toBe('An error occurred during login');
  });

  it('a token accepted but a failed user fetch leaves no token behind', async () => {
    installFakeApi({ 'POST /auth/dev': TOKEN_ANSWER, 'GET /auth/me': { status: 500 } });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.signInWithDevelopmentAccount({ email: 'ada@example.com' }));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('reports a provider-side failure as "{provider} login failed"', async () => {
    installFakeApi({});
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.reportProviderFailure('Google'));
    expect(result.current.error).toBe('Google login failed');
  });

  it('choosing a role updates the user and stores role_selected', async () => {
    storeSignedInSession();
    const api = installFakeApi({
      'GET /auth/me': { body: makeUser({ role: null }) },
      'POST /users/me/role': (request) => ({
        body: {
          ...makeUser({ role: (request.body as { role: 'candidate' }).role }),
          recruiter_request_pending: false,
        },
      }),
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isRoleSelectionOpen).toBe(true));
    await act(() => result.current.chooseRole('candidate'));
    expect(result.current.user?.role).toBe('candidate');
    expect(result.current.isRoleSelectionOpen).toBe(false);
    expect(localStorage.getItem('role_selected')).toBe('true');
    expect(api.requests.at(-1)?.body).toEqual({ role: 'candidate' });
  });

  it('logout removes token, role_selected and isLoggedIn and clears the user', async () => {
    storeSignedInSession();
    localStorage.setItem('role_selected', 'true');
    installFakeApi({ 'GET /auth/me': { body: makeUser() } });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('throws when used outside its provider', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = silence;
    }
    expect(screen.queryByText('anything')).toBeNull();
  });
});
