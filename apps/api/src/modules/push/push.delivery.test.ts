import { type Notification, PUSH_MESSAGES } from '@elan/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, registerMember } from '../../../test/factories.ts';
import { createMemoryQueue } from '../../../test/memory-queue.ts';
import { startPushServiceStub } from '../../../test/push-service-stub.ts';
import { planTrainingReminders, sendDailyMotivation } from '../../jobs/scheduled-notifications.ts';
import { createNotifier } from './notifier.ts';
import { webPushSender } from './web-push-sender.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
// 11:00 in Paris (winter, UTC+1)
const clock = createTestClock('2026-11-25T10:00:00Z');
afterEach(clock.reset);
let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushServiceStub>>;
beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  stub = await startPushServiceStub(ctx.vapid.publicKey);
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});
beforeEach(() => {
  ctx.jobs.length = 0;
});

const call = (who: Member, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function subscribedMember() {
  const member = await registerMember(ctx.app);
  const device = stub.subscriber(`membre-${member.user.id}`);
  expect(
    (await call(member, 'POST', '/push/subscribe', { subscription: device.subscription })).statusCode,
  ).toBe(201);
  return { member, device };
}

/** `member` enrols in a new programme of `creator`'s and completes its first session. */
async function completeSessionOf(creator: Member, member: Member, title = 'Cardio express') {
  const program = await createProgram(ctx.app, creator.auth, { title });
  const sessions = await call(creator, 'GET', `/sessions?program_id=${program.id}`);
  const sessionId = (sessions.json().data as { id: number }[])[0]?.id;
  // The creator hears of its members' sessions only (decision 062).
  const enrolled = await call(member, 'POST', '/enrollments', { program_id: program.id });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const saved = await call(member, 'POST', '/completions', {
    program_id: program.id,
    session_id: sessionId,
    duration_minutes: 25,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return program;
}

const typesReceived = (path: string) => stub.receivedAt(path).map((payload) => payload.type);
const listOf = async (who: Member) =>
  (await call(who, 'GET', '/push/notifications')).json().data as Notification[];

describe('livraison web push', () => {
  it('le créateur reçoit le titre et le texte exacts, chiffrés, signés VAPID ; le push est compté', async () => {
    const { member: creator, device } = await subscribedMember();
    const member = await registerMember(ctx.app, { first_name: 'Léa', last_name: 'Martin' });
    const program = await completeSessionOf(creator, member);
    expect(await ctx.runJobs()).toBeGreaterThan(0);
    expect(stub.errors).toEqual([]);
    const received = stub.receivedAt(device.path).find((payload) => payload.type === 'session_completed');
    expect(received).toMatchObject({
      title: 'Séance terminée 💪',
      body: 'Léa Martin a terminé « Session principale » de votre programme « Cardio express ».',
      type: 'session_completed',
      url: `/programs/${program.id}`,
      icon: '💪',
    });
    expect(stub.received.find((item) => item.path === device.path)?.audience).toBe(stub.origin);
    // The creator also earned « Architecte » for the programme: two pushes.
    expect(typesReceived(device.path).sort()).toEqual(['badge_unlocked', 'session_completed']);
    expect((await call(creator, 'GET', '/push/stats')).json().data).toEqual({
      sent_last_week: 2,
      active_devices: 1,
    });
  });

  it('les heures calmes (Paris) retiennent le push jusqu’à leur fin', async () => {
    clock.set('2026-11-25T22:30:00Z'); // 23:30 in Paris, inside 22:00–07:00
    const { member: creator, device } = await subscribedMember();
    await completeSessionOf(creator, await registerMember(ctx.app));
    await ctx.runJobs();
    expect(stub.receivedAt(device.path)).toEqual([]);
    expect(ctx.jobs.map((item) => item.startAfter?.toISOString())).toContain('2026-11-26T06:00:00.000Z');
    clock.set('2026-11-26T06:00:30Z');
    await ctx.runJobs();
    expect(typesReceived(device.path).sort()).toEqual(['badge_unlocked', 'session_completed']);
  });

  it('410 du service de push : l’abonnement est oublié', async () => {
    const { member: creator, device } = await subscribedMember();
    stub.respond(device.path, 410);
    await completeSessionOf(creator, await registerMember(ctx.app));
    await ctx.runJobs();
    expect((await call(creator, 'GET', '/push/stats')).json().data).toEqual({
      sent_last_week: 0,
      active_devices: 0,
    });
  });

  it('une autre erreur est réessayée, et l’appareil reçoit le push une seule fois', async () => {
    const { member: creator, device } = await subscribedMember();
    stub.respond(device.path, 500);
    await completeSessionOf(creator, await registerMember(ctx.app));
    await ctx.runJobs();
    expect(ctx.jobs).toHaveLength(2);
    stub.respond(device.path, 201);
    await ctx.runJobs();
    await ctx.runJobs();
    expect(ctx.jobs).toHaveLength(0);
    expect(typesReceived(device.path).sort()).toEqual(['badge_unlocked', 'session_completed']);
  });

  it('push désactivé : la notification in-app reste, rien n’est envoyé', async () => {
    const { member: creator, device } = await subscribedMember();
    await call(creator, 'PUT', '/push/preferences', { push_enabled: false });
    await completeSessionOf(creator, await registerMember(ctx.app));
    await ctx.runJobs();
    expect((await listOf(creator)).map((item) => item.type).sort()).toEqual([
      'badge_unlocked',
      'session_completed',
    ]);
    expect(stub.receivedAt(device.path)).toEqual([]);
  });

  it('type désactivé : aucune notification enregistrée', async () => {
    const { member: creator } = await subscribedMember();
    await call(creator, 'PUT', '/push/preferences', { session_completed_by_members: false });
    await completeSessionOf(creator, await registerMember(ctx.app));
    expect((await listOf(creator)).map((item) => item.type)).toEqual(['badge_unlocked']);
  });
});

describe('événements', () => {
  it('objectif hebdomadaire atteint : une notification ; nouveau programme : ses inscrits l’apprennent', async () => {
    const [creator, member] = await Promise.all([registerMember(ctx.app), registerMember(ctx.app)]);
    const goal = await call(member, 'POST', `/badges/user/${member.user.id}/weekly-goal`, {
      goalType: 'sessions',
      goalTarget: 1,
    });
    expect(goal.statusCode, goal.body).toBe(200);
    const first = await completeSessionOf(creator, member, 'Bases');
    const goals = (await listOf(member)).filter((item) => item.type === 'weekly_goal');
    expect(goals).toEqual([
      expect.objectContaining({
        title: 'Objectif de la semaine atteint ! 🎯',
        message: 'Bravo, 1\u00A0séance cette semaine : objectif atteint !',
      }),
    ]);
    // The member is enrolled in `first` (completeSessionOf enrolled them).
    expect((await call(member, 'GET', `/enrollments/check/${first.id}`)).json().data.enrolled).toBe(true);
    const second = await createProgram(ctx.app, creator.auth, { title: 'Suite logique' });
    const news = (await listOf(member)).filter((item) => item.type === 'new_program');
    expect(news).toEqual([
      expect.objectContaining({
        title: 'Nouveau programme 🚀',
        message: `${creator.user.first_name} ${creator.user.last_name} a publié « Suite logique ».`,
        data: { programId: second.id },
      }),
    ]);
    expect((await listOf(creator)).some((item) => item.type === 'new_program')).toBe(false);
  });
});

describe('tâches planifiées', () => {
  /** A member enrolled in a programme with a 12:00–13:00 slot every day. */
  async function plannedMember() {
    const { member, device } = await subscribedMember();
    const program = await createProgram(ctx.app, member.auth, { title: 'Midi musclé' });
    const enrolled = await call(member, 'POST', '/enrollments', { program_id: program.id });
    const plan = await call(member, 'PUT', `/enrollments/${enrolled.json().data.id}/plan`, {
      sessions_per_week: 3,
      training_days: [],
      time_slot_start: '12:00',
      time_slot_end: '13:00',
    });
    expect(plan.statusCode, plan.body).toBe(200);
    return { member, device, program };
  }

  it('deux planificateurs à la fois : un seul rappel, reçu avec le bon texte', async () => {
    const { member, device } = await plannedMember();
    clock.set('2026-11-25T10:30:00Z'); // 11:30 Paris: 30 minutes before the slot
    const queue = createMemoryQueue();
    const [first, second] = [
      createNotifier(queue.enqueue, clock.now),
      createNotifier(queue.enqueue, clock.now),
    ];
    // Two processes: two pools on one database, planning the same minute at once.
    const otherProcess = await ctx.openSecondPool();
    try {
      await Promise.all([
        planTrainingReminders(ctx.db, first, clock.now()),
        planTrainingReminders(otherProcess.db, second, clock.now()),
      ]);
    } finally {
      await otherProcess.close();
    }
    await planTrainingReminders(ctx.db, first, new Date('2026-11-25T10:32:00Z'));
    expect((await listOf(member)).filter((item) => item.type === 'training_reminder')).toHaveLength(1);
    expect(queue.jobs).toHaveLength(1);
    await queue.runDue({
      db: ctx.db,
      send: webPushSender(ctx.vapid, { allowLoopback: true }),
      now: clock.now,
    });
    expect(stub.receivedAt(device.path)).toEqual([
      expect.objectContaining({
        title: "C'est bientôt l'heure ⏰",
        body: '« Session principale » (Midi musclé) est prévue à 12:00.',
        url: '/programs',
      }),
    ]);
  });

  it('heures calmes : le rappel est stocké mais jamais poussé, ni plus tard', async () => {
    const { member, device } = await plannedMember();
    await call(member, 'PUT', '/push/preferences', { quiet_hours_start: '11:00', quiet_hours_end: '11:45' });
    clock.set('2026-11-25T10:30:00Z');
    const queue = createMemoryQueue();
    await planTrainingReminders(ctx.db, createNotifier(queue.enqueue, clock.now), clock.now());
    const deps = { db: ctx.db, send: webPushSender(ctx.vapid, { allowLoopback: true }), now: clock.now };
    await queue.runDue(deps);
    clock.set('2026-11-25T11:00:00Z');
    await queue.runDue(deps);
    expect(queue.jobs).toEqual([]);
    expect(stub.receivedAt(device.path)).toEqual([]);
    expect((await listOf(member)).filter((item) => item.type === 'training_reminder')).toHaveLength(1);
  });

  it('pas de rappel quand la séance du jour est faite ; daily motivation une fois par jour', async () => {
    const { member, program } = await plannedMember();
    const sessions = await call(member, 'GET', `/sessions?program_id=${program.id}`);
    await call(member, 'POST', '/completions', {
      program_id: program.id,
      session_id: (sessions.json().data as { id: number }[])[0]?.id,
      duration_minutes: 20,
    });
    const notifier = createNotifier(createMemoryQueue().enqueue, clock.now);
    await planTrainingReminders(ctx.db, notifier, new Date('2026-11-25T10:30:00Z'));
    expect((await listOf(member)).some((item) => item.type === 'training_reminder')).toBe(false);

    await sendDailyMotivation(ctx.db, notifier, clock.now());
    await sendDailyMotivation(ctx.db, notifier, new Date('2026-11-25T20:00:00Z'));
    expect((await listOf(member)).filter((item) => item.type === 'daily_motivation')).toHaveLength(1);
  });
});

describe('minuteur de repos', () => {
  it('un seul en attente, remplacé par le suivant ; 429 sous 15 s ; annulable', async () => {
    const { member, device } = await subscribedMember();
    const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();
    expectFailure(await call(member, 'DELETE', '/push/rest-timer'), 404, PUSH_MESSAGES.restTimerNotFound);
    expectFailure(
      await call(member, 'POST', '/push/rest-timer', { ends_at: at(-5) }),
      400,
      PUSH_MESSAGES.endsAtRange,
    );
    expectFailure(
      await call(member, 'POST', '/push/rest-timer', { ends_at: at(601) }),
      400,
      PUSH_MESSAGES.endsAtRange,
    );
    expectFailure(
      await call(member, 'POST', '/push/rest-timer', { ends_at: 'demain' }),
      400,
      PUSH_MESSAGES.endsAtInvalid,
    );
    expectFailure(await call(member, 'POST', '/push/rest-timer', {}), 400, PUSH_MESSAGES.endsAtInvalid);

    const first = await call(member, 'POST', '/push/rest-timer', { ends_at: at(60) });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ ends_at: at(60) });
    expectFailure(
      await call(member, 'POST', '/push/rest-timer', { ends_at: at(90) }),
      429,
      PUSH_MESSAGES.restTimerTooFrequent,
    );
    clock.advance(16_000);
    expect((await call(member, 'POST', '/push/rest-timer', { ends_at: at(90) })).statusCode).toBe(201);
    clock.advance(30_000);
    await ctx.runJobs();
    expect(stub.receivedAt(device.path)).toEqual([]);
    clock.advance(90_000);
    await ctx.runJobs();
    expect(stub.receivedAt(device.path)).toEqual([
      expect.objectContaining({ title: 'Repos terminé ⏱️', type: 'rest_timer' }),
    ]);

    clock.advance(16_000);
    await call(member, 'POST', '/push/rest-timer', { ends_at: at(45) });
    expect((await call(member, 'DELETE', '/push/rest-timer')).statusCode).toBe(200);
    clock.advance(60_000);
    await ctx.runJobs();
    expect(stub.receivedAt(device.path)).toHaveLength(1);
  });
});
