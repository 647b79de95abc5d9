import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startJobs } from '../../jobs/queue.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { diskPhotoStorage } from '../../modules/uploads/photo-storage.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';
import type { Database } from '../client.ts';
import { openAppDatabase } from '../open-app-database.ts';
import { backupDataDir } from './backup-data-dir.ts';
import { restoreBackup } from './restore.ts';

const cleanups: (() => Promise<unknown> | undefined)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Élan as `npm start` runs it on a DATA_DIR of its own: embedded server, pg-boss, the app. */
async function startElan(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openAppDatabase(config, () => {});
  await seedCatalogue(database.db);
  const jobs = await startJobs({
    connection: database.connection,
    db: database.db,
    vapid: config.vapid,
    photoStorage: diskPhotoStorage(dataDir),
    isWorker: false,
    log: () => {},
  });
  const app = await buildApp({ config, db: database.db, push: { enqueue: jobs.enqueue } });
  let isStopped = false;
  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    await app.close();
    await jobs.stop();
    await database.close();
  };
  cleanups.push(stop);
  return { config, db: database.db, app, stop };
}

/** Row count and a digest of every row, per table of the app, pg-boss and the migrations. */
async function tableDigests(db: Database) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', table_schema, table_name) as name
      from information_schema.tables
      where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`),
  ).map((row) => row.name);
  const digests: Record<string, { rows: number; md5: string }> = {};
  for (const table of tables) {
    const [digest] = rowsOf<{ rows: number; md5: string }>(
      await db.execute(
        sql.raw(`select count(*)::int as rows,
          md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${table} t`),
      ),
    );
    if (digest) digests[table] = digest;
  }
  return digests;
}

function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'elan-backup-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('sauvegardes de la base embarquée (npm run backup, npm run restore)', () => {
  it('sauvegarde pendant qu’Élan tourne et écrit, puis la restauration rend exactement l’état sauvegardé', async () => {
    const dataDir = tempDataDir();
    const elan = await startElan(dataDir);
    const camille = await registerMember(elan.app, { first_name: 'Camille' });
    await registerMember(elan.app, { first_name: 'Léa' });
    await elan.db.execute(sql`create table probe (id int primary key)`);
    const before = await tableDigests(elan.db);

    // A writer commits one row after another while the backup copies the files.
    let written = 0;
    let isWriting = true;
    const writer = (async () => {
      while (isWriting) {
        written += 1;
        await elan.db.execute(sql`insert into probe values (${written})`);
      }
    })();
    const backup = await backupDataDir({ dataDir, password: elan.config.databasePassword });
    isWriting = false;
    await writer;
    expect(backup.isOnline).toBe(true);
    expect(path.dirname(backup.file)).toBe(path.join(dataDir, 'backups'));

    await registerMember(elan.app, { first_name: 'Inès' });
    await elan.db.execute(sql`update users set first_name = 'Camila' where id = ${camille.user.id}`);
    await elan.db.execute(sql`delete from probe`);
    const after = await tableDigests(elan.db);
    expect(after['public.users']?.rows).toBe((before['public.users']?.rows ?? 0) + 1);

    await expect(restoreBackup({ dataDir, file: backup.file })).rejects.toThrow(
      `Élan est en marche sur ${dataDir} (pid ${process.pid}) : arrêtez-le avant de restaurer une sauvegarde. Rien n’a été modifié.`,
    );
    await elan.stop();

    const { asideDir } = await restoreBackup({ dataDir, file: backup.file });
    expect(readdirSync(asideDir).sort()).toEqual(['pg', 'secrets.json']);

    const restored = await startElan(dataDir);
    const probe = rowsOf<{ rows: number; top: number }>(
      await restored.db.execute(sql`select count(*)::int as rows, coalesce(max(id), 0) as top from probe`),
    )[0];
    // Every commit up to some point during the copy, none half-applied, no gap.
    expect(probe?.rows).toBe(probe?.top);
    await restored.db.execute(sql`drop table probe`);
    const { 'public.probe': _probe, ...expected } = before;
    const { 'public.probe': _none, ...found } = await tableDigests(restored.db);
    expect(found).toEqual(expected);
    const login = await restored.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: camille.user.email, password: camille.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.first_name).toBe('Camille');
  }, 120_000);
});
