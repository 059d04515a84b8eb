import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { engineConfigFromEnv } from '../config-from-env.ts';
import { createEngine } from '../create-engine.ts';
import { listFixtures, readEvalSet } from './fixtures.ts';
import { renderReport } from './report.ts';
import { runEval } from './run-eval.ts';

// stdout carries the report only: anything a library logs goes to stderr.
for (const method of ['log', 'info', 'debug', 'warn'] as const) {
  console[method] = (...parts: unknown[]) => console.error(...parts);
}

const DEFAULT_FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));
const HUMAN_REVIEW = fileURLToPath(new URL('./human-review.md', import.meta.url));

try {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'offline' },
      fixtures: { type: 'string', default: DEFAULT_FIXTURES },
    },
  });
  if (values.engine !== 'offline' && values.engine !== 'llm')
    throw new Error(`--engine must be 'offline' or 'llm', not '${values.engine}'.`);
  const engine = createEngine(engineConfigFromEnv({ ...process.env, ENGINE: values.engine }));
  const fixtures = listFixtures(values.fixtures);
  if (!fixtures.some((fixture) => fixture.kind === 'job'))
    throw new Error(`No job specifications under ${values.fixtures}jobs/.`);
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const results = await runEval(engine, fixtures);
  const evalSet = readEvalSet(values.fixtures);
  const report = renderReport(results, {
    engine: values.engine,
    date: new Date().toISOString().slice(0, 10),
    fixturesLabel: values.fixtures === DEFAULT_FIXTURES ? 'fixtures/' : values.fixtures,
    node: process.version,
    load,
    heldOutRound: evalSet.heldOutRound,
    heldOutTunedOn: evalSet.heldOutTunedOn,
    humanReview: existsSync(HUMAN_REVIEW) ? readFileSync(HUMAN_REVIEW, 'utf8') : null,
  });
  process.stdout.write(report, () => process.exit(0));
} catch (error) {
  process.stderr.write(`eval: ${(error as Error).message.split('\n')[0]}\n`);
  process.exit(1);
}
