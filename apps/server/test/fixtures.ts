import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared real-world documents (fixtures/ at the repository root, with their sources). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

export const readFixture = (relativePath: string): Buffer => readFileSync(`${FIXTURES_DIR}${relativePath}`);
