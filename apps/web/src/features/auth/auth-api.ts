import {
  AccessTokenResponseSchema,
  AuthProvidersResponseSchema,
  RoleChoiceResponseSchema,
  UserSchema,
  type AccessTokenResponse,
  type AuthProvidersResponse,
  type DevSignInRequest,
  type RoleChoiceRequest,
  type RoleChoiceResponse,
  type User,
} from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

/** Identity providers whose tokens the server exchanges for its own access token. */
export type IdentityProvider = 'google' | 'oidc';

export function fetchAuthProviders(): Promise<AuthProvidersResponse> {
  return apiRequest('/auth/providers', AuthProvidersResponseSchema, { isAuthenticated: false });
}

export function exchangeProviderToken(
  provider: IdentityProvider,
  token: string,
): Promise<AccessTokenResponse> {
  return apiRequest(`/auth/${provider}`, AccessTokenResponseSchema, {
    method: 'POST',
    body: { token },
    isAuthenticated: false,
  });
}

export function signInWithDevelopmentAccount(request: DevSignInRequest): Promise<AccessTokenResponse> {
  return apiRequest('/auth/dev', AccessTokenResponseSchema, {
    method: 'POST',
    body: request,
    isAuthenticated: false,
  });
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/me', UserSchema, { signal });
}

export function saveRole(role: RoleChoiceRequest['role']): Promise<RoleChoiceResponse> {
  return apiRequest('/users/me/role', RoleChoiceResponseSchema, { method: 'POST', body: { role } });
}
