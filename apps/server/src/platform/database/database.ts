import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The query builder over PGlite or PostgreSQL. Tables come from each module's schema file, not from here. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction or the database itself: services accept either so callers can compose them. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type Database = {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Where libraries that bring their own SQL (pg-boss) connect: a URL, or a raw executor on PGlite. */
  readonly connection:
    | { kind: 'postgres'; url: string }
    | { kind: 'pglite'; executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from (tests). */
  snapshot?(): Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
// Any constant works: it only keeps two processes from migrating at the same time.
const MIGRATION_LOCK_ID = 7_401_122;

export type DatabaseOptions =
  /** PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite: a folder, or undefined for an in-memory database (tests), optionally from a snapshot. */
  | { pgliteDir: string | undefined; snapshot?: Blob };

/** Where the database reports what it recovers from by itself (an idle PostgreSQL connection closed). */
export type DatabaseLogger = { warn(details: object, message: string): void };

export async function openDatabase(options: DatabaseOptions, logger?: DatabaseLogger): Promise<Database> {
  return 'url' in options ? openPostgres(options.url, logger) : openPglite(options.pgliteDir, options.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir: snapshot });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    connection: {
      kind: 'pglite',
      // pg-boss sends several statements at once without parameters: those go through exec.
      executeSql: async (text, values) => {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, logger: DatabaseLogger | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and replaced on
  // the next query; unhandled, its error would crash the process.
  pool.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL closed an idle connection'));
  const db = drizzlePostgres(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      // A dedicated connection, so the advisory lock and the migration share one session.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
