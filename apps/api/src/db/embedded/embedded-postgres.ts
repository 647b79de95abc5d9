import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { refuseLegacyPglite } from './legacy-pglite.ts';
import { allowTraversal, handOver, postgresAccount, type RunAs, runTool } from './run-as.ts';

export type EmbeddedPostgres = {
  /** How node-postgres reaches the server: a Unix socket inside DATA_DIR, or loopback TCP. */
  connection: pg.PoolConfig;
  /** Whether this start found a live server left by a process that died, and took it over. */
  tookOver: boolean;
  /** Fast shutdown (checkpoint, then exit), then frees DATA_DIR for the next Élan. */
  stop: () => Promise<void>;
};

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
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  refuseLegacyPglite(dataDir);
  const unlock = await lockDataDir(dataDir);
  try {
    const binaries = findPostgresBinaries();
    const account = await postgresAccount();
    const clusterDir = path.join(dataDir, 'pg');
    const socketDir = path.join(dataDir, 'pg-socket');
    allowTraversal(clusterDir, account);
    allowTraversal(binaries.initdb, account);

    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log('Création de la base embarquée (initdb)…');
      await initCluster(binaries.initdb, clusterDir, options.password, account);
    }
    const useSocket = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`).length <= MAX_SOCKET_PATH;
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    handOver(socketDir, account);

    let server = await leftoverServer(clusterDir);
    const tookOver = server !== undefined;
    if (server) {
      log(`Reprise du serveur PostgreSQL resté actif (pid ${server.pid}).`);
    } else {
      const port = useSocket ? SOCKET_PORT : await freePort();
      writeSettings(clusterDir, useSocket ? { socketDir, port } : { port });
      await runTool(
        binaries.pgCtl,
        ['start', '-D', clusterDir, '-l', path.join(clusterDir, 'server.log'), '-w', '-t', '60', '-s'],
        account,
      );
      server = await leftoverServer(clusterDir);
      if (!server)
        throw new Error('Le serveur PostgreSQL embarqué s’est arrêté aussitôt démarré (voir pg/server.log).');
    }
    const connection: pg.PoolConfig = {
      host: server.socketDir || '127.0.0.1',
      port: server.port,
      user: USER,
      password: options.password,
      database: DATABASE,
    };
    await ensureDatabase(connection);
    return {
      connection,
      tookOver,
      stop: async () => {
        await runTool(
          binaries.pgCtl,
          ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60', '-s'],
          account,
        ).catch((error: Error) => log(error.message));
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
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

/** Rewritten at each start: where to listen, and durability that is never traded for speed. */
function writeSettings(clusterDir: string, listen: { socketDir?: string; port: number }) {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const lines = [
    '# Written by Élan at each start (apps/api/src/db/embedded/embedded-postgres.ts).',
    `listen_addresses = ${quote(listen.socketDir ? '' : '127.0.0.1')}`,
    `port = ${listen.port}`,
    `unix_socket_directories = ${quote(listen.socketDir ?? '')}`,
    'unix_socket_permissions = 0700',
    'fsync = on',
    'synchronous_commit = on',
    'full_page_writes = on',
    'max_connections = 50',
    "timezone = 'UTC'",
    "log_timezone = 'UTC'",
    "log_min_messages = 'warning'",
  ];
  const file = path.join(clusterDir, 'elan.conf');
  writeFileSync(file, `${lines.join('\n')}\n`);
}

type RunningServer = { pid: number; port: number; socketDir: string };

/**
 * The server that `postmaster.pid` names, if it is alive and ready (waiting while it starts).
 * After `kill -9` of Élan, PostgreSQL — in its own session since `pg_ctl` started it — lives on:
 * this is how the next start finds it and takes it over.
 */
async function leftoverServer(clusterDir: string): Promise<RunningServer | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!existsSync(pidFile)) return undefined;
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
    const status = (lines[7] ?? '').trim();
    if (status === 'ready') return { pid, port: Number(lines[3]), socketDir: (lines[4] ?? '').trim() };
    if (Date.now() > deadline) {
      throw new Error(`Le serveur PostgreSQL embarqué (pid ${pid}) ne répond pas (état « ${status} »).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
