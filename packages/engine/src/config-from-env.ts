import type { EngineConfig, LlmProvider } from './config.ts';

const PROVIDERS: readonly LlmProvider[] = ['openai', 'anthropic', 'google', 'openai-compatible'];

function isProvider(value: string): value is LlmProvider {
  return (PROVIDERS as readonly string[]).includes(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Blank variables count as unset: `AI_API_KEY=` in a .env file means "no key". */
function read(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The engine configuration from environment variables, checked once at start.
 * ENGINE=offline|llm (default offline); for llm: AI_PROVIDER, AI_MODEL, AI_API_KEY (not needed by
 * openai-compatible servers), AI_BASE_URL (required for openai-compatible, e.g. http://localhost:11434/v1),
 * AI_TIMEOUT_MS (per call, default 60000). Every problem is listed in one Error.
 */
export function engineConfigFromEnv(env: Record<string, string | undefined>): EngineConfig {
  const engine = read(env, 'ENGINE') ?? 'offline';
  if (engine === 'offline') return { kind: 'offline' };
  if (engine !== 'llm') throw new Error(`ENGINE must be 'offline' or 'llm', not '${engine}'.`);

  const problems: string[] = [];
  const providerName = read(env, 'AI_PROVIDER');
  const model = read(env, 'AI_MODEL');
  const apiKey = read(env, 'AI_API_KEY');
  const baseUrl = read(env, 'AI_BASE_URL');
  const timeoutText = read(env, 'AI_TIMEOUT_MS');

  let provider: LlmProvider | undefined;
  if (providerName === undefined) {
    problems.push(`AI_PROVIDER is required (one of ${PROVIDERS.join(', ')}).`);
  } else if (isProvider(providerName)) {
    provider = providerName;
  } else {
    problems.push(`AI_PROVIDER must be one of ${PROVIDERS.join(', ')}, not '${providerName}'.`);
  }
  if (model === undefined)
    problems.push('AI_MODEL is required (the model name, e.g. gpt-4o-mini or llama3.1).');
  if (apiKey === undefined && provider !== undefined && provider !== 'openai-compatible') {
    problems.push(`AI_API_KEY is required for the ${provider} provider.`);
  }
  if (baseUrl === undefined && provider === 'openai-compatible') {
    problems.push(
      'AI_BASE_URL is required for the openai-compatible provider (e.g. http://localhost:11434/v1).',
    );
  }
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    problems.push(`AI_BASE_URL must be an http or https URL, not '${baseUrl}'.`);
  }
  const timeoutMs = timeoutText === undefined ? undefined : Number(timeoutText);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    problems.push(`AI_TIMEOUT_MS must be a whole number of milliseconds above 0, not '${timeoutText}'.`);
  }

  if (problems.length > 0 || provider === undefined || model === undefined) {
    throw new Error(`ENGINE=llm is not fully configured:\n- ${problems.join('\n- ')}`);
  }
  return {
    kind: 'llm',
    provider,
    model,
    ...(apiKey === undefined ? {} : { apiKey }),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
}
