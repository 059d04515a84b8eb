import { createRemoteJWKSet, jwtVerify } from 'jose';
import { unauthorized } from '../../platform/http/app-error.ts';
import { identityFromClaims, tokenRejection, type IdentityVerifier } from './identity.ts';

export type GoogleEndpoints = { jwksUrl: string; tokenInfoUrl: string; userInfoUrl: string };

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  tokenInfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Accepts a Google ID token (signature checked against Google's keys, audience = our client id) or an access
 * token (accepted only when Google's tokeninfo says it was issued to our client id). Without the audience check
 * any other application's token would sign people in here.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  endpoints?: GoogleEndpoints;
}): IdentityVerifier {
  const endpoints = options.endpoints ?? GOOGLE_ENDPOINTS;
  const keys = createRemoteJWKSet(new URL(endpoints.jwksUrl));

  async function verifyIdToken(token: string) {
    const { payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience: options.clientId });
    return identityFromClaims(payload, 'Google');
  }

  async function verifyAccessToken(token: string) {
    const url = new URL(endpoints.tokenInfoUrl);
    url.searchParams.set('access_token', token);
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw unauthorized('Google sign-in failed: the token is not valid.');
    const info = (await response.json()) as Record<string, unknown>;
    if (info.aud !== options.clientId && info.azp !== options.clientId) {
      throw unauthorized('Google sign-in failed: the token was issued to another application.');
    }
    if (Number(info.expires_in ?? 0) <= 0) throw unauthorized('Google sign-in failed: the token has expired.');
    const identity = identityFromClaims(info, 'Google');
    // tokeninfo has no name; the verified token may read it from userinfo (never the other way round).
    return { ...identity, fullName: identity.fullName ?? (await readName(endpoints.userInfoUrl, token)) };
  }

  return async (token) => {
    try {
      return token.split('.').length === 3 ? await verifyIdToken(token) : await verifyAccessToken(token);
    } catch (error) {
      return tokenRejection(error, 'Google');
    }
  };
}

async function readName(userInfoUrl: string, token: string): Promise<string | null> {
  try {
    const response = await fetch(userInfoUrl, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const info = (await response.json()) as { name?: unknown };
    return typeof info.name === 'string' && info.name.trim() ? info.name.trim() : null;
  } catch {
    return null;
  }
}
