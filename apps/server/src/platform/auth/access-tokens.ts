import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTtlCache } from '../cache/ttl-cache.ts';

const ISSUER = 'viva';
const AUDIENCE = 'viva-web';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A token's verdict: whose it is, or why it cannot be used (an expiry is said differently from a forgery). */
export type TokenCheck = { userId: string } | { problem: 'expired' | 'invalid' };

export type AccessTokens = {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The user id of a valid token; 'expired' for a genuine token past its time, 'invalid' for anything else. */
  verify(token: string): Promise<TokenCheck>;
};

const VERIFIED_CACHE_ENTRIES = 10_000;

/**
 * Server-issued bearer tokens: HS256 JWTs with an expiry; the API keeps no session state. A token that passed the
 * check is remembered for `verifiedCacheMs` (0: never), never past its own expiry: the same client sends the same
 * token on every request, and the check is a tenth of a cached job-list request's CPU (docs/benchmarks.md).
 */
export function createAccessTokens(options: {
  key: Uint8Array;
  ttlSeconds: number;
  verifiedCacheMs: number;
}): AccessTokens {
  const key = Buffer.from(options.key);
  // Keyed by the whole token string, so a hit means these exact bytes passed the HMAC check earlier; only
  // successes are kept, and an entry ends when the token would expire, so a hit gives the check's own answer.
  // Whose the token is (a deleted account, a changed role) is decided after this, by the guards, on every request.
  const verified = createTtlCache<string, TokenVerdict>({
    ttlMs: options.verifiedCacheMs,
    maxEntries: VERIFIED_CACHE_ENTRIES,
    keepUntil: (verdict) => ('expiresAt' in verdict ? verdict.expiresAt * 1000 : 0),
  });
  return {
    async issue(userId) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key);
      return { token, expiresIn: options.ttlSeconds };
    },
    // Checked here with one synchronous HMAC rather than jose's WebCrypto verify, which cost a quarter of the CPU
    // of a cached job-list request (docs/benchmarks.md). Only tokens this server signs are accepted, so the check
    // is narrow: HS256 and nothing else, our issuer and audience, a subject, an expiry.
    async verify(token) {
      const verdict = await verified.get(token, async () =>
        verifyToken(key, token, Math.floor(Date.now() / 1000)),
      );
      return 'userId' in verdict ? { userId: verdict.userId } : verdict;
    },
  };
}

/** The check's answer, with a valid token's expiry (seconds since the epoch) for the memo. */
type TokenVerdict = { userId: string; expiresAt: number } | Extract<TokenCheck, { problem: unknown }>;

function verifyToken(key: Buffer, token: string, now: number): TokenVerdict {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return { problem: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: 'invalid' };
  // Signed by us: what follows tells an expiry from a token that was never meant for this use.
  const protectedHeader = decodeJson(header);
  const claims = decodeJson(payload);
  if (!protectedHeader || !claims) return { problem: 'invalid' };
  if (protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return { problem: 'invalid' };
  const audience = claims.aud;
  const isForUs = Array.isArray(audience) ? audience.includes(AUDIENCE) : audience === AUDIENCE;
  if (claims.iss !== ISSUER || !isForUs) return { problem: 'invalid' };
  if (typeof claims.nbf === 'number' && claims.nbf > now) return { problem: 'invalid' };
  if (typeof claims.exp !== 'number') return { problem: 'invalid' };
  if (claims.exp <= now) return { problem: 'expired' };
  return typeof claims.sub === 'string' && claims.sub !== ''
    ? { userId: claims.sub, expiresAt: claims.exp }
    : { problem: 'invalid' };
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
