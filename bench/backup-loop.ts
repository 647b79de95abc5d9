/**
 * The event loop while a backup runs in the process, as the nightly job runs it in the server:
 * `writeOnlineBackup` of DIR's embedded database, the loop's delay sampled meanwhile
 * (`monitorEventLoopDelay`, 10 ms resolution): how long any request to this process would wait
 * behind it. DIR is a seeded scale folder
 * (bench/seed-large.ts); the backup is written into DIR/backups: use a copy.
 *
 *   npx tsx bench/backup-loop.ts --data-dir DIR
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { writeOnlineBackup } from '../apps/api/src/db/backup/online-backup.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded/embedded-postgres.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = values['data-dir'];
if (!dataDir)
  throw new Error('--data-dir DIR (a copy of a folder seeded by bench/seed-large.ts) is required');

const config = loadConfig({ DATA_DIR: dataDir });
const server = await startEmbeddedPostgres({ dataDir, password: config.databasePassword });
try {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const file = await writeOnlineBackup({ connection: server.connection, dataDir });
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  console.log(
    `${path.basename(file)}: ${Math.round(statSync(file).size / 1e6)} MB in ${seconds.toFixed(1)} s; ` +
      `event loop delay p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`,
  );
} finally {
  await server.stop();
}
