import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { embeddedBackup } from '../db/backup/online-backup.ts';
import { openAppDatabase } from '../db/open-app-database.ts';
import { rowsOf } from '../lib/db-errors.ts';
import { diskPhotoStorage } from '../modules/uploads/photo-storage.ts';
import { startJobs } from './queue.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('sauvegarde quotidienne de la base embarquée (pg-boss)', () => {
  it('est planifiée à 3 h 30 (Paris) et son travail écrit une archive dans DATA_DIR/backups', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-daily-backup-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dataDir });
    const database = await openAppDatabase(config, () => {});
    cleanups.push(() => database.close());
    expect(
      embeddedBackup({ dataDir, databaseUrl: 'postgres://ailleurs/elan' }, 'postgres://ailleurs/elan'),
    ).toBeUndefined();
    const jobs = await startJobs({
      connection: database.connection,
      db: database.db,
      vapid: config.vapid,
      photoStorage: diskPhotoStorage(dataDir),
      isWorker: true,
      backup: embeddedBackup(config, database.connection),
      log: () => {},
    });
    cleanups.push(() => jobs.stop());
    expect(
      rowsOf(
        await database.db.execute(
          sql`select cron, timezone from pgboss.schedule where name = 'embedded-backup'`,
        ),
      ),
    ).toEqual([{ cron: '30 3 * * *', timezone: 'Europe/Paris' }]);

    // The tick pg-boss would send at 03:30, sent now.
    const sender = new PgBoss({ ...(database.connection as PgBoss.DatabaseOptions), schema: 'pgboss' });
    await sender.start();
    await sender.send('embedded-backup', {});
    await sender.stop({ graceful: false });
    const folder = path.join(dataDir, 'backups');
    const deadline = Date.now() + 60_000;
    while (
      Date.now() < deadline &&
      !(existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.tar.gz')))
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(readdirSync(folder).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
  }, 120_000);
});
