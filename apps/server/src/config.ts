import path from 'node:path';
import { engineConfigFromEnv, type EngineConfig } from '@viva/engine';
import { z } from 'zod';
import type { SpeechConfig } from './platform/speech/index.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** Whole seconds within bounds, with a default. */
const seconds = (defaultValue: number, max: number) => z.coerce.number().int().min(1).max(max).default(defaultValue);

/**
 * 'A@x.com, b@y.com' as ['a@x.com', 'b@y.com'] (comparisons are on lower case); with `rule`, each entry that breaks
 * it is named in the problem list.
 */
const commaList = (rule?: { is: string; test: (item: string) => boolean; normalise?: (item: string) => string }) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const items = value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean)
        .map(rule?.normalise ?? ((item) => item));
      for (const item of items.filter((entry) => rule && !rule.test(entry))) {
        context.addIssue({ code: 'custom', message: `'${item}' is not ${rule!.is}` });
      }
      return items;
    });

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
  ADMIN_EMAILS: commaList(),
  /** Comma-separated emails that become recruiters when they choose Recruiter (no admin approval needed). */
  RECRUITER_EMAILS: commaList({ is: 'an email address', test: (item) => /^[^@\s]+@[^@\s]+$/.test(item) }),
  /** Comma-separated email domains (example.com, exact match) whose people become recruiters when they choose it. */
  RECRUITER_DOMAINS: commaList({
    is: 'a domain',
    test: (item) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(item),
    // '@example.com' is accepted as well as 'example.com'.
    normalise: (item) => item.replace(/^@/, ''),
  }),
  /** 1: anyone who chooses Recruiter becomes one; 0: others wait for an admin. Unset: 1 outside production, 0 in it. */
  OPEN_RECRUITER_SIGNUP: z.enum(['1', '0', 'true', 'false', '']).optional(),
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
  /** Minutes a built-in interview may wait for an answer before it closes by itself (and is graded). */
  INTERVIEW_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** ElevenLabs agent id: candidates talk to this agent instead of the built-in interviewer. */
  ELEVENLABS_AGENT_ID: optionalText,
  /** The HMAC secret of the ElevenLabs post-call webhook (required with ELEVENLABS_AGENT_ID). */
  ELEVENLABS_WEBHOOK_SECRET: optionalText,
  /** ElevenLabs API key: turns on the job that fetches conversations the webhook missed. */
  ELEVENLABS_API_KEY: optionalText,
  /** ElevenLabs API origin (a residency host, or a local stub in tests). */
  ELEVENLABS_API_URL: z.string().url().default('https://api.elevenlabs.io'),
  /** The agent's region for the widget: us, global, eu-residency or in-residency. */
  ELEVENLABS_SERVER_LOCATION: z.enum(['us', 'global', 'eu-residency', 'in-residency']).default('us'),
  /** Minutes between checks for conversations the webhook missed. */
  ELEVENLABS_RECONCILE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(10),
  /** OpenAI-compatible speech server (base URL with /v1) for the interviewer's voice; unset means offline espeak. */
  TTS_BASE_URL: optionalText,
  /** API key of that server (not needed by most self-hosted ones). */
  TTS_API_KEY: optionalText,
  /** Speech model at that server. */
  TTS_MODEL: z.string().default('tts-1'),
  /** Voice name: the server's (alloy, nova...), or an espeak voice (en/en-us, en/en...) offline. */
  TTS_VOICE: optionalText,
  /** Largest practice recording accepted, in megabytes (refused while it streams in). */
  RECORDING_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
  /** OpenAI-compatible transcription server (base URL with /v1) for practice recordings; unset: the browser's words. */
  STT_BASE_URL: optionalText,
  /** API key of that server (not needed by most self-hosted ones). */
  STT_API_KEY: optionalText,
  /** Transcription model at that server (word timestamps: whisper-1 on OpenAI). */
  STT_MODEL: z.string().default('whisper-1'),
  /** The ffmpeg that extracts a recording's sound for transcription; unset: the one inside the npm package. */
  FFMPEG_PATH: optionalText,
  /** SMTP server for outgoing email (smtp://user:pass@host:587, smtps://... for TLS); unset keeps mail in the outbox. */
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/[^/?#]+/i.test(value), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  /** The sender of outgoing email. */
  EMAIL_FROM: z.string().trim().min(3).default('Viva <no-reply@localhost>'),
  /** Seconds before an email that failed is tried again, doubled on each further try (7 tries in all). */
  EMAIL_RETRY_SECONDS: seconds(30, 3600),
  /** Seconds a request that sends an email waits for the SMTP server's answer before reporting it as not sent yet. */
  EMAIL_SEND_WAIT_SECONDS: seconds(10, 120),
  /** 0: no per-process caches (signed-in user, job list); every request reads the database (measuring, debugging). */
  IN_PROCESS_CACHES: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
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
  /** Who becomes a recruiter on choosing the role (issue 15); anyone else gets candidate and a pending request. */
  recruiterAccess: RecruiterAccessConfig;
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
  interviewIdleSeconds: number;
  /** Set when the ElevenLabs agent conducts interviews. */
  elevenLabs: {
    agentId: string;
    webhookSecret: string;
    serverLocation: string;
    /** Set with ELEVENLABS_API_KEY: the reconciliation job runs. */
    api: { key: string; url: string; intervalSeconds: number } | null;
  } | null;
  speech: SpeechConfig;
  /** Interview practice: the recording size limit and, with STT_BASE_URL, the transcription server. */
  practice: {
    maxRecordingBytes: number;
    transcription: { baseUrl: string; apiKey: string | undefined; model: string } | null;
    ffmpegPath: string | undefined;
  };
  /** Outgoing email: through SMTP when smtpUrl is set, else kept in the outbox for admins. */
  email: { smtpUrl: string | null; from: string; retryDelaySeconds: number; firstAttemptWaitSeconds: number };
  /** ENGINE=offline (embedded) or llm with AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL (read by the engine). */
  engine: EngineConfig;
  /** False with IN_PROCESS_CACHES=0: the caches keep nothing, so each request costs its real queries. */
  inProcessCaches: boolean;
  logLevel: string;
};

export type RecruiterAccessConfig = {
  /** The spec's role choice: anyone who chooses Recruiter is one (development, or OPEN_RECRUITER_SIGNUP=1). */
  isOpen: boolean;
  emails: ReadonlySet<string>;
  domains: ReadonlySet<string>;
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
    adminEmails: new Set(values.ADMIN_EMAILS),
    recruiterAccess: {
      // Development keeps the spec's two-click role choice; production grants recruiter, unless told otherwise.
      isOpen: values.OPEN_RECRUITER_SIGNUP ? ['1', 'true'].includes(values.OPEN_RECRUITER_SIGNUP) : !isProduction,
      emails: new Set(values.RECRUITER_EMAILS),
      domains: new Set(values.RECRUITER_DOMAINS),
    },
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
    interviewIdleSeconds: values.INTERVIEW_IDLE_MINUTES * 60,
    elevenLabs:
      values.ELEVENLABS_AGENT_ID && values.ELEVENLABS_WEBHOOK_SECRET
        ? {
            agentId: values.ELEVENLABS_AGENT_ID,
            webhookSecret: values.ELEVENLABS_WEBHOOK_SECRET,
            serverLocation: values.ELEVENLABS_SERVER_LOCATION,
            api: values.ELEVENLABS_API_KEY
              ? {
                  key: values.ELEVENLABS_API_KEY,
                  url: values.ELEVENLABS_API_URL.replace(/\/$/, ''),
                  intervalSeconds: values.ELEVENLABS_RECONCILE_MINUTES * 60,
                }
              : null,
          }
        : null,
    speech: values.TTS_BASE_URL
      ? {
          kind: 'openai-compatible',
          baseUrl: values.TTS_BASE_URL,
          apiKey: values.TTS_API_KEY,
          model: values.TTS_MODEL,
          voice: values.TTS_VOICE ?? 'alloy',
        }
      : { kind: 'offline', voice: values.TTS_VOICE ?? 'en/en-us' },
    email: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.EMAIL_FROM,
      retryDelaySeconds: values.EMAIL_RETRY_SECONDS,
      firstAttemptWaitSeconds: values.EMAIL_SEND_WAIT_SECONDS,
    },
    practice: {
      maxRecordingBytes: values.RECORDING_MAX_MB * 1024 * 1024,
      transcription: values.STT_BASE_URL
        ? { baseUrl: values.STT_BASE_URL.replace(/\/$/, ''), apiKey: values.STT_API_KEY, model: values.STT_MODEL }
        : null,
      ffmpegPath: values.FFMPEG_PATH,
    },
    engine,
    inProcessCaches: values.IN_PROCESS_CACHES,
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
  if (values.ELEVENLABS_AGENT_ID && !values.ELEVENLABS_WEBHOOK_SECRET) {
    problems.push('ELEVENLABS_WEBHOOK_SECRET is required when ELEVENLABS_AGENT_ID is set (transcripts arrive by webhook)');
  }
  if (values.ELEVENLABS_API_KEY && !values.ELEVENLABS_AGENT_ID) {
    problems.push('ELEVENLABS_API_KEY needs ELEVENLABS_AGENT_ID (the agent whose conversations are fetched)');
  }
  if (values.NODE_ENV === 'production' && !values.SECRET_KEY) problems.push('SECRET_KEY is required in production');
  if (values.SECRET_KEY && values.SECRET_KEY.length < 32) problems.push('SECRET_KEY must be at least 32 characters');
  const { HTTP_HEADERS_TIMEOUT_SECONDS: headers, HTTP_REQUEST_TIMEOUT_SECONDS: request } = values;
  // Node refuses a header limit longer than the whole request's.
  if (headers !== undefined && request !== undefined && headers > request) {
    problems.push('HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS');
  }
  return problems;
}
