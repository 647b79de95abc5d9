import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

const PASSWORD = 'mot-de-passe-de-test';
const here = path.dirname(fileURLToPath(import.meta.url));
const holder = path.resolve(here, '../../../test/fixtures/hold-embedded-postgres.ts');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(prefix = 'elan-pg-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, password: PASSWORD });
  cleanups.push(() => server.stop());
  return server;
}

async function query<T extends pg.QueryResultRow>(server: EmbeddedPostgres, text: string) {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('base embarquée (serveur PostgreSQL dans DATA_DIR/pg)', () => {
  it('crée le cluster, écoute sur une socket de DATA_DIR seulement, garde les données après un arrêt', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    expect(first.tookOver).toBe(false);
    expect(first.connection.host).toBe(path.join(dataDir, 'pg-socket'));
    const settings = await query<{ name: string; setting: string }>(
      first,
      "select name, setting from pg_settings where name in ('listen_addresses','fsync','synchronous_commit','server_version_num') order by name",
    );
    expect(
      settings.map(({ name, setting }) => [
        name,
        name === 'server_version_num' ? setting.slice(0, 2) : setting,
      ]),
    ).toEqual([
      ['fsync', 'on'],
      ['listen_addresses', ''],
      ['server_version_num', '17'],
      ['synchronous_commit', 'on'],
    ]);
    await query(first, 'create table probe (value int); insert into probe values (42)');
    await first.stop();
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(dataDir);
    expect(second.tookOver).toBe(false);
    expect(await query(second, 'select value from probe')).toEqual([{ value: 42 }]);
    const [collation] = await query<{ datlocprovider: string; upper: string }>(
      second,
      "select datlocprovider, upper('élan développé') as upper from pg_database where datname = current_database()",
    );
    expect(collation).toEqual({ datlocprovider: 'b', upper: 'ÉLAN DÉVELOPPÉ' });
  }, 60_000);

  it('DATA_DIR fermé aux autres comptes (0700 ; en root 0710, groupe postgres seul), remis à chaque démarrage', async () => {
    const dataDir = tempDataDir();
    chmodSync(dataDir, 0o755);
    const server = await start(dataDir);
    const expected = () => {
      const mode = statSync(dataDir).mode & 0o777;
      if (process.getuid?.() !== 0) return expect(mode).toBe(0o700);
      // PostgreSQL runs as `postgres`, which must pass through to pg/ and pg-socket/: its group may.
      expect(mode).toBe(0o710);
      expect(statSync(dataDir).gid).toBe(Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
    };
    expected();
    expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
    await server.stop();
    // An older Élan left it open to others (0701): the next start closes it again.
    chmodSync(dataDir, 0o701);
    const again = await start(dataDir);
    expected();
    expect(await query(again, 'select 1 as one')).toEqual([{ one: 1 }]);
  }, 60_000);

  it('refuse un second Élan sur le même DATA_DIR avec un message clair', async () => {
    const dataDir = tempDataDir();
    await start(dataDir);
    await expect(startEmbeddedPostgres({ dataDir, password: PASSWORD })).rejects.toThrow(
      `La base de données embarquée (${dataDir}) est déjà utilisée par un autre processus Élan (pid ${process.pid}). Arrêtez-le, ou choisissez un autre DATA_DIR.`,
    );
  }, 60_000);

  // How long the takeover takes is not bounded here: durations belong in bench/, never in a test.
  it('reprend le serveur laissé par un Élan tué (kill -9) au lieu d’en démarrer un autre', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', holder, dataDir, PASSWORD], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`le processus s’est arrêté (code ${code})`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    const server = await start(dataDir);
    expect(server.tookOver).toBe(true);
    expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
  }, 60_000);

  it('démarre malgré un postmaster.pid périmé dont le pid nomme un autre processus (coupure de courant)', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    await first.stop();
    // A power cut leaves the file saying « ready »; after the reboot its pid is someone else.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const stale = [
      String(process.pid),
      path.join(dataDir, 'pg'),
      '0',
      '5432',
      path.join(dataDir, 'pg-socket'),
      '',
      '0',
      'ready',
      '',
    ];
    writeFileSync(pidFile, stale.join('\n'));
    const server = await start(dataDir);
    expect(server.tookOver).toBe(false);
    expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
  }, 60_000);

  it('reste accessible par sa socket si secrets.json est perdu (nouveau mot de passe)', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    await query(first, 'create table kept (value int); insert into kept values (7)');
    await first.stop();
    const second = await startEmbeddedPostgres({ dataDir, password: 'un-tout-autre-mot-de-passe' });
    cleanups.push(() => second.stop());
    expect(await query(second, 'select value from kept')).toEqual([{ value: 7 }]);
  }, 60_000);

  it('écoute sur 127.0.0.1 avec mot de passe quand le chemin de DATA_DIR est trop long pour une socket', async () => {
    const base = tempDataDir();
    const dataDir = path.join(base, 'un-dossier-au-nom-tres-long-'.repeat(4));
    mkdirSync(dataDir);
    const server = await start(dataDir);
    expect(server.connection.host).toBe('127.0.0.1');
    expect(await query(server, "select current_setting('listen_addresses') as listen")).toEqual([
      { listen: '127.0.0.1' },
    ]);
    const intruder = new pg.Client({ ...server.connection, password: 'pas-le-bon' });
    await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
  }, 60_000);

  it('refuse un dossier PGlite d’une version précédente en disant comment le reprendre', async () => {
    const dataDir = tempDataDir();
    mkdirSync(path.join(dataDir, 'db'));
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '16\n');
    await expect(startEmbeddedPostgres({ dataDir, password: PASSWORD })).rejects.toThrow(
      `Ce DATA_DIR (${dataDir}) contient une base PGlite d’une version précédente d’Élan (dossier « db »)`,
    );
    await expect(startEmbeddedPostgres({ dataDir, password: PASSWORD })).rejects.toThrow(
      `npm run db:migrate-pglite -- ${dataDir}`,
    );
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });
});
