import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createAppContext } from './create-context.ts';

const USAGE = 'Usage: main.ts serve | worker | migrate';

/** serve: API (+ in-process worker by default); worker: background jobs only; migrate: apply migrations. */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'serve' && command !== 'worker' && command !== 'migrate') throw new Error(USAGE);
  const config = loadConfig();
  const context = await createAppContext(config);
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

main(process.argv[2]).catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say them plainly. Anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
