import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';

/** One call the engine made: the output it asked for and the messages it sent, as plain text. */
export type RecordedCall = {
  name: string | undefined;
  system: string;
  user: string;
  options: LanguageModelV3CallOptions;
};

function textOf(options: LanguageModelV3CallOptions, role: 'system' | 'user'): string {
  return options.prompt
    .filter((message) => message.role === role)
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
    )
    .join('\n');
}

function generated(text: string): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 10, text: 10, reasoning: undefined },
    },
    warnings: [],
  };
}

/**
 * The AI SDK's mock model answering by the name of the structured output asked for (each capability
 * names its own), so one mock serves calls that run in parallel. An answer is an object (sent as JSON),
 * raw text (e.g. garbage) or a function of the call, for answers that wait, fail or depend on the request.
 */
export function createMockModel(answers: Record<string, unknown>) {
  const calls: RecordedCall[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      const name = options.responseFormat?.type === 'json' ? options.responseFormat.name : undefined;
      calls.push({ name, system: textOf(options, 'system'), user: textOf(options, 'user'), options });
      if (name === undefined || !(name in answers))
        throw new Error(`The mock model has no answer for ${name}`);
      const given = answers[name];
      const answer = typeof given === 'function' ? await given(options) : given;
      return generated(typeof answer === 'string' ? answer : JSON.stringify(answer));
    },
  });
  return { model, calls };
}
