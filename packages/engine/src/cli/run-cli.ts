import { parseArgs } from 'node:util';
import { CliError } from './cli-error.ts';
import { COMMANDS } from './commands.ts';
import { parseEngineKind } from './engine-choice.ts';

export type CliIo = {
  writeOut(text: string): void;
  writeError(text: string): void;
  env: Record<string, string | undefined>;
};

const USAGE = [
  'usage: npm run -s engine -- COMMAND [--engine offline|llm] ...',
  ...Object.values(COMMANDS).map((command) => `  ${command.usage}`),
].join('\n');

/** Runs one command: its JSON result on stdout, or one line on stderr. Returns the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    // Usage is for a person: stderr, so stdout stays JSON-only.
    io.writeError(`${USAGE}\n`);
    return 0;
  }
  try {
    const result = await runCommand(argv, io);
    io.writeOut(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      const hint = error.exitCode === 2 ? ' Run with --help for usage.' : '';
      io.writeError(`engine: ${error.message}${hint}\n`);
      return error.exitCode;
    }
    // Only the first line of an unexpected error: the person needs what went wrong, not where.
    const message = error instanceof Error ? error.message : String(error);
    io.writeError(`engine: failed: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

async function runCommand(argv: string[], io: CliIo): Promise<unknown> {
  const [name, ...rest] = argv;
  if (name === undefined)
    throw new CliError(`no command given (one of ${Object.keys(COMMANDS).join(', ')}).`, 2);
  const command = COMMANDS[name];
  if (!command) throw new CliError(`unknown command '${name}'.`, 2);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        ['engine', ...command.options].map((option) => [option, { type: 'string' as const }]),
      ),
    });
  } catch (error) {
    // parseArgs explains how to pass a positional that starts with '-' after its first sentence: not useful here.
    throw new CliError(`${name}: ${(error as Error).message.split(/(?<=\.) /)[0]}`, 2);
  }
  const values = parsed.values as Record<string, string | undefined>;
  const missing = command.required.filter((option) => values[option] === undefined);
  if (missing.length > 0) {
    throw new CliError(`${name}: missing ${missing.map((option) => `--${option} FILE`).join(' and ')}.`, 2);
  }
  if (parsed.positionals.length !== command.positionals) {
    throw new CliError(
      command.positionals === 0
        ? `${name}: unexpected argument '${parsed.positionals[0]}'.`
        : `${name}: expected ${command.positionals} file, got ${parsed.positionals.length}.`,
      2,
    );
  }
  return command.run({
    engine: parseEngineKind(values.engine),
    env: io.env,
    values,
    positionals: parsed.positionals,
  });
}
