import { rm } from 'node:fs/promises';

/** The run's database and files live in a temporary folder: remove it once every spec is done. */
export default async function removeDataDir(): Promise<void> {
  const dataDir = process.env.VIVA_E2E_DATA_DIR;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
