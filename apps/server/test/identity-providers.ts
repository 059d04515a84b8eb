import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import Provider, { type ClientMetadata } from 'oidc-provider';
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

export type OidcAccount = { email: string; email_verified: boolean; name: string };

export type LocalOidcProvider = LocalServer & {
  /**
   * Plays the person at the provider: follows an authorization URL through the provider's login and consent
   * pages (oidc-provider's development interactions) and returns the URL it finally sends the browser to.
   */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  /** A complete code + PKCE sign-in for a client, done directly: the ID token the provider issues, with the
   * person's email and name in it. */
  issueIdToken(
    client: { clientId: string; clientSecret: string; redirectUri: string },
    accountId: string,
  ): Promise<string>;
};

/** A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a random port. */
export async function startOidcProvider(options: {
  clients: ClientMetadata[];
  accounts: Record<string, OidcAccount>;
}): Promise<LocalOidcProvider> {
  // eslint-disable-next-line prefer-const -- the server's callback reads it before the provider (which needs the server's address) exists
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = await listenLocally((request, response) => handle!(request, response));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = {
    ...(await exportJWK(privateKey)),
    kid: 'oidc-test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const provider = new Provider(server.origin, {
    clients: options.clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Conforming (the default): with an access token issued, email and name are served from userinfo only,
    // unless the client asks for them in the ID token with the claims parameter.
    features: { devInteractions: { enabled: true }, claimsParameter: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_context, accountId) => {
      const account = options.accounts[accountId];
      return account ? { accountId, claims: () => ({ sub: accountId, ...account }) } : undefined;
    },
  });
  handle = provider.callback();

  async function authorize(authorizationUrl: string, accountId: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 10; step += 1) {
      if (url.origin !== server.origin) return url;
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        body: form,
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      form = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      const page = await response.text();
      if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page}`);
      // The login page, then the consent page, post back to the same interaction URL.
      form = page.includes('name="prompt" value="login"')
        ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the provider never sent the browser back');
  }

  return {
    ...server,
    authorize,
    async issueIdToken(client, accountId) {
      const verifier = randomBytes(32).toString('base64url');
      const start = new URL(`${server.origin}/auth`);
      start.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: client.redirectUri,
        scope: 'openid email profile',
        state: randomBytes(8).toString('hex'),
        nonce: randomBytes(8).toString('hex'),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        // A token meant for POST /auth/oidc carries the person itself, as a front end's ID token does.
        claims: JSON.stringify({ id_token: { email: null, email_verified: null, name: null } }),
      }).toString();
      const callback = await authorize(start.toString(), accountId);
      const response = await fetch(`${server.origin}/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code') ?? '',
          redirect_uri: client.redirectUri,
          code_verifier: verifier,
        }),
      });
      const tokens = (await response.json()) as { id_token?: string };
      if (!tokens.id_token) throw new Error(`no ID token from the provider: ${JSON.stringify(tokens)}`);
      return tokens.id_token;
    },
  };
}
