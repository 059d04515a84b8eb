import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';

describe('the HTTP platform on the embedded defaults', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers /healthz and /readyz', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    // The content security policy allows only scripts from our origin: the page must have no inline script.
    expect(response.body).toMatch(/<script src="\/api\/docs\/static\/swagger-ui-bundle\.js"/);
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('describes the API as OpenAPI 3.1 at /api/docs/json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Viva API');
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/providers',
        '/api/v1/auth/dev',
        '/api/v1/auth/google',
        '/api/v1/auth/oidc',
        '/api/v1/auth/oidc/start',
        '/api/v1/auth/oidc/callback',
        '/api/v1/auth/me',
        '/api/v1/users/me/role',
        '/api/v1/users/me/settings',
        '/api/v1/dashboard/stats',
      ]),
    );
    expect(paths).not.toContain('/healthz');
    const settings = document.paths['/api/v1/users/me/settings'];
    expect(Object.keys(settings).sort()).toEqual(['get', 'post']);
    expect(settings.post.security).toEqual([{ bearerAuth: [] }]);
    expect(settings.post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'questionTimeSeconds',
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/^application\/json/);
    expect(get.json()).toEqual({ detail: 'No route for GET /api/v1/nothing-here' });
    const post = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'No route for POST /api/v1/auth/nothing' });
  });

  it('sends the security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // Only production is behind HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a malformed JSON body with 400 and a plain message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "someone@example.com"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON' });
  });

  it('answers a body of another content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>someone@example.com</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported content type' });
  });

  it('answers 404 on the Google and OpenID Connect routes when no provider is configured', async () => {
    const google = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { token: 'header.payload.signature' },
    });
    expect(google.statusCode).toBe(404);
    expect(google.json()).toEqual({ detail: 'Google sign-in is not configured on this server.' });
    const oidc = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc',
      payload: { token: 'x.y.z' },
    });
    expect(oidc.statusCode).toBe(404);
    expect(oidc.json()).toEqual({ detail: 'OpenID Connect sign-in is not configured on this server.' });
    const start = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
    expect(start.statusCode).toBe(404);
    const providers = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(providers.json()).toEqual({ google_client_id: null, oidc: null, dev_login: true, development_mode: false });
  });
});

describe('the HTTP platform under load and failure', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => testApp.close());

  it('answers the 4th request in a minute from one address with 429 and a detail', async () => {
    const request = () =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/auth/providers', remoteAddress: '203.0.113.7' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await request()).statusCode).toBe(200);
    }
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Rate limit exceeded, retry in 1 minute' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address has its own allowance.
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/providers',
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
  });

  it('reports not ready and never leaks internals once the database is gone', async () => {
    const headers = await signIn(testApp.app, 'late@example.com');
    await testApp.context.database.close();

    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '198.51.100.1' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers,
      remoteAddress: '198.51.100.2',
    });
    expect(me.statusCode).toBe(500);
    expect(me.json()).toEqual({ detail: 'Internal server error' });

    const signInAttempt = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'nobody@example.com' },
      remoteAddress: '198.51.100.3',
    });
    expect(signInAttempt.statusCode).toBe(500);
    expect(signInAttempt.json()).toEqual({ detail: 'Internal server error' });
  });
});
