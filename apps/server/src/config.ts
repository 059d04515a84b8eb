import path from 'node:path';
import { engineConfigFromEnv, type EngineConfig } from '@viva/engine';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** Whole seconds within bounds, with a default. */
const seconds = (defaultValue: number, max: number) => z.coerce.number().int().min(1).max(max).default(defaultValue);

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

// Every environment variable the server reads, with a one-line reason each (mirrored in .env.example).
const EnvSchema = z.object({
  /** HTTP port. */
  PORT: z.coerce.number().int().min(1).max(65535).default(8000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** production | development | test: production disables development sign-in and hides internals. */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  /** Folder for the embedded database, files and generated secrets. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalText,
  /** Comma-separated emails that get the admin role at sign-in. */
  ADMIN_EMAILS: z.string().default(''),
  /** Secret for signing access tokens and file URLs; generated into DATA_DIR when unset (not in production). */
  SECRET_KEY: optionalText,
  /** Access token lifetime in hours. */
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /** Google OAuth client id: enables 'Sign in with Google'. */
  GOOGLE_CLIENT_ID: optionalText,
  /** OpenID Connect issuer URL (any provider): enables OIDC sign-in. */
  OIDC_ISSUER: optionalText,
  /** OpenID Connect client id registered with that issuer. */
  OIDC_CLIENT_ID: optionalText,
  /** OpenID Connect client secret (confidential clients; optional with PKCE). */
  OIDC_CLIENT_SECRET: optionalText,
  /** Name on the OIDC sign-in button. */
  OIDC_NAME: z.string().default('SSO'),
  /** Allow development sign-in even though an identity provider is configured (never in production). */
  AUTH_DEV_LOGIN: flag,
  /** Public origin of the site, e.g. https://viva.example.com (used in emailed links and OIDC redirects). */
  PUBLIC_URL: optionalText,
  /** Requests per minute per client IP before 429. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Sign-in attempts per minute, counted per client IP and per email address, before 429. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Seconds a client has to send the request line and headers: a trickle of header lines is cut off. */
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds(15, 600),
  /** Seconds a client has to send a whole request, body included (two 10 MB files need about 1.5 Mbit/s). */
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(120, 3600),
  /** Seconds a connection may stay silent (between keep-alive requests or within one) before it is closed. */
  HTTP_IDLE_TIMEOUT_SECONDS: seconds(65, 3600),
  /** Days a finished background job's status record is kept before the hourly cleanup removes it. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Run background workers inside the API process (the embedded default). */
  WORKER_IN_PROCESS: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /** How many background jobs one worker process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** local (files under DATA_DIR/files) or s3. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3 bucket, region, endpoint (for S3-compatible stores) and credentials. */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style addressing, needed by most self-hosted S3-compatible stores. */
  S3_FORCE_PATH_STYLE: flag,
  /** Minutes a signed download URL stays valid. */
  FILE_URL_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  env: 'production' | 'development' | 'test';
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmails: ReadonlySet<string>;
  secretKey: string | undefined;
  tokenTtlSeconds: number;
  google: { clientId: string } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | null;
  devLoginEnabled: boolean;
  publicUrl: string | undefined;
  rateLimitPerMinute: number;
  signInRateLimitPerMinute: number;
  /** Limits on how long a client may take; a real client never meets them, a trickling one always does. */
  httpTimeouts: { headersMs: number; requestMs: number; idleMs: number };
  jobRetentionDays: number;
  workerInProcess: boolean;
  workerConcurrency: number;
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  fileUrlTtlSeconds: number;
  /** ENGINE=offline (embedded) or llm with AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL (read by the engine). */
  engine: EngineConfig;
  logLevel: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Env = z.output<typeof EnvSchema>;

/**
 * Parse the environment once at start, listing every problem at once: each variable is read on its own, so a
 * malformed one does not hide the others, and the checks across variables run on every variable that parsed.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed: Partial<Record<keyof Env, unknown>> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(EnvSchema.shape) as [keyof Env, z.ZodType][]) {
    const result = schema.safeParse(env[name]);
    if (result.success) parsed[name] = result.data;
    else problems.push(...result.error.issues.map((issue) => `${name}: ${issue.message}`));
  }
  const read = parsed as Partial<Env>;
  problems.push(...crossVariableProblems(read));
  let engine: EngineConfig = { kind: 'offline' };
  try {
    engine = engineConfigFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const values = read as Env;
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);
  const hasIdentityProvider = values.GOOGLE_CLIENT_ID != null || values.OIDC_ISSUER != null;
  return {
    port: values.PORT,
    host: values.HOST,
    env: values.NODE_ENV,
    isProduction,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    adminEmails: new Set(
      values.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    secretKey: values.SECRET_KEY,
    tokenTtlSeconds: values.TOKEN_TTL_HOURS * 3600,
    google: values.GOOGLE_CLIENT_ID ? { clientId: values.GOOGLE_CLIENT_ID } : null,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID
        ? {
            issuer: values.OIDC_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : null,
    // Development sign-in is the embedded default; production never has it, whatever else is set.
    devLoginEnabled: !isProduction && (!hasIdentityProvider || values.AUTH_DEV_LOGIN),
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    signInRateLimitPerMinute: values.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    httpTimeouts: {
      headersMs: values.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: values.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: values.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    },
    jobRetentionDays: values.JOB_RETENTION_DAYS,
    workerInProcess: values.WORKER_IN_PROCESS,
    workerConcurrency: values.WORKER_CONCURRENCY,
    storage:
      values.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: values.S3_BUCKET!,
            region: values.S3_REGION,
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    fileUrlTtlSeconds: values.FILE_URL_TTL_MINUTES * 60,
    engine,
    logLevel: values.LOG_LEVEL,
  };
}

/** Rules between variables; a variable that did not parse is reported already, so rules on it are skipped. */
function crossVariableProblems(values: Partial<Env>): string[] {
  const problems: string[] = [];
  if ((values.OIDC_ISSUER == null) !== (values.OIDC_CLIENT_ID == null)) {
    problems.push('OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  }
  if (values.STORAGE === 's3' && !values.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (values.NODE_ENV === 'production' && !values.SECRET_KEY) problems.push('SECRET_KEY is required in production');
  if (values.SECRET_KEY && values.SECRET_KEY.length < 32) problems.push('SECRET_KEY must be at least 32 characters');
  const { HTTP_HEADERS_TIMEOUT_SECONDS: headers, HTTP_REQUEST_TIMEOUT_SECONDS: request } = values;
  // Node refuses a header limit longer than the whole request's.
  if (headers !== undefined && request !== undefined && headers > request) {
    problems.push('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return problems;
}
