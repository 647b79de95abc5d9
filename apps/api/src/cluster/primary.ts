import cluster, { type Worker } from 'node:cluster';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { openAppDatabase } from '../db/open-app-database.ts';
import { readyLine } from '../lib/terminal.ts';
import { seedOnStart } from '../seed/seed-on-start.ts';

/** Back-off before restarting a worker that died: doubled per quick death, up to 30 s. */
const FIRST_RESTART_MS = 1000;
const LONGEST_RESTART_MS = 30_000;
/** A worker that lived this long died of something new: its back-off starts over. */
const STABLE_MS = 60_000;
/** Workers that have not stopped this long after SIGTERM are killed (the database stops next). */
const STOP_GRACE_MS = 30_000;

type Slot = { number: number; failures: number; worker?: Worker; restart?: NodeJS.Timeout };

const say = (message: string) => console.log(`[principal pid ${process.pid}] ${message}`);

/**
 * `WORKERS` > 1 (decision 031): this primary process serves nothing itself. It starts (or reaches)
 * the database once — the embedded PostgreSQL is never started by a worker — migrates and seeds it,
 * then forks the workers, which share the port (Node's `cluster`) and reach the database through
 * `ELAN_CLUSTER_DATABASE_URL`. Worker 1 runs the job queue (`JOBS` as configured), the others
 * `JOBS=off`. A worker that dies is restarted with a back-off; SIGTERM/SIGINT stop the workers
 * (each finishes its requests), then the database.
 */
export async function runPrimary(config: Config, entry: string): Promise<void> {
  say(`Démarrage de ${config.workers} processus Élan sur le port ${config.port}…`);
  const database = await openAppDatabase(config, say);
  try {
    await seedOnStart(database.db, config, say);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Idle from here (node-postgres closes idle connections): the workers have their own pools.
  const sharedEnv = clusterEnv(database.connection);
  cluster.setupPrimary({
    exec: entry,
    execArgv: [...new Set([...process.execArgv, '--enable-source-maps'])],
  });

  let isStopping = false;
  const slots: Slot[] = Array.from({ length: config.workers }, (_, index) => ({
    number: index + 1,
    failures: 0,
  }));
  const stop = async (reason: string, code: number) => {
    if (isStopping) return;
    isStopping = true;
    say(`Arrêt (${reason}) : arrêt des processus, puis de la base de données…`);
    for (const slot of slots) clearTimeout(slot.restart);
    await Promise.all(slots.map((slot) => stopWorker(slot.worker)));
    await database.close();
    say('Arrêt terminé.');
    process.exit(code);
  };

  const fork = (slot: Slot, isFirstStart: boolean) => {
    const startedAt = Date.now();
    const worker = cluster.fork({
      ...sharedEnv,
      // One process runs the job queue's workers and crons; the others only queue jobs.
      JOBS: slot.number === 1 && config.isJobsEnabled ? 'on' : 'off',
    });
    slot.worker = worker;
    let isListening = false;
    worker.once('listening', () => {
      isListening = true;
    });
    worker.once('exit', (code, signal) => {
      if (isStopping) return;
      const pid = worker.process.pid;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      // Nothing listens yet on a first start: a wrong port or database will not mend itself.
      if (isFirstStart && !isListening) {
        say(`Le processus ${slot.number} (pid ${pid}) s’est arrêté au démarrage (${how}).`);
        void stop('échec au démarrage', 1);
        return;
      }
      slot.failures = Date.now() - startedAt >= STABLE_MS ? 1 : slot.failures + 1;
      const delay = Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** (slot.failures - 1));
      say(
        `Le processus ${slot.number} (pid ${pid}) s’est arrêté (${how}) : redémarrage dans ${delay / 1000} s.`,
      );
      slot.restart = setTimeout(() => fork(slot, false), delay);
    });
  };
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
  for (const slot of slots) fork(slot, true);
  await Promise.all(slots.map((slot) => listening(slot.worker)));
  if (isStopping) return;
  say(`${config.workers} processus à l’écoute sur http://${config.host}:${config.port}.`);
  if (process.stdout.isTTY) console.log(readyLine(null, config.host, config.port));
}

/** What a worker needs to reach the database: the embedded server's address (DATABASE_URL is inherited). */
function clusterEnv(connection: DatabaseConnection): Record<string, string> {
  if (typeof connection === 'string') return {};
  return { ELAN_CLUSTER_DATABASE_URL: connectionUrl(connection) };
}

/** node-postgres settings as a `postgresql://` URL: loopback TCP, or a Unix socket as `?host=`. */
export function connectionUrl(settings: pg.PoolConfig): string {
  const credentials = `${encodeURIComponent(settings.user ?? '')}:${encodeURIComponent(String(settings.password ?? ''))}`;
  const host = settings.host ?? '127.0.0.1';
  const database = encodeURIComponent(settings.database ?? '');
  // The embedded server is on loopback or a socket: never TLS, whatever PGSSLMODE says.
  return host.startsWith('/')
    ? `postgresql://${credentials}@localhost:${settings.port}/${database}?host=${encodeURIComponent(host)}&sslmode=disable`
    : `postgresql://${credentials}@${host}:${settings.port}/${database}?sslmode=disable`;
}

function listening(worker: Worker | undefined) {
  return new Promise<void>((resolve) => {
    if (!worker) return resolve();
    worker.once('listening', () => resolve());
    // A worker that dies first is handled by its exit listener.
    worker.once('exit', () => resolve());
  });
}

/** SIGTERM (the worker's own graceful shutdown), then SIGKILL after the grace period. */
function stopWorker(worker: Worker | undefined) {
  if (!worker || worker.isDead()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
