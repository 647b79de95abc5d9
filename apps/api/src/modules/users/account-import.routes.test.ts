import { accountPhotoSetAside, BODY_LIMITS, MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@elan/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMember, multipart, unzip, zipOf } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import type { Member } from '../../../test/social-helpers.ts';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
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
      average_heart_rate: row.average_heart_rate,
      max_heart_rate: row.max_heart_rate,
      calories_burned: row.calories_burned,
      calories_estimate: row.calories_estimate,
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
      notes: [],
    });
    const before = await seen(source.app, source.db, exported);
    const after = await seen(target.app, target.db, fresh);
    expect(after).toEqual(before);
    expect(after.completions).toHaveLength(2);
    expect(after.completions.map((row) => row.average_heart_rate)).toContain(118);
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
    expect(again.json().data).toEqual({
      exercises: 0,
      programs: 0,
      enrollments: 0,
      completions: 0,
      sets: 0,
      photos: 0,
      measurements: 0,
      body_goals: 0,
      notes: [],
    });
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
    // A member per archive: each one's imports are counted by the hour (decision 057).
    const member = await registerMember(target.app);
    const files = await unzip(archive);
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
      // A bomb: 65 MB of spaces in a few kilobytes, refused by its declared size.
      [
        await zipOf({
          'manifest.json': JSON.stringify(manifest),
          'profile.json': ' '.repeat(65 * 1024 * 1024),
        }),
        413,
        'Archive refusée : profile.json dépasse 64 Ko une fois décompressé',
      ],
    ];
    for (const [bytes, status, message] of cases)
      expectFailure(await importInto(target.app, await registerMember(target.app), bytes), status, message);

    // A central directory that declares more than 1 GB is refused before anything is inflated.
    const forged = await zipOf({ 'manifest.json': JSON.stringify(manifest) });
    const directory = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(0x7fff_ffff, directory + 24);
    const tooLarge = 'Archive trop volumineuse (500 Mo au plus, 1 Go une fois décompressée, 20 000 fichiers)';
    expectFailure(await importInto(target.app, await registerMember(target.app), forged), 413, tooLarge);

    // An end record that announces more than 20,000 entries: refused before any is listed.
    const many = await zipOf({ 'manifest.json': JSON.stringify(manifest) });
    const end = many.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    many.writeUInt16LE(20_001, end + 8);
    many.writeUInt16LE(20_001, end + 10);
    expectFailure(await importInto(target.app, member, many), 413, tooLarge);

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

  it('passe chaque photo importée par les règles d’un envoi : format, réencodage, quota (pas la limite horaire)', async () => {
    const files = await unzip(archive);
    const photoEntry = [...files.keys()].find((name) => name.startsWith('photos/')) ?? '';
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const photosOf = async (who: Member) =>
      (
        (
          await target.app.inject({
            method: 'GET',
            url: `/api/completions/user/${who.user.id}`,
            headers: who.auth,
          })
        ).json().data as { photo_url: string | null }[]
      ).flatMap((row) => (row.photo_url ? [row.photo_url] : []));

    // A « WebP » that only holds a script: the completion comes without it, and the member is told.
    const fake = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), script]);
    const tricked = await registerMember(target.app);
    const refused = await importInto(
      target.app,
      tricked,
      await zipOf(new Map([...files, [photoEntry, fake]])),
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({
      completions: 2,
      photos: 0,
      notes: [`${accountPhotoSetAside(MESSAGES.photoFormat)} (1)`],
    });
    expect(await photosOf(tricked)).toEqual([]);

    // A real image (a PNG under the .webp name, a script after it): stored as uploads store it.
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const member = await registerMember(target.app);
    const kept = await importInto(
      target.app,
      member,
      await zipOf(new Map([...files, [photoEntry, Buffer.concat([png, script])]])),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ photos: 1, notes: [] });
    const [url] = await photosOf(member);
    const photo = await target.app.inject({ method: 'GET', url: url ?? '/', headers: member.auth });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.includes(script)).toBe(false);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });

    // A member who already sent their hour's photos still gets their archive's photos back (the
    // imports are 3 an hour); one whose quota is full does not, and is told.
    const busy = await registerMember(target.app);
    await target.db.insert(uploads).values(
      Array.from({ length: UPLOAD_LIMITS.perHour }, (_, index) => ({
        name: `${busy.user.id.toString(16).padStart(16, '0')}${index.toString(16).padStart(16, '0')}.webp`,
        user_id: busy.user.id,
        bytes: 1000,
      })),
    );
    const restored = await importInto(target.app, busy, archive);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ completions: 2, photos: 1, notes: [] });
    expect(await photosOf(busy)).toHaveLength(1);

    const full = await registerMember(target.app);
    await target.db.insert(uploads).values({
      name: `${full.user.id.toString(16).padStart(16, '0')}${'f'.repeat(16)}.webp`,
      user_id: full.user.id,
      bytes: UPLOAD_LIMITS.quotaBytes,
    });
    const limited = await importInto(target.app, full, archive);
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().data).toMatchObject({
      completions: 2,
      photos: 0,
      notes: [`${accountPhotoSetAside(UPLOAD_MESSAGES.quotaFull)} (1)`],
    });
    expect(await photosOf(full)).toEqual([]);
  });

  it('applique à l’import les règles de l’API : programme terminé et objectif atteint se méritent', async () => {
    const files = await unzip(archive);
    const json = (name: string) =>
      JSON.parse(files.get(name)?.toString() ?? '[]') as Record<string, unknown>[];
    // Every enrolment said finished: the member's own programme was (its one session done), the
    // catalogue one was not.
    const enrollments = json('enrollments.json').map((row) => ({ ...row, status: 'completed' }));
    // One goal said reached with the member at 72.4 kg for 68; another whose target they are under.
    const [goal] = json('body_goals.json');
    const goals = [
      { ...goal, status: 'completed', completed_at: '2026-02-01T10:00:00.000Z' },
      {
        ...goal,
        target_weight_kg: 73,
        status: 'completed',
        created_at: '2026-01-11T09:00:00.000Z',
        completed_at: '2026-02-02T10:00:00.000Z',
      },
    ];
    const forged = new Map([
      ...files,
      ['enrollments.json', Buffer.from(JSON.stringify(enrollments))],
      ['body_goals.json', Buffer.from(JSON.stringify(goals))],
    ]);
    const member = await registerMember(target.app);
    const response = await importInto(target.app, member, await zipOf(forged));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      enrollments: 2,
      body_goals: 2,
      notes: [`${MESSAGES.accountEnrollmentReopened} (1)`, `${MESSAGES.accountGoalNotReached} (1)`],
    });
    const enrolled = rowsOf<{ mine: boolean; status: string }>(
      await target.db.execute(sql`select p.created_by = ${member.user.id} as mine, e.status
        from enrollments e join programs p on p.id = e.program_id
        where e.user_id = ${member.user.id} order by 1`),
    );
    expect(enrolled).toEqual([
      { mine: false, status: 'active' },
      { mine: true, status: 'completed' },
    ]);
    const stored = rowsOf<{ target: number; status: string; points: number }>(
      await target.db.execute(sql`select target_weight_kg as target, status, points_awarded as points
        from body_goals where user_id = ${member.user.id} order by target_weight_kg`),
    );
    expect(stored).toEqual([
      { target: 68, status: 'abandoned', points: 0 },
      { target: 73, status: 'completed', points: BODY_LIMITS.goalPoints },
    ]);
  });
});
