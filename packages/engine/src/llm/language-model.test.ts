import { describe, expect, it } from 'vitest';
import { createLanguageModel } from './language-model.ts';

function describeModel(model: ReturnType<typeof createLanguageModel>) {
  if (typeof model === 'string') throw new Error('expected a model object');
  return { provider: model.provider, modelId: model.modelId };
}

describe('createLanguageModel', () => {
  it('picks the API of each provider', () => {
    const base = { kind: 'llm', apiKey: 'key' } as const;
    expect(describeModel(createLanguageModel({ ...base, provider: 'openai', model: 'gpt-4o-mini' }))).toEqual(
      {
        provider: 'openai.responses',
        modelId: 'gpt-4o-mini',
      },
    );
    expect(
      describeModel(createLanguageModel({ ...base, provider: 'anthropic', model: 'claude-sonnet-4-5' })),
    ).toEqual({
      provider: 'anthropic.messages',
      modelId: 'claude-sonnet-4-5',
    });
    expect(
      describeModel(createLanguageModel({ ...base, provider: 'google', model: 'gemini-2.5-flash' })),
    ).toEqual({
      provider: 'google.generative-ai',
      modelId: 'gemini-2.5-flash',
    });
    expect(
      describeModel(
        createLanguageModel({
          ...base,
          provider: 'openai-compatible',
          model: 'llama3.1',
          baseUrl: 'http://localhost:11434/v1',
        }),
      ),
    ).toEqual({ provider: 'openai-compatible.chat', modelId: 'llama3.1' });
  });

  it('needs a base URL for an openai-compatible server', () => {
    expect(() =>
      createLanguageModel({ kind: 'llm', provider: 'openai-compatible', model: 'llama3.1' }),
    ).toThrow('The openai-compatible provider needs a base URL (AI_BASE_URL).');
  });
});
