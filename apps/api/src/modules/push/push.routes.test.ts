import { MESSAGES, type Notification, PUSH_MESSAGES, type PushPreferences } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { startPushServiceStub } from '../../../test/push-service-stub.ts';
import { notifications } from '../../db/schema/index.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushServiceStub>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  stub = await startPushServiceStub(ctx.vapid.publicKey);
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

const call = (who: Member | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/push${url}`,
    ...(who ? { headers: who.auth } : {}),
    ...(payload ? { payload } : {}),
  });

/** `member` completes the first session of a programme `creator` made: two events, two notifications. */
async function completeSessionOf(creator: Member, member: Member) {
  const program = await createProgram(ctx.app, creator.auth, { title: 'Force 6 semaines' });
  const sessions = await ctx.app.inject({
    url: `/api/sessions?program_id=${program.id}`,
    headers: creator.auth,
  });
  const [session] = sessions.json().data as { id: number; title: string }[];
  // The creator hears of its members' sessions only (decision 062).
  const enrolled = await ctx.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    headers: member.auth,
    payload: { program_id: program.id },
  });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: member.auth,
    payload: { program_id: program.id, session_id: session?.id, duration_minutes: 30 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return program;
}

describe('push : accès', () => {
  it('401 sans jeton, sauf la clé VAPID publique', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['POST', '/notifications/1/read'],
      ['POST', '/notifications/read-all'],
      ['GET', '/stats'],
      ['POST', '/subscribe'],
      ['POST', '/unsubscribe'],
      ['GET', '/preferences'],
      ['PUT', '/preferences'],
      ['POST', '/test'],
      ['POST', '/rest-timer'],
      ['DELETE', '/rest-timer'],
    ] as const) {
      expectFailure(await call(null, method, url), 401, MESSAGES.unauthorized, `${method} ${url}`);
    }
    const key = await call(null, 'GET', '/vapid-public-key');
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ success: true, data: { publicKey: ctx.vapid.publicKey } });
  });

  it("404 sur la notification d'un autre membre, 400 sur un identifiant invalide", async () => {
    const [creator, member, stranger] = await Promise.all([
      registerMember(ctx.app),
      registerMember(ctx.app),
      registerMember(ctx.app),
    ]);
    await completeSessionOf(creator, member);
    const [notification] = (await call(creator, 'GET', '/notifications')).json().data as Notification[];
    expectFailure(
      await call(stranger, 'POST', `/notifications/${notification?.id}/read`),
      404,
      PUSH_MESSAGES.notificationNotFound,
    );
    expectFailure(await call(stranger, 'POST', '/notifications/abc/read'), 400, MESSAGES.invalidId);
    const unread = (await call(creator, 'GET', '/notifications')).json().data as Notification[];
    expect(unread[0]?.read).toBe(false);
  });
});

describe('push : notifications', () => {
  it('le créateur apprend la séance terminée, le membre son badge ; lu un par un puis tous', async () => {
    const [creator, member] = await Promise.all([registerMember(ctx.app), registerMember(ctx.app)]);
    const program = await completeSessionOf(creator, member);
    const [toCreator] = (await call(creator, 'GET', '/notifications')).json().data as Notification[];
    expect(toCreator).toMatchObject({
      type: 'session_completed',
      title: 'Séance terminée 💪',
      message: `${member.user.first_name} ${member.user.last_name} a terminé « Session principale » de votre programme « Force 6 semaines ».`,
      data: { programId: program.id },
      read: false,
    });
    const mine = (await call(member, 'GET', '/notifications')).json().data as Notification[];
    expect(mine.map((item) => item.type)).toContain('badge_unlocked');
    expect(mine.every((item) => item.type !== 'session_completed')).toBe(true);

    const read = await call(creator, 'POST', `/notifications/${toCreator?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: toCreator?.id, read: true });
    const all = await call(member, 'POST', '/notifications/read-all');
    expect(all.json()).toEqual({ success: true, data: { updated: mine.length } });
    const after = (await call(member, 'GET', '/notifications')).json().data as Notification[];
    expect(after.every((item) => item.read)).toBe(true);
  });

  it('20 par défaut, les plus récentes en premier, 100 au plus', async () => {
    const member = await registerMember(ctx.app);
    const base = Date.parse('2026-11-20T10:00:00Z');
    await ctx.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        user_id: member.user.id,
        type: 'daily_motivation',
        title: `n${index}`,
        message: 'Bouge !',
        created_at: new Date(base + index * 60_000),
      })),
    );
    const list = (await call(member, 'GET', '/notifications')).json().data as Notification[];
    expect(list).toHaveLength(20);
    expect(list[0]?.title).toBe('n24');
    expect(list[0]?.created_at).toBe(new Date(base + 24 * 60_000).toISOString());
    expect((await call(member, 'GET', '/notifications?limit=100')).json().data).toHaveLength(25);
    const older = (await call(member, 'GET', '/notifications?offset=20')).json().data as Notification[];
    expect(older.map((item) => item.title)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expectFailure(await call(member, 'GET', '/notifications?offset=1001'), 400, PUSH_MESSAGES.offsetRange);
    for (const limit of ['0', '101', 'abc', '2.5']) {
      expectFailure(
        await call(member, 'GET', `/notifications?limit=${limit}`),
        400,
        PUSH_MESSAGES.limitRange,
        limit,
      );
    }
  });
});

describe('push : abonnements', () => {
  it('abonne, met à jour sans doublon, compte les appareils, désabonne', async () => {
    const [member, other] = await Promise.all([registerMember(ctx.app), registerMember(ctx.app)]);
    const { subscription } = stub.subscriber(`abonnement-${member.user.id}`);
    const created = await call(member, 'POST', '/subscribe', { subscription });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ endpoint: subscription.endpoint, active: true });
    expect((await call(member, 'POST', '/subscribe', { subscription })).statusCode).toBe(201);
    expect((await call(member, 'GET', '/stats')).json().data).toEqual({
      sent_last_week: 0,
      active_devices: 1,
    });

    expectFailure(
      await call(other, 'POST', '/unsubscribe', { endpoint: subscription.endpoint }),
      404,
      PUSH_MESSAGES.subscriptionNotFound,
    );
    const removed = await call(member, 'POST', '/unsubscribe', { endpoint: subscription.endpoint });
    expect(removed.json().data).toEqual({ endpoint: subscription.endpoint, active: false });
    expect((await call(member, 'GET', '/stats')).json().data.active_devices).toBe(0);
  });

  it("409 sur l'adresse d'abonnement d'un autre membre : elle lui reste, ses notifications aussi", async () => {
    const [owner, intruder] = await Promise.all([registerMember(ctx.app), registerMember(ctx.app)]);
    const device = stub.subscriber(`pris-${owner.user.id}`);
    expect((await call(owner, 'POST', '/subscribe', { subscription: device.subscription })).statusCode).toBe(
      201,
    );

    const { subscription: intruderKeys } = stub.subscriber(`autre-${intruder.user.id}`);
    const takeover = { subscription: { endpoint: device.subscription.endpoint, keys: intruderKeys.keys } };
    expectFailure(await call(intruder, 'POST', '/subscribe', takeover), 409, PUSH_MESSAGES.endpointTaken);

    expect((await call(intruder, 'GET', '/stats')).json().data.active_devices).toBe(0);
    expect((await call(owner, 'GET', '/stats')).json().data.active_devices).toBe(1);
    expect((await call(owner, 'POST', '/test')).json()).toEqual({ success: true, data: { devices: 1 } });
    expect(stub.receivedAt(device.path)).toHaveLength(1);
  });

  it('refuse un abonnement invalide avec le message français', async () => {
    const member = await registerMember(ctx.app);
    const { subscription } = stub.subscriber('invalide');
    const cases: [object, string][] = [
      [{}, PUSH_MESSAGES.subscriptionRequired],
      [
        { subscription: { ...subscription, endpoint: 'http://push.exemple.fr/x' } },
        PUSH_MESSAGES.endpointInvalid,
      ],
      [{ subscription: { ...subscription, endpoint: 'ftp://127.0.0.1/x' } }, PUSH_MESSAGES.endpointInvalid],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } } },
        PUSH_MESSAGES.p256dhInvalid,
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` } } },
        PUSH_MESSAGES.p256dhInvalid,
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } } },
        PUSH_MESSAGES.authInvalid,
      ],
    ];
    for (const [payload, message] of cases) {
      expectFailure(await call(member, 'POST', '/subscribe', payload), 400, message, JSON.stringify(payload));
    }
    expectFailure(
      await call(member, 'POST', '/unsubscribe', { endpoint: 'nope' }),
      400,
      PUSH_MESSAGES.endpointInvalid,
    );
  });

  it('notification de test : reçue sur l’appareil, 400 sans appareil', async () => {
    const member = await registerMember(ctx.app);
    expectFailure(await call(member, 'POST', '/test'), 400, PUSH_MESSAGES.noActiveDevice);
    const device = stub.subscriber(`test-${member.user.id}`);
    await call(member, 'POST', '/subscribe', { subscription: device.subscription });
    const sent = await call(member, 'POST', '/test');
    expect(sent.json()).toEqual({ success: true, data: { devices: 1 } });
    expect(stub.receivedAt(device.path)).toEqual([
      expect.objectContaining({
        title: 'Notification de test 🔔',
        body: 'Les notifications Élan fonctionnent !',
      }),
    ]);
    expect((await call(member, 'GET', '/stats')).json().data).toEqual({
      sent_last_week: 1,
      active_devices: 1,
    });
  });
});

describe('push : préférences', () => {
  it('valeurs par défaut, mise à jour des seuls champs changés', async () => {
    const member = await registerMember(ctx.app);
    const defaults = (await call(member, 'GET', '/preferences')).json().data as PushPreferences;
    expect(defaults).toEqual({
      push_enabled: true,
      training_reminders: true,
      session_completed_by_members: true,
      badge_unlocked: true,
      weekly_goals: true,
      daily_motivation: true,
      new_programs: true,
      comments: true,
      challenges: true,
      quiet_hours_enabled: true,
      quiet_hours_start: '22:00',
      quiet_hours_end: '07:00',
      reminder_minutes_before: 30,
    });
    const updated = await call(member, 'PUT', '/preferences', {
      daily_motivation: false,
      quiet_hours_start: '23:30',
    });
    expect(updated.json().data).toEqual({ ...defaults, daily_motivation: false, quiet_hours_start: '23:30' });
    const again = await call(member, 'PUT', '/preferences', { reminder_minutes_before: 120 });
    expect(again.json().data).toEqual({
      ...defaults,
      daily_motivation: false,
      quiet_hours_start: '23:30',
      reminder_minutes_before: 120,
    });
  });

  it('400 en français sur une valeur invalide', async () => {
    const member = await registerMember(ctx.app);
    for (const [payload, message] of [
      [{ reminder_minutes_before: 45 }, PUSH_MESSAGES.reminderMinutesInvalid],
      [{ reminder_minutes_before: 'abc' }, PUSH_MESSAGES.reminderMinutesInvalid],
      [{ quiet_hours_start: '25:00' }, PUSH_MESSAGES.quietHoursInvalid],
      [{ quiet_hours_end: '7h' }, PUSH_MESSAGES.quietHoursInvalid],
      [{ badge_unlocked: 'oui' }, PUSH_MESSAGES.booleanInvalid],
      [{}, PUSH_MESSAGES.nothingToUpdate],
    ] as const) {
      expectFailure(
        await call(member, 'PUT', '/preferences', payload),
        400,
        message,
        JSON.stringify(payload),
      );
    }
  });
});
