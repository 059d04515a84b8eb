import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's master secret: SECRET_KEY, or (embedded default) one generated once into DATA_DIR so tokens and
 * signed links survive restarts. Purpose-specific keys are derived from it, so one leak does not sign the other.
 */
export async function loadMasterSecret(options: { secretKey: string | undefined; dataDir: string }): Promise<string> {
  if (options.secretKey) return options.secretKey;
  const file = path.join(options.dataDir, 'secret.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

/** A key for one purpose (a plain name such as 'file-urls'): the same secret and purpose always give the same key. */
export function deriveKey(masterSecret: string, purpose: string): Buffer {
  return createHmac('sha256', masterSecret).update(`viva:${purpose}`).digest();
}
