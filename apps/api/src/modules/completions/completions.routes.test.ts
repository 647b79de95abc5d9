import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatedCompletion, Session, SessionExercise } from '@elan/domain';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let member: Member;
let other: Member;
let programId: number;
let sessionId: number;
let exerciseIds: number[];

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who ? who.auth : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  member = await registerMember(ctx.app, { first_name: 'Lina', last_name: 'Roux' });
  other = await registerMember(ctx.app);
  const program = await createProgram(ctx.app, member.auth, { title: 'Force maison' }, [1, 2]);
  programId = program.id;
  const [session] = (await call(member, 'GET', `/api/sessions?program_id=${programId}`)).json()
    .data as Session[];
  sessionId = session!.id;
  exerciseIds = (
    (await call(member, 'GET', `/api/session-exercises?session_id=${sessionId}`)).json()
      .data as SessionExercise[]
  ).map((item) => item.exercise_id);
});
afterAll(async () => ctx.close());

const base = () => ({ program_id: programId, session_id: sessionId, duration_minutes: 30 });
const save = async (who: Member, payload: object, key?: string) => {
  const response = await call(
    who,
    'POST',
    '/api/completions',
    payload,
    key ? { 'idempotency-key': key } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as CreatedCompletion;
};

const NOT_FOUND = { success: false, error: 'Ressource introuvable', message: 'Ressource introuvable' };

/** The test app's DATA_DIR, found by the photo it has just stored in DATA_DIR/uploads. */
function dataDirHolding(photoName: string) {
  const dataDir = readdirSync(tmpdir())
    .map((entry) => path.join(tmpdir(), entry))
    .find((candidate) => existsSync(path.join(candidate, 'uploads', photoName)));
  if (!dataDir) throw new Error(`no data directory under ${tmpdir()} holds uploads/${photoName}`);
  return dataDir;
}

async function uploadPhoto(who: Member, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const boundary = '----elan-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('complétions', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['POST', '/api/completions'],
      ['GET', '/api/completions/1'],
      ['PUT', '/api/completions/1'],
      ['DELETE', '/api/completions/1'],
      ['GET', '/api/completions/user/1'],
      ['GET', '/api/completions/feed/1'],
      ['GET', '/api/completions/stats/1/1'],
      ['POST', '/api/uploads/session-photo'],
      ['DELETE', '/api/uploads/session-photo/abc.webp'],
    ] as const) {
      expectFailure(await call(null, method, url), 401, 'Authentification requise', `${method} ${url}`);
    }
  });

  it('enregistre une séance avec les champs du §3 et son journal de séries', async () => {
    const created = await save(member, {
      ...base(),
      feeling: 'good',
      notes: '  Belle séance  ',
      sets: [
        { exercise_id: exerciseIds[0], set_number: 1, reps: 10, weight_kg: 40 },
        { exercise_id: exerciseIds[0], set_number: 2, reps: 8, weight_kg: 42.5 },
        { exercise_id: exerciseIds[1], set_number: 1, reps: null, status: 'skipped' },
      ],
    });
    expect(created).toMatchObject({
      user_id: member.user.id,
      program_id: programId,
      session_id: sessionId,
      session_title: 'Session principale',
      program_title: 'Force maison',
      duration_minutes: 30,
      photo_url: null,
      notes: 'Belle séance',
      feeling: 'good',
      first_name: 'Lina',
      last_name: 'Roux',
      records: [],
    });
    const detail = (await call(other, 'GET', `/api/completions/${created.id}`)).json().data;
    expect(detail.sets).toEqual([
      {
        exercise_id: exerciseIds[0],
        exercise_name: expect.any(String),
        set_number: 1,
        reps: 10,
        weight_kg: 40,
        status: 'done',
        set_type: 'normal',
        rpe: null,
        duration_seconds: null,
        planned_exercise_id: null,
      },
      {
        exercise_id: exerciseIds[0],
        exercise_name: expect.any(String),
        set_number: 2,
        reps: 8,
        weight_kg: 42.5,
        status: 'done',
        set_type: 'normal',
        rpe: null,
        duration_seconds: null,
        planned_exercise_id: null,
      },
      {
        exercise_id: exerciseIds[1],
        exercise_name: expect.any(String),
        set_number: 1,
        reps: null,
        weight_kg: null,
        status: 'skipped',
        set_type: 'normal',
        rpe: null,
        duration_seconds: null,
        planned_exercise_id: null,
      },
    ]);
    const last = (
      await call(member, 'GET', `/api/completions/last-sets?exercise_ids=${exerciseIds.join(',')}`)
    ).json().data;
    expect(last).toContainEqual({
      exercise_id: exerciseIds[0],
      sets: [
        { set_number: 1, reps: 10, weight_kg: 40, duration_seconds: null, set_type: 'normal' },
        { set_number: 2, reps: 8, weight_kg: 42.5, duration_seconds: null, set_type: 'normal' },
      ],
    });
  });

  it('« Précédent » d’une série minutée : les dernières séries donnent aussi leur durée (issue 29)', async () => {
    const member = await registerMember(ctx.app);
    const [exercise] = exerciseIds;
    await save(member, {
      ...base(),
      sets: [{ exercise_id: exercise, set_number: 1, reps: null, weight_kg: null, duration_seconds: 45 }],
    });
    const last = (await call(member, 'GET', `/api/completions/last-sets?exercise_ids=${exercise}`)).json()
      .data;
    expect(last).toEqual([
      {
        exercise_id: exercise,
        sets: [{ set_number: 1, reps: null, weight_kg: null, duration_seconds: 45, set_type: 'normal' }],
      },
    ]);
  });

  it('les dernières séries disent leur type : un échauffement ne passe pas pour la 1re série de travail', async () => {
    const member = await registerMember(ctx.app);
    const [exercise] = exerciseIds;
    await save(member, {
      ...base(),
      sets: [
        { exercise_id: exercise, set_number: 1, reps: 10, weight_kg: 20, set_type: 'warmup' },
        { exercise_id: exercise, set_number: 2, reps: 8, weight_kg: 60 },
      ],
    });
    const last = (await call(member, 'GET', `/api/completions/last-sets?exercise_ids=${exercise}`)).json()
      .data;
    expect(
      last[0].sets.map((set: { set_type: string; weight_kg: number }) => [set.set_type, set.weight_kg]),
    ).toEqual([
      ['warmup', 20],
      ['normal', 60],
    ]);
  });

  it('annonce les records battus : charge, répétitions et 1RM estimé (Epley)', async () => {
    const lifter = await registerMember(ctx.app);
    const [exercise] = exerciseIds;
    await save(lifter, {
      ...base(),
      sets: [{ exercise_id: exercise, set_number: 1, reps: 5, weight_kg: 100 }],
    });
    const second = await save(lifter, {
      ...base(),
      sets: [
        { exercise_id: exercise, set_number: 1, reps: 5, weight_kg: 105 },
        { exercise_id: exercise, set_number: 2, reps: 3, weight_kg: 90, status: 'skipped' },
      ],
    });
    expect(second.records).toEqual([
      { exercise_id: exercise, exercise_name: expect.any(String), kind: 'weight', value: 105, previous: 100 },
      {
        exercise_id: exercise,
        exercise_name: expect.any(String),
        kind: 'one_rep_max',
        value: 122.5,
        previous: 116.7,
      },
    ]);
    const third = await save(lifter, {
      ...base(),
      sets: [{ exercise_id: exercise, set_number: 1, reps: 12, weight_kg: 60 }],
    });
    expect(third.records.map((record) => [record.kind, record.value, record.previous])).toEqual([
      ['reps', 12, 5],
    ]);
  });

  it('10 séances du même membre en même temps, séries et records compris : toutes enregistrées, sans interblocage', async () => {
    const lifter = await registerMember(ctx.app);
    const log = (load: number) =>
      exerciseIds.flatMap((exercise_id) =>
        [1, 2].map((set_number) => ({ exercise_id, set_number, reps: 8, weight_kg: load + set_number })),
      );
    // First burst: no record rows yet (inserted concurrently); second: rows to lock, in both orders.
    for (const round of [0, 1]) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const sets = log(40 + round * 20 + index);
          return call(lifter, 'POST', '/api/completions', {
            ...base(),
            sets: index % 2 ? sets.reverse() : sets,
          });
        }),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    }
    const list = (await call(lifter, 'GET', `/api/completions/user/${lifter.user.id}?limit=50`)).json().data;
    expect(list).toHaveLength(20);
    // Deletions rebuild the records while other saves raise them: both wait, none deadlocks.
    const mixed = await Promise.all([
      ...list.slice(0, 5).map((row: { id: number }) => call(lifter, 'DELETE', `/api/completions/${row.id}`)),
      ...Array.from({ length: 5 }, (_, index) =>
        call(lifter, 'POST', '/api/completions', { ...base(), sets: log(90 + index).reverse() }),
      ),
    ]);
    expect(mixed.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 201, 201, 201, 201, 201,
    ]);
  });

  it('même clé d’idempotence : une seule séance, la même réponse', async () => {
    const saver = await registerMember(ctx.app);
    const key = 'cle-unique-123';
    const payload = {
      ...base(),
      sets: [{ exercise_id: exerciseIds[0], set_number: 1, reps: 10, weight_kg: 20 }],
    };
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(saver, 'POST', '/api/completions', payload, { 'idempotency-key': key })),
    );
    const ids = responses.map((response) => response.json().data.id);
    expect(new Set(ids).size).toBe(1);
    const again = await call(saver, 'POST', '/api/completions', payload, { 'idempotency-key': key });
    expect(again.json().data.id).toBe(ids[0]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = (await call(saver, 'GET', `/api/completions/user/${saver.user.id}`)).json().data;
    expect(list).toHaveLength(1);
    // Another member's identical key is their own.
    const otherSave = await call(other, 'POST', '/api/completions', payload, { 'idempotency-key': key });
    expect(otherSave.json().data.id).not.toBe(ids[0]);
    const bad = await call(saver, 'POST', '/api/completions', payload, { 'idempotency-key': 'a b' });
    expectFailure(bad, 400, "Clé d'idempotence invalide");
  });

  it.each([
    [{ feeling: 'super' }, 400, 'Ressenti invalide'],
    [{ duration_minutes: 0 }, 400, 'La durée doit être comprise entre 1 et 600 minutes'],
    [{ duration_minutes: 601 }, 400, 'La durée doit être comprise entre 1 et 600 minutes'],
    [{ notes: 'x'.repeat(2001) }, 400, 'Les notes ne doivent pas dépasser 2000 caractères'],
    [{ session_id: 999999 }, 404, 'Session non trouvée'],
    [{ program_id: 999999 }, 404, 'Programme non trouvé'],
    [{ program_id: 1 }, 400, "Cette session n'appartient pas à ce programme"],
    [{ photo_url: 'https://ailleurs.example/photo.jpg' }, 400, 'Photo invalide'],
    [{ photo_url: '/uploads/../../etc/passwd' }, 400, 'Photo invalide'],
    [
      { sets: [{ exercise_id: 1, set_number: 1, weight_kg: 501 }] },
      400,
      'La charge doit être comprise entre 0 et 500 kg',
    ],
    [
      {
        sets: [
          { exercise_id: 1, set_number: 1 },
          { exercise_id: 1, set_number: 1 },
        ],
      },
      400,
      'Une série est enregistrée deux fois',
    ],
    [{ sets: [{ exercise_id: 999999, set_number: 1 }] }, 404, 'Exercice non trouvé'],
  ])('refuse %o (%i) sans rien enregistrer', async (override, status, message) => {
    const before = (await call(member, 'GET', `/api/completions/user/${member.user.id}?limit=100`)).json()
      .data.length;
    const response = await call(member, 'POST', '/api/completions', { ...base(), ...override });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: message, message });
    const after = (await call(member, 'GET', `/api/completions/user/${member.user.id}?limit=100`)).json().data
      .length;
    expect(after).toBe(before);
  });

  it('403 si pas propriétaire : modifier ou supprimer la séance d’un autre', async () => {
    const created = await save(member, { ...base(), notes: 'à moi' });
    expect((await call(other, 'PUT', `/api/completions/${created.id}`, { notes: 'piraté' })).statusCode).toBe(
      403,
    );
    expectFailure(await call(other, 'DELETE', `/api/completions/${created.id}`), 403, 'Action non autorisée');
    expect((await call(member, 'GET', `/api/completions/${created.id}`)).json().data.notes).toBe('à moi');
  });

  it('modifie notes et ressenti, supprime, puis 404', async () => {
    const created = await save(member, base());
    const updated = await call(member, 'PUT', `/api/completions/${created.id}`, {
      notes: 'Dur',
      feeling: 'bad',
    });
    expect(updated.json().data).toMatchObject({ notes: 'Dur', feeling: 'bad' });
    expect(
      (await call(member, 'PUT', `/api/completions/${created.id}`, { feeling: 'meh' })).json().error,
    ).toBe('Ressenti invalide');
    expect((await call(member, 'DELETE', `/api/completions/${created.id}`)).statusCode).toBe(200);
    const missing = await call(member, 'GET', `/api/completions/${created.id}`);
    expectFailure(missing, 404, 'Séance introuvable');
  });

  it('listes récentes d’abord, fil borné (défaut 20, max 100) et statistiques', async () => {
    const runner = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, runner.auth, { title: 'Course' }, [3]);
    const [session] = (await call(runner, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    const feelings = ['excellent', 'good', 'okay', null] as const;
    for (const [index, feeling] of feelings.entries()) {
      await save(runner, {
        program_id: program.id,
        session_id: session!.id,
        duration_minutes: 10 * (index + 1),
        feeling,
      });
    }
    const list = (await call(other, 'GET', `/api/completions/user/${runner.user.id}?limit=2`)).json().data;
    expect(list.map((item: { duration_minutes: number }) => item.duration_minutes)).toEqual([40, 30]);
    const page2 = (
      await call(other, 'GET', `/api/completions/user/${runner.user.id}?limit=2&offset=2`)
    ).json().data;
    expect(page2.map((item: { duration_minutes: number }) => item.duration_minutes)).toEqual([20, 10]);
    expect((await call(other, 'GET', `/api/completions/program/${program.id}`)).json().data).toHaveLength(4);
    expect((await call(other, 'GET', `/api/completions/session/${session!.id}`)).json().data).toHaveLength(4);
    const feed = (await call(other, 'GET', `/api/completions/feed/${program.id}?limit=3`)).json().data;
    expect(feed).toHaveLength(3);
    expect(feed[0]).toMatchObject({ first_name: 'Camille', duration_minutes: 40 });
    expectFailure(
      await call(other, 'GET', `/api/completions/feed/${program.id}?limit=101`),
      400,
      'Trop grand : nombre doit être <=100',
    );
    const stats = (await call(other, 'GET', `/api/completions/stats/${runner.user.id}/${program.id}`)).json()
      .data;
    expect(stats).toMatchObject({ count: 4, total_minutes: 100, average_feeling: 4 });
    expect(stats.last_completed_at).toBe('2026-11-18T11:00:00.000Z');
    const empty = (await call(other, 'GET', `/api/completions/stats/${other.user.id}/${program.id}`)).json()
      .data;
    expect(empty).toEqual({ count: 0, total_minutes: 0, last_completed_at: null, average_feeling: null });
  });
});

describe('complétions d’un membre depuis un instant (bande de la semaine, décision 042)', () => {
  it('since : seulement les séances terminées à cet instant ou après, récentes d’abord ; invalide → 400', async () => {
    const walker = await registerMember(ctx.app);
    const program = await createProgram(ctx.app, walker.auth, { title: 'Marche' }, [3]);
    const [session] = (await call(walker, 'GET', `/api/sessions?program_id=${program.id}`)).json()
      .data as Session[];
    const at = async (instant: string, minutes: number) => {
      clock.set(instant);
      await save(walker, { program_id: program.id, session_id: session!.id, duration_minutes: minutes });
    };
    // Paris: 19 nov. 23:59 (22:59Z), then 20 nov. 00:00 (23:00Z the day before), 10:00, and the 25th.
    await at('2026-11-19T22:59:59Z', 11);
    await at('2026-11-19T23:00:00Z', 12);
    await at('2026-11-20T09:00:00Z', 13);
    await at('2026-11-25T17:30:00Z', 14);
    clock.reset();
    const minutesOf = async (query: string) => {
      const response = await call(other, 'GET', `/api/completions/user/${walker.user.id}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { duration_minutes: number }[]).map((item) => item.duration_minutes);
    };
    const since = encodeURIComponent('2026-11-20T00:00:00+01:00');
    expect(await minutesOf(`?since=${since}&limit=100`)).toEqual([14, 13, 12]);
    expect(await minutesOf(`?since=${since}&limit=2`)).toEqual([14, 13]);
    expect(await minutesOf(`?since=${since}&limit=2&offset=2`)).toEqual([12]);
    expect(await minutesOf('?since=2026-11-19T22:59:59.000Z')).toEqual([14, 13, 12, 11]);
    expect(await minutesOf('?since=2026-11-26T00:00:00Z')).toEqual([]);
    expect(await minutesOf('?limit=100')).toEqual([14, 13, 12, 11]);
    for (const bad of ['hier', '2026-11-20', '2026-11-20T00:00:00', '2026-13-01T00:00:00Z']) {
      expectFailure(
        await call(other, 'GET', `/api/completions/user/${walker.user.id}?since=${bad}`),
        400,
        'Début de période invalide (date et heure ISO 8601, ex. 2026-11-20T00:00:00+01:00)',
      );
    }
  });
});

describe('photos de séance', () => {
  const jpegWithGps = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ff6b35' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'secret-gps-48.85' } })
      .toBuffer();

  it('réencode en WebP ≤ 1600 px sans métadonnées, sert par un lien signé, en cache privé et nosniff', async () => {
    const response = await uploadPhoto(member, await jpegWithGps());
    expect(response.statusCode, response.body).toBe(201);
    const { url, name } = response.json().data as { url: string; name: string };
    // The uploader's preview link (decision 027): signed, expiring, attached to nothing yet.
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp\?exp=\d+&sig=[\w-]{43}$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(1600);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-gps'))).toBe(false);

    const created = await save(member, { ...base(), photo_url: url });
    expect(created.has_photo).toBe(true);
    expect(created.photo_url).toMatch(
      new RegExp(`^/uploads/${name}\\?c=${created.id}&exp=\\d+&sig=[\\w-]{43}$`),
    );
    // Another member may not attach it, nor delete it.
    expectFailure(
      await call(other, 'POST', '/api/completions', { ...base(), photo_url: url }),
      400,
      'Photo invalide',
    );
    expectFailure(
      await call(other, 'DELETE', `/api/uploads/session-photo/${name}`),
      404,
      'Ressource introuvable',
    );
    expect((await call(member, 'DELETE', `/api/uploads/session-photo/${name}`)).statusCode).toBe(200);
    expectFailure(await ctx.app.inject({ method: 'GET', url }), 404, 'Ressource introuvable');
    expect((await call(member, 'GET', `/api/completions/${created.id}`)).json().data.photo_url).toBeNull();
  });

  it('accepte PNG et WebP, vérifiés par leur contenu', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#2bb673' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2d7ff9' } })
      .webp()
      .toBuffer();
    expect((await uploadPhoto(member, png, 'x.png', 'image/png')).statusCode).toBe(201);
    // Declared as JPEG, named .txt: the content decides.
    expect((await uploadPhoto(member, webp, 'notes.txt', 'text/plain')).statusCode).toBe(201);
  });

  it('415 pour un texte nommé .png, 413 au-delà de 10 Mo', async () => {
    const text = await uploadPhoto(
      member,
      Buffer.from('ceci n’est pas une image, juste du texte'),
      'photo.png',
      'image/png',
    );
    expectFailure(text, 415, "Format d'image non supporté");
    const fakeJpegHeader = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expectFailure(await uploadPhoto(member, fakeJpegHeader), 415, "Format d'image non supporté");
    const huge = await uploadPhoto(member, Buffer.alloc(12 * 1024 * 1024, 1), 'big.jpg');
    expectFailure(huge, 413, 'Photo trop volumineuse (10 Mo maximum)');
  });

  it('404 pour un nom que nous n’avons pas émis (traversée, barres obliques), rien n’est touché', async () => {
    // Real files beside the photo folder: one holding a secret, one with a name shaped like a photo.
    const uploaded = await uploadPhoto(member, await jpegWithGps());
    expect(uploaded.statusCode).toBe(201);
    const dataDir = dataDirHolding(uploaded.json().data.name);
    const outsideName = `${'b'.repeat(32)}.webp`;
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"planted-secret"}');
    writeFileSync(path.join(dataDir, outsideName), 'planted-outside-the-photo-folder');
    expect((await ctx.app.inject({ method: 'GET', url: uploaded.json().data.url })).statusCode).toBe(200);

    for (const name of [
      '..%2F..%2Fsecrets.json',
      '..%2Fsecrets.json',
      `..%2F${outsideName}`,
      'secrets.json',
      outsideName,
      '%2Fetc%2Fpasswd',
    ]) {
      const response = await call(member, 'DELETE', `/api/uploads/session-photo/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(NOT_FOUND);
    }
    expect(readFileSync(path.join(dataDir, outsideName), 'utf8')).toBe('planted-outside-the-photo-folder');
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);

    for (const url of [
      '/uploads/..%2Fsecrets.json',
      '/uploads/%2E%2E%2Fsecrets.json',
      '/uploads/%2E%2E/secrets.json',
      `/uploads/..%2F${outsideName}`,
    ]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
      expect(served.json(), url).toEqual(NOT_FOUND);
    }
    // A name shaped like a photo is nothing without a link signed for it (decision 027).
    expectFailure(
      await ctx.app.inject({ method: 'GET', url: `/uploads/${outsideName}` }),
      403,
      'Lien de photo invalide',
    );
  });

  it('400 sans fichier « photo »', async () => {
    const response = await call(member, 'POST', '/api/uploads/session-photo', { photo: 'x' });
    expectFailure(response, 400, 'Aucune photo reçue');
  });
});

describe('le résultat d’une séance (GET /completions/{id})', () => {
  // A clock that moves at every reading, as a real one does between the save and its badges.
  let instant = Date.parse('2026-11-18T11:00:00Z');
  const ticking = () => {
    instant += 7;
    return new Date(instant);
  };
  let app: TestContext;
  afterAll(async () => app?.close());

  it('donne le volume, les records battus et les badges gagnés par cette séance', async () => {
    app = await buildTestApp({ now: ticking });
    const lifter = await registerMember(app.app);
    const viewer = await registerMember(app.app);
    const program = await createProgram(app.app, lifter.auth, { title: 'Force du jeudi' }, [1, 2]);
    const as = (who: Member) => ({ headers: who.auth });
    const [session] = (
      await app.app.inject({ method: 'GET', url: `/api/sessions?program_id=${program.id}`, ...as(lifter) })
    ).json().data as Session[];
    const ids = (
      (
        await app.app.inject({
          method: 'GET',
          url: `/api/session-exercises?session_id=${session?.id}`,
          ...as(lifter),
        })
      ).json().data as SessionExercise[]
    ).map((item) => item.exercise_id);
    const saveAs = async (payload: object) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/completions',
        ...as(lifter),
        payload: { program_id: program.id, session_id: session?.id, duration_minutes: 30, ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as CreatedCompletion;
    };
    const first = await saveAs({
      sets: [
        { exercise_id: ids[0], set_number: 1, reps: 10, weight_kg: 20, set_type: 'warmup' },
        { exercise_id: ids[0], set_number: 2, reps: 10, weight_kg: 40 },
        { exercise_id: ids[0], set_number: 3, reps: 8, weight_kg: 42.5 },
        { exercise_id: ids[1], set_number: 1, reps: 12, weight_kg: 10, status: 'skipped' },
      ],
    });
    instant += 24 * 3600_000;
    const second = await saveAs({ sets: [{ exercise_id: ids[0], set_number: 1, reps: 5, weight_kg: 50 }] });
    const read = async (id: number) =>
      (await app.app.inject({ method: 'GET', url: `/api/completions/${id}`, ...as(viewer) })).json().data;

    // The first one earned the first-session badge; warm-ups and skipped sets weigh nothing.
    const firstDetail = await read(first.id);
    expect(firstDetail).toMatchObject({ volume_kg: 740, average_heart_rate: null });
    expect(firstDetail.badges).toEqual([
      expect.objectContaining({ code: 'sessions_1', name: expect.any(String), icon: expect.any(String) }),
    ]);
    // The second one beat the load record, and does not claim the first one's badge.
    const secondDetail = await read(second.id);
    expect(secondDetail.volume_kg).toBe(250);
    expect(secondDetail.badges.map((badge: { code: string }) => badge.code)).not.toContain('sessions_1');
    expect(secondDetail.records).toContainEqual(
      expect.objectContaining({ exercise_id: ids[0], kind: 'weight', value: 50, previous: 42.5 }),
    );
  });

  it('deux séances enregistrées au même instant : chacune ne montre que les badges qu’elle a gagnés', async () => {
    const frozen = new Date('2026-11-18T11:00:00Z');
    const same = await buildTestApp({ now: () => frozen });
    try {
      const lifter = await registerMember(same.app);
      const save = async () => {
        const response = await same.app.inject({
          method: 'POST',
          url: '/api/completions',
          headers: lifter.auth,
          payload: {
            duration_minutes: 20,
            sets: [{ exercise_id: 1, set_number: 1, reps: 10, weight_kg: 20 }],
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json().data as CreatedCompletion).id;
      };
      const [first, second] = [await save(), await save()];
      const badgesOf = async (id: number) =>
        (
          (
            await same.app.inject({ method: 'GET', url: `/api/completions/${id}`, headers: lifter.auth })
          ).json().data.badges as { code: string }[]
        ).map((badge) => badge.code);
      expect(await badgesOf(first)).toContain('sessions_1');
      expect(await badgesOf(second)).not.toContain('sessions_1');
    } finally {
      await same.close();
    }
  });
});
