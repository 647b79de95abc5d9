import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Badge, CompletionDetail, Session } from '@elan/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { randomIp, registerMember } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { generateVapidKeys } from '../../lib/vapid-keys.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { installPglite, type Pglite } from './install-pglite.ts';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../../../../..');

/**
 * Every public table, as text: equal digests mean equal rows, ids and values included — in the
 * columns the old Élan had (a newer migration's column is filled by its own default after the copy,
 * where the source app's seeds may have written something else).
 */
const legacyColumns = new Map<string, string[]>();
const DIGEST = (table: string) => {
  const columns = legacyColumns.get(table);
  const row = columns
    ? `(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(to_jsonb(t)) e
         where e.key in (${columns.map((column) => `'${column}'`).join(', ')}))::text`
    : 'to_jsonb(t)::text';
  return `select count(*)::int as count, md5(coalesce(string_agg(row, E'\\n' order by row), '')) as digest
     from (select ${row} as row from public."${table}" t) rows`;
};
const TABLES = "select tablename from pg_tables where schemaname = 'public' order by tablename";

/** Raw SQL on the source app's database (its Drizzle handle runs on node-postgres). */
async function rowsOf<Row>(context: TestContext, text: string): Promise<Row[]> {
  const result = (await context.db.execute(sql.raw(text))) as unknown as pg.QueryResult<
    Row & pg.QueryResultRow
  >;
  return result.rows;
}

type Journal = { entries: { when: number; tag: string }[] };

/** The last migration an Élan on PGlite ever had (before 2026-11-25). */
const LAST_PGLITE_MIGRATION = '0006_desc_indexes_nulls_first';
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as Journal;
const pgliteEra = journal.entries.findIndex((entry) => entry.tag === LAST_PGLITE_MIGRATION) + 1;
const LATER_MIGRATIONS = journal.entries.length - pgliteEra;

/**
 * An old Élan's DATA_DIR, made with PGlite 0.3.8 as the old Élan made it: the Drizzle migrations
 * it had (through 0006; the newer ones are applied after the copy), then the rows of a real Élan
 * database in the tables that existed then (the newer ones are empty in the source).
 */
async function makeLegacyDataDir(
  PGlite: { create: (dir: string) => Promise<Pglite> },
  rowsByTable: Map<string, string>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-legacy-'));
  const legacy = await PGlite.create(path.join(dataDir, 'db'));
  try {
    await legacy.query('create schema drizzle');
    await legacy.query(
      'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    for (const entry of journal.entries.slice(0, pgliteEra)) {
      const file = readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8');
      for (const statement of file.split('--> statement-breakpoint')) await legacy.query(statement);
      await legacy.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        createHash('sha256').update(file).digest('hex'),
        entry.when,
      ]);
    }
    const existing = await legacy.query<{ tablename: string }>(TABLES);
    const columns = await legacy.query<{ table_name: string; column_name: string }>(
      "select table_name, column_name from information_schema.columns where table_schema = 'public'",
    );
    for (const { table_name, column_name } of columns.rows)
      legacyColumns.set(table_name, [...(legacyColumns.get(table_name) ?? []), column_name]);
    const oldTables = new Set(existing.rows.map((row) => row.tablename));
    const newer = [...rowsByTable].filter(([table]) => !oldTables.has(table));
    expect(newer.filter(([, rows]) => rows !== '[]')).toEqual([]);
    await legacy.query('begin');
    await legacy.query('set local session_replication_role = replica');
    for (const [table, rows] of rowsByTable) {
      if (!oldTables.has(table)) continue;
      await legacy.query(
        `insert into public."${table}" overriding system value
         select * from json_populate_recordset(null::public."${table}", $1::json)`,
        [rows],
      );
    }
    // The old Élan's sequences had moved on with its rows.
    await legacy.query(`do $$ declare s record; begin
      for s in select pg_get_serial_sequence(format('public.%I', c.table_name), c.column_name) as seq,
                      c.table_name, c.column_name
                 from information_schema.columns c
                where c.table_schema = 'public' and c.is_identity = 'YES' loop
        execute format('select setval(%L, greatest((select max(%I) from public.%I), 1))', s.seq, s.column_name, s.table_name);
      end loop; end $$`);
    await legacy.query('commit');
  } finally {
    await legacy.close();
  }
  return dataDir;
}

describe('npm run db:migrate-pglite', () => {
  let source: TestContext;
  let member: Awaited<ReturnType<typeof registerMember>>;
  let completionId: number;
  let dataDir: string;
  const sourceRows = new Map<string, string>();

  beforeAll(async () => {
    source = await buildTestApp();
    member = await registerMember(source.app, { first_name: 'Léa', last_name: 'Martin' });
    const auth = member.auth;
    const programs = (await source.app.inject({ method: 'GET', url: '/api/programs', headers: auth })).json();
    const programId = (programs.data.items ?? programs.data)[0].id as number;
    await source.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: auth,
      payload: { program_id: programId },
    });
    const sessions = (
      await source.app.inject({ method: 'GET', url: `/api/sessions?program_id=${programId}`, headers: auth })
    ).json().data as Session[];
    const saved = await source.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: auth,
      payload: {
        program_id: programId,
        session_id: sessions[0]!.id,
        duration_minutes: 45,
        notes: 'Séance « difficile » — mais réussie',
        sets: [
          { exercise_id: 1, set_number: 1, reps: 10, weight_kg: 22.5 },
          { exercise_id: 1, set_number: 2, reps: 8, weight_kg: 25 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    completionId = saved.json().data.id;
    await source.app.inject({
      method: 'POST',
      url: `/api/badges/user/${member.user.id}/check`,
      headers: auth,
    });
    // An Élan of the PGlite era had no notifications nor circle: the events above stored some here.
    await rowsOf(source, 'delete from notifications');
    await rowsOf(source, 'delete from feed_events');

    for (const { tablename } of await rowsOf<{ tablename: string }>(source, TABLES)) {
      const [copy] = await rowsOf<{ rows: string }>(
        source,
        `select coalesce(json_agg(t), '[]')::text as rows from public."${tablename}" t`,
      );
      sourceRows.set(tablename, copy!.rows);
    }
    const workDir = mkdtempSync(path.join(tmpdir(), 'elan-pglite-test-'));
    try {
      const { PGlite } = await installPglite(workDir);
      dataDir = await makeLegacyDataDir(PGlite, sourceRows);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);

  afterAll(async () => {
    await source?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('copie tout dans le serveur embarqué, garde db.pglite-backup ; le membre se connecte et retrouve son historique', {
    timeout: 120_000,
  }, async () => {
    const { stdout } = await run(process.execPath, ['scripts/migrate-pglite.mjs', dataDir], {
      cwd: repository,
    });
    expect(stdout).toContain('Migration terminée');
    expect(stdout).toMatch(/completion_sets\s+2/);
    expect(LATER_MIGRATIONS).toBeGreaterThan(0);
    expect(stdout).toContain(`${LATER_MIGRATIONS} migration(s) plus récente(s) appliquée(s)`);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'db.pglite-backup', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite-migration.tmp'))).toBe(false);

    const server = await startEmbeddedPostgres({
      dataDir,
      password: loadConfig({ DATA_DIR: dataDir }).databasePassword,
    });
    const target = await openDatabase(server.connection, { max: 2 });
    try {
      const client = new pg.Client(server.connection);
      await client.connect();
      try {
        for (const table of sourceRows.keys()) {
          const [before, after] = await Promise.all([
            rowsOf(source, DIGEST(table)).then((rows) => rows[0]),
            client.query(DIGEST(table)).then((result) => result.rows[0]),
          ]);
          expect(after, table).toEqual(before);
        }
      } finally {
        await client.end();
      }

      const app = await buildApp({
        config: {
          jwtSecret: randomBytes(32).toString('hex'),
          webDist: undefined,
          logLevel: 'silent',
          dataDir,
          authRateLimitPerIp: 1000,
          trustProxy: false,
          vapid: { ...generateVapidKeys(), subject: 'mailto:test@elan.fr' },
        },
        db: target.db,
        logger: false,
      });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.user.email, password: member.password },
          remoteAddress: randomIp(),
        });
        expect(login.statusCode, login.body).toBe(200);
        const auth = { authorization: `Bearer ${login.json().data.token}` };
        const id = member.user.id;

        const detail = (
          await app.inject({ method: 'GET', url: `/api/completions/${completionId}`, headers: auth })
        ).json().data as CompletionDetail;
        expect(detail.notes).toBe('Séance « difficile » — mais réussie');
        expect(detail.sets.map((set) => [set.set_number, set.reps, set.weight_kg])).toEqual([
          [1, 10, 22.5],
          [2, 8, 25],
        ]);
        const earned = (
          await app.inject({ method: 'GET', url: `/api/badges/user/${id}/earned`, headers: auth })
        ).json().data as Badge[];
        expect(earned.length).toBeGreaterThan(0);
        const enrolled = (
          await app.inject({ method: 'GET', url: `/api/enrollments/user/${id}/programs`, headers: auth })
        ).json().data as unknown[];
        expect(enrolled).toHaveLength(1);

        // Sequences resume after the copied ids: a new member gets a new id.
        const newcomer = await registerMember(app);
        expect(newcomer.user.id).toBeGreaterThan(id);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
      await server.stop();
    }
  });

  it('refuse en français quand il n’y a pas de base PGlite', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'elan-no-pglite-'));
    try {
      const failure = await run(process.execPath, ['scripts/migrate-pglite.mjs', empty], {
        cwd: repository,
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr).toContain('Aucune base PGlite à migrer');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
