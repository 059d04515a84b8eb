import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { identityFromClaims } from './identity.ts';

/** What identityFromClaims refuses with, as the person would read it. */
function refusal(claims: Record<string, unknown>): string {
  try {
    identityFromClaims(claims, 'Acme SSO');
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return String(error.detail);
    throw error;
  }
  throw new Error('accepted');
}

describe('identityFromClaims (Google and OpenID Connect)', () => {
  it('reads a verified email, lower-cased, and a cleaned, bounded name', () => {
    expect(
      identityFromClaims({ email: ' Ada@Example.com ', email_verified: true, name: ` Ada\u202e\nLovelace ` }, 'Acme SSO'),
    ).toEqual({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    expect(identityFromClaims({ email: 'a@example.com', email_verified: 'true', name: 'x'.repeat(500) }, 'Acme SSO').fullName).toHaveLength(200);
    expect(identityFromClaims({ email: 'a@example.com', email_verified: true, name: '\u0007' }, 'Acme SSO').fullName).toBeNull();
  });

  it('refuses what no sign-in path accepts, saying why', () => {
    expect(refusal({ email_verified: true })).toBe('Acme SSO did not share an email address for this account.');
    expect(refusal({ email: `${'a'.repeat(250)}@example.com`, email_verified: true })).toBe(
      'The email address Acme SSO shared is longer than 254 characters.',
    );
    expect(refusal({ email: 'ada@exa\u202emple.com', email_verified: true })).toBe(
      'The email address Acme SSO shared is not a valid email address.',
    );
    expect(refusal({ email: 'ada@example.com', email_verified: false })).toBe('Your Acme SSO email address is not verified.');
  });
});
