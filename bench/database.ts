import type pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded/embedded-postgres.ts';

/**
 * The embedded PostgreSQL server of `dataDir`, migrated, as `npm start` will find it: the config is
 * loaded first so DATA_DIR/secrets.json holds the password the server will use afterwards.
 * `close` ends the pool and stops the server, freeing DATA_DIR for `startServer`.
 */
export async function openBenchDatabase(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const server = await startEmbeddedPostgres({ dataDir, password: config.databasePassword });
  try {
    // Bulk loads and `VACUUM` over a million rows run longer than the app's statement timeout.
    const handle = await openDatabase(server.connection, { statementTimeoutMs: 0 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** `begin` … `commit` on one checked-out connection (`rollback` if `work` throws). */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
