import { describe, expect, it } from 'vitest';
import { engineConfigFromEnv } from './config-from-env.ts';

describe('engineConfigFromEnv', () => {
  it('defaults to the offline engine', () => {
    expect(engineConfigFromEnv({})).toEqual({ kind: 'offline' });
    expect(engineConfigFromEnv({ ENGINE: '' })).toEqual({ kind: 'offline' });
    expect(engineConfigFromEnv({ ENGINE: 'offline', AI_PROVIDER: 'openai' })).toEqual({ kind: 'offline' });
  });

  it('rejects an unknown engine', () => {
    expect(() => engineConfigFromEnv({ ENGINE: 'gpt' })).toThrow(
      "ENGINE must be 'offline' or 'llm', not 'gpt'.",
    );
  });

  it('reads a complete hosted-provider configuration', () => {
    expect(
      engineConfigFromEnv({
        ENGINE: 'llm',
        AI_PROVIDER: 'anthropic',
        AI_MODEL: 'claude-sonnet-4-5',
        AI_API_KEY: 'sk-test',
        AI_TIMEOUT_MS: '30000',
      }),
    ).toEqual({
      kind: 'llm',
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      apiKey: 'sk-test',
      timeoutMs: 30000,
    });
  });

  it('lets an openai-compatible server go without a key but not without its address', () => {
    expect(
      engineConfigFromEnv({
        ENGINE: 'llm',
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.1',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: '  ',
      }),
    ).toEqual({
      kind: 'llm',
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(() =>
      engineConfigFromEnv({ ENGINE: 'llm', AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' }),
    ).toThrow('AI_BASE_URL is required for the openai-compatible provider');
  });

  it('lists every problem of an incomplete llm configuration in one error', () => {
    let message = '';
    try {
      engineConfigFromEnv({ ENGINE: 'llm', AI_BASE_URL: 'localhost:11434', AI_TIMEOUT_MS: '1.5s' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'ENGINE=llm is not fully configured:',
      '- AI_PROVIDER is required (one of openai, anthropic, google, openai-compatible).',
      '- AI_MODEL is required (the model name, e.g. gpt-4o-mini or llama3.1).',
      "- AI_BASE_URL must be an http or https URL, not 'localhost:11434'.",
      "- AI_TIMEOUT_MS must be a whole number of milliseconds above 0, not '1.5s'.",
    ]);
  });

  it('names an unknown provider and the missing key of a hosted one', () => {
    expect(() => engineConfigFromEnv({ ENGINE: 'llm', AI_PROVIDER: 'mistral', AI_MODEL: 'x' })).toThrow(
      "AI_PROVIDER must be one of openai, anthropic, google, openai-compatible, not 'mistral'.",
    );
    expect(() =>
      engineConfigFromEnv({ ENGINE: 'llm', AI_PROVIDER: 'google', AI_MODEL: 'gemini-2.5-flash' }),
    ).toThrow('AI_API_KEY is required for the google provider.');
  });
});
