import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository runs its SQL on: the pool or the transaction it was handed. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

/** `apps/api/drizzle`, found from this module's folder: `src/db`, or `dist` when bundled. */
function migrationsFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('Dossier des migrations introuvable (apps/api/drizzle).');
    folder = parent;
  }
  return path.join(folder, 'drizzle');
}
export const MIGRATIONS_FOLDER = migrationsFolder();

/** The advisory lock key that serialises migrations across processes (any fixed number). */
const MIGRATION_LOCK = 7_412_026;

/** A `postgres://…` URL, or node-postgres settings (the embedded server's socket). */
export type DatabaseConnection = string | pg.PoolConfig;

/** A statement running longer is cancelled by the server (57014 → 503), so one request cannot hold a connection. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * How long a request waits for a new connection: a database that is down answers at once
 * (refused), one that is unreachable makes the request fail after this, never hang (decision 030).
 */
const CONNECTION_TIMEOUT_MS = 2_500;

export type PoolOptions = {
  max?: number;
  /** `statement_timeout` of the pool's connections; 0 = none. Migrations run without it. */
  statementTimeoutMs?: number;
};

/**
 * Opens a node-postgres pool on a PostgreSQL server — the embedded one or `DATABASE_URL` —
 * and brings its schema up to date with the committed migrations. One driver, one code path.
 */
export async function openDatabase(connection: DatabaseConnection, options: PoolOptions = {}) {
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({
    ...settings,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    // A peer that vanished without closing (failover, network cut) is found by TCP keep-alive.
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it, and the next query reports any lasting problem.
  pool.on('error', (error) => console.error(`PostgreSQL : connexion inactive perdue (${error.message})`));
  try {
    // Several Élan starting together on one outside server: one migrates, the others wait. The
    // migrations run on that lock's own connection, without the pool's statement timeout (an
    // index built over a million rows may take longer), and a pool of one keeps its connection.
    const lock = new pg.Client(settings);
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle({ client: lock, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.end();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, pool, close: () => pool.end() } satisfies DatabaseHandle;
}
