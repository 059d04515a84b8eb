import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import { identityFromClaims, tokenRejection } from './identity.ts';
import type { VerifiedIdentity } from '../users/index.ts';

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
};

export type OidcClient = {
  readonly name: string;
  verifyIdToken(token: string, expectedNonce?: string): Promise<VerifiedIdentity>;
  /** Starts the authorization-code flow with PKCE: where to send the browser and the state to keep. */
  begin(redirectUri: string): Promise<{ url: string; state: OidcState }>;
  /** Exchanges the code for tokens and verifies the ID token. */
  complete(code: string, redirectUri: string, state: OidcState): Promise<VerifiedIdentity>;
};

export type OidcState = { state: string; verifier: string; nonce: string };

/** Any OpenID Connect issuer, found by discovery; ID tokens checked for signature, issuer and audience. */
export function createOidcClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  name: string;
}): OidcClient {
  let discovery: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined;
  const discover = () =>
    (discovery ??= (async () => {
      const url = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`OIDC discovery failed with status ${response.status}`);
      const document = (await response.json()) as Discovery;
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = undefined; // try again on the next sign-in
      throw error;
    }));

  async function verifiedClaims(token: string, expectedNonce?: string): Promise<JWTPayload> {
    const { document, keys } = await discover();
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: document.issuer, audience: options.clientId });
      if (expectedNonce !== undefined && payload.nonce !== expectedNonce) {
        throw unauthorized(`${options.name} sign-in failed: the sign-in request does not match.`);
      }
      return payload;
    } catch (error) {
      return tokenRejection(error, options.name);
    }
  }

  async function verifyIdToken(token: string, expectedNonce?: string) {
    return identityFromClaims(await verifiedClaims(token, expectedNonce), options.name);
  }

  /**
   * OIDC Core §5.4: when the token endpoint also issues an access token, a conforming provider may keep email
   * and name out of the ID token and serve them from userinfo. They count only for the subject the verified
   * ID token names (§5.3.2).
   */
  async function readUserInfo(endpoint: string, accessToken: string, subject: string | undefined) {
    const response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    const info = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || info.sub !== subject) {
      throw unauthorized(`${options.name} sign-in failed: the account details could not be read.`);
    }
    return info;
  }

  return {
    name: options.name,
    verifyIdToken,
    async begin(redirectUri) {
      const { document } = await discover();
      const state: OidcState = {
        state: randomBytes(16).toString('base64url'),
        verifier: randomBytes(32).toString('base64url'),
        nonce: randomBytes(16).toString('base64url'),
      };
      const url = new URL(document.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: state.state,
        nonce: state.nonce,
        code_challenge: createHash('sha256').update(state.verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString(), state };
    },
    async complete(code, redirectUri, state) {
      const { document } = await discover();
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: state.verifier,
        client_id: options.clientId,
      });
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
      if (options.clientSecret) {
        const credentials = `${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
      }
      const response = await fetch(document.token_endpoint, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const tokens = (await response.json().catch(() => ({}))) as {
        id_token?: string;
        access_token?: string;
        error?: string;
      };
      if (!response.ok || !tokens.id_token) {
        throw new AppError(401, `${options.name} sign-in failed: ${tokens.error ?? 'the code was refused'}.`);
      }
      const claims = await verifiedClaims(tokens.id_token, state.nonce);
      const { userinfo_endpoint: userInfoUrl } = document;
      const profile =
        claims.email === undefined && tokens.access_token && userInfoUrl
          ? await readUserInfo(userInfoUrl, tokens.access_token, claims.sub)
          : {};
      // What the ID token says wins over userinfo.
      return identityFromClaims({ ...profile, ...claims }, options.name);
    },
  };
}

const STATE_TTL_MS = 10 * 60 * 1000;

/** The flow's state travels in a signed, short-lived cookie: the API keeps no session store. */
export function sealOidcState(key: Buffer, value: OidcState & { returnTo: string }): string {
  const body = Buffer.from(JSON.stringify({ ...value, expires: Date.now() + STATE_TTL_MS })).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export function openOidcState(key: Buffer, sealed: string | undefined): (OidcState & { returnTo: string }) | null {
  const [body, signature] = sealed?.split('.') ?? [];
  if (!body || !signature) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const value = JSON.parse(Buffer.from(body, 'base64url').toString()) as OidcState & {
    returnTo: string;
    expires: number;
  };
  return value.expires > Date.now() ? value : null;
}
