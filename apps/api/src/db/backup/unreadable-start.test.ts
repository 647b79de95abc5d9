import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { openAppDatabase } from '../open-app-database.ts';
import { backupDataDir } from './backup-data-dir.ts';
import { restoreBackup } from './restore.ts';

const cleanups: (() => Promise<unknown> | undefined)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function open(dataDir: string) {
  return openAppDatabase(loadConfig({ DATA_DIR: dataDir }), () => {});
}

describe('démarrage sur une base embarquée illisible', () => {
  it('nomme la sauvegarde la plus récente et la commande de restauration, qui rend la base', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-unreadable-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const cluster = path.join(dataDir, 'pg');
    const first = await open(dataDir);
    await first.db.execute(sql`create table kept (value text); insert into kept values ('élan')`);
    await first.close();

    // A lost PG_VERSION: never taken for an interrupted first start (that would wipe the cluster).
    const version = readFileSync(path.join(cluster, 'PG_VERSION'));
    rmSync(path.join(cluster, 'PG_VERSION'));
    await expect(open(dataDir)).rejects.toThrow(
      [
        `La base de données embarquée (${cluster}) est illisible : le fichier PG_VERSION manque.`,
        `Aucune sauvegarde dans ${path.join(dataDir, 'backups')}.`,
        'Ne supprimez pas le dossier « pg » : copiez-le ailleurs avant toute tentative de réparation.',
      ].join('\n'),
    );
    writeFileSync(path.join(cluster, 'PG_VERSION'), version);

    // `npm run backup` with no Élan running starts the server for the time of the backup.
    const backup = await backupDataDir({
      dataDir,
      password: loadConfig({ DATA_DIR: dataDir }).databasePassword,
    });
    expect(backup.isOnline).toBe(false);
    const taken = new Intl.DateTimeFormat('fr-FR', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(statSync(backup.file).mtime);

    rmSync(path.join(cluster, 'global', 'pg_control'));
    const failure = await open(dataDir).then(
      () => undefined,
      (error: Error) => error.message.split('\n'),
    );
    expect(failure).toEqual([
      `La base de données embarquée (${cluster}) est illisible : PostgreSQL : could not find the database system Expected to find it in the directory "${cluster}", but could not open file "${cluster}/global/pg_control": No such file or directory (voir pg/server.log).`,
      `Sauvegarde la plus récente : ${backup.file} (${taken}).`,
      'Pour la restaurer, Élan arrêté :',
      `  DATA_DIR=${dataDir} npm run restore -- ${backup.file}`,
      '(la base actuelle est gardée à part dans DATA_DIR/avant-restauration-…, rien n’est effacé).',
    ]);

    await restoreBackup({ dataDir, file: backup.file });
    const restored = await open(dataDir);
    cleanups.push(() => restored.close());
    expect(rowsOf(await restored.db.execute(sql`select value from kept`))).toEqual([{ value: 'élan' }]);
  }, 120_000);
});
