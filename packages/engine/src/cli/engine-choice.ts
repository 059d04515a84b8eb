import { engineConfigFromEnv } from '../config-from-env.ts';
import type { Engine } from '../engine.ts';
import { CliError } from './cli-error.ts';

export type EngineKind = 'offline' | 'llm';

export function parseEngineKind(value: string | undefined): EngineKind {
  if (value === undefined || value === 'offline' || value === 'llm') return value ?? 'offline';
  throw new CliError(`--engine must be 'offline' or 'llm', not '${value}'.`, 2);
}

/** The chosen engine; llm takes AI_PROVIDER, AI_MODEL, AI_API_KEY, AI_BASE_URL from the environment. */
export async function loadEngine(kind: EngineKind, env: Record<string, string | undefined>): Promise<Engine> {
  let config;
  try {
    config = engineConfigFromEnv({ ...env, ENGINE: kind });
  } catch (error) {
    // One line: the configuration's list of problems, each already a sentence.
    throw new CliError((error as Error).message.replace(/\n- /g, ' '), 2);
  }
  // Loaded on demand: commands that need no engine (mcq-score) start faster and do not load model code.
  const { createEngine } = await import('../create-engine.ts');
  return createEngine(config);
}
