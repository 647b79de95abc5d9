// `npm run db:migrate-pglite -- <DATA_DIR>`: copies an old Élan's PGlite database (DATA_DIR/db)
// into the embedded PostgreSQL server (DATA_DIR/pg). See docs/decisions/014-pglite-migration.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { migratePgliteDataDir } = await import('../apps/api/src/db/pglite-migration/migrate-pglite.ts');

const [dataDir, ...rest] = process.argv.slice(2);
if (!dataDir || rest.length > 0 || dataDir.startsWith('-')) {
  console.error('Usage : npm run db:migrate-pglite -- <DATA_DIR>');
  process.exit(2);
}

try {
  const summary = await migratePgliteDataDir({ dataDir, log: (message) => console.log(message) });
  const total = summary.rows.reduce((sum, row) => sum + row.count, 0);
  const width = Math.max(...summary.rows.map((row) => row.table.length));
  console.log(
    `\nMigration terminée : ${total} lignes copiées dans le serveur PostgreSQL (${summary.dataDir}/pg).`,
  );
  for (const row of summary.rows) console.log(`  ${row.table.padEnd(width)}  ${row.count}`);
  if (summary.laterMigrations > 0)
    console.log(`${summary.laterMigrations} migration(s) plus récente(s) appliquée(s) aux données copiées.`);
  console.log(
    `L’ancienne base PGlite est gardée dans ${summary.backupDir} (à supprimer quand tout va bien).`,
  );
  console.log(`Démarrez Élan : DATA_DIR=${summary.dataDir} npm start`);
} catch (error) {
  console.error(`Migration impossible : ${error instanceof Error ? error.message : String(error)}`);
  if (existsSync(path.join(dataDir, 'db', 'PG_VERSION')))
    console.error('Le dossier « db » n’a pas été modifié.');
  process.exit(1);
}
