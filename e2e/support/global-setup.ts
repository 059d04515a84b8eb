import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

/** Once per run, before any worker starts its server: the web app built for production, and the data folder. */
export default function globalSetup(): void {
  mkdirSync(process.env.VIVA_E2E_DATA_DIR!, { recursive: true });
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the web app failed');
}
