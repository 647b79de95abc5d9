import type { Badge, Session } from '@elan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';
import { userBadges } from '../../db/schema/index.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
// A Wednesday noon in Paris unless a test moves it: nothing here depends on the day CI runs.
const WEDNESDAY = '2026-11-18T11:00:00Z';
const clock = createTestClock(WEDNESDAY);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterEach(clock.reset);
afterAll(async () => ctx.close());

const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });

async function programWithSession(member: Member) {
  const program = await createProgram(ctx.app, member.auth, {}, [1]);
  const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
    .data as Session[];
  return { programId: program.id, sessionId: session!.id };
}

const complete = (member: Member, ids: { programId: number; sessionId: number }, minutes = 20) =>
  call(member, 'POST', '/api/completions', {
    program_id: ids.programId,
    session_id: ids.sessionId,
    duration_minutes: minutes,
  });

const badgeByCode = async (member: Member, name: string) =>
  ((await call(member, 'GET', `/api/badges/user/${member.user.id}`)).json().data as Badge[]).find(
    (badge) => badge.name === name,
  );

describe('badges', () => {
  it('401 sans jeton', async () => {
    for (const [method, url] of [
      ['GET', '/api/badges'],
      ['GET', '/api/badges/user/1'],
      ['POST', '/api/badges/user/1/check'],
      ['POST', '/api/badges/user/1/unlock'],
      ['POST', '/api/badges/user/1/weekly-goal'],
      ['POST', '/api/badges/user/1/workout'],
    ] as const) {
      expectFailure(await call(null, method, url), 401, 'Authentification requise', `${method} ${url}`);
    }
  });

  it('catalogue français d’au moins 30 badges aux champs du §3, secrets masqués', async () => {
    const member = await registerMember(ctx.app);
    const catalogue = (await call(member, 'GET', '/api/badges')).json().data as Badge[];
    expect(catalogue.length).toBeGreaterThanOrEqual(30);
    const secret = catalogue.filter((badge) => badge.is_secret);
    expect(secret.length).toBeGreaterThanOrEqual(2);
    expect(secret.every((badge) => badge.name === '???')).toBe(true);
    const first = catalogue.find((badge) => badge.name === 'Premier pas');
    expect(first).toMatchObject({
      icon: '🎯',
      category: 'volume',
      points: 10,
      earned: 0,
      progress_percent: 0,
    });
    const volume = (await call(member, 'GET', '/api/badges/category/volume')).json().data as Badge[];
    expect(volume).toHaveLength(6);
    expect((await call(member, 'GET', `/api/badges/${first?.badge_id}`)).json().data.name).toBe(
      'Premier pas',
    );
    expectFailure(await call(member, 'GET', '/api/badges/999999'), 404, 'Badge introuvable');
  });

  it('première séance : « Premier pas » une fois, progression, points, historique', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(member);
    expect((await complete(member, ids)).statusCode).toBe(201);
    const first = await badgeByCode(member, 'Premier pas');
    expect(first).toMatchObject({ earned: 1, progress_percent: 100 });
    expect(first?.earned_at).toBe('2026-11-18T11:00:00.000Z');
    const ten = await badgeByCode(member, 'Dix de der');
    expect(ten).toMatchObject({ earned: 0, progress_percent: 10 });
    const architect = await badgeByCode(member, 'Architecte');
    expect(architect?.earned).toBe(1);

    const overview = (await call(member, 'GET', `/api/badges/user/${member.user.id}/overview`)).json().data;
    expect(overview.badges_earned).toBe(
      ((await call(member, 'GET', `/api/badges/user/${member.user.id}/earned`)).json().data as Badge[])
        .length,
    );
    const earned = (await call(member, 'GET', `/api/badges/user/${member.user.id}/earned`)).json()
      .data as Badge[];
    expect(overview.total_points).toBe(earned.reduce((sum, badge) => sum + badge.points, 0));
    expect(overview.completion_percent).toBe(
      Math.round((overview.badges_earned / overview.total_badges) * 100),
    );
    const history = (await call(member, 'GET', `/api/badges/user/${member.user.id}/history?limit=1`)).json()
      .data;
    expect(history).toHaveLength(1);
    const stats = (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
    expect(stats).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
      total_sessions: 1,
      total_minutes: 20,
    });
  });

  it('dix séances en parallèle : un seul badge, points comptés une fois', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(member);
    const responses = await Promise.all(Array.from({ length: 10 }, () => complete(member, ids, 10)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const first = await badgeByCode(member, 'Premier pas');
    const rows = await ctx.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.user_id, member.user.id), eq(userBadges.badge_id, first!.badge_id)));
    expect(rows).toHaveLength(1);
    expect((await badgeByCode(member, 'Dix de der'))?.earned).toBe(1);
    const stats = (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
    expect(stats).toMatchObject({ total_sessions: 10, total_minutes: 100 });
    const earned = (await call(member, 'GET', `/api/badges/user/${member.user.id}/earned`)).json()
      .data as Badge[];
    const overview = (await call(member, 'GET', `/api/badges/user/${member.user.id}/overview`)).json().data;
    expect(overview.total_points).toBe(earned.reduce((sum, badge) => sum + badge.points, 0));
    expect(new Set(earned.map((badge) => badge.badge_id)).size).toBe(earned.length);
  });

  it('refuse de débloquer un badge dont la condition n’est pas remplie (403), accepte sinon', async () => {
    const member = await registerMember(ctx.app);
    const centurion = await badgeByCode(member, 'Centurion');
    const refused = await call(member, 'POST', `/api/badges/user/${member.user.id}/unlock`, {
      badgeId: centurion?.badge_id,
    });
    expectFailure(refused, 403, 'Badge non débloqué');
    expect((await badgeByCode(member, 'Centurion'))?.earned).toBe(0);

    const ids = await programWithSession(member);
    await complete(member, ids);
    const first = await badgeByCode(member, 'Premier pas');
    const granted = await call(member, 'POST', `/api/badges/user/${member.user.id}/unlock`, {
      badgeId: first?.badge_id,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ name: 'Premier pas', earned: 1 });
  });

  it('403 sur toute écriture pour un autre membre', async () => {
    const member = await registerMember(ctx.app);
    const intruder = await registerMember(ctx.app);
    for (const [url, payload] of [
      [`/api/badges/user/${member.user.id}/unlock`, { badgeId: 1 }],
      [`/api/badges/user/${member.user.id}/check`, undefined],
      [`/api/badges/user/${member.user.id}/weekly-goal`, { goalType: 'sessions', goalTarget: 3 }],
      [`/api/badges/user/${member.user.id}/workout`, { date: '2026-01-05', duration_minutes: 30 }],
    ] as const) {
      const response = await call(intruder, 'POST', url, payload);
      expectFailure(response, 403, 'Action non autorisée');
    }
    expect(
      // Issue 34: no goal reads as a null goal type (the answer still carries the weekly streak).
      (await call(member, 'GET', `/api/badges/user/${member.user.id}/weekly-goal`)).json().data.goalType,
    ).toBeNull();
  });

  it('objectif hebdomadaire : bornes, progression, atteint une seule fois par semaine', async () => {
    const member = await registerMember(ctx.app);
    const url = `/api/badges/user/${member.user.id}/weekly-goal`;
    for (const [payload, message] of [
      [{ goalType: 'sessions', goalTarget: 0 }, 'L’objectif doit être compris entre 1 et 14 séances'],
      [{ goalType: 'sessions', goalTarget: 15 }, 'L’objectif doit être compris entre 1 et 14 séances'],
      [{ goalType: 'minutes', goalTarget: 9 }, 'L’objectif doit être compris entre 10 et 1000 minutes'],
      [{ goalType: 'minutes', goalTarget: 1001 }, 'L’objectif doit être compris entre 10 et 1000 minutes'],
      [{ goalType: 'calories', goalTarget: 100 }, "Type d'objectif invalide (séances ou minutes)"],
    ] as const) {
      const response = await call(member, 'POST', url, payload);
      expectFailure(response, 400, message);
    }
    const set = await call(member, 'POST', url, { goalType: 'sessions', goalTarget: 2 });
    expect(set.json().data).toMatchObject({
      goalType: 'sessions',
      goalTarget: 2,
      current: 0,
      achieved: false,
    });
    const ids = await programWithSession(member);
    await complete(member, ids);
    expect((await call(member, 'GET', url)).json().data).toMatchObject({ current: 1, progress_percent: 50 });
    await complete(member, ids);
    await complete(member, ids);
    const goal = (await call(member, 'GET', url)).json().data;
    expect(goal).toMatchObject({ current: 3, achieved: true, progress_percent: 100, weeks_in_a_row: 1 });
    expect((await badgeByCode(member, 'Objectif atteint'))?.earned).toBe(1);
    // Re-setting the goal in the same week does not record the week twice.
    await call(member, 'POST', url, { goalType: 'sessions', goalTarget: 1 });
    const stats = await ctx.db.query.userStats.findFirst({
      where: (table, { eq: equals }) => equals(table.user_id, member.user.id),
    });
    expect(stats?.goals_reached).toBe(1);
  });

  it('les badges gagnés ensemble viennent dans l’ordre du catalogue : « Premier pas » avant les secrets de minuit (décision 130)', async () => {
    clock.set('2026-11-20T23:30:00Z'); // Saturday 21 November, 00:30 in Paris
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(member); // « Architecte », a minute before the session
    clock.advance(60_000);
    await complete(member, ids);
    const recent = (await call(member, 'GET', `/api/badges/user/${member.user.id}/history?limit=3`)).json()
      .data as Badge[];
    const all = (await call(member, 'GET', `/api/badges/user/${member.user.id}/history?limit=50`)).json()
      .data as Badge[];
    // The one save earned more than the card shows, the first step among them.
    expect(all.length).toBeGreaterThan(3);
    expect(recent[0]?.name).toBe('Premier pas');
    const profile = (await call(member, 'GET', `/api/social/profile/${member.user.id}`)).json().data as {
      recent_badges: { name: string }[];
    };
    expect(profile.recent_badges[0]?.name).toBe('Premier pas');
  });

  it('historique d’entraînement : enregistre l’entrée, accepte aujourd’hui à Paris et refuse le lendemain', async () => {
    clock.set('2026-11-18T23:30:00Z'); // Thursday 19 November, 00:30 in Paris; still the 18th in UTC
    const member = await registerMember(ctx.app);
    const url = `/api/badges/user/${member.user.id}/workout`;
    const response = await call(member, 'POST', url, {
      date: '2026-01-05',
      duration_minutes: 30,
      exercises_count: 4,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.entry).toMatchObject({
      date: '2026-01-05',
      duration_minutes: 30,
      exercises_count: 4,
      completion_id: null,
    });
    expect((await call(member, 'POST', url, { date: '2026-11-19', duration_minutes: 30 })).statusCode).toBe(
      201,
    );
    expectFailure(
      await call(member, 'POST', url, { date: '2026-11-20', duration_minutes: 30 }),
      400,
      'La date ne peut pas être dans le futur',
    );
    expectFailure(
      await call(member, 'POST', url, { date: '05/01/2026', duration_minutes: 30 }),
      400,
      'Date invalide (format AAAA-MM-JJ)',
    );
    expectFailure(
      await call(member, 'POST', url, { date: '2026-01-05', duration_minutes: 30, completion_id: 999999 }),
      404,
      'Séance introuvable',
    );
  });

  it('supprimer une séance la retire des compteurs ; check recompte l’historique et décerne ce qui est dû', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(member);
    const created = (await complete(member, ids, 45)).json().data;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/completions/${created.id}`,
      headers: member.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { id: created.id } });
    expectFailure(
      await ctx.app.inject({ method: 'GET', url: `/api/completions/${created.id}`, headers: member.auth }),
      404,
      'Séance introuvable',
    );
    const stats = (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
    expect(stats).toMatchObject({
      current_streak: 0,
      longest_streak: 0,
      total_sessions: 0,
      total_minutes: 0,
      last_active_day: null,
    });
    const nothingDue = await call(member, 'POST', `/api/badges/user/${member.user.id}/check`);
    expect(nothingDue.statusCode).toBe(200);
    expect(nothingDue.json()).toEqual({ success: true, data: { new_badges: [] } });

    // History the completion hooks never saw (an import): only check counts it.
    for (const completedAt of ['2026-11-16T18:00:00Z', '2026-11-17T18:00:00Z', '2026-11-18T07:00:00Z']) {
      await insertCompletion(ctx.db, {
        user_id: member.user.id,
        program_id: ids.programId,
        session_id: ids.sessionId,
        completed_at: new Date(completedAt),
      });
    }
    expect(
      (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data.total_sessions,
    ).toBe(0);
    const check = await call(member, 'POST', `/api/badges/user/${member.user.id}/check`);
    expect(check.statusCode).toBe(200);
    const awarded = check.json().data.new_badges as Badge[];
    expect(awarded.map((badge) => [badge.name, badge.earned, badge.earned_at])).toEqual([
      ['Sur la lancée', 1, '2026-11-18T11:00:00.000Z'],
      ['Première heure', 1, '2026-11-18T11:00:00.000Z'],
    ]);
    expect((await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data).toMatchObject(
      {
        current_streak: 3,
        longest_streak: 3,
        total_sessions: 3,
        total_minutes: 90,
        last_active_day: '2026-11-18',
      },
    );
    expect((await call(member, 'POST', `/api/badges/user/${member.user.id}/check`)).json()).toEqual({
      success: true,
      data: { new_badges: [] },
    });
  });
});

describe('concurrence', () => {
  it('séances et objectif enregistrés en même temps : aucun verrou mortel, aucune erreur', async () => {
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(member);
    const url = `/api/badges/user/${member.user.id}/weekly-goal`;
    await call(member, 'POST', url, { goalType: 'sessions', goalTarget: 2 });
    await complete(member, ids);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2 === 0
          ? complete(member, ids)
          : call(member, 'POST', url, { goalType: 'sessions', goalTarget: 1 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 201 : 200)),
    );
    const goal = (await call(member, 'GET', url)).json().data;
    expect(goal).toMatchObject({ achieved: true, weeks_in_a_row: 1 });
  });
});

describe('POST /api/badges/user/{id}/check : limité', () => {
  it('6 vérifications par minute et par membre, puis 429 en français avec Retry-After ; un autre membre reste libre', async () => {
    const member = await registerMember(ctx.app);
    const check = (who: typeof member) => call(who, 'POST', `/api/badges/user/${who.user.id}/check`);
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await check(member)).statusCode).toBe(200);
    const refused = await check(member);
    expectFailure(refused, 429, 'Trop de requêtes, réessayez dans quelques instants');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await check(await registerMember(ctx.app))).statusCode).toBe(200);
  });
});
