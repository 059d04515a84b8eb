// `npm start`: the whole product on its embedded defaults (PGlite, local files, offline engine) at :8000.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, ROOT } from './setup.mjs';

ensureInstalled();
ensureWebBuilt();

const port = process.env.PORT ?? '8000';
console.log(`Starting Viva on http://localhost:${port} (data in ${process.env.DATA_DIR ?? './data'})`);
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
