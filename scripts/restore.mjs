// `npm run restore -- <file>`: replaces the embedded database of DATA_DIR by a backup made by
// `npm run backup` or the daily job. Refused while Élan runs on DATA_DIR; the current data is
// moved to DATA_DIR/avant-restauration-<date>, never deleted.
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { restoreBackup } = await import('../apps/api/src/db/backup/restore.ts');

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith('-')) {
  console.error('Usage : npm run restore -- <fichier de sauvegarde .tar.gz>');
  process.exit(2);
}
try {
  const config = loadConfig();
  // npm runs scripts from the project's root: a relative path is the caller's.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { asideDir } = await restoreBackup({
    dataDir: config.dataDir,
    file: archive,
    log: (message) => console.log(message),
  });
  console.log(
    `Base restaurée depuis ${archive}.\n` +
      `L’ancienne base est gardée dans ${asideDir} (à supprimer quand tout va bien).\n` +
      'Démarrez Élan : npm start',
  );
} catch (error) {
  console.error(`Restauration impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
