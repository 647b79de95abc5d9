import { statSync } from 'node:fs';
import path from 'node:path';
import { PARIS_TIME_ZONE } from '@elan/domain';
import { DatabaseError } from 'pg';
import { UnreadableDatabaseError } from '../embedded/embedded-postgres.ts';
import { backupsDir, newestBackup } from './backup-files.ts';

const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: PARIS_TIME_ZONE,
});

/**
 * Whether a failed start means the embedded cluster's files cannot be read: the server would not
 * start on them, or PostgreSQL reports damaged data (class XX) or a file error (class 58).
 */
export function isUnreadableDatabase(error: unknown): error is Error {
  if (error instanceof UnreadableDatabaseError) return true;
  return error instanceof DatabaseError && /^(XX|58)/.test(error.code ?? '');
}

/** What a start that cannot read the embedded database says: the cause, and which backup to restore. */
export function unreadableDatabaseMessage(dataDir: string, cause: string): string {
  const lines = [`La base de données embarquée (${path.join(dataDir, 'pg')}) est illisible : ${cause}.`];
  const newest = newestBackup(dataDir);
  if (newest) {
    lines.push(
      `Sauvegarde la plus récente : ${newest.file} (${DATE.format(statSync(newest.file).mtime)}).`,
      'Pour la restaurer, Élan arrêté :',
      `  DATA_DIR=${dataDir} npm run restore -- ${newest.file}`,
      '(la base actuelle est gardée à part dans DATA_DIR/avant-restauration-…, rien n’est effacé).',
    );
  } else {
    lines.push(
      `Aucune sauvegarde dans ${backupsDir(dataDir)}.`,
      'Ne supprimez pas le dossier « pg » : copiez-le ailleurs avant toute tentative de réparation.',
    );
  }
  return lines.join('\n');
}
