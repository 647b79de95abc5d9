import type { Notification, Program, Session, SessionExercise } from '@elan/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { bodyGoals, users } from '../src/db/schema/index.ts';
import { createProgram, registerMember } from './factories.ts';
import { befriend, type Member } from './social-helpers.ts';

/**
 * Who calls: nobody, the owner of every resource below, or one of five others (issue 15). The
 * coach is the owner's coach (issue 32); the admin, a coach of nobody.
 */
export const ROLES = ['anonymous', 'owner', 'stranger', 'friend', 'coach', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Actor = Exclude<Role, 'anonymous'>;

/** A secret in the owner's private health data: no one else's response may ever contain it. */
export const OWNER_SECRET = 'secret-de-santé-du-propriétaire';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----elan-matrix-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export const STRONG_CSV = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
`;

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff6b35' } })
    .jpeg()
    .toBuffer();

/**
 * The owner's resources, made once through the API, and the five other callers. Destructive
 * entries ask `fresh` for a resource of their own, so one role's DELETE never hides another's.
 */
export async function buildWorld(app: App, db: Database) {
  const call = async <T>(who: Member, method: Method, url: string, payload?: unknown, extra = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...who.auth, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  const member = async (role: 'user' | 'coach' | 'admin' = 'user') => {
    const created = await registerMember(app);
    if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, created.user.id));
    return created;
  };

  const owner = await member();
  const stranger = await member();
  const friend = await member();
  const coach = await member('coach');
  const admin = await member('admin');
  const actors: Record<Actor, Member> = { owner, stranger, friend, coach, admin };
  // Friends through the API: the owner asks, the friend accepts (the owner is notified).
  const asked = await call<{ id: number }>(owner, 'POST', '/api/social/connections/add', {
    friendId: friend.user.id,
  });
  await call(friend, 'POST', `/api/social/connections/${asked.id}/accept`);
  // The coach is the owner's coach (issue 32): the coach invites, the owner accepts. The admin
  // coaches nobody, so the admin column is « another coach ».
  const coachInvitation = await call<{ code: string }>(coach, 'POST', '/api/coach/invitations');
  await call(owner, 'POST', `/api/coach/invitations/${coachInvitation.code}/accept`);
  /** A new member who follows the world's coach (a link a DELETE may end). */
  const athleteOfCoach = async () => {
    const athlete = await member();
    const { code } = await call<{ code: string }>(coach, 'POST', '/api/coach/invitations');
    await call(athlete, 'POST', `/api/coach/invitations/${code}/accept`);
    return athlete;
  };

  const program = async (who: Member = owner): Promise<Program> => createProgram(app, who.auth, {}, [1, 2]);
  const sessionOf = async (programId: number) =>
    (await call<Session[]>(owner, 'GET', `/api/sessions?program_id=${programId}`))[0]!;
  const photo = async (who: Member = owner) => {
    const { payload, headers } = multipart('photo', 'photo.jpg', 'image/jpeg', await jpeg());
    return (await call<{ url: string }>(who, 'POST', '/api/uploads/session-photo', payload, headers)).url;
  };
  const ownProgram = await program();
  const session = await sessionOf(ownProgram.id);
  const completion = async (who: Member = owner, extra: object = {}) =>
    call<{ id: number }>(who, 'POST', '/api/completions', {
      program_id: ownProgram.id,
      session_id: session.id,
      duration_minutes: 30,
      notes: 'Bonne séance',
      sets: [{ exercise_id: 1, set_number: 1, reps: 8, weight_kg: 40 }],
      ...extra,
    });
  const measurement = async (who: Member = owner, notes = OWNER_SECRET) =>
    call<{ id: number }>(who, 'POST', '/api/body-composition/measurements', {
      weight_kg: 70,
      height_cm: 175,
      body_fat_percent: 20,
      notes,
    });
  /** An active goal of the owner's, any earlier active one abandoned first (one at a time). */
  const noActiveGoal = () =>
    db
      .update(bodyGoals)
      .set({ status: 'abandoned' })
      .where(and(eq(bodyGoals.user_id, owner.user.id), eq(bodyGoals.status, 'active')));
  const goal = async () => {
    await noActiveGoal();
    return call<{ id: number }>(owner, 'POST', '/api/body-composition/goals', {
      goal_type: 'weight_loss',
      target_weight_kg: 65,
      target_date: '2099-01-01',
    });
  };

  const ownCompletion = await completion(owner, { photo_url: await photo() });
  const unlocked = await call<{ feed_event: { id: number } }>(owner, 'POST', '/api/social/feed/unlock', {
    sessionCompletionId: ownCompletion.id,
  });
  // The friend's feed is open today, so they may react to the owner's event.
  await call(friend, 'POST', '/api/social/feed/unlock', {
    sessionCompletionId: (await completion(friend)).id,
  });
  for (const who of [stranger, friend, coach, admin]) await measurement(who, 'Mesure ordinaire');
  await measurement();
  const [notification] = await call<Notification[]>(owner, 'GET', '/api/push/notifications');
  const sessionExercise = (
    await call<SessionExercise[]>(owner, 'GET', `/api/session-exercises?session_id=${session.id}`)
  )[0]!;
  const enrollment = async () =>
    call<{ id: number }>(owner, 'POST', '/api/enrollments', { program_id: (await program()).id });
  const ownExercise = async () =>
    call<{ id: number }>(owner, 'POST', '/api/exercises', {
      name: `Mon exercice ${Math.random().toString(36).slice(2, 10)}`,
      muscle_group: 'Biceps',
      type: 'force',
    });
  /** A pending request from a new member to the owner (accept, decline). */
  const incomingRequest = async () => {
    const asker = await member();
    return call<{ id: number }>(asker, 'POST', '/api/social/connections/add', { friendId: owner.user.id });
  };
  /** A new member befriended to the owner; the connection's id. */
  const friendship = async () => {
    const other = await member();
    await befriend(db, owner, other);
    const list = await call<{ id: number; member: { id: number } }[]>(
      owner,
      'GET',
      '/api/social/connections',
    );
    return list.find((item) => item.member.id === other.user.id)!;
  };
  const importPreview = async (who: Member = owner) => {
    const { payload, headers } = multipart('file', 'strong.csv', 'text/csv', Buffer.from(STRONG_CSV));
    return call<{ id: string }>(who, 'POST', '/api/imports', payload, headers);
  };

  return {
    app,
    db,
    call,
    owner,
    actors,
    member,
    program: ownProgram,
    coachInvitation,
    session,
    sessionExercise,
    completion: ownCompletion,
    feedEvent: unlocked.feed_event,
    notification: notification!,
    measurement: (await call<{ id: number }[]>(owner, 'GET', '/api/body-composition/measurements'))[0]!,
    enrollment: await enrollment(),
    ownExercise: await ownExercise(),
    goal: await goal(),
    earnedBadgeId: (
      await call<{ badge_id: number }[]>(owner, 'GET', `/api/badges/user/${owner.user.id}/earned`)
    )[0]?.badge_id,
    fresh: {
      /** The owner's own export (GET /users/{id}/export), a valid archive to import. */
      accountArchive: async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/users/${owner.user.id}/export`,
          headers: owner.auth,
        });
        if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`);
        return response.rawPayload;
      },
      program,
      session: async () => sessionOf((await program()).id),
      completion: () => completion(),
      todayCompletion: () => completion(),
      photo: () => photo(),
      measurement: () => measurement(),
      goal,
      noActiveGoal,
      enrollment,
      ownExercise,
      incomingRequest,
      friendship,
      athleteOfCoach,
      importPreview,
      sessionExercise: async () => {
        const fresh = await program();
        const freshSession = await sessionOf(fresh.id);
        return (
          await call<SessionExercise[]>(owner, 'GET', `/api/session-exercises?session_id=${freshSession.id}`)
        )[0]!;
      },
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
