import type { EngineConfig } from './config.ts';
import type { Engine } from './engine.ts';
import { createLlmEngine } from './llm/index.ts';
import { createOfflineEngine } from './offline/index.ts';

export function createEngine(config: EngineConfig): Engine {
  return config.kind === 'llm' ? createLlmEngine(config) : createOfflineEngine();
}
