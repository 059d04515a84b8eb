// `npm test`: every test. Installs what it needs (dependencies; Debian's chromium for the browser tests),
// type-checks, runs the unit and API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then
// the browser tests against the real server. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT, run } from './setup.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's chromium at ${CHROMIUM}.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('Installing chromium for the browser tests (apt-get)...');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'viva-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let anyStepFailed = false;

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const status = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status;
  if (status !== 0) anyStepFailed = true;
}

function addVitestReport(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightReport(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

ensureInstalled();
ensureChromium();

step('Type check', 'npm', ['run', 'typecheck']);
step('Lint', 'npm', ['run', 'lint']);

const vitest = (name, extraArgs, env) => {
  const output = path.join(reports, `${name}.json`);
  step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...extraArgs], env);
  addVitestReport(output);
};
// Without TEST_DATABASE_URL the API tests use embedded PGlite; with it they run once more on PostgreSQL.
const { TEST_DATABASE_URL } = process.env;
vitest('Unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });
if (TEST_DATABASE_URL) vitest('API tests (PostgreSQL)', ['--project', 'server'], { TEST_DATABASE_URL });

const playwrightReport = path.join(reports, 'playwright.json');
step('Browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
addPlaywrightReport(playwrightReport);
rmSync(reports, { recursive: true, force: true });

console.log(`\nViva tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyStepFailed || totals.failed > 0 ? 1 : 0);
