import { createContext } from 'react';
import type { DevSignInRequest, RoleChoiceRequest, User } from '@viva/contracts';
import type { IdentityProvider } from './auth-api.ts';

export type AuthState = {
  user: User | null;
  /** True until the stored session has been checked (spec part 1 §4). */
  isLoading: boolean;
  /** The last sign-in failure, in the words the login page shows. */
  error: string | null;
  /** A signed-in user without a role who has not chosen one yet. */
  isRoleSelectionOpen: boolean;
  /**
   * Set while the stored session could not be checked (no answer, 429, 5xx): the session is kept and the check is
   * tried again (issue 7); only the server's 401 ends it.
   */
  sessionCheckProblem: string | null;
};

export type AuthContextValue = AuthState & {
  signInWithProvider: (provider: IdentityProvider, token: string) => Promise<void>;
  signInWithDevelopmentAccount: (request: DevSignInRequest) => Promise<void>;
  /** The OIDC redirect flow hands the server's own token back in the URL fragment. */
  acceptAccessToken: (accessToken: string) => Promise<void>;
  /** The provider's own widget failed before any token reached us. */
  reportProviderFailure: (providerName: string) => void;
  /**
   * Rejects with the error so the role screen can show it. When Recruiter became a request for an admin to answer,
   * the role screen stays open to say so (issue 15) until `closeRoleSelection`.
   */
  chooseRole: (role: RoleChoiceRequest['role']) => Promise<{ isRecruiterRequestPending: boolean }>;
  closeRoleSelection: () => void;
  /** Checks the stored session again now instead of waiting for the next scheduled try. */
  retrySessionCheck: () => void;
  logout: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
