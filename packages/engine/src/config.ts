/** Which implementation runs, chosen by configuration (ENGINE, AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL). */
export type LlmProvider = 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export type EngineConfig =
  | { kind: 'offline' }
  | {
      kind: 'llm';
      provider: LlmProvider;
      model: string;
      apiKey?: string;
      /** For openai-compatible servers (Ollama, vLLM, LM Studio) or a proxy. */
      baseUrl?: string;
      /** Per call; default 60 s. */
      timeoutMs?: number;
      /** Retries with backoff on transient failures; default 2. */
      maxRetries?: number;
    };
