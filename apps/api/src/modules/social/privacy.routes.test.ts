import { BODY_MESSAGES, type Completion, MESSAGES, SOCIAL_MESSAGES } from '@elan/domain';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { befriend, type Member, programWithSession, registerMember } from '../../../test/social-helpers.ts';

/**
 * Decision 027: a private member's profile, completions, photos and badges are their friends'
 * (and their own) only; a public member's stay any member's; photos only through signed links.
 */
let ctx: TestContext;
let owner: Member;
let friend: Member;
let stranger: Member;
let open: Member;
let ids: { program_id: number; session_id: number };
let ownerCompletion: Completion;
let openCompletion: Completion;

const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });
const get = (who: Member | null, url: string) => call(who, 'GET', url);

async function uploadPhoto(who: Member) {
  const boundary = '----elan-privacy-boundary';
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2bb673' } })
    .jpeg()
    .toBuffer();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { url: string; name: string };
}

async function completeWithPhoto(who: Member) {
  const { url } = await uploadPhoto(who);
  const response = await call(who, 'POST', '/api/completions', {
    ...ids,
    duration_minutes: 30,
    photo_url: url,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Completion;
}

/** Every route that shows one member's data to another, for the member `id`. */
const memberRoutes = (id: number, completionId: number) => [
  `/api/users/${id}`,
  `/api/social/profile/${id}`,
  `/api/completions/user/${id}`,
  `/api/completions/${completionId}`,
  `/api/completions/stats/${id}/${ids.program_id}`,
  `/api/badges/user/${id}`,
  `/api/badges/user/${id}/earned`,
  `/api/badges/user/${id}/history?limit=3`,
  `/api/badges/user/${id}/overview`,
  `/api/badges/user/${id}/stats`,
  `/api/badges/user/${id}/weekly-goal`,
  `/api/users/${id}/calendar`,
  `/api/enrollments/user/${id}/programs`,
];

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  [owner, friend, stranger, open] = [
    await registerMember(ctx.app, { first_name: 'Inès', last_name: 'Privée' }),
    await registerMember(ctx.app),
    await registerMember(ctx.app),
    await registerMember(ctx.app, { first_name: 'Paul', last_name: 'Public' }),
  ];
  ids = await programWithSession(ctx.app, open);
  expect((await call(owner, 'POST', '/api/enrollments', { program_id: ids.program_id })).statusCode).toBe(
    201,
  );
  ownerCompletion = await completeWithPhoto(owner);
  openCompletion = await completeWithPhoto(open);
  const privacy = await call(owner, 'PUT', `/api/users/${owner.user.id}`, { is_private: true });
  expect(privacy.json().data.is_private).toBe(true);
  await befriend(ctx.db, owner, friend);
});
afterAll(async () => ctx.close());

describe('profils privés (décision 027)', () => {
  it('403 « Ce profil est privé » pour un inconnu sur chaque route du membre privé', async () => {
    for (const url of memberRoutes(owner.user.id, ownerCompletion.id)) {
      expectFailure(await get(stranger, url), 403, SOCIAL_MESSAGES.privateProfile, url);
    }
  });

  it('200 pour un ami et pour le membre lui-même', async () => {
    for (const who of [friend, owner]) {
      for (const url of memberRoutes(owner.user.id, ownerCompletion.id)) {
        const response = await get(who, url);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      }
    }
    const list = (await get(friend, `/api/completions/user/${owner.user.id}`)).json().data as Completion[];
    expect(list.map((item) => item.id)).toEqual([ownerCompletion.id]);
  });

  it('un membre public reste visible de tous les membres, pas des anonymes', async () => {
    for (const url of memberRoutes(open.user.id, openCompletion.id)) {
      const response = await get(stranger, url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expectFailure(await get(null, url), 401, MESSAGES.unauthorized, url);
    }
  });

  it('les listes d’un programme taisent le membre privé aux inconnus, pas à ses amis', async () => {
    for (const url of [
      `/api/completions/program/${ids.program_id}`,
      `/api/completions/session/${ids.session_id}`,
      `/api/completions/feed/${ids.program_id}`,
    ]) {
      const seenBy = async (who: Member) =>
        ((await get(who, url)).json().data as Completion[]).map((item) => item.user_id).sort();
      expect(await seenBy(stranger), url).toEqual([open.user.id]);
      expect(await seenBy(friend), url).toEqual([owner.user.id, open.user.id].sort());
      expect(await seenBy(owner), url).toEqual([owner.user.id, open.user.id].sort());
    }
  });

  it('404 inchangé pour un membre inconnu, et la composition corporelle reste au seul propriétaire', async () => {
    expectFailure(await get(stranger, '/api/users/999999'), 404, MESSAGES.userNotFound);
    expectFailure(await get(stranger, '/api/social/profile/999999'), 404, SOCIAL_MESSAGES.userNotFound);
    const measurement = await call(owner, 'POST', '/api/body-composition/measurements', {
      weight_kg: 60,
      height_cm: 165,
    });
    expect(measurement.statusCode, measurement.body).toBe(201);
    const { id } = measurement.json().data as { id: number };
    // Even a friend: the body routes act on the caller's own rows only.
    expectFailure(
      await call(friend, 'PUT', `/api/body-composition/measurements/${id}`, {
        weight_kg: 61,
        height_cm: 165,
      }),
      404,
      BODY_MESSAGES.measurementNotFound,
    );
    expectFailure(
      await call(friend, 'DELETE', `/api/body-composition/measurements/${id}`),
      404,
      BODY_MESSAGES.measurementNotFound,
    );
    expect((await get(friend, '/api/body-composition/measurements')).json().data).toEqual([]);
  });
});

describe('photos servies par lien signé (décision 027)', () => {
  const photoOf = async (who: Member, completionId: number) => {
    const { photo_url: url } = (await get(who, `/api/completions/${completionId}`)).json().data as Completion;
    if (!url) throw new Error('the completion has no photo');
    return url;
  };

  it('un lien valide : 200, image, en cache privé jusqu’à son expiration au plus', async () => {
    const url = await photoOf(friend, ownerCompletion.id);
    expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.webp\\?c=${ownerCompletion.id}&exp=\\d+&sig=`));
    const served = await get(null, url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // Within a window, every viewer gets the same URL (the browser's cache serves it again).
    expect(await photoOf(owner, ownerCompletion.id)).toBe(url);
  });

  it('refusé sans signature, signature altérée, autre séance, ou nom deviné', async () => {
    const url = await photoOf(friend, ownerCompletion.id);
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig') ?? '';
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const invalid = [
      path,
      `${path}?exp=${params.get('exp')}`,
      `${path}?c=${ownerCompletion.id}&exp=${params.get('exp')}&sig=${tampered}`,
      `${path}?c=${openCompletion.id}&exp=${params.get('exp')}&sig=${sig}`,
      `${path}?exp=${params.get('exp')}&sig=${sig}`,
      `${path}?c=${ownerCompletion.id}&exp=${Number(params.get('exp')) + 900}&sig=${sig}`,
      `${path}?c=99999999999&exp=${params.get('exp')}&sig=${sig}`,
    ];
    for (const candidate of invalid) {
      expectFailure(await get(friend, candidate), 403, MESSAGES.photoLinkInvalid, candidate);
    }
  });

  it('refusé une fois expiré (horloge de l’app), puis un nouveau lien fonctionne', async () => {
    const url = await photoOf(friend, ownerCompletion.id);
    clock.advance(2 * 60 * 60 * 1000);
    expectFailure(await get(null, url), 403, MESSAGES.photoLinkExpired);
    const fresh = await photoOf(friend, ownerCompletion.id);
    expect(fresh).not.toBe(url);
    expect((await get(null, fresh)).statusCode).toBe(200);
  });

  it('404 une fois la séance supprimée, même avec un lien encore valide', async () => {
    const completion = await completeWithPhoto(owner);
    const url = await photoOf(friend, completion.id);
    expect((await get(null, url)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/completions/${completion.id}`)).statusCode).toBe(200);
    expectFailure(await get(null, url), 404, MESSAGES.notFound);
  });

  it('l’aperçu de l’auteur juste après l’envoi fonctionne, pas de lien pour un inconnu', async () => {
    const { url } = await uploadPhoto(owner);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp\?exp=\d+&sig=/);
    expect((await get(null, url)).statusCode).toBe(200);
    // A stranger never receives the owner's completion, hence never its link.
    expectFailure(
      await get(stranger, `/api/completions/${ownerCompletion.id}`),
      403,
      SOCIAL_MESSAGES.privateProfile,
    );
  });
});
