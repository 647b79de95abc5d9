import type { Session } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';

/*
 * Points integrity (issue 15, decision 025): a member's completions credit at most 300 minutes per
 * Paris day to the total minutes (badges, points) and to the weekly goal, whatever they post; the
 * completion keeps its real duration. The clock is set at the instants where a Paris day and a
 * UTC day differ. 16–22 November 2026 is one Paris week (UTC+1).
 */
const clock = createTestClock('2026-11-18T11:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const call = (who: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A member with a programme, a weekly goal of 1,000 minutes, and a way to log a session at an instant. */
async function memberWithSession() {
  const member = await registerMember(ctx.app);
  const program = await createProgram(ctx.app, member.auth, {}, [1]);
  const [session] = (await call(member, 'GET', `/api/sessions?program_id=${program.id}`)).json()
    .data as Session[];
  const goal = await call(member, 'POST', `/api/badges/user/${member.user.id}/weekly-goal`, {
    goalType: 'minutes',
    goalTarget: 1000,
  });
  expect(goal.statusCode, goal.body).toBe(200);
  const complete = async (at: string, minutes: number) => {
    clock.set(at);
    const response = await call(member, 'POST', '/api/completions', {
      program_id: program.id,
      session_id: session!.id,
      duration_minutes: minutes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json().data as { id: number; duration_minutes: number };
    expect(saved.duration_minutes).toBe(minutes);
    return saved.id;
  };
  const totals = async () => {
    const stats = (await call(member, 'GET', `/api/badges/user/${member.user.id}/stats`)).json().data;
    const goalNow = (await call(member, 'GET', `/api/badges/user/${member.user.id}/weekly-goal`)).json().data;
    return { minutes: stats.total_minutes, points: stats.total_points, goal: goalNow.current };
  };
  const recount = async () => {
    const response = await call(member, 'POST', `/api/badges/user/${member.user.id}/check`);
    expect(response.statusCode, response.body).toBe(200);
  };
  return { member, complete, totals, recount };
}

describe('minutes créditées : au plus 300 par jour de Paris', () => {
  it('deux séances de 200 min le même jour créditent 300 min ; un autre jour, 200 de plus', async () => {
    const { complete, totals } = await memberWithSession();
    await complete('2026-11-18T08:00:00Z', 200);
    await complete('2026-11-18T15:00:00Z', 200);
    expect(await totals()).toMatchObject({ minutes: 300, goal: 300 });
    // A third session that day adds nothing; the next day credits again.
    await complete('2026-11-18T18:00:00Z', 200);
    expect(await totals()).toMatchObject({ minutes: 300, goal: 300 });
    await complete('2026-11-19T08:00:00Z', 200);
    expect(await totals()).toMatchObject({ minutes: 500, goal: 500 });
  });

  it('deux jours de 200 min : 400 min', async () => {
    const { complete, totals } = await memberWithSession();
    await complete('2026-11-17T08:00:00Z', 200);
    await complete('2026-11-18T08:00:00Z', 200);
    expect(await totals()).toMatchObject({ minutes: 400, goal: 400 });
  });

  it('le plafond tient après un recomptage (vérification, suppression) : mêmes totaux, mêmes points', async () => {
    const { member, complete, totals, recount } = await memberWithSession();
    const first = await complete('2026-11-20T08:00:00Z', 200);
    await complete('2026-11-20T09:00:00Z', 200);
    await complete('2026-11-20T10:00:00Z', 200);
    await complete('2026-11-21T08:00:00Z', 600);
    const counted = await totals();
    expect(counted).toMatchObject({ minutes: 600, goal: 600 });
    await recount();
    expect(await totals()).toEqual(counted);
    // Deleting one of the three: the two left still fill the day.
    const deleted = await call(member, 'DELETE', `/api/completions/${first}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await totals()).toMatchObject({ minutes: 600, goal: 600 });
    await recount();
    expect(await totals()).toMatchObject({ minutes: 600, goal: 600 });
  });

  it('minuit de Paris sépare les jours, minuit UTC non', async () => {
    const { complete, totals, recount } = await memberWithSession();
    await complete('2026-11-20T22:50:00Z', 200); // Friday 23:50 in Paris
    await complete('2026-11-20T23:10:00Z', 200); // Saturday 00:10 in Paris, still Friday in UTC
    expect(await totals()).toMatchObject({ minutes: 400, goal: 400 });
    await complete('2026-11-21T23:05:00Z', 200); // Sunday 00:05 in Paris, Saturday in UTC
    await complete('2026-11-22T22:55:00Z', 200); // Sunday 23:55 in Paris: the same Paris day
    expect(await totals()).toMatchObject({ minutes: 700, goal: 700 });
    await recount();
    expect(await totals()).toMatchObject({ minutes: 700, goal: 700 });
  });
});
