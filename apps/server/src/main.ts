import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createAppContext } from './create-context.ts';

const USAGE = 'Usage: main.ts serve | migrate';

async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const context = await createAppContext(config);
  if (command === 'migrate') {
    await context.database.migrate();
    await context.database.close();
    return;
  }
  if (command !== 'serve') throw new Error(USAGE);

  await context.database.migrate();
  const app = await buildApp(context);
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await context.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main(process.argv[2]).catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say them plainly, without a stack trace.
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
