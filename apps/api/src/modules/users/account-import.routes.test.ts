import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { fillMember, multipart, unzip } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import type { Member } from '../../../test/social-helpers.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/db-errors.ts';

let source: TestContext;
let target: TestContext;
let archive: Buffer;
let exported: Member;

beforeAll(async () => {
  // Two Élan, two databases: the member leaves one for the other.
  [source, target] = await Promise.all([buildTestApp(), buildTestApp()]);
  exported = await registerMember(source.app, { first_name: 'Zéphyrine', last_name: 'Marchal' });
  await fillMember(source.app, source.db, exported, await registerMember(source.app));
  const response = await source.app.inject({
    method: 'GET',
    url: `/api/users/${exported.user.id}/export`,
    headers: exported.auth,
  });
  archive = response.rawPayload;
});
afterAll(async () => Promise.all([source.close(), target.close()]));

const importInto = (app: App, who: Member, bytes: Buffer, url = `/api/users/${who.user.id}/import`) => {
  const body = multipart('file', 'elan.zip', bytes, 'application/zip');
  return app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
};

/** What the member sees of their history, without this server's ids. */
async function seen(app: App, db: Database, who: Member) {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: who.auth })).json().data;
  const completions = (await get(`/api/completions/user/${who.user.id}`)) as Record<string, unknown>[];
  const measurements = (await get('/api/body-composition/measurements')) as Record<string, unknown>[];
  const badges = (await get(`/api/badges/user/${who.user.id}/earned`)) as {
    code: string;
    category: string;
  }[];
  const query = async (statement: ReturnType<typeof sql>) => rowsOf(await db.execute(statement));
  return {
    completions: completions.map((row) => ({
      program_title: row.program_title,
      session_title: row.session_title,
      duration_minutes: row.duration_minutes,
      completed_at: row.completed_at,
      notes: row.notes,
      feeling: row.feeling,
      has_photo: Boolean(row.photo_url),
    })),
    measurements: measurements.map(({ id: _id, created_at: _c, updated_at: _u, ...rest }) => rest),
    // Social badges follow friends, who stay behind (decision 028).
    badges: badges
      .filter((badge) => badge.category !== 'social')
      .map((badge) => badge.code)
      .sort(),
    records:
      await query(sql`select e.name, r.best_weight, r.best_reps, r.best_one_rep_max from personal_records r
      join exercises e on e.id = r.exercise_id where r.user_id = ${who.user.id} order by e.name`),
    sets: await query(sql`select e.name, s.set_number, s.reps, s.weight_kg, s.set_type from completion_sets s
      join exercises e on e.id = s.exercise_id where s.user_id = ${who.user.id} order by 1, 2, 3`),
    enrollments:
      await query(sql`select p.title, e.status from enrollments e join programs p on p.id = e.program_id
      where e.user_id = ${who.user.id} order by 1`),
    goals: await query(
      sql`select goal_type, target_weight_kg, status from body_goals where user_id = ${who.user.id}`,
    ),
  };
}

describe('POST /api/users/:id/import', () => {
  it('recrée l’historique dans un compte neuf d’un autre Élan, puis une seconde fois n’ajoute rien', async () => {
    const fresh = await registerMember(target.app, { first_name: 'Zéphyrine', last_name: 'Marchal' });
    const response = await importInto(target.app, fresh, archive);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      exercises: 1,
      programs: 1,
      enrollments: 2,
      completions: 2,
      sets: 4,
      photos: 1,
      measurements: 1,
      body_goals: 1,
    });
    const before = await seen(source.app, source.db, exported);
    const after = await seen(target.app, target.db, fresh);
    expect(after).toEqual(before);
    expect(after.completions).toHaveLength(2);
    expect(after.records.length).toBeGreaterThan(0);
    expect(after.badges.length).toBeGreaterThan(0);

    const photoUrl = (
      (
        await target.app.inject({
          method: 'GET',
          url: `/api/completions/user/${fresh.user.id}`,
          headers: fresh.auth,
        })
      ).json().data as { photo_url: string | null }[]
    ).find((row) => row.photo_url)?.photo_url;
    const photo = await target.app.inject({ method: 'GET', url: photoUrl ?? '/', headers: fresh.auth });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const again = await importInto(target.app, fresh, archive);
    expect(again.statusCode, again.body).toBe(200);
    expect(Object.values(again.json().data)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await seen(target.app, target.db, fresh)).toEqual(after);
  });

  it('refuse le compte d’un autre membre', async () => {
    const owner = await registerMember(target.app);
    const intruder = await registerMember(target.app);
    expectFailure(
      await importInto(target.app, intruder, archive, `/api/users/${owner.user.id}/import`),
      403,
      'Action non autorisée',
    );
  });

  it('refuse en français un fichier qui n’est pas une archive Élan valable', async () => {
    const member = await registerMember(target.app);
    const files = await unzip(archive);
    const zipOf = async (entries: Record<string, Buffer | string>) => {
      const zip = new ZipFile();
      for (const [name, content] of Object.entries(entries))
        zip.addBuffer(Buffer.from(content), name, { compressionLevel: 1 });
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}');
    const cases: [Buffer, number, string][] = [
      [
        Buffer.from('date,exercice\n2026-01-01,squat\n'),
        400,
        "Ce fichier n'est pas un export de données Élan",
      ],
      [await zipOf({ 'notes.txt': 'bonjour' }), 400, "Ce fichier n'est pas un export de données Élan"],
      [
        await zipOf({ 'manifest.json': JSON.stringify({ ...manifest, version: 99 }) }),
        400,
        "Cette version d'export Élan n'est pas prise en charge",
      ],
      [
        await zipOf({
          'manifest.json': JSON.stringify(manifest),
          'completions.json': '[{"duration_minutes": 0}]',
        }),
        400,
        "Ce fichier n'est pas un export de données Élan (completions.json invalide)",
      ],
      [archive.subarray(0, archive.length - 200), 400, 'Archive ZIP illisible ou corrompue'],
      // A bomb: 65 MB of spaces in a few kilobytes.
      [
        await zipOf({
          'manifest.json': JSON.stringify(manifest),
          'profile.json': ' '.repeat(65 * 1024 * 1024),
        }),
        413,
        'Archive trop volumineuse (500 Mo au plus, 1 Go une fois décompressée, 20 000 fichiers)',
      ],
    ];
    for (const [bytes, status, message] of cases)
      expectFailure(await importInto(target.app, member, bytes), status, message);

    // A central directory that declares more than 1 GB is refused before anything is inflated.
    const forged = await zipOf({ 'manifest.json': JSON.stringify(manifest) });
    const directory = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(0x7fff_ffff, directory + 24);
    expectFailure(await importInto(target.app, member, forged), 413, cases[5]?.[2] ?? '');

    // An end record that announces more than 20,000 entries: refused before any is listed.
    const many = await zipOf({ 'manifest.json': JSON.stringify(manifest) });
    const end = many.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    many.writeUInt16LE(20_001, end + 8);
    many.writeUInt16LE(20_001, end + 10);
    expectFailure(await importInto(target.app, member, many), 413, cases[5]?.[2] ?? '');

    const empty = await target.app.inject({
      method: 'POST',
      url: `/api/users/${member.user.id}/import`,
      headers: member.auth,
      payload: {},
    });
    expectFailure(empty, 400, 'Choisissez le fichier ZIP de vos données Élan');
    const [count] = rowsOf<{ count: number }>(
      await target.db.execute(
        sql`select count(*)::int as count from completions where user_id = ${member.user.id}`,
      ),
    );
    expect(count?.count).toBe(0);
  });
});
