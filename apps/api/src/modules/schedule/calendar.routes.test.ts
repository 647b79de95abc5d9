import { type Enrollment, MESSAGES, type Session } from '@elan/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, insertCompletion, randomIp, registerMember } from '../../../test/factories.ts';

// A Wednesday noon in Paris unless a test moves it: nothing here depends on the day CI runs.
const WEDNESDAY = '2026-11-18T11:00:00Z';
const clock = createTestClock(WEDNESDAY);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
});
afterEach(clock.reset);
afterAll(async () => ctx.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const MONDAY_WEDNESDAY_FRIDAY = [1, 3, 5];

/** A member enrolled in « Trio » (sessions A, B, C) with a plan; `plan` overrides its fields. */
async function planned(plan: object = {}) {
  const member = await registerMember(ctx.app);
  const program = await createProgram(ctx.app, member.auth, { title: 'Trio' }, [1]);
  const sessionsUrl = `/api/sessions?program_id=${program.id}`;
  const [main] = (await ctx.app.inject({ url: sessionsUrl, headers: member.auth })).json().data as Session[];
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/sessions/${main?.id}`,
    headers: member.auth,
    payload: { title: 'A' },
  });
  for (const title of ['B', 'C']) {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: member.auth,
      payload: { program_id: program.id, title },
    });
  }
  const sessions = (await ctx.app.inject({ url: sessionsUrl, headers: member.auth })).json()
    .data as Session[];
  const enrollment = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      headers: member.auth,
      payload: { program_id: program.id },
    })
  ).json().data as Enrollment;
  const answer = await ctx.app.inject({
    method: 'PUT',
    url: `/api/enrollments/${enrollment.id}/plan`,
    headers: member.auth,
    payload: {
      sessions_per_week: 3,
      training_days: MONDAY_WEDNESDAY_FRIDAY,
      time_slot_start: '18:00',
      time_slot_end: '19:00',
      ...plan,
    },
  });
  expect(answer.statusCode).toBe(200);
  return { member, program, enrollment, sessions };
}

async function linkOf(member: Member) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/schedule/calendar-link',
    headers: member.auth,
  });
  expect(response.statusCode).toBe(200);
  const { url } = response.json().data as { url: string };
  return { url, path: new URL(url).pathname };
}

/** The feed, fetched as a calendar application does: no token, from anywhere. */
const feed = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: path, headers, remoteAddress: randomIp() });

/** Each VEVENT's properties by name (the first of each), in the feed's order. */
function eventsOf(text: string) {
  return text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const lines = block.replace(/\r\n /g, '').split('\r\n');
      const property = (name: string) =>
        lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
      return {
        uid: property('UID')?.slice('UID:'.length),
        summary: property('SUMMARY')?.slice('SUMMARY:'.length),
        start: property('DTSTART'),
        end: property('DTEND'),
      };
    });
}

describe('lien d’agenda (issue 33)', () => {
  it('401 sans jeton pour créer ou révoquer le lien', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/schedule/calendar-link' });
      expect(response.statusCode).toBe(401);
    }
  });

  it('donne une adresse secrète longue et aléatoire, sans le jeton, sur l’origine de la requête', async () => {
    const { member } = await planned();
    const { url } = await linkOf(member);
    const secret = /\/api\/schedule\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(43);
    expect(url.startsWith('http://localhost')).toBe(true);
    expect(url).not.toContain(member.token);
    expect((await linkOf(member)).url).not.toBe(url);
  });

  it('3 jours par semaine pendant 8 semaines : 24 séances, « programme — séance », à 18:00 Europe/Paris', async () => {
    const { member } = await planned();
    const { path } = await linkOf(member);
    const response = await feed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    const events = eventsOf(response.body);
    expect(events).toHaveLength(24);
    // Wednesday 18 November is the first, A (none done yet); then B on Friday, C on Monday, A again.
    expect(events.slice(0, 4).map((event) => [event.summary, event.start])).toEqual([
      ['Trio — A', 'DTSTART;TZID=Europe/Paris:20261118T180000'],
      ['Trio — B', 'DTSTART;TZID=Europe/Paris:20261120T180000'],
      ['Trio — C', 'DTSTART;TZID=Europe/Paris:20261123T180000'],
      ['Trio — A', 'DTSTART;TZID=Europe/Paris:20261125T180000'],
    ]);
    expect(events[0]?.end).toBe('DTEND;TZID=Europe/Paris:20261118T190000');
    expect(events.at(-1)?.start).toBe('DTSTART;TZID=Europe/Paris:20270111T180000');
  });

  it('un UID stable par séance et par jour : deux lectures donnent les mêmes événements', async () => {
    const { member, enrollment, sessions } = await planned();
    const { path } = await linkOf(member);
    const first = eventsOf((await feed(path)).body);
    clock.advance(60 * 60 * 1000);
    const second = eventsOf((await feed(path)).body);
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    const sessionA = sessions.find((session) => session.title === 'A');
    expect(first[0]?.uid).toBe(`elan-${enrollment.id}-${sessionA?.id}-20261118@elan`);
    expect(new Set(first.map((event) => event.uid)).size).toBe(24);
  });

  it('la séance faite aujourd’hui reste celle du jour, les suivantes partent d’elle', async () => {
    const { member, program, sessions } = await planned();
    const sessionA = sessions.find((session) => session.title === 'A');
    await insertCompletion(ctx.db, {
      user_id: member.user.id,
      program_id: program.id,
      session_id: sessionA?.id ?? null,
      completed_at: new Date('2026-11-18T09:00:00Z'),
    });
    const { path } = await linkOf(member);
    const events = eventsOf((await feed(path)).body);
    expect(events.slice(0, 3).map((event) => event.summary)).toEqual(['Trio — A', 'Trio — B', 'Trio — C']);
  });

  it('un plan sans créneau donne des événements sur la journée entière', async () => {
    const { member } = await planned({ time_slot_start: null, time_slot_end: null });
    const { path } = await linkOf(member);
    const [first] = eventsOf((await feed(path)).body);
    expect(first?.start).toBe('DTSTART;VALUE=DATE:20261118');
    expect(first?.end).toBeUndefined();
  });

  it('changement d’heure : 18:00 à Paris reste 18:00 fin mars et fin octobre', async () => {
    const { member } = await planned();
    const { path } = await linkOf(member);
    // Summer time begins on Sunday 28 March 2027 and ends on Sunday 25 October 2026.
    for (const [now, before, after] of [
      ['2027-03-24T11:00:00Z', '20270326', '20270329'],
      ['2026-10-21T10:00:00Z', '20261023', '20261026'],
    ] as const) {
      clock.set(now);
      const starts = eventsOf((await feed(path)).body).map((event) => event.start);
      expect(starts).toContain(`DTSTART;TZID=Europe/Paris:${before}T180000`);
      expect(starts).toContain(`DTSTART;TZID=Europe/Paris:${after}T180000`);
    }
  });

  it('un nouveau lien révoque l’ancien, DELETE révoque le lien : 404 comme une adresse inconnue', async () => {
    const { member } = await planned();
    const old = await linkOf(member);
    const fresh = await linkOf(member);
    expectFailure(await feed(old.path), 404, MESSAGES.calendarNotFound);
    expect((await feed(fresh.path)).statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/schedule/calendar-link',
      headers: member.auth,
    });
    expect(revoked.statusCode).toBe(200);
    const afterDelete = await feed(fresh.path);
    const unknown = await feed(`/api/schedule/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await feed('/api/schedule/calendar/abc.ics');
    expectFailure(afterDelete, 404, MESSAGES.calendarNotFound);
    expect(unknown.body).toBe(afterDelete.body);
    expect(malformed.body).toBe(afterDelete.body);
  });

  it('le jeton ne remplace pas le secret, et l’adresse n’en demande pas', async () => {
    const { member } = await planned();
    const { path } = await linkOf(member);
    expect((await feed(path)).statusCode).toBe(200);
    expect((await feed(path, member.auth)).statusCode).toBe(200);
    // The whole token is longer than any segment the router takes (414, decision of http-edges);
    // its signature has a secret's very shape (43 base64url characters) and opens nothing.
    expectFailure(
      await feed(`/api/schedule/calendar/${member.token}.ics`, member.auth),
      414,
      MESSAGES.urlTooLong,
    );
    const signature = member.token.split('.')[2] ?? '';
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectFailure(
      await feed(`/api/schedule/calendar/${signature}.ics`, member.auth),
      404,
      MESSAGES.calendarNotFound,
    );
    expectFailure(await feed('/api/schedule/calendar/.ics', member.auth), 404, MESSAGES.calendarNotFound);
  });
});
