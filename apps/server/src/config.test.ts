import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The problems loadConfig reports for an environment, or null when it accepts it. */
function problemsOf(env: Record<string, string>): string[] | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('lists every problem at once in one ConfigError', () => {
    const env = { OIDC_ISSUER: 'https://id.example.com', STORAGE: 's3', NODE_ENV: 'production' };
    expect(problemsOf(env)).toEqual([
      'OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
      'S3_BUCKET is required when STORAGE=s3',
      'SECRET_KEY is required in production',
    ]);
    expect(() => loadConfig(env)).toThrow(
      'Invalid configuration:\n' +
        '  - OIDC_ISSUER and OIDC_CLIENT_ID must be set together\n' +
        '  - S3_BUCKET is required when STORAGE=s3\n' +
        '  - SECRET_KEY is required in production',
    );
  });

  it('lists every malformed variable at once, by name', () => {
    const problems = problemsOf({ PORT: 'eighty', NODE_ENV: 'staging', STORAGE: 'ftp' });
    expect(problems).toHaveLength(3);
    expect(problems!.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'NODE_ENV', 'STORAGE']);
  });

  it('reports malformed variables and the checks across variables together, in one pass', () => {
    expect(
      problemsOf({ PORT: 'eighty', STORAGE: 's3', OIDC_CLIENT_ID: 'viva', HTTP_IDLE_TIMEOUT_SECONDS: '0', SECRET_KEY: 'short' }),
    ).toEqual([
      'PORT: Invalid input: expected number, received NaN',
      'HTTP_IDLE_TIMEOUT_SECONDS: Too small: expected number to be >=1',
      'OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
      'S3_BUCKET is required when STORAGE=s3',
      'SECRET_KEY must be at least 32 characters',
    ]);
    // A check across variables that one of them failed to parse is left to that variable's own problem.
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      'NODE_ENV: Invalid option: expected one of "production"|"development"|"test"',
    ]);
  });

  it('refuses a header timeout longer than the request timeout', () => {
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
    ]);
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '5', HTTP_REQUEST_TIMEOUT_SECONDS: '30', HTTP_IDLE_TIMEOUT_SECONDS: '10' }).httpTimeouts).toEqual({
      headersMs: 5000,
      requestMs: 30000,
      idleMs: 10000,
    });
  });

  it.each([
    [
      'a client id without its issuer',
      { OIDC_CLIENT_ID: 'viva' },
      'OIDC_ISSUER and OIDC_CLIENT_ID must be set together',
    ],
    ['a short secret', { SECRET_KEY: 'too-short' }, 'SECRET_KEY must be at least 32 characters'],
    ['a port out of range', { PORT: '70000' }, 'PORT: Too big: expected number to be <=65535'],
  ])('refuses %s', (_label, env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      env: 'development',
      isProduction: false,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      secretKey: undefined,
      tokenTtlSeconds: 24 * 3600,
      google: null,
      oidc: null,
      devLoginEnabled: true,
      publicUrl: undefined,
      rateLimitPerMinute: 1200,
      signInRateLimitPerMinute: 20,
      httpTimeouts: { headersMs: 15_000, requestMs: 120_000, idleMs: 65_000 },
      jobRetentionDays: 30,
      workerInProcess: true,
      storage: { kind: 'local', root: path.join(path.resolve('./data'), 'files') },
      fileUrlTtlSeconds: 15 * 60,
      inProcessCaches: true,
    });
    expect([...config.adminEmails]).toEqual([]);
    expect(loadConfig({ IN_PROCESS_CACHES: '0' }).inProcessCaches).toBe(false);
  });

  it('treats a blank DATABASE_URL as unset (embedded PGlite) and resolves DATA_DIR', () => {
    const config = loadConfig({ DATABASE_URL: '  ', DATA_DIR: 'var/viva', PORT: '9000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('var/viva'));
    expect(config.port).toBe(9000);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/viva' }).databaseUrl).toBe(
      'postgres://db.example/viva',
    );
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased, comma-separated list', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.COM,,second@example.com ' });
    expect([...config.adminEmails].sort()).toEqual([
      'boss@example.com',
      'ops@example.com',
      'second@example.com',
    ]);
  });

  it('opens the recruiter role to everyone outside production only, unless OPEN_RECRUITER_SIGNUP says otherwise', () => {
    const production = { NODE_ENV: 'production', SECRET_KEY: 's'.repeat(32) };
    expect(loadConfig({}).recruiterAccess.isOpen).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).recruiterAccess.isOpen).toBe(true);
    expect(loadConfig(production).recruiterAccess.isOpen).toBe(false);
    expect(loadConfig({ ...production, OPEN_RECRUITER_SIGNUP: '1' }).recruiterAccess.isOpen).toBe(true);
    expect(loadConfig({ OPEN_RECRUITER_SIGNUP: '0' }).recruiterAccess.isOpen).toBe(false);
  });

  it('reads RECRUITER_EMAILS and RECRUITER_DOMAINS like ADMIN_EMAILS, a leading @ allowed on a domain', () => {
    const { recruiterAccess } = loadConfig({
      RECRUITER_EMAILS: ' Hiring@Acme.org ,, lead@example.net',
      RECRUITER_DOMAINS: 'Example.com, @staff.acme.org ',
    });
    expect([...recruiterAccess.emails]).toEqual(['hiring@acme.org', 'lead@example.net']);
    expect([...recruiterAccess.domains]).toEqual(['example.com', 'staff.acme.org']);
  });

  it('refuses allow-list entries that are not emails or domains, naming each', () => {
    expect(problemsOf({ RECRUITER_EMAILS: 'example.com', RECRUITER_DOMAINS: 'people@example.com, exa mple.com' })).toEqual([
      "RECRUITER_EMAILS: 'example.com' is not an email address",
      "RECRUITER_DOMAINS: 'people@example.com' is not a domain",
      "RECRUITER_DOMAINS: 'exa mple.com' is not a domain",
    ]);
  });

  it('configures the identity providers and turns development sign-in off with them', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'viva',
      PUBLIC_URL: 'https://viva.example.com/',
    });
    expect(config.google).toEqual({ clientId: 'client.apps.googleusercontent.com' });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'viva',
      clientSecret: undefined,
      name: 'SSO',
    });
    expect(config.devLoginEnabled).toBe(false);
    expect(config.publicUrl).toBe('https://viva.example.com');
  });

  it('never enables development sign-in in production, even when asked', () => {
    const config = loadConfig({ NODE_ENV: 'production', SECRET_KEY: 's'.repeat(32), AUTH_DEV_LOGIN: '1' });
    expect(config.isProduction).toBe(true);
    expect(config.devLoginEnabled).toBe(false);
  });

  it('reads the S3 settings when STORAGE=s3', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'viva-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'viva-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
  });
});
