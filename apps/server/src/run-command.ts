import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createAppContext, type ContextOverrides } from './create-context.ts';

export const USAGE = 'Usage: main.ts serve | worker | migrate';

/**
 * serve: API (+ in-process worker by default); worker: background jobs only; migrate: apply migrations.
 * `overrides` is for test entry points that run the real server with a changed part (test/crash-restart.ts).
 */
export async function runCommand(
  command: string | undefined,
  overrides: ContextOverrides = {},
): Promise<void> {
  if (command !== 'serve' && command !== 'worker' && command !== 'migrate') throw new Error(USAGE);
  const config = loadConfig();
  const context = await createAppContext(config, overrides);
  await context.database.migrate();
  if (command === 'migrate') {
    await context.database.close();
    return;
  }

  const app = command === 'serve' ? await buildApp(context) : null;
  await context.queue.start({ work: command === 'worker' || config.workerInProcess });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    context.logger.info({ signal }, 'shutting down');
    await app?.close();
    await context.queue.stop();
    await context.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (app) await app.listen({ port: config.port, host: config.host });
  else context.logger.info('worker started');
}
