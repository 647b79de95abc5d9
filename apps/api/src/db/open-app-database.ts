import type { Config } from '../config.ts';
import { isUnreadableDatabase, unreadableDatabaseMessage } from './backup/unreadable-database.ts';
import { type DatabaseConnection, type DatabaseHandle, openDatabase } from './client.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';

/**
 * The database `npm start` runs on: the server named by DATABASE_URL, or else the embedded
 * PostgreSQL of DATA_DIR, started (or taken over) here and stopped by `close` — or, in a cluster
 * worker, the one its primary started.
 */
export async function openAppDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePassword'> &
    Partial<Pick<Config, 'statementTimeoutMs' | 'clusterDatabaseUrl'>>,
  log: (message: string) => void,
): Promise<DatabaseHandle & { connection: DatabaseConnection }> {
  // `connection` is handed to pg-boss too (its own pool, schema pgboss, on the same database).
  const pool = { statementTimeoutMs: config.statementTimeoutMs };
  if (config.databaseUrl)
    return { ...(await openDatabase(config.databaseUrl, pool)), connection: config.databaseUrl };
  // A cluster worker (WORKERS > 1): the embedded server is its primary's, which stops it.
  if (config.clusterDatabaseUrl)
    return {
      ...(await openDatabase(config.clusterDatabaseUrl, pool)),
      connection: config.clusterDatabaseUrl,
    };
  try {
    return await openEmbeddedDatabase(config, log);
  } catch (error) {
    // A damaged cluster: the start says which backup to restore, and how.
    if (isUnreadableDatabase(error))
      throw new Error(unreadableDatabaseMessage(config.dataDir, error.message));
    throw error;
  }
}

async function openEmbeddedDatabase(
  config: Pick<Config, 'dataDir' | 'databasePassword'> & Partial<Pick<Config, 'statementTimeoutMs'>>,
  log: (message: string) => void,
) {
  const pool = { statementTimeoutMs: config.statementTimeoutMs };
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    password: config.databasePassword,
    log,
  });
  try {
    const handle = await openDatabase(server.connection, pool);
    return {
      ...handle,
      connection: server.connection,
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
