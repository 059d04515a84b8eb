import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.ts';

const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const now = () => Math.floor(Date.now() / 1000);

/** A token made with jose, independently of the code under test. */
function sign(
  claims: { sub?: string; iss?: string; aud?: string | string[]; exp?: number; nbf?: number },
  options: { key?: Uint8Array; header?: Record<string, unknown> } = {},
) {
  const token = new SignJWT({ ...(claims.nbf === undefined ? {} : { nbf: claims.nbf }) }).setProtectedHeader({
    alg: 'HS256',
    ...options.header,
  } as { alg: string });
  if (claims.sub !== undefined) token.setSubject(claims.sub);
  token.setIssuer(claims.iss ?? 'viva').setAudience(claims.aud ?? 'viva-web');
  if (claims.exp !== undefined) token.setExpirationTime(claims.exp);
  return token.sign(options.key ?? KEY);
}

describe('access tokens', () => {
  const tokens = createAccessTokens({ key: KEY, ttlSeconds: 3600, verifiedCacheMs: 5_000 });

  it('verifies the tokens it issues, and ones jose signs the same way', async () => {
    const { token, expiresIn } = await tokens.issue('user-1');
    expect(expiresIn).toBe(3600);
    expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    expect(
      await tokens.verify(await sign({ sub: 'user-2', exp: now() + 60, aud: ['other', 'viva-web'] })),
    ).toEqual({
      userId: 'user-2',
    });
  });

  it('says expired only of a genuine token past its time', async () => {
    expect(await tokens.verify(await sign({ sub: 'user-1', exp: now() - 1 }))).toEqual({
      problem: 'expired',
    });
    expect(await tokens.verify(await sign({ sub: 'user-1', exp: now() - 1 }, { key: OTHER_KEY }))).toEqual({
      problem: 'invalid',
    });
  });

  it.each([
    ['signed with another key', () => sign({ sub: 'user-1', exp: now() + 60 }, { key: OTHER_KEY })],
    ['for another issuer', () => sign({ sub: 'user-1', exp: now() + 60, iss: 'someone-else' })],
    ['for another audience', () => sign({ sub: 'user-1', exp: now() + 60, aud: 'another-app' })],
    ['without an expiry', () => sign({ sub: 'user-1' })],
    ['without a subject', () => sign({ exp: now() + 60 })],
    ['not valid yet', () => sign({ sub: 'user-1', exp: now() + 60, nbf: now() + 30 })],
    [
      'with a critical header it does not know',
      () => sign({ sub: 'user-1', exp: now() + 60 }, { header: { crit: ['b64'], b64: true } }),
    ],
  ])('refuses a token %s', async (_case, make) => {
    expect(await tokens.verify(await make())).toEqual({ problem: 'invalid' });
  });

  it('refuses alg none, another algorithm with our key, tampering and malformed tokens', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = encode({ sub: 'admin', iss: 'viva', aud: 'viva-web', exp: now() + 60 });
    const none = `${encode({ alg: 'none' })}.${claims}.`;
    // The header says HS512 but the MAC is HS256 over it with our key: only HS256 is accepted.
    const header = encode({ alg: 'HS512' });
    const relabelled = `${header}.${claims}.${createHmac('sha256', KEY).update(`${header}.${claims}`).digest('base64url')}`;
    const { token } = await tokens.issue('user-1');
    const [head, , mac] = token.split('.');
    for (const bad of [
      none,
      relabelled,
      `${head}.${claims}.${mac}`,
      'a.b',
      'a.b.c.d',
      '',
      `${token}=`,
      'x.y.z',
    ]) {
      expect(await tokens.verify(bad)).toEqual({ problem: 'invalid' });
    }
  });

  describe('remembering a verified token', () => {
    afterEach(() => vi.useRealTimers());

    it('answers expired once the remembered token is past its time, even within the cache lifetime', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00.500Z') });
      const token = await sign({ sub: 'user-1', exp: now() + 2 });
      expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
      vi.setSystemTime(new Date('2026-11-27T10:00:01.900Z'));
      expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
      vi.setSystemTime(new Date('2026-11-27T10:00:02.000Z'));
      expect(await tokens.verify(token)).toEqual({ problem: 'expired' });
    });

    it('remembers only successes: a token refused as not valid yet is accepted once it is', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
      const token = await sign({ sub: 'user-1', exp: now() + 60, nbf: now() + 2 });
      expect(await tokens.verify(token)).toEqual({ problem: 'invalid' });
      vi.setSystemTime(new Date('2026-11-27T10:00:02Z'));
      expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
    });

    it('refuses any other string: a tampered copy of a remembered token, or one signed by another key', async () => {
      const { token } = await tokens.issue('user-1');
      expect(await tokens.verify(token)).toEqual({ userId: 'user-1' });
      const [head, , mac] = token.split('.');
      const claims = Buffer.from(
        JSON.stringify({ sub: 'admin', iss: 'viva', aud: 'viva-web', exp: now() + 60 }),
      ).toString('base64url');
      for (const bad of [
        `${head}.${claims}.${mac}`,
        `${token.slice(0, -4)}AAAA`,
        `${token} `,
        token.slice(0, -1),
      ]) {
        expect(await tokens.verify(bad)).toEqual({ problem: 'invalid' });
      }
      const other = createAccessTokens({ key: OTHER_KEY, ttlSeconds: 3600, verifiedCacheMs: 5_000 });
      expect(await other.verify(token)).toEqual({ problem: 'invalid' });
    });
  });
});
