import type { Badge, Circle, FeedStatus, MemberStats, ShareCard, UnlockResult } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { registerMember } from '../../../test/factories.ts';
import { type Member, programWithSession, socialClient } from '../../../test/social-helpers.ts';

/*
 * CONTRACT « Streak »: one rule, so every place a member sees their streak shows the same
 * number for the same history — the dashboard's stats card, the « Sur la lancée » badge (3 days),
 * the circle, the feed status, the unlock answer and the share card. The clock is the server's
 * (never the machine's day); November in Paris is UTC+1.
 */
const clock = createTestClock('2026-11-20T12:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

const social = socialClient(() => ctx.app);

/** The streak as each screen reads it (the unlock only when a completion of today is given). */
async function streaksSeenBy(member: Member, todaysCompletionId?: number) {
  const id = member.user.id;
  const stats = await social.data<MemberStats>(member, 'GET', `/api/badges/user/${id}/stats`);
  const status = await social.data<FeedStatus>(member, 'GET', '/api/social/feed/status');
  const circle = await social.data<Circle>(member, 'GET', '/api/social/circle');
  const share = await social.data<ShareCard>(member, 'GET', '/api/social/share/card');
  const seen: Record<string, number> = {
    'stats (tableau de bord)': stats.current_streak,
    'feed/status': status.streak,
    cercle: circle.user_status.streak,
    'carte de partage': share.stats.streak,
  };
  if (todaysCompletionId !== undefined) {
    const unlock = await social.unlock(member, todaysCompletionId);
    expect([200, 201], unlock.body).toContain(unlock.statusCode);
    seen.déverrouillage = (unlock.json() as { data: UnlockResult }).data.streak;
  }
  return seen;
}

const everywhere = (streak: number, withUnlock: boolean) => ({
  'stats (tableau de bord)': streak,
  'feed/status': streak,
  cercle: streak,
  'carte de partage': streak,
  ...(withUnlock ? { déverrouillage: streak } : {}),
});

describe('la série est la même partout (CONTRACT « Streak »)', () => {
  it('à 23 h 30 et 0 h 30 à Paris, avec deux séances un jour et une séance supprimée', async () => {
    clock.set('2026-11-20T12:00:00Z');
    const member = await registerMember(ctx.app);
    const ids = await programWithSession(ctx.app, member);
    const complete = async () => {
      const response = await social.call(member, 'POST', '/api/completions', {
        ...ids,
        duration_minutes: 20,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const remove = async (id: number) => {
      const response = await social.call(member, 'DELETE', `/api/completions/${id}`);
      expect(response.statusCode, response.body).toBe(200);
    };
    const lancee = async () =>
      (await social.data<Badge[]>(member, 'GET', `/api/badges/user/${member.user.id}`)).find(
        (badge) => badge.name === 'Sur la lancée',
      );

    expect(await streaksSeenBy(member)).toEqual(everywhere(0, false));

    clock.set('2026-11-20T22:30:00Z'); // Friday 20, 23:30 in Paris
    const friday = await complete();
    expect(await streaksSeenBy(member, friday)).toEqual(everywhere(1, true));

    clock.set('2026-11-20T23:30:00Z'); // Saturday 21, 00:30 in Paris — still Friday in UTC
    expect(await streaksSeenBy(member)).toEqual(everywhere(0, false));
    const saturday = await complete();
    expect(await streaksSeenBy(member, saturday)).toEqual(everywhere(2, true));

    clock.set('2026-11-21T17:00:00Z'); // Saturday 18:00: a second session the same day
    const saturdayAgain = await complete();
    expect(await streaksSeenBy(member, saturdayAgain)).toEqual(everywhere(2, true));
    await remove(saturdayAgain); // the day keeps its other session
    expect(await streaksSeenBy(member)).toEqual(everywhere(2, false));

    clock.set('2026-11-22T10:00:00Z'); // Sunday 22, 11:00
    const sunday = await complete();
    expect(await streaksSeenBy(member, sunday)).toEqual(everywhere(3, true));
    expect(await lancee()).toMatchObject({ earned: 1, progress_percent: 100 });

    await remove(sunday); // today has no completion left: 0 everywhere
    expect(await streaksSeenBy(member)).toEqual(everywhere(0, false));

    const sundayAgain = await complete();
    expect(await streaksSeenBy(member, sundayAgain)).toEqual(everywhere(3, true));

    clock.set('2026-11-23T09:00:00Z'); // Monday without a session yet
    expect(await streaksSeenBy(member)).toEqual(everywhere(0, false));
  });
});
