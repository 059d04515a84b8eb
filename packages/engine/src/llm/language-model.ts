import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, wrapLanguageModel, type LanguageModel } from 'ai';
import type { EngineConfig } from '../config.ts';

export type LlmConfig = Extract<EngineConfig, { kind: 'llm' }>;

/** The AI SDK model for the configured provider; `baseUrl` includes the API version path (e.g. .../v1). */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  const { apiKey, baseUrl: baseURL } = config;
  switch (config.provider) {
    case 'openai':
      // The Responses API (/v1/responses), OpenAI's current one for structured output.
      return createOpenAI({ apiKey, baseURL })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(config.model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(config.model);
    case 'openai-compatible': {
      if (!baseURL) throw new Error('The openai-compatible provider needs a base URL (AI_BASE_URL).');
      // Ollama, vLLM and LM Studio speak chat completions (/v1/chat/completions) and accept a
      // json_schema response_format; without this flag the SDK would only ask for "some JSON".
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL,
        supportsStructuredOutputs: true,
      });
      // Some local models still wrap their JSON in a Markdown code block; unwrap it before parsing.
      return wrapLanguageModel({
        model: provider.chatModel(config.model),
        middleware: extractJsonMiddleware(),
      });
    }
  }
}
