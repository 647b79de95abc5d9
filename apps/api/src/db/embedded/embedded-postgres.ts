import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries.ts';
import { writeSettings } from './cluster-settings.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { leftoverServer, type RunningServer } from './leftover-server.ts';
import { refuseLegacyPglite } from './legacy-pglite.ts';
import { allowTraversal, handOver, postgresAccount, type RunAs, restrictDataDir, runTool } from './run-as.ts';

export type EmbeddedPostgres = {
  /** How node-postgres reaches the server: a Unix socket inside DATA_DIR, or loopback TCP. */
  connection: pg.PoolConfig;
  /** Whether this start found a live server left by a process that died, and took it over. */
  tookOver: boolean;
  /** Fast shutdown (checkpoint, then exit), then frees DATA_DIR for the next Élan. */
  stop: () => Promise<void>;
};

/** The cluster in DATA_DIR/pg could not be opened: a start names the backup to restore. */
export class UnreadableDatabaseError extends Error {}

const USER = 'elan';
const DATABASE = 'elan';
/** The socket file is named after the port even when PostgreSQL listens on no TCP port. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes; PostgreSQL also needs room for `.lock`. */
const MAX_SOCKET_PATH = 100;

/**
 * Runs the embedded PostgreSQL 17 server of `dataDir` (cluster in `DATA_DIR/pg`), for this
 * process only: initdb on first start, then start it — or take over the server that a killed
 * Élan left running on the same folder. Never reachable from the network: it listens on a Unix
 * socket in `DATA_DIR/pg-socket` (owner-only), or on 127.0.0.1 when that path is too long for
 * a socket, always behind a password kept in `DATA_DIR/secrets.json`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log?: (message: string) => void;
  /** The caller already holds the DATA_DIR lock (a restore checking what it restored). */
  isDataDirLocked?: boolean;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  refuseLegacyPglite(dataDir);
  const unlock = options.isDataDirLocked ? async () => {} : await lockDataDir(dataDir);
  try {
    const binaries = findPostgresBinaries();
    const account = await postgresAccount();
    const clusterDir = path.join(dataDir, 'pg');
    const socketDir = path.join(dataDir, 'pg-socket');
    // The folders above DATA_DIR let it pass (o+x); DATA_DIR itself, its group only.
    allowTraversal(dataDir, account);
    restrictDataDir(dataDir, account);
    allowTraversal(binaries.initdb, account);

    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      // initdb writes PG_VERSION before pg_control: with pg_control, this is a damaged cluster,
      // never an interrupted first start to wipe and begin again.
      if (existsSync(path.join(clusterDir, 'global', 'pg_control')))
        throw new UnreadableDatabaseError('le fichier PG_VERSION manque');
      log('Création de la base embarquée (initdb)…');
      await initCluster(binaries.initdb, clusterDir, options.password, account);
    }
    const useSocket =
      Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`)) <= MAX_SOCKET_PATH &&
      !socketDir.includes(',');
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    handOver(socketDir, account);

    let server = await leftoverServer(clusterDir);
    const tookOver = server !== undefined;
    if (server) {
      log(`Reprise du serveur PostgreSQL resté actif (pid ${server.pid}).`);
    } else {
      const port = useSocket ? SOCKET_PORT : await freePort();
      writeSettings(clusterDir, useSocket ? { socketDir, port } : { port }, account);
      const logFile = path.join(clusterDir, 'server.log');
      const logSize = existsSync(logFile) ? statSync(logFile).size : 0;
      await runTool(
        binaries.pgCtl,
        ['start', '-D', clusterDir, '-l', path.join(clusterDir, 'server.log'), '-w', '-t', '60', '-s'],
        account,
      ).catch((error: Error) => {
        throw new UnreadableDatabaseError(
          `${serverStartError(clusterDir, logSize) ?? error.message.replaceAll('\n', ' ')} (voir pg/server.log)`,
        );
      });
      server = await leftoverServer(clusterDir);
      if (!server)
        throw new UnreadableDatabaseError('le serveur s’est arrêté aussitôt démarré (voir pg/server.log)');
    }
    const connection = embeddedConnection(server, options.password);
    const stopServer = () =>
      runTool(
        binaries.pgCtl,
        ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60', '-s'],
        account,
      ).catch((error: Error) => log(error.message));
    try {
      await ensureDatabase(connection);
    } catch (error) {
      await stopServer();
      throw error;
    }
    return {
      connection,
      tookOver,
      stop: async () => {
        await stopServer();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Why the server would not start, in PostgreSQL's words: what it logged since `from`. */
function serverStartError(clusterDir: string, from: number): string | undefined {
  const log = path.join(clusterDir, 'server.log');
  if (!existsSync(log)) return undefined;
  const lines = readFileSync(log).subarray(from).toString('utf8').split('\n');
  const fatal = lines.findLast((line) => /\b(FATAL|PANIC):/.test(line));
  if (fatal) return `PostgreSQL : ${fatal.replace(/^.*?\b(FATAL|PANIC):\s*/, '')}`;
  // Before its logging starts (no pg_control…), the server writes plain lines: `postgres: …`.
  const at = lines.findLastIndex((line) => line.startsWith('postgres: '));
  if (at < 0) return undefined;
  return `PostgreSQL : ${lines
    .slice(at)
    .join(' ')
    .replace(/^postgres: /, '')
    .replace(/\s+/g, ' ')
    .trim()}`;
}

/** How node-postgres reaches a running embedded server (this process's, or a running Élan's). */
export function embeddedConnection(server: RunningServer, password: string): pg.PoolConfig {
  return {
    host: server.socketDir || '127.0.0.1',
    port: server.port,
    user: USER,
    password,
    database: DATABASE,
    // Loopback or a socket: never TLS, whatever PGSSLMODE the environment carries.
    ssl: false,
  };
}

async function initCluster(initdb: string, clusterDir: string, password: string, account: RunAs) {
  // A folder without PG_VERSION is a first start that was interrupted: start it again.
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { mode: 0o700 });
  handOver(clusterDir, account);
  const passwordFile = path.join(path.dirname(clusterDir), '.initdb-password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  handOver(passwordFile, account);
  try {
    await runTool(
      initdb,
      [
        '-D',
        clusterDir,
        '-U',
        USER,
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        // PostgreSQL 17's own collation: the same sort order on every machine, whatever its locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      account,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
  writeFileSync(path.join(clusterDir, 'postgresql.conf'), "\ninclude_if_exists = 'elan.conf'\n", {
    flag: 'a',
  });
}

async function ensureDatabase(connection: pg.PoolConfig) {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
