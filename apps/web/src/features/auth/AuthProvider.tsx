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

/** The authentication state machine of spec part 1 §4. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({
    user: null,
    isLoading: true,
    error: null,
    isRoleSelectionOpen: false,
  });

  useEffect(() => {
    let isCancelled = false;
    if (!hasStoredSession()) {
      clearSession();
      setState((current) => ({ ...current, user: null, isLoading: false }));
      return;
    }
    fetchCurrentUser()
      .then((user) => {
        if (isCancelled) return;
        setState((current) => ({
          ...current,
          user,
          isLoading: false,
          isRoleSelectionOpen: needsRoleChoice(user),
        }));
      })
      .catch(() => {
        if (isCancelled) return;
        // spec part 1 §8: a stored session the server rejects is dropped silently.
        clearSession();
        setState((current) => ({ ...current, user: null, isLoading: false }));
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  // The spec leaves token expiry open; a user whose token the server no longer accepts is signed out and told,
  // instead of meeting a failure on every screen.
  const notify = useNotifier();
  useEffect(() => {
    const handleError = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || !hasStoredSession()) return;
      clearSession();
      queryClient.clear();
      setState({ user: null, isLoading: false, error: null, isRoleSelectionOpen: false });
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
        setState({ user, isLoading: false, error: null, isRoleSelectionOpen: needsRoleChoice(user) });
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

  const logout = useCallback(() => {
    clearAllSessionKeys();
    queryClient.clear();
    setState({ user: null, isLoading: false, error: null, isRoleSelectionOpen: false });
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
      logout,
    }),
    [state, completeSignIn, reportProviderFailure, chooseRole, closeRoleSelection, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
