import {
  type Badge,
  type BadgeOverview,
  type FeedPage,
  type MemberStats,
  type Notification,
  type Program,
  type PublicProfile,
  SOCIAL_MESSAGES,
} from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { befriend, type Member, programWithSession, registerMember } from '../../../test/social-helpers.ts';

/**
 * Decision 062: body data is the owner's alone, even through badges, points and the circle; a
 * programme's creator hears only of enrolled members, once a day, and never of a deleted member;
 * a private member's programmes and enrolments are their friends' only.
 */
let ctx: TestContext;
const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });
async function data<T>(
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.json() as { data: T }).data;
}
const completeSession = (who: Member, ids: { program_id: number; session_id: number }) =>
  data<{ id: number }>(who, 'POST', '/api/completions', { ...ids, duration_minutes: 30 });

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('les données corporelles restent au propriétaire, badges compris (décision 062)', () => {
  let owner: Member;
  let friend: Member;
  let stranger: Member;
  let bodyIds: Set<number>;
  let earnedBodyCount: number;

  beforeAll(async () => {
    [owner, friend, stranger] = [
      await registerMember(ctx.app, { first_name: 'Bérénice', last_name: 'Balance' }),
      await registerMember(ctx.app),
      await registerMember(ctx.app),
    ];
    await befriend(ctx.db, owner, friend);
    const ids = await programWithSession(ctx.app, owner);
    // A first session (a training badge), then a measurement and a goal (body badges, « Cap fixé »).
    await completeSession(owner, ids);
    await data(owner, 'POST', '/api/body-composition/measurements', { weight_kg: 80, height_cm: 175 });
    const goal = await data<{ id: number }>(owner, 'POST', '/api/body-composition/goals', {
      goal_type: 'weight_loss',
      target_weight_kg: 70,
      target_date: '2099-01-01',
    });
    // The goal reached and completed (its points, its badges).
    await data(owner, 'POST', '/api/body-composition/measurements', { weight_kg: 69, height_cm: 175 });
    await data(owner, 'PUT', `/api/body-composition/goals/${goal.id}/status`, { status: 'completed' });
    await data(owner, 'POST', `/api/badges/user/${owner.user.id}/check`);
    const own = await data<Badge[]>(owner, 'GET', `/api/badges/user/${owner.user.id}`);
    bodyIds = new Set(own.filter((badge) => badge.category === 'corps').map((badge) => badge.badge_id));
    // The owner sees their body badges, earned and in progress.
    const earnedBody = own.filter((badge) => bodyIds.has(badge.badge_id) && badge.earned);
    expect(earnedBody.map((badge) => badge.name)).toContain('Cap fixé');
    earnedBodyCount = earnedBody.length;
  });

  it('la liste des badges, gagnés ou non, d’un autre membre ne montre aucun badge corporel', async () => {
    for (const who of [stranger, friend]) {
      const all = await data<Badge[]>(who, 'GET', `/api/badges/user/${owner.user.id}`);
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((badge) => badge.category === 'corps')).toEqual([]);
      for (const path of ['earned', 'history']) {
        const earned = await data<Badge[]>(who, 'GET', `/api/badges/user/${owner.user.id}/${path}`);
        expect(earned.length, path).toBeGreaterThan(0);
        expect(
          earned.filter((badge) => bodyIds.has(badge.badge_id)),
          path,
        ).toEqual([]);
      }
      // The newest badges are body ones: a short history is still filled with the others.
      const newest = await data<Badge[]>(who, 'GET', `/api/badges/user/${owner.user.id}/history?limit=1`);
      expect(newest).toHaveLength(1);
      expect(bodyIds.has(newest[0]?.badge_id ?? 0)).toBe(false);
    }
  });

  it('le profil public (sans jeton) et le profil social ne citent pas « Cap fixé »', async () => {
    const earnedByOthers = (await data<Badge[]>(stranger, 'GET', `/api/badges/user/${owner.user.id}/earned`))
      .length;
    const publicProfile = await data<PublicProfile>(null, 'GET', `/api/social/public/${owner.user.username}`);
    expect(publicProfile.recent_badges.map((badge) => badge.name)).not.toContain('Cap fixé');
    expect(publicProfile.badges_count).toBe(earnedByOthers);
    const social = await data<PublicProfile>(stranger, 'GET', `/api/social/profile/${owner.user.id}`);
    expect(social.recent_badges.map((badge) => badge.name)).not.toContain('Cap fixé');
    expect(social.badges_count).toBe(earnedByOthers);
    const own = await data<PublicProfile>(owner, 'GET', `/api/social/profile/${owner.user.id}`);
    expect(own.recent_badges.map((badge) => badge.name)).toContain('Cap fixé');
  });

  it('les badges récents du profil donnent leur code (la médaille se dessine par catégorie et palier)', async () => {
    const own = await data<PublicProfile>(owner, 'GET', `/api/social/profile/${owner.user.id}`);
    expect(own.recent_badges).toContainEqual(
      expect.objectContaining({ code: 'body_first_goal', name: 'Cap fixé' }),
    );
    const publicProfile = await data<PublicProfile>(null, 'GET', `/api/social/public/${owner.user.username}`);
    expect(publicProfile.recent_badges.length).toBeGreaterThan(0);
    // Each recent badge carries the catalogue code of the badge it names, as the earned list gives it.
    const earned = await data<Badge[]>(stranger, 'GET', `/api/badges/user/${owner.user.id}/earned`);
    const pairs = (badges: { code: string; name: string }[]) => badges.map(({ code, name }) => [code, name]);
    expect(pairs(earned)).toEqual(expect.arrayContaining(pairs(publicProfile.recent_badges)));
  });

  it('le fil des amis n’annonce ni les badges corporels ni l’objectif corporel atteint', async () => {
    // The friend opens their circle today.
    const ids = await programWithSession(ctx.app, friend);
    const completion = await completeSession(friend, ids);
    await data(friend, 'POST', '/api/social/feed/unlock', { sessionCompletionId: completion.id });
    const page = await data<FeedPage>(friend, 'GET', '/api/social/feed');
    const ownerEvents = page.feed.filter((event) => event.user_id === owner.user.id);
    expect(ownerEvents.some((event) => event.type === 'badge_earned')).toBe(true);
    const told = ownerEvents.map((event) => event.message).join('\n');
    expect(told).not.toContain('Cap fixé');
    // Nor the body goal the owner reached.
    expect(told).not.toContain('composition corporelle');
  });

  it('les points qu’un autre voit ne comptent ni les badges corporels ni les objectifs corporels', async () => {
    const earned = await data<Badge[]>(stranger, 'GET', `/api/badges/user/${owner.user.id}/earned`);
    const shownPoints = earned.reduce((sum, badge) => sum + badge.points, 0);
    const total = (await data<Badge[]>(stranger, 'GET', `/api/badges/user/${owner.user.id}`)).length;
    for (const who of [stranger, friend]) {
      const overview = await data<BadgeOverview>(who, 'GET', `/api/badges/user/${owner.user.id}/overview`);
      expect(overview).toMatchObject({
        total_points: shownPoints,
        badges_earned: earned.length,
        total_badges: total,
      });
      const stats = await data<MemberStats>(who, 'GET', `/api/badges/user/${owner.user.id}/stats`);
      expect(stats).toMatchObject({ total_points: shownPoints, badges_earned: earned.length });
    }
    const own = await data<BadgeOverview>(owner, 'GET', `/api/badges/user/${owner.user.id}/overview`);
    expect(own.total_points).toBeGreaterThan(shownPoints);
    expect(own.badges_earned).toBe(earned.length + earnedBodyCount);
  });
});

describe('le créateur d’un programme et les séances de ses membres (décision 062)', () => {
  let creator: Member;
  let ids: { program_id: number; session_id: number };
  const completedNotices = async () =>
    (await data<Notification[]>(creator, 'GET', '/api/push/notifications')).filter(
      (item) => item.type === 'session_completed',
    );

  beforeAll(async () => {
    creator = await registerMember(ctx.app, { first_name: 'Cyrille', last_name: 'Créatrice' });
    ids = await programWithSession(ctx.app, creator);
  });

  it('sans inscription, une séance n’avertit pas le créateur (ni ne lui donne le nom)', async () => {
    const visitor = await registerMember(ctx.app, { first_name: 'Gaspard', last_name: 'Sansinscription' });
    await completeSession(visitor, ids);
    const notices = await data<Notification[]>(creator, 'GET', '/api/push/notifications');
    expect(JSON.stringify(notices)).not.toContain('Sansinscription');
  });

  it('un membre inscrit avertit le créateur une fois par jour et par programme', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Maëlle', last_name: 'Inscrite' });
    await data(member, 'POST', '/api/enrollments', { program_id: ids.program_id });
    await completeSession(member, ids);
    await completeSession(member, ids);
    const notices = (await completedNotices()).filter((item) => item.message.includes('Maëlle Inscrite'));
    expect(notices).toHaveLength(1);
  });

  it('le compte supprimé d’un membre efface son nom et ses séances des notifications des autres', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Léon', last_name: 'Éphémère' });
    await data(member, 'POST', '/api/enrollments', { program_id: ids.program_id });
    const completion = await completeSession(member, ids);
    await data(member, 'POST', '/api/social/connections/add', { friendId: creator.user.id });
    const before = JSON.stringify(await data<Notification[]>(creator, 'GET', '/api/push/notifications'));
    expect(before).toContain('Léon Éphémère');
    expect(before).toContain(`"completionId":${completion.id}`);

    await data(member, 'DELETE', `/api/users/${member.user.id}`, { password: member.password });

    const after = JSON.stringify(await data<Notification[]>(creator, 'GET', '/api/push/notifications'));
    expect(after).not.toContain('Léon');
    expect(after).not.toContain('Éphémère');
    expect(after).not.toContain(`"completionId":${completion.id}`);
  });
});

describe('les programmes et inscriptions d’un membre privé (décision 062)', () => {
  let hidden: Member;
  let friend: Member;
  let stranger: Member;
  let hiddenProgram: { program_id: number };
  let openProgram: { program_id: number };

  beforeAll(async () => {
    [hidden, friend, stranger] = [
      await registerMember(ctx.app, { first_name: 'Ombeline', last_name: 'Discrète' }),
      await registerMember(ctx.app),
      await registerMember(ctx.app),
    ];
    await befriend(ctx.db, hidden, friend);
    hiddenProgram = await programWithSession(ctx.app, hidden);
    openProgram = await programWithSession(ctx.app, stranger);
    await data(hidden, 'POST', '/api/enrollments', { program_id: openProgram.program_id });
    await data(hidden, 'PUT', `/api/users/${hidden.user.id}`, { is_private: true });
  });

  it('GET /programs?created_by=… : 403 « Ce profil est privé » pour un inconnu, la liste pour un ami', async () => {
    const url = `/api/programs?created_by=${hidden.user.id}`;
    expectFailure(await call(stranger, 'GET', url), 403, SOCIAL_MESSAGES.privateProfile);
    for (const who of [friend, hidden]) {
      const list = await data<Program[]>(who, 'GET', url);
      expect(list.map((program) => program.id)).toEqual([hiddenProgram.program_id]);
    }
  });

  it('la liste de tous les programmes ne montre pas ceux d’un membre privé à un inconnu', async () => {
    const seen = async (who: Member) =>
      (await data<Program[]>(who, 'GET', '/api/programs?limit=100')).map((program) => program.id);
    expect(await seen(stranger)).not.toContain(hiddenProgram.program_id);
    expect(await seen(friend)).toContain(hiddenProgram.program_id);
  });

  it('les participants d’un programme ne montrent un membre privé qu’à ses amis', async () => {
    const url = `/api/enrollments/program/${openProgram.program_id}/users`;
    const userIds = async (who: Member) =>
      (await data<{ user_id: number }[]>(who, 'GET', url)).map((row) => row.user_id);
    expect(await userIds(stranger)).not.toContain(hidden.user.id);
    expect(await userIds(friend)).toContain(hidden.user.id);
    expect(await userIds(hidden)).toContain(hidden.user.id);
  });
});
