// `npm run backup`: a consistent backup of the embedded database of DATA_DIR into
// DATA_DIR/backups (the 7 newest are kept), whether or not Élan runs on it.
// See docs/decisions/033-backups-operations-node24-docker.md.
import { register } from 'tsx/esm/api';

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { backupDataDir } = await import('../apps/api/src/db/backup/backup-data-dir.ts');

if (process.argv.length > 2) {
  console.error('Usage : npm run backup   (sauvegarde la base embarquée de DATA_DIR dans DATA_DIR/backups)');
  process.exit(2);
}
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL est défini : Élan n’utilise pas la base embarquée. Sauvegardez ce serveur avec pg_dump (docs/operations.md).',
    );
    process.exit(2);
  }
  const backup = await backupDataDir({ dataDir: config.dataDir, password: config.databasePassword });
  console.log(
    `Sauvegarde écrite${backup.isOnline ? ' (Élan en marche)' : ''} : ${backup.file}\n` +
      `Pour la restaurer, Élan arrêté : npm run restore -- ${backup.file}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
