import type { Circle, Connection, FeedPage, FeedStatus } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { createBadgesService } from '../modules/badges/badges.service.ts';
import { DEMO_ACCOUNT, seedDemoData } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const seed = () => {
  const badges = createBadgesService(ctx.db);
  return seedDemoData(ctx.db, {
    settle: async (tx, userId) => {
      await badges.recount(tx, userId);
      await badges.evaluate(tx, userId);
    },
  });
};

describe('DEMO_DATA=1', () => {
  it('crée un cercle vivant pour le compte de démonstration, une seule fois', async () => {
    expect(await seed()).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = login.json().data as { token: string; user: { first_name: string } };
    expect(user.first_name).toBe('Camille');
    const get = async <T>(url: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: T }).data;
    };

    const status = await get<FeedStatus>('/api/social/feed/status');
    expect(status.unlocked).toBe(true);
    expect(status.streak).toBe(5);
    expect(status.total_days).toBeGreaterThan(10);
    const circle = await get<Circle>('/api/social/circle');
    expect(circle.circle.total_friends).toBe(8);
    expect(circle.circle.active_today).toBeGreaterThanOrEqual(4);
    const connections = await get<Connection[]>('/api/social/connections');
    expect(
      connections
        .filter((item) => item.status === 'pending')
        .map((item) => item.direction)
        .sort(),
    ).toEqual(['incoming', 'outgoing']);
    const feed = await get<FeedPage>('/api/social/feed');
    expect(feed.locked).toBe(false);
    expect(feed.feed).toHaveLength(50);
    expect(new Set(feed.feed.map((event) => event.user_id)).size).toBeGreaterThan(5);
    const reacted = feed.feed.filter((event) =>
      Object.values(event.reactions.counts).some((count) => count > 0),
    );
    expect(reacted.length).toBeGreaterThan(10);
    const older = await get<FeedPage>(`/api/social/feed?before=${feed.next_before}`);
    expect(older.feed.map((event) => event.type)).toEqual(expect.arrayContaining(['session_completed']));
    const types = new Set([...feed.feed, ...older.feed].map((event) => event.type));
    expect(types.has('badge_earned') || types.has('program_started')).toBe(true);
    const badges = await get<unknown[]>(`/api/badges/user/${circle.circle.friends[0]!.id}/earned`);
    expect(badges.length).toBeGreaterThan(0);

    expect(await seed()).toBe(false);
  });
});
