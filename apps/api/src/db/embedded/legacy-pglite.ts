import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Élan before 2026-11-25 kept its data in a PGlite folder, `DATA_DIR/db`. That folder is never
 * ignored in silence (the member would find an empty Élan and think their history lost): the
 * start is refused with the way to bring the data over (docs/decisions/009-embedded-postgresql.md).
 */
export function refuseLegacyPglite(dataDir: string) {
  const legacy = path.join(dataDir, 'db');
  if (!existsSync(path.join(legacy, 'PG_VERSION'))) return;
  throw new Error(
    [
      `Ce DATA_DIR (${dataDir}) contient une base PGlite d’une version précédente d’Élan (dossier « db »),`,
      'qu’Élan ne lit plus : il utilise désormais un vrai serveur PostgreSQL (dossier « pg »).',
      'Pour y reprendre vos données :',
      `  npm run db:migrate-pglite -- ${dataDir}`,
      '(copie les données dans le nouveau serveur et garde l’ancien dossier sous « db.pglite-backup »).',
      'Pour repartir d’une base vide, renommez ou supprimez le dossier « db ».',
    ].join('\n'),
  );
}
