import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

const ISSUER = 'viva';
const AUDIENCE = 'viva-web';

/** A token's verdict: whose it is, or why it cannot be used (an expiry is said differently from a forgery). */
export type TokenCheck = { userId: string } | { problem: 'expired' | 'invalid' };

export type AccessTokens = {
  issue(userId: string): Promise<{ token: string; expiresIn: number }>;
  /** The user id of a valid token; 'expired' for a genuine token past its time, 'invalid' for anything else. */
  verify(token: string): Promise<TokenCheck>;
};

/** Server-issued bearer tokens: HS256 JWTs with an expiry; the API keeps no session state. */
export function createAccessTokens(options: { key: Uint8Array; ttlSeconds: number }): AccessTokens {
  // Imported once as a CryptoKey: given bytes or a KeyObject, jose imports the key again for every token.
  const key = crypto.subtle.importKey('raw', new Uint8Array(options.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async issue(userId) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(await key);
      return { token, expiresIn: options.ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        return payload.sub ? { userId: payload.sub } : { problem: 'invalid' };
      } catch (error) {
        // jose checks the signature before the claims: an expired token is one we issued.
        if (error instanceof joseErrors.JWTExpired) return { problem: 'expired' };
        if (error instanceof joseErrors.JOSEError) return { problem: 'invalid' };
        throw error;
      }
    },
  };
}
