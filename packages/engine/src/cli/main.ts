import { runCli } from './run-cli.ts';

// stdout carries the JSON result and nothing else: any library that logs is sent to stderr.
for (const method of ['log', 'info', 'debug', 'warn'] as const) {
  console[method] = (...parts: unknown[]) => console.error(...parts);
}

const exitCode = await runCli(process.argv.slice(2), {
  writeOut: (text) => process.stdout.write(text),
  writeError: (text) => process.stderr.write(text),
  env: process.env,
});
// Exit once stdout has drained: an open HTTP keep-alive socket of a provider must not hold the process.
process.stdout.write('', () => process.exit(exitCode));
