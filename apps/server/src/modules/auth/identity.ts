import { errors as joseErrors } from 'jose';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import type { VerifiedIdentity } from '../users/index.ts';

/** Turns a provider's token into a verified identity, or throws a 401 AppError saying why. */
export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity>;

/** Reads the identity out of verified OIDC claims; a sign-in needs an email the provider has verified. */
export function identityFromClaims(claims: Record<string, unknown>, providerName: string): VerifiedIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw unauthorized(`${providerName} did not share an email address for this account.`);
  // Google's tokeninfo sends the string 'true'; ID tokens send a boolean.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw unauthorized(`Your ${providerName} email address is not verified.`);
  }
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
  return { email, fullName: name };
}

/** A failed token check becomes a 401 in plain words; anything else (network, bugs) stays a 5xx. */
export function tokenRejection(error: unknown, providerName: string): never {
  if (error instanceof AppError) throw error;
  if (error instanceof joseErrors.JWTExpired) throw unauthorized(`${providerName} sign-in failed: the token has expired.`);
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    const reason = error.claim === 'aud' ? 'the token was issued to another application' : `invalid ${error.claim} claim`;
    throw unauthorized(`${providerName} sign-in failed: ${reason}.`);
  }
  if (error instanceof joseErrors.JOSEError) throw unauthorized(`${providerName} sign-in failed: the token is not valid.`);
  throw error;
}
