import type { CreatedCompletion, FeedEvent } from '@elan/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/account-fixtures.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  befriend,
  type Member,
  programWithSession,
  registerMember,
  socialClient,
  trainedAt,
} from '../../../test/social-helpers.ts';

/**
 * Issue 29 « A circle of workouts » (decision 075): once a member's circle is open today (Paris),
 * every completion they save posts its workout card to their friends' feed, not only the first.
 */
const clock = createTestClock('2026-06-17T10:00:00Z'); // 12:00 à Paris, un mercredi
let ctx: TestContext;
let ids: { program_id: number; session_id: number };
const client = socialClient(() => ctx.app);
const { data } = client;

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  ids = await programWithSession(ctx.app, await registerMember(ctx.app));
});
afterAll(async () => ctx.close());

/** An author, a friend of theirs and a stranger, both of whom trained today (their feed is open). */
async function circle(first_name: string) {
  const author = await registerMember(ctx.app, { first_name, last_name: 'Auteur' });
  const friend = await registerMember(ctx.app, { first_name: 'Amie', last_name: 'Lectrice' });
  const stranger = await registerMember(ctx.app, { first_name: 'Inconnu', last_name: 'Lecteur' });
  await befriend(ctx.db, author, friend);
  for (const reader of [friend, stranger]) await trainedAt(ctx.db, reader, ids, clock.now());
  return { author, friend, stranger };
}

const save = (who: Member, payload: object) =>
  data<CreatedCompletion>(who, 'POST', '/api/completions', payload, 201);

/** The author's completed sessions in `reader`'s feed, newest first. */
const workoutsOf = async (reader: Member, author: Member) =>
  (await client.feed(reader)).feed.filter(
    (event) => event.user_id === author.user.id && event.type === 'session_completed',
  );

async function uploadPhoto(who: Member) {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff6b35' } })
    .jpeg()
    .toBuffer();
  const upload = multipart('photo', 'photo.jpg', jpeg, 'image/jpeg');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...who.auth, ...upload.headers },
    payload: upload.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { url: string } }).data.url;
}

describe('le cercle des séances (issue 29)', () => {
  it('la 2e séance du jour apparaît dans le feed d’un ami avec sa carte, pas dans celui d’un inconnu', async () => {
    const { author, friend, stranger } = await circle('Camille');
    // A body measurement: the circle never hears of it.
    await data(
      author,
      'POST',
      '/api/body-composition/measurements',
      {
        weight_kg: 81.3,
        height_cm: 172,
        measurement_date: '2026-06-17',
      },
      201,
    );
    const first = await save(author, {
      ...ids,
      duration_minutes: 20,
      sets: [{ exercise_id: 1, set_number: 1, reps: 5, weight_kg: 50 }],
    });
    const unlocked = await client.unlock(author, first.id);
    expect(unlocked.statusCode, unlocked.body).toBe(201);

    const photo = await uploadPhoto(author);
    const second = await save(author, {
      duration_minutes: 47,
      feeling: 'good',
      photo_url: photo,
      sets: [
        { exercise_id: 1, set_number: 1, reps: 10, weight_kg: 60 },
        { exercise_id: 1, set_number: 2, reps: 8, weight_kg: 70 },
        { exercise_id: 1, set_number: 3, reps: 12, weight_kg: 20, set_type: 'warmup' },
        { exercise_id: 1, set_number: 4, reps: 10, weight_kg: 70, status: 'skipped' },
      ],
    });

    const seen = await workoutsOf(friend, author);
    expect(seen.map((event) => event.completion_id)).toEqual([second.id, first.id]);
    const [card] = seen as [FeedEvent];
    expect(card).toMatchObject({
      message: 'A terminé une séance libre',
      duration: 47,
      workout: {
        session_title: 'Séance libre',
        duration_minutes: 47,
        volume_kg: 1160,
        sets_done: 2,
        records: second.records.length,
        feeling: 'good',
        photo_url: expect.stringMatching(/^\/uploads\/.+\?/),
      },
    });
    expect(second.records.length).toBeGreaterThan(0);
    expect(Object.keys(card.workout ?? {}).sort()).toEqual(
      [
        'comments_count',
        'duration_minutes',
        'feeling',
        'photo_url',
        'records',
        'session_title',
        'sets_done',
        'volume_kg',
      ].sort(),
    );
    // The signed link opens the photo for the friend.
    const image = await ctx.app.inject({ method: 'GET', url: card.workout?.photo_url ?? '' });
    expect(image.statusCode).toBe(200);
    // Body data never: no weight, no height, no body event in the friend's feed.
    const page = JSON.stringify(await client.feed(friend));
    expect(page).not.toContain('81.3');
    expect(page).not.toMatch(/body|height|bmi/i);

    expect(await workoutsOf(stranger, author)).toEqual([]);
    // The friend reacts to the card as to any event.
    const reacted = await client.react(friend, card.id, { emoji: '🔥' });
    expect(reacted.statusCode, reacted.body).toBe(200);
  });

  it('un programme : le titre de la séance ; débloquer la séance déjà postée ne la reposte pas', async () => {
    const { author, friend } = await circle('Dorian');
    const first = await save(author, { ...ids, duration_minutes: 20 });
    expect((await client.unlock(author, first.id)).statusCode).toBe(201);
    const second = await save(author, { ...ids, duration_minutes: 35 });
    const again = await client.unlock(author, second.id);
    expect(again.statusCode, again.body).toBe(201);
    const seen = await workoutsOf(friend, author);
    expect(seen.map((event) => event.completion_id)).toEqual([second.id, first.id]);
    expect(seen[0]?.workout).toMatchObject({
      session_title: second.session_title,
      volume_kg: 0,
      sets_done: 0,
    });
  });

  it('cercle fermé (pas de déblocage aujourd’hui) : la séance n’est pas postée', async () => {
    const { author, friend } = await circle('Éloi');
    await save(author, { ...ids, duration_minutes: 20 });
    await save(author, { ...ids, duration_minutes: 30 });
    expect(await workoutsOf(friend, author)).toEqual([]);
  });
});

describe('« Dans tes programmes » (GET /api/social/suggestions)', () => {
  it('les membres de mes programmes, ni moi, ni amis, ni demandes, ni profils privés, bornés', async () => {
    const me = await registerMember(ctx.app, { first_name: 'Moi', last_name: 'Membre' });
    const owner = await registerMember(ctx.app, { first_name: 'Autrice', last_name: 'Programme' });
    const [one, two] = [await programWithSession(ctx.app, owner), await programWithSession(ctx.app, owner)];
    const enrol = (who: Member, programId: number) =>
      data(who, 'POST', '/api/enrollments', { program_id: programId }, 201);
    const member = (first_name: string) => registerMember(ctx.app, { first_name, last_name: 'Sportif' });
    const [both, single, friend, asked, askedMe, hidden, elsewhere] = [
      await member('Deux'),
      await member('Un'),
      await member('Ami'),
      await member('Demandé'),
      await member('Demandeur'),
      await member('Privé'),
      await member('Ailleurs'),
    ];
    await enrol(me, one!.program_id);
    await enrol(me, two!.program_id);
    for (const who of [both, single, friend, asked, askedMe, hidden]) await enrol(who, one!.program_id);
    await enrol(both, two!.program_id);
    await enrol(elsewhere, (await programWithSession(ctx.app, owner)).program_id);
    await befriend(ctx.db, me, friend);
    expect((await client.add(me, asked)).statusCode).toBe(201);
    expect((await client.add(askedMe, me)).statusCode).toBe(201);
    await data(hidden, 'PUT', `/api/users/${hidden.user.id}`, { is_private: true });

    const suggestions = await data<{ id: number; name: string; shared_programs: number }[]>(
      me,
      'GET',
      '/api/social/suggestions',
    );
    expect(suggestions.map(({ name, shared_programs }) => ({ name, shared_programs }))).toEqual([
      { name: 'Deux Sportif', shared_programs: 2 },
      { name: 'Un Sportif', shared_programs: 1 },
    ]);
    const anonymous = await client.call(null, 'GET', '/api/social/suggestions');
    expect(anonymous.statusCode).toBe(401);
  });
});
