// `npm start`: the whole product on its embedded defaults (PGlite, local files, offline engine) at :8000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, ensureWebBuilt, ROOT } from './setup.mjs';

ensureInstalled();
ensureWebBuilt();

const port = process.env.PORT ?? '8000';
console.log(`Starting Viva on http://localhost:${port} (data in ${process.env.DATA_DIR ?? './data'})`);
// Settings from a .env file, when there is one (see .env.example); the environment wins over it.
const envFile = existsSync(`${ROOT}/.env`) ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, '--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
