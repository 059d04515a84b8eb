import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsignResult } from '@fastify/cookie';
import type { OidcState } from './oidc.ts';

/** How long a started sign-in may take at the issuer. */
export const OIDC_STATE_TTL_SECONDS = 600;

export type SavedOidcState = OidcState & { returnTo: string };

/**
 * @fastify/cookie's signer interface, with HMAC-SHA256 in base64url: the signed value is cookie-safe as it is, so
 * the Set-Cookie header carries exactly `value.signature`.
 */
export function createCookieSigner(key: Buffer): { sign(value: string): string; unsign(signed: string): UnsignResult } {
  const signatureOf = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    sign: (value: string) => `${value}.${signatureOf(value)}`,
    unsign(signed: string): UnsignResult {
      const at = signed.lastIndexOf('.');
      const value = signed.slice(0, Math.max(at, 0));
      const given = Buffer.from(signed.slice(at + 1));
      const expected = Buffer.from(signatureOf(value));
      const valid = at > 0 && given.length === expected.length && timingSafeEqual(given, expected);
      return valid ? { valid, renew: false, value } : { valid: false, renew: false, value: null };
    },
  };
}

/** The flow's state, readable in the cookie (it holds nothing secret once the flow ends), with its own expiry. */
export function encodeOidcState(state: SavedOidcState, now = Date.now()): string {
  return Buffer.from(JSON.stringify({ ...state, expires: now + OIDC_STATE_TTL_SECONDS * 1000 })).toString('base64url');
}

export function decodeOidcState(encoded: string | null, now = Date.now()): SavedOidcState | null {
  if (!encoded) return null;
  try {
    const { expires, ...state } = JSON.parse(Buffer.from(encoded, 'base64url').toString()) as SavedOidcState & {
      expires: number;
    };
    return typeof expires === 'number' && expires > now ? state : null;
  } catch {
    return null;
  }
}
