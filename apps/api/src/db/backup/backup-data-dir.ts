import { existsSync } from 'node:fs';
import path from 'node:path';
import { DataDirInUseError } from '../embedded/data-dir-lock.ts';
import { embeddedConnection, startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { leftoverServer } from '../embedded/leftover-server.ts';
import { writeOnlineBackup } from './online-backup.ts';

/**
 * `npm run backup`: backs up the embedded database of DATA_DIR through the server of the Élan
 * that runs on it, or, when none does, through a server started for the time of the backup.
 */
export async function backupDataDir(options: {
  dataDir: string;
  password: string;
  now?: () => Date;
}): Promise<{ file: string; isOnline: boolean }> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION')))
    throw new Error(`Aucune base embarquée à sauvegarder dans ${dataDir} (dossier « pg » absent).`);
  try {
    const server = await startEmbeddedPostgres({ dataDir, password: options.password });
    try {
      return {
        file: await writeOnlineBackup({ ...options, connection: server.connection }),
        isOnline: false,
      };
    } finally {
      await server.stop();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
  }
  const running = await leftoverServer(clusterDir);
  if (!running)
    throw new Error(
      `Un processus Élan tient ${dataDir}, mais son serveur PostgreSQL ne répond pas : réessayez dans un instant.`,
    );
  const connection = embeddedConnection(running, options.password);
  return { file: await writeOnlineBackup({ ...options, connection }), isOnline: true };
}
