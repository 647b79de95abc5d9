import {
  type AthleteDetail,
  COACH_MESSAGES,
  type CoachAthlete,
  type CoachInvitation,
  type InvitationPreview,
  type MyCoach,
  type Notification,
  type ProgramStructure,
  type UserProgram,
} from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, registerMember } from '../../../test/factories.ts';
import { befriend, type Member } from '../../../test/social-helpers.ts';
import { coachInvitations, users } from '../../db/schema/index.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ logger: { level: 'error' } });
});
afterAll(async () => ctx.close());

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload }),
  });
const dataOf = <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
};

const member = async (
  role: 'user' | 'coach' | 'admin' = 'user',
  names: { first_name?: string; last_name?: string } = {},
) => {
  const created = await registerMember(ctx.app, names);
  if (role !== 'user') await ctx.db.update(users).set({ role }).where(eq(users.id, created.user.id));
  return created;
};
const invite = async (coach: Member) =>
  dataOf<CoachInvitation>(await call(coach, 'POST', '/api/coach/invitations'), 201);
/** The athlete follows the coach through the API: the coach invites, the athlete accepts. */
const follow = async (athlete: Member, coach: Member) => {
  const { code } = await invite(coach);
  return dataOf<MyCoach>(await call(athlete, 'POST', `/api/coach/invitations/${code}/accept`));
};
const athletesOf = async (coach: Member) =>
  dataOf<CoachAthlete[]>(await call(coach, 'GET', '/api/coach/athletes'));
const DAY = 24 * 60 * 60 * 1000;

describe('invitations', () => {
  it('a coach gets a long random code valid 7 days, and its path in the web app', async () => {
    const coach = await member('coach');
    const before = Date.now();
    const invitation = await invite(coach);
    expect(invitation.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.url).toBe(`/coach/join/${invitation.code}`);
    const expires = new Date(invitation.expires_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * DAY - 60_000);
    expect(expires - before).toBeLessThanOrEqual(7 * DAY + 60_000);
    expect((await invite(coach)).code).not.toBe(invitation.code);
  });

  it('an admin may invite too; a member whose role is user gets 403 in French', async () => {
    await invite(await member('admin'));
    expectFailure(
      await call(await member(), 'POST', '/api/coach/invitations'),
      403,
      COACH_MESSAGES.coachOnly,
    );
  });

  it('the member who opens it sees who the coach is, and their current coach', async () => {
    const coach = await member('coach', { first_name: 'Marc', last_name: 'Lefort' });
    const athlete = await member();
    const { code } = await invite(coach);
    const preview = dataOf<InvitationPreview>(await call(athlete, 'GET', `/api/coach/invitations/${code}`));
    expect(preview.coach).toEqual({ id: coach.user.id, first_name: 'Marc', last_name: 'Lefort' });
    expect(preview.current_coach).toBeNull();
  });

  it('an unknown or expired invitation answers 404 in French, to open and to accept', async () => {
    const coach = await member('coach');
    const athlete = await member();
    const { code } = await invite(coach);
    await ctx.db
      .update(coachInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(coachInvitations.code, code));
    for (const unknown of [code, 'inconnu', 'x'.repeat(43)]) {
      expectFailure(
        await call(athlete, 'GET', `/api/coach/invitations/${unknown}`),
        404,
        COACH_MESSAGES.invitationNotFound,
      );
      expectFailure(
        await call(athlete, 'POST', `/api/coach/invitations/${unknown}/accept`),
        404,
        COACH_MESSAGES.invitationNotFound,
      );
    }
    expect(dataOf<MyCoach | null>(await call(athlete, 'GET', '/api/coach/me'))).toBeNull();
  });

  it('a coach accepting their own invitation gets 400 in French', async () => {
    const coach = await member('coach');
    const { code } = await invite(coach);
    expectFailure(
      await call(coach, 'POST', `/api/coach/invitations/${code}/accept`),
      400,
      COACH_MESSAGES.selfInvitation,
    );
  });

  it('a member has one coach: accepting a second one replaces the first', async () => {
    const first = await member('coach', { first_name: 'Anne', last_name: 'Premier' });
    const second = await member('coach', { first_name: 'Bruno', last_name: 'Second' });
    const athlete = await member();
    await follow(athlete, first);
    const { code } = await invite(second);
    const preview = dataOf<InvitationPreview>(await call(athlete, 'GET', `/api/coach/invitations/${code}`));
    expect(preview.current_coach).toEqual({ id: first.user.id, first_name: 'Anne', last_name: 'Premier' });
    await call(athlete, 'POST', `/api/coach/invitations/${code}/accept`);
    const mine = dataOf<MyCoach>(await call(athlete, 'GET', '/api/coach/me'));
    expect(mine).toMatchObject({ id: second.user.id, first_name: 'Bruno', last_name: 'Second' });
    expect((await athletesOf(first)).map((row) => row.id)).not.toContain(athlete.user.id);
    expect((await athletesOf(second)).map((row) => row.id)).toContain(athlete.user.id);
  });
});

describe('the athletes list', () => {
  it('the last session, sessions of the last 7 days, those with none first', async () => {
    const coach = await member('coach');
    const [busy, idle, never] = [await member(), await member(), await member()];
    for (const athlete of [busy, idle, never]) await follow(athlete, coach);
    const now = Date.now();
    const free = { program_id: null, session_id: null };
    await insertCompletion(ctx.db, { user_id: busy.user.id, ...free, completed_at: new Date(now - 2 * DAY) });
    await insertCompletion(ctx.db, { user_id: busy.user.id, ...free, completed_at: new Date(now - DAY) });
    await insertCompletion(ctx.db, { user_id: busy.user.id, ...free, completed_at: new Date(now - 9 * DAY) });
    await insertCompletion(ctx.db, {
      user_id: idle.user.id,
      ...free,
      completed_at: new Date(now - 10 * DAY),
    });
    const list = await athletesOf(coach);
    expect(list.map((row) => [row.id, row.sessions_last_7_days, row.needs_attention])).toEqual([
      [never.user.id, 0, true],
      [idle.user.id, 0, true],
      [busy.user.id, 2, false],
    ]);
    expect(list[0]?.last_completion_at).toBeNull();
    expect(list[2]?.last_completion_at).toBe(new Date(now - DAY).toISOString());
  });

  it('a member whose role is user gets 403 in French', async () => {
    expectFailure(await call(await member(), 'GET', '/api/coach/athletes'), 403, COACH_MESSAGES.coachOnly);
  });
});

describe("an athlete's page", () => {
  it('their programmes, last 20 sessions with sets, records and weekly volume; their private sessions too', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    await call(athlete, 'PUT', `/api/users/${athlete.user.id}`, { is_private: true });
    const program = await createProgram(ctx.app, athlete.auth, { title: 'Force' }, [1]);
    await call(athlete, 'POST', '/api/enrollments', { program_id: program.id });
    const [session] = dataOf<{ id: number }[]>(
      await call(athlete, 'GET', `/api/sessions?program_id=${program.id}`),
    );
    for (const weight of [40, 45]) {
      dataOf(
        await call(athlete, 'POST', '/api/completions', {
          program_id: program.id,
          session_id: session?.id,
          duration_minutes: 30,
          sets: [{ exercise_id: 1, set_number: 1, reps: 8, weight_kg: weight }],
        }),
        201,
      );
    }
    const page = dataOf<AthleteDetail>(await call(coach, 'GET', `/api/coach/athletes/${athlete.user.id}`));
    expect(page.athlete).toMatchObject({ id: athlete.user.id, shares_body: false });
    expect(page.programs.map((row: UserProgram) => row.program_id)).toEqual([program.id]);
    expect(page.completions).toHaveLength(2);
    expect(page.completions[0]?.sets).toEqual([
      expect.objectContaining({ exercise_id: 1, set_number: 1, reps: 8, weight_kg: 45 }),
    ]);
    expect(page.completions[0]?.volume_kg).toBe(360);
    expect(page.records).toEqual([expect.objectContaining({ exercise_id: 1, best_weight: 45 })]);
    expect(page.weekly_volume.at(-1)?.sessions).toBe(2);
    expect(page.body).toBeNull();
    // The coach reads the private athlete's sessions through the ordinary routes too.
    expect(
      dataOf<unknown[]>(await call(coach, 'GET', `/api/completions/user/${athlete.user.id}`)),
    ).toHaveLength(2);
  });

  it('at most 20 sessions, newest first', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    const now = Date.now();
    for (let day = 0; day < 22; day += 1)
      await insertCompletion(ctx.db, {
        user_id: athlete.user.id,
        program_id: null,
        session_id: null,
        completed_at: new Date(now - day * DAY),
      });
    const page = dataOf<AthleteDetail>(await call(coach, 'GET', `/api/coach/athletes/${athlete.user.id}`));
    expect(page.completions).toHaveLength(20);
    const times = page.completions.map((row) => new Date(row.completed_at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('body composition only with the athlete’s consent', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    dataOf(
      await call(athlete, 'POST', '/api/body-composition/measurements', {
        weight_kg: 72,
        height_cm: 178,
        notes: 'mesure du matin',
      }),
      201,
    );
    const url = `/api/coach/athletes/${athlete.user.id}`;
    const closed = await call(coach, 'GET', url);
    expect(dataOf<AthleteDetail>(closed).body).toBeNull();
    expect(closed.body).not.toContain('mesure du matin');
    expect(closed.body).not.toContain('72');

    const me = dataOf<{ share_body_with_coach: boolean }>(
      await call(athlete, 'PUT', `/api/users/${athlete.user.id}`, { share_body_with_coach: true }),
    );
    expect(me.share_body_with_coach).toBe(true);
    expect(
      dataOf<{ share_body_with_coach: boolean }>(await call(athlete, 'GET', '/api/users/me')),
    ).toMatchObject({
      share_body_with_coach: true,
    });
    const open = dataOf<AthleteDetail>(await call(coach, 'GET', url));
    expect(open.athlete.shares_body).toBe(true);
    expect(open.body?.measurements.map((row) => row.weight_kg)).toEqual([72]);

    await call(athlete, 'PUT', `/api/users/${athlete.user.id}`, { share_body_with_coach: false });
    expect(dataOf<AthleteDetail>(await call(coach, 'GET', url)).body).toBeNull();
  });

  it('a stranger, a friend and another coach get 404 or 403, in French', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    const friend = await member();
    await befriend(ctx.db, athlete, friend);
    const otherCoach = await member('coach');
    const url = `/api/coach/athletes/${athlete.user.id}`;
    expectFailure(await call(await member(), 'GET', url), 403, COACH_MESSAGES.coachOnly);
    expectFailure(await call(friend, 'GET', url), 403, COACH_MESSAGES.coachOnly);
    expectFailure(await call(otherCoach, 'GET', url), 404, COACH_MESSAGES.athleteNotFound);
    expectFailure(await call(await member('admin'), 'GET', url), 404, COACH_MESSAGES.athleteNotFound);
    expectFailure(await call(athlete, 'GET', url), 403, COACH_MESSAGES.coachOnly);
    expectFailure(
      await call(otherCoach, 'POST', `${url}/programs`, { program_id: 1 }),
      404,
      COACH_MESSAGES.athleteNotFound,
    );
    expectFailure(await call(otherCoach, 'DELETE', url), 404, COACH_MESSAGES.athleteNotFound);
  });

  it('a coach who loses the role loses the athlete’s private sessions', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    await call(athlete, 'PUT', `/api/users/${athlete.user.id}`, { is_private: true });
    expect((await call(coach, 'GET', `/api/completions/user/${athlete.user.id}`)).statusCode).toBe(200);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, coach.user.id));
    expect((await call(coach, 'GET', `/api/completions/user/${athlete.user.id}`)).statusCode).toBe(403);
  });
});

describe('assigning a programme', () => {
  it('copies it into the athlete’s programmes, enrols them and tells them; the copy is theirs to edit', async () => {
    const coach = await member('coach', { first_name: 'Marc', last_name: 'Lefort' });
    const athlete = await member();
    await follow(athlete, coach);
    const program = await createProgram(ctx.app, coach.auth, { title: 'Prépa 10 km' }, [1, 2]);
    const assigned = dataOf<{ program_id: number; enrollment_id: number }>(
      await call(coach, 'POST', `/api/coach/athletes/${athlete.user.id}/programs`, {
        program_id: program.id,
      }),
      201,
    );
    expect(assigned.program_id).not.toBe(program.id);
    const copy = dataOf<ProgramStructure>(
      await call(athlete, 'GET', `/api/programs/${assigned.program_id}/structure`),
    );
    expect(copy.program).toMatchObject({ title: 'Prépa 10 km (copie)', created_by: athlete.user.id });
    expect(copy.sessions[0]?.exercises.map((row) => row.exercise_id)).toEqual([1, 2]);
    const enrolled = dataOf<UserProgram[]>(
      await call(athlete, 'GET', `/api/enrollments/user/${athlete.user.id}/programs`),
    );
    expect(enrolled.map((row) => row.program_id)).toEqual([assigned.program_id]);
    const [notification] = dataOf<Notification[]>(await call(athlete, 'GET', '/api/push/notifications'));
    expect(notification).toMatchObject({
      type: 'program_assigned',
      title: 'Nouveau programme de ton coach 📋',
      message: 'Marc Lefort t’a assigné «\u00A0Prépa 10 km (copie)\u00A0».',
    });
    expect(
      (await call(athlete, 'PUT', `/api/programs/${assigned.program_id}`, { title: 'Ma prépa' })).statusCode,
    ).toBe(200);
  });

  it('a public programme may be assigned; a private stranger’s may not', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    const catalogue = dataOf<{ id: number }[]>(await call(coach, 'GET', '/api/programs'));
    const [publicOne] = catalogue;
    expect(publicOne).toBeDefined();
    const url = `/api/coach/athletes/${athlete.user.id}/programs`;
    dataOf(await call(coach, 'POST', url, { program_id: publicOne?.id }), 201);
    const secret = await member();
    const secretProgram = await createProgram(ctx.app, secret.auth, { title: 'Secret' }, [1]);
    await call(secret, 'PUT', `/api/users/${secret.user.id}`, { is_private: true });
    expect((await call(coach, 'POST', url, { program_id: secretProgram.id })).statusCode).toBe(403);
    expect((await call(coach, 'POST', url, { program_id: 99_999_999 })).statusCode).toBe(404);
  });
});

describe('ending the link', () => {
  it('the athlete leaves their coach', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    dataOf(await call(athlete, 'DELETE', '/api/coach/me'));
    expect(dataOf<MyCoach | null>(await call(athlete, 'GET', '/api/coach/me'))).toBeNull();
    expect(await athletesOf(coach)).toEqual([]);
    expectFailure(await call(athlete, 'DELETE', '/api/coach/me'), 404, COACH_MESSAGES.noCoach);
    expectFailure(
      await call(coach, 'GET', `/api/coach/athletes/${athlete.user.id}`),
      404,
      COACH_MESSAGES.athleteNotFound,
    );
  });

  it('the coach ends it', async () => {
    const coach = await member('coach');
    const athlete = await member();
    await follow(athlete, coach);
    dataOf(await call(coach, 'DELETE', `/api/coach/athletes/${athlete.user.id}`));
    expect(dataOf<MyCoach | null>(await call(athlete, 'GET', '/api/coach/me'))).toBeNull();
    expectFailure(
      await call(coach, 'DELETE', `/api/coach/athletes/${athlete.user.id}`),
      404,
      COACH_MESSAGES.athleteNotFound,
    );
  });
});
