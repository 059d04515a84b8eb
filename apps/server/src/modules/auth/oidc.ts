import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError, unauthorized } from '../../platform/http/app-error.ts';
import type { VerifiedIdentity } from '../users/index.ts';
import { identityFromClaims, tokenRejection } from './identity.ts';

export type OidcClient = {
  readonly name: string;
  /** An ID token the browser got from the issuer itself (POST /auth/oidc). */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  /** Starts the authorization-code flow with PKCE: where to send the browser and the state to keep. */
  begin(redirectUri: string): Promise<{ url: string; state: OidcState }>;
  /** The issuer sent the browser back to `callbackUrl`: exchanges the code and verifies what comes back. */
  complete(callbackUrl: URL, state: OidcState): Promise<VerifiedIdentity>;
};

export type OidcState = { state: string; verifier: string; nonce: string };

const SCOPE = 'openid email profile';

/**
 * Any OpenID Connect issuer, through openid-client: discovery, PKCE, the code exchange with its state, nonce and
 * ID-token checks, and userinfo. An ID token handed in directly is checked with jose against the issuer's keys.
 */
export function createOidcClient(options: {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  name: string;
}): OidcClient {
  const issuer = new URL(options.issuer);
  let discovery: Promise<{ config: oidc.Configuration; keys: JWTVerifyGetKey }> | undefined;
  const discover = () =>
    (discovery ??= (async () => {
      const config = await oidc.discovery(
        issuer,
        options.clientId,
        undefined,
        // A confidential client authenticates with HTTP Basic (the OAuth default); a public one relies on PKCE.
        options.clientSecret ? oidc.ClientSecretBasic(options.clientSecret) : oidc.None(),
        // Plain HTTP only when the operator configured an http:// issuer (a local or internal one).
        { execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      );
      const { jwks_uri: jwksUri } = config.serverMetadata();
      if (!jwksUri) throw new Error('The OpenID Connect issuer publishes no jwks_uri');
      return { config, keys: createRemoteJWKSet(new URL(jwksUri)) };
    })().catch((error: unknown) => {
      discovery = undefined; // try again on the next sign-in
      throw error;
    }));

  async function verifyIdToken(token: string) {
    const { config, keys } = await discover();
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, {
        issuer: config.serverMetadata().issuer,
        audience: options.clientId,
      }));
    } catch (error) {
      return tokenRejection(error, options.name);
    }
    return identityFromClaims(claims, options.name);
  }

  return {
    name: options.name,
    verifyIdToken,
    async begin(redirectUri) {
      const { config } = await discover();
      const state: OidcState = {
        state: oidc.randomState(),
        verifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: state.state,
        nonce: state.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(state.verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state };
    },
    async complete(callbackUrl, state) {
      const { config } = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: state.verifier,
          expectedState: state.state,
          expectedNonce: state.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // OIDC Core §5.4: with an access token, a provider may serve email and name from userinfo only; they count
        // for the subject the verified ID token names (openid-client checks it).
        const profile =
          claims.email === undefined && config.serverMetadata().userinfo_endpoint
            ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
            : {};
        // What the ID token says wins over userinfo.
        return identityFromClaims({ ...profile, ...claims }, options.name);
      } catch (error) {
        throw signInFailure(error, options.name);
      }
    },
  };
}

/** What went wrong at the issuer, in words for the login page; a network fault or a bug stays a server error. */
function signInFailure(error: unknown, providerName: string): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof oidc.AuthorizationResponseError) return unauthorized(`${providerName} login failed`);
  if (error instanceof oidc.ResponseBodyError) return unauthorized(`${providerName} sign-in failed: ${error.error}.`);
  // openid-client refuses an answer that fails its checks (state, nonce, signature, issuer, audience, subject).
  if (error instanceof oidc.ClientError) {
    return unauthorized(`${providerName} sign-in failed: the answer from the sign-in provider could not be verified.`);
  }
  return error;
}
