import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../src/platform/database/database.ts';

export type TestDatabase = { database: Database; url: string | undefined; dispose(): Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so the same tests run on both.
 */
export async function createTestDatabase(options: { pgliteDir?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = options.pgliteDir ? undefined : await migratedSnapshot();
    const database = closingOnce(await openDatabase({ pgliteDir: options.pgliteDir, snapshot }));
    await database.migrate();
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `viva_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = withDatabaseName(serverUrl, name);
  const database = closingOnce(await openDatabase({ url }));
  await database.migrate();
  return {
    database,
    url,
    dispose: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A test may close the database under a running app (readiness, failures); disposing it afterwards still works. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/**
 * A freshly migrated PGlite database as a tarball, made once and kept in the temp folder under the migrations'
 * hash: starting from it skips initdb, the slowest part of a new PGlite database.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const entry of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    if (entry.endsWith('.sql') || entry.endsWith('.json')) hash.update(entry).update(await readFile(path.join(MIGRATIONS, entry)));
  }
  const file = path.join(os.tmpdir(), `viva-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = await openDatabase({ pgliteDir: undefined });
    await database.migrate();
    const snapshot = await database.snapshot!();
    await database.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  }
}

/** Reopen a database created by createTestDatabase (a server restart in tests). */
export function reopenTestDatabase(testDatabase: TestDatabase, pgliteDir?: string): Promise<Database> {
  return openDatabase(testDatabase.url ? { url: testDatabase.url } : { pgliteDir });
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
