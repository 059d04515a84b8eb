import { cleanProvidedText, EmailAddressSchema, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@viva/contracts';
import { errors as joseErrors } from 'jose';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import type { VerifiedIdentity } from '../users/index.ts';

/** Turns a provider's token into a verified identity, or throws a 401 AppError saying why. */
export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity>;

/**
 * Reads the identity out of verified OIDC claims; a sign-in needs an email the provider has verified, within the
 * limits every sign-in path keeps. The name is the provider's to set, not the person's to correct here: it is
 * cleaned of control and text-direction characters and cut to length rather than refused.
 */
export function identityFromClaims(claims: Record<string, unknown>, providerName: string): VerifiedIdentity {
  const claimed = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!claimed) throw unauthorized(`${providerName} did not share an email address for this account.`);
  if (claimed.length > MAX_EMAIL_LENGTH) {
    throw unauthorized(`The email address ${providerName} shared is longer than ${MAX_EMAIL_LENGTH} characters.`);
  }
  const email = EmailAddressSchema.safeParse(claimed);
  if (!email.success) throw unauthorized(`The email address ${providerName} shared is not a valid email address.`);
  // Google's tokeninfo sends the string 'true'; ID tokens send a boolean.
  if (claims.email_verified !== true && claims.email_verified !== 'true') {
    throw unauthorized(`Your ${providerName} email address is not verified.`);
  }
  return { email: email.data, fullName: cleanProvidedText(claims.name, MAX_NAME_LENGTH) };
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
