import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { GoogleEndpoints } from '../src/modules/auth/google.ts';

export type LocalServer = { origin: string; close(): Promise<void> };

/** A node:http server on 127.0.0.1 with a random port: the HTTP boundary the server's outbound calls cross. */
export async function listenLocally(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<LocalServer> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What Google's tokeninfo and userinfo answer for one access token. */
export type GoogleAccessToken = {
  tokenInfo: { status: number; body: Record<string, unknown> };
  userInfo?: Record<string, unknown>;
};

export type GoogleStub = LocalServer & {
  endpoints: GoogleEndpoints;
  /** Access tokens the stub knows; any other token gets tokeninfo's 400. */
  accessTokens: Map<string, GoogleAccessToken>;
  /** Every request the stub received, as method and path with query. */
  requests: { url: string; authorization: string | undefined }[];
  /** An ID token signed with the key the stub publishes (or `signingKey`), Google's issuer and claims. */
  signIdToken(claims: JWTPayload, options?: { signingKey?: CryptoKey; expiresAt?: number }): Promise<string>;
};

const KEY_ID = 'google-test-key';

/** Google's JWKS, tokeninfo and userinfo endpoints served locally, with keys generated for the test run. */
export async function startGoogleStub(): Promise<GoogleStub> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
  const accessTokens = new Map<string, GoogleAccessToken>();
  const requests: GoogleStub['requests'] = [];
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = await listenLocally((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname === '/oauth2/v3/certs') return json(response, 200, jwks);
    if (url.pathname === '/tokeninfo') {
      const known = accessTokens.get(url.searchParams.get('access_token') ?? '');
      if (!known) return json(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return json(response, known.tokenInfo.status, known.tokenInfo.body);
    }
    if (url.pathname === '/v1/userinfo') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const userInfo = accessTokens.get(token)?.userInfo;
      return userInfo ? json(response, 200, userInfo) : json(response, 401, { error: 'invalid_request' });
    }
    return json(response, 404, { error: 'not_found' });
  });

  return {
    ...server,
    endpoints: {
      jwksUrl: `${server.origin}/oauth2/v3/certs`,
      tokenInfoUrl: `${server.origin}/tokeninfo`,
      userInfoUrl: `${server.origin}/v1/userinfo`,
    },
    accessTokens,
    requests,
    signIdToken: (claims, options = {}) =>
      new SignJWT({ iss: 'https://accounts.google.com', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(options.signingKey ?? privateKey),
  };
}
