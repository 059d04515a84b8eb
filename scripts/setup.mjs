// Steps shared by `npm start` and `npm test`: install dependencies and build the web app when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the repository, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    if (!options.allowFailure) process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestFile(directory) {
  let newest = 0;
  if (!existsSync(directory)) return newest;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** npm ci on a fresh clone, or when package-lock.json changed since the last install. */
export function ensureInstalled() {
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(path.join(ROOT, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app when it has never been built or its sources (or the contracts) changed since. */
export function ensureWebBuilt() {
  const built = mtime(path.join(ROOT, 'apps/web/dist/index.html'));
  const sources = Math.max(
    newestFile(path.join(ROOT, 'apps/web')),
    newestFile(path.join(ROOT, 'packages/contracts/src')),
  );
  if (built >= sources) return;
  console.log('Building the web app...');
  // NODE_ENV=test (the browser tests' server) would otherwise ship React's development build.
  run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...process.env, NODE_ENV: 'production' } });
}
