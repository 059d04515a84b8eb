import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared real-world documents (../shared/fixtures beside the repository). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../../shared/fixtures/', import.meta.url));

export const readFixture = (relativePath: string): Buffer => readFileSync(`${FIXTURES_DIR}${relativePath}`);
