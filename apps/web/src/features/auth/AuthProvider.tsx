import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import {
  clearAllSessionKeys,
  clearSession,
  hasStoredSession,
  isRoleSelected,
  markLoggedIn,
  markRoleSelected,
  storeToken,
} from '../../app/session-storage.ts';
import {
  exchangeProviderToken,
  fetchCurrentUser,
  saveRole,
  signInWithDevelopmentAccount as requestDevelopmentToken,
} from './auth-api.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context.ts';

const SIGN_IN_FALLBACK = 'An error occurred during login';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function needsRoleChoice(user: User): boolean {
  return user.role === null && !isRoleSelected();
}

/** Shown beside the spinner while a stored session cannot be checked; the check goes on by itself. */
export const SESSION_CHECK_PROBLEM_MESSAGE = 'Your session could not be checked just now. Trying again…';

/**
 * 1 s, 2 s, 4 s … at most 30 s between tries of a session check the server did not answer; when the server said
 * how long to wait (Retry-After on a 429 or 503), that long, within a second and five minutes.
 */
export function sessionCheckDelayMs(attempt: number, error?: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) {
    return Math.min(300_000, Math.max(1_000, error.retryAfterMs));
  }
  return Math.min(30_000, 1_000 * 2 ** attempt);
}

const SIGNED_OUT: AuthState = {
  user: null,
  isLoading: false,
  error: null,
  isRoleSelectionOpen: false,
  sessionCheckProblem: null,
};

/** The authentication state machine of spec part 1 §4. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, isLoading: true });
  // Bumped by Retry: the check starts again at once, from the shortest wait.
  const [sessionCheckRound, setSessionCheckRound] = useState(0);

  useEffect(() => {
    if (!hasStoredSession()) {
      clearSession();
      setState((current) => ({ ...current, user: null, isLoading: false }));
      return;
    }
    const controller = new AbortController();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const check = async (attempt: number) => {
      retryTimer = undefined;
      try {
        const user = await fetchCurrentUser(controller.signal);
        setState((current) => ({
          ...current,
          user,
          isLoading: false,
          sessionCheckProblem: null,
          isRoleSelectionOpen: needsRoleChoice(user),
        }));
      } catch (error) {
        // Our own abort (the provider went away, or Retry started a fresh check): the session stays as it is.
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          // spec part 1 §8: a stored session the server rejects (expired, unreadable, unknown user) is dropped
          // silently. Issue 7: nothing else may drop it.
          clearSession();
          setState((current) => ({ ...current, user: null, isLoading: false, sessionCheckProblem: null }));
          return;
        }
        // No answer, an abort by the browser, 429, 5xx or an answer we cannot read: keep the session, the
        // protected page keeps its spinner, and ask again later.
        setState((current) => ({ ...current, sessionCheckProblem: SESSION_CHECK_PROBLEM_MESSAGE }));
        retryTimer = setTimeout(() => void check(attempt + 1), sessionCheckDelayMs(attempt, error));
      }
    };
    // Back on the network: a check waiting for its next try goes at once.
    const handleOnline = () => {
      if (retryTimer === undefined) return;
      clearTimeout(retryTimer);
      void check(0);
    };

    void check(0);
    window.addEventListener('online', handleOnline);
    return () => {
      controller.abort();
      clearTimeout(retryTimer);
      window.removeEventListener('online', handleOnline);
    };
  }, [sessionCheckRound]);

  // The spec leaves token expiry open; a user whose token the server no longer accepts is signed out and told,
  // instead of meeting a failure on every screen.
  const notify = useNotifier();
  useEffect(() => {
    const handleError = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || !hasStoredSession()) return;
      clearSession();
      queryClient.clear();
      setState(SIGNED_OUT);
      // The server says whether the session expired or is not valid; older servers sent nothing useful.
      notify(errorMessage(error, SESSION_EXPIRED_MESSAGE), 'warning');
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handleError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handleError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, notify]);

  const completeSignIn = useCallback(
    async (requestAccessToken: () => Promise<string>) => {
      setState((current) => ({ ...current, error: null }));
      try {
        storeToken(await requestAccessToken());
        const user = await fetchCurrentUser();
        // Data cached for an earlier account must not leak into this one.
        queryClient.clear();
        markLoggedIn();
        setState({ ...SIGNED_OUT, user, isRoleSelectionOpen: needsRoleChoice(user) });
      } catch (error) {
        clearSession();
        setState((current) => ({
          ...current,
          user: null,
          isRoleSelectionOpen: false,
          error: errorMessage(error, SIGN_IN_FALLBACK),
        }));
      }
    },
    [queryClient],
  );

  const reportProviderFailure = useCallback((providerName: string) => {
    clearSession();
    setState((current) => ({
      ...current,
      user: null,
      isRoleSelectionOpen: false,
      error: `${providerName} login failed`,
    }));
  }, []);

  const chooseRole = useCallback(async (role: 'recruiter' | 'candidate') => {
    const { recruiter_request_pending: isRecruiterRequestPending, ...user } = await saveRole(role);
    markRoleSelected();
    setState((current) => ({ ...current, user, isRoleSelectionOpen: isRecruiterRequestPending }));
    return { isRecruiterRequestPending };
  }, []);

  const closeRoleSelection = useCallback(() => {
    setState((current) => ({ ...current, isRoleSelectionOpen: false }));
  }, []);

  const retrySessionCheck = useCallback(() => {
    // The message goes while the new try is under way, and comes back only if that one fails too.
    setState((current) => ({ ...current, sessionCheckProblem: null }));
    setSessionCheckRound((round) => round + 1);
  }, []);

  const logout = useCallback(() => {
    clearAllSessionKeys();
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signInWithProvider: (provider, token) =>
        completeSignIn(async () => (await exchangeProviderToken(provider, token)).access_token),
      signInWithDevelopmentAccount: (request) =>
        completeSignIn(async () => (await requestDevelopmentToken(request)).access_token),
      acceptAccessToken: (accessToken) => completeSignIn(async () => accessToken),
      reportProviderFailure,
      chooseRole,
      closeRoleSelection,
      retrySessionCheck,
      logout,
    }),
    [state, completeSignIn, reportProviderFailure, chooseRole, closeRoleSelection, retrySessionCheck, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
