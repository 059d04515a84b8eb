import type { DbExecutor } from './database.ts';

/**
 * A hot query built once per database and then run as a prepared statement: Drizzle does not rebuild its SQL on
 * every call (a seventh of an uncached job-list request's CPU), and on PostgreSQL the statement is named, so each
 * connection parses and plans it once. `build` must call `.prepare(name)` with a name no other query uses.
 */
export function preparedQuery<Prepared>(build: (db: DbExecutor) => Prepared): (db: DbExecutor) => Prepared {
  const byDatabase = new WeakMap<DbExecutor, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
