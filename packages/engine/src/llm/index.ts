import type { Engine } from '../engine.ts';
import { createLanguageModel, type LlmConfig } from './language-model.ts';
import { buildLlmEngine } from './llm-engine.ts';

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;

/** The engine backed by an AI provider (OpenAI, Anthropic, Google or an OpenAI-compatible server). */
export function createLlmEngine(config: LlmConfig): Engine {
  return buildLlmEngine(createLanguageModel(config), {
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
  });
}
