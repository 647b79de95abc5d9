import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectArchiveName,
  fillMember,
  foreignKeysTo,
  memberRowCount,
  unzip,
} from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { EXPORT_TABLES } from './account-tables.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** The catalogue's user columns, grouped by table (a new table is covered without editing this test). */
async function userColumnsByTable() {
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of await foreignKeysTo(ctx.db, 'users')) {
    // Who another member's notification tells of is not the member's own row (decision 062).
    if (table_name === 'notifications' && column_name === 'actor_id') continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  byTable.set('users', ['id']);
  return byTable;
}

const photoFile = (name: string) =>
  readdirSync(tmpdir())
    .map((entry) => path.join(tmpdir(), entry, 'uploads', name))
    .find((candidate) => existsSync(candidate));

describe('GET /api/users/:id/export', () => {
  it('un ZIP de toutes les lignes du membre, ses photos, et rien des autres', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Zéphyrine', last_name: 'Quillard' });
    const friend = await registerMember(ctx.app, { first_name: 'Octave', last_name: 'Brunel' });
    const { photoName } = await fillMember(ctx.app, ctx.db, member, friend);
    await fillMember(ctx.app, ctx.db, friend, await registerMember(ctx.app));

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/export`,
      headers: member.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expectArchiveName(response.headers['content-disposition'] as string, member.user.username);
    const files = await unzip(response.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'elan-export',
      version: 1,
      username: 'zephyrine.quillard',
      photos: 1,
    });
    expect(files.get(`photos/${photoName}`)?.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // Every table the catalogue ties to a member: exported, with exactly the member's rows.
    const exported = new Set(EXPORT_TABLES.map((spec) => spec.table));
    const completions = JSON.parse(files.get('completions.json')?.toString() ?? '[]');
    for (const [table, columns] of await userColumnsByTable()) {
      const rows = await memberRowCount(ctx.db, table, columns, member.user.id);
      if (table === 'completion_sets') {
        // Each completion carries its per-set log.
        expect(manifest.counts[table]).toBe(rows);
        expect(completions.flatMap((row: { sets: unknown[] }) => row.sets)).toHaveLength(rows);
        continue;
      }
      expect(exported.has(table), `${table} manque à l’export`).toBe(true);
      expect(manifest.counts[table], table).toBe(rows);
      const file = EXPORT_TABLES.find((spec) => spec.table === table)?.file ?? '';
      expect(JSON.parse(files.get(file)?.toString() ?? 'null'), file).toHaveLength(rows);
      if (rows === 0) throw new Error(`${table} : la fixture devrait en remplir au moins une ligne`);
    }
    expect(
      completions.flatMap((row: { sets: { exercise_name: string }[] }) =>
        row.sets.map((set) => set.exercise_name),
      ),
    ).toContain('Tirage élastique maison');

    const everything = [...files.entries()]
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => bytes.toString())
      .join('\n');
    for (const secret of [
      friend.user.email,
      'password_hash',
      'cle-publique-secrete',
      'secret-auth',
      'Séance de l’ami',
    ])
      expect(everything).not.toContain(secret);
    const reactions = JSON.parse(files.get('feed_reactions.json')?.toString() ?? '[]');
    expect(reactions.map((row: { user_id: number }) => row.user_id)).toEqual([member.user.id]);
  });

  it('403 pour le compte d’un autre, 401 sans jeton', async () => {
    const owner = await registerMember(ctx.app);
    const intruder = await registerMember(ctx.app);
    const url = `/api/users/${owner.user.id}/export`;
    expectFailure(
      await ctx.app.inject({ method: 'GET', url, headers: intruder.auth }),
      403,
      'Action non autorisée',
    );
    expectFailure(await ctx.app.inject({ method: 'GET', url }), 401, 'Authentification requise');
  });
});

describe('DELETE /api/users/:id', () => {
  it('refuse sans mot de passe, avec un faux, ou pour un autre membre', async () => {
    const owner = await registerMember(ctx.app);
    const intruder = await registerMember(ctx.app);
    const url = `/api/users/${owner.user.id}`;
    const del = (headers: { authorization: string }, payload?: object) =>
      ctx.app.inject({ method: 'DELETE', url, headers, ...(payload ? { payload } : {}) });
    expectFailure(await del(owner.auth, {}), 400, 'Le mot de passe est obligatoire');
    expectFailure(await del(owner.auth, { password: 'pas-le-bon' }), 403, 'Mot de passe incorrect');
    expectFailure(await del(intruder.auth, { password: owner.password }), 403, 'Action non autorisée');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    expect(me.statusCode).toBe(200);
  });

  it('5 mauvais mots de passe en 15 minutes : le 6e essai, même juste, reçoit 429 et le compte reste', async () => {
    const owner = await registerMember(ctx.app);
    const del = (password: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/${owner.user.id}`,
        headers: owner.auth,
        payload: { password },
      });
    for (let guess = 1; guess <= 5; guess += 1)
      expectFailure(await del(`mauvais-essai-${guess}`), 403, 'Mot de passe incorrect');
    const refused = await del(owner.password);
    expectFailure(refused, 429, 'Trop de tentatives, réessayez dans quelques minutes');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    expect(me.json().data.id).toBe(owner.user.id);
  });

  it('efface tout ce qui se rapporte au membre, ses photos, et ses jetons', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Zéphyrine', last_name: 'Vasseur' });
    const friend = await registerMember(ctx.app);
    const { photoName } = await fillMember(ctx.app, ctx.db, member, friend);
    await fillMember(ctx.app, ctx.db, friend, await registerMember(ctx.app));
    // The photo is on disk, as the re-encoded WebP the upload stored.
    expect(
      readFileSync(photoFile(photoName) ?? '')
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    const id = member.user.id;

    // Ids of every row that holds the member, to look for them afterwards in every referencing column.
    const userColumns = await userColumnsByTable();
    const owned = new Map<string, number[]>();
    for (const [table, columns] of userColumns) {
      const hasId = rowsOf(
        await ctx.db.execute(
          sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id' and data_type = 'integer'`,
        ),
      ).length;
      if (!hasId) continue;
      const where = sql.join(
        columns.map((column) => sql`${sql.identifier(column)} = ${id}`),
        sql` or `,
      );
      const rows = rowsOf<{ id: number }>(
        await ctx.db.execute(sql`select id from ${sql.identifier(table)} where ${where}`),
      );
      owned.set(
        table,
        rows.map((row) => row.id),
      );
    }

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: member.auth,
      payload: { password: member.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id } });

    for (const [table, columns] of userColumns)
      expect(await memberRowCount(ctx.db, table, columns, id), table).toBe(0);
    for (const [table, ids] of owned) {
      if (ids.length === 0) continue;
      for (const { table_name, column_name } of await foreignKeysTo(ctx.db, table)) {
        const [row] = rowsOf<{ count: number }>(
          await ctx.db.execute(
            sql`select count(*)::int as count from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = any(${`{${ids.join(',')}}`}::int[])`,
          ),
        );
        expect(row?.count, `${table_name}.${column_name} → ${table}`).toBe(0);
      }
    }
    // No text anywhere still carries the member's e-mail or username.
    const textColumns = rowsOf<{ table_name: string; column_name: string }>(
      await ctx.db.execute(sql`
        select c.table_name::text, c.column_name::text from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json')`),
    );
    expect(textColumns.length).toBeGreaterThan(10);
    for (const { table_name, column_name } of textColumns)
      for (const needle of [member.user.email, member.user.username]) {
        const [row] = rowsOf<{ count: number }>(
          await ctx.db.execute(
            sql`select count(*)::int as count from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
          ),
        );
        expect(row?.count, `${table_name}.${column_name}`).toBe(0);
      }

    expect(photoFile(photoName)).toBeUndefined();
    expectFailure(
      await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: member.auth }),
      401,
      'Session expirée, veuillez vous reconnecter',
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    // The friend keeps their account and their own history.
    const friendMe = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: friend.auth });
    expect(friendMe.statusCode).toBe(200);
  });
});
