import { ConfigError } from './config.ts';
import { runCommand } from './run-command.ts';

runCommand(process.argv[2]).catch((error: unknown) => {
  // Configuration problems are the operator's to fix: say them plainly. Anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
