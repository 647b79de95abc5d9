import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import {
  adminAudit,
  calendarLinks,
  challengeParticipants,
  challenges,
  coachInvitations,
  coachLinks,
  completionComments,
  feedReactions,
  feedUnlocks,
  imports,
  notifications,
  pushDeliveries,
  pushPreferences,
  pushSubscriptions,
  restTimers,
  weeklyGoalAchievements,
  workoutHistory,
} from '../src/db/schema/index.ts';
import { rowsOf } from '../src/lib/db-errors.ts';
import { createProgram } from './factories.ts';
import { befriend, type Member, postEvent } from './social-helpers.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

async function call(app: App, who: Member, { method, url, payload }: Call) {
  const response = await app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A multipart body with one file part. */
export function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = '----elan-account-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * A member with something in every area: own exercise, created programme (enrolled), a catalogue
 * enrolment, two completions with sets (one with a photo), a measurement, a goal, a weekly goal,
 * a friend, feed events and reactions both ways, notifications, a push subscription.
 */
export async function fillMember(app: App, db: Database, member: Member, friend: Member) {
  const own = await call(app, member, {
    method: 'POST',
    url: '/api/exercises',
    payload: { name: 'Tirage élastique maison', muscle_group: 'Biceps', type: 'force' },
  });
  const program = await createProgram(app, member.auth, { title: 'Cycle perso de Zéphyrine' }, [1, 2]);
  const [session] = await call(app, member, { method: 'GET', url: `/api/sessions?program_id=${program.id}` });
  await call(app, member, { method: 'POST', url: '/api/enrollments', payload: { program_id: program.id } });
  // A stall's chosen load (issue 31, decision 100) on the session's first exercise.
  const [firstExercise] = await call(app, member, {
    method: 'GET',
    url: `/api/session-exercises?session_id=${session.id}`,
  });
  await call(app, member, {
    method: 'POST',
    url: `/api/sessions/${session.id}/targets/overrides`,
    payload: { session_exercise_id: firstExercise.id, weight_kg: 52.5 },
  });
  const [catalogue] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select p.id from programs p join users u on u.id = p.created_by where u.is_system order by p.id limit 1`,
    ),
  );
  await call(app, member, {
    method: 'POST',
    url: '/api/enrollments',
    payload: { program_id: catalogue?.id },
  });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff6b35' } })
    .jpeg()
    .toBuffer();
  const upload = multipart('photo', 'photo.jpg', jpeg, 'image/jpeg');
  const photo = await app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...member.auth, ...upload.headers },
    payload: upload.payload,
  });
  const photoUrl = photo.json().data.url as string;
  await call(app, member, {
    method: 'POST',
    url: '/api/completions',
    payload: {
      program_id: program.id,
      session_id: session.id,
      duration_minutes: 45,
      photo_url: photoUrl,
      notes: 'Bonne séance',
      feeling: 'excellent',
      sets: [
        { exercise_id: 1, set_number: 1, reps: 10, weight_kg: 60 },
        { exercise_id: 1, set_number: 2, reps: 8, weight_kg: 70 },
        { exercise_id: 2, set_number: 1, reps: 12, weight_kg: 20, set_type: 'warmup' },
      ],
    },
  });
  const free = await call(app, member, {
    method: 'POST',
    url: '/api/completions',
    payload: {
      session_title: 'Séance libre du soir',
      duration_minutes: 25,
      sets: [{ exercise_id: own.id, set_number: 1, reps: 15, weight_kg: 12.5 }],
      // A strap's samples (issue 33): the archive carries them and what they gave.
      heart_rate_samples: [
        [0, 98],
        [5, 124],
        [10, 131],
      ],
    },
  });
  await call(app, member, {
    method: 'POST',
    url: '/api/body-composition/measurements',
    payload: { weight_kg: 72.4, height_cm: 176, body_fat_percent: 18.5, measurement_date: '2026-01-10' },
  });
  await call(app, member, {
    method: 'POST',
    url: '/api/body-composition/goals',
    payload: { goal_type: 'weight_loss', target_weight_kg: 68, target_date: '2027-12-31' },
  });
  await call(app, member, {
    method: 'POST',
    url: `/api/badges/user/${member.user.id}/weekly-goal`,
    payload: { goalType: 'sessions', goalTarget: 3 },
  });
  await befriend(db, member, friend);
  const friendEvent = await postEvent(db, friend, new Date(), 'Séance de l’ami');
  const ownEvent = await postEvent(db, member, new Date(), 'Séance de Zéphyrine');
  await db.insert(feedReactions).values([
    { event_id: friendEvent, user_id: member.user.id, emoji: '🔥' },
    { event_id: ownEvent, user_id: friend.user.id, emoji: '💪' },
  ]);
  await db.insert(notifications).values([
    { user_id: member.user.id, type: 'friend_accepted', title: 'Ami', message: 'Bienvenue' },
    { user_id: friend.user.id, type: 'feed_reaction', title: 'Réaction', message: 'Une réaction' },
  ]);
  await db
    .insert(feedUnlocks)
    .values({ completion_id: free.id, user_id: member.user.id, day: '2026-01-12' })
    .onConflictDoNothing();
  await db.insert(weeklyGoalAchievements).values({ user_id: member.user.id, week_start: '2026-01-05' });
  await db.insert(workoutHistory).values({
    user_id: member.user.id,
    workout_date: '2026-01-06',
    duration_minutes: 40,
    exercises_count: 3,
  });
  const [subscription] = await db
    .insert(pushSubscriptions)
    .values({
      user_id: member.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${member.user.id}-zephyrine`,
      p256dh: 'cle-publique-secrete',
      auth: 'secret-auth',
    })
    .returning({ id: pushSubscriptions.id });
  await db.insert(pushDeliveries).values({ user_id: member.user.id, subscription_id: subscription?.id });
  await db.insert(pushPreferences).values({ user_id: member.user.id, daily_motivation: false });
  await db.insert(restTimers).values({ user_id: member.user.id, token: 'minuteur', ends_at: new Date() });
  await db.insert(imports).values({
    id: `import-${member.user.id}`,
    user_id: member.user.id,
    format: 'strong',
    payload: { workouts: [] },
    expires_at: new Date(Date.now() + 3_600_000),
  });
  // Issues 32–34's tables, written directly until their routes exist in every branch.
  const [ownCompletion] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from completions where user_id = ${member.user.id} order by id limit 1`),
  );
  await db.insert(coachLinks).values({ athlete_id: member.user.id, coach_id: friend.user.id });
  await db.insert(coachInvitations).values({
    code: `invitation-${member.user.id}`,
    coach_id: member.user.id,
    expires_at: new Date(Date.now() + 7 * 86_400_000),
  });
  await db.insert(completionComments).values({
    completion_id: ownCompletion?.id ?? free.id,
    author_id: member.user.id,
    text: 'Belle séance !',
  });
  await db.insert(adminAudit).values({
    admin_id: friend.user.id,
    admin_name: 'Octave Brunel',
    action: 'role.change',
    target_user_id: member.user.id,
    target_label: 'Zéphyrine Quillard',
    details: { from: 'user', to: 'coach' },
  });
  await db.insert(calendarLinks).values({ user_id: member.user.id, secret_hash: `hash-${member.user.id}` });
  const [challenge] = await db
    .insert(challenges)
    .values({
      creator_id: member.user.id,
      title: 'Douze séances en janvier',
      metric: 'sessions',
      target: 12,
      starts_on: '2026-01-01',
      ends_on: '2026-01-31',
    })
    .returning({ id: challenges.id });
  await db.insert(challengeParticipants).values([
    { challenge_id: challenge?.id ?? 0, user_id: member.user.id, status: 'joined' },
    { challenge_id: challenge?.id ?? 0, user_id: friend.user.id, status: 'invited' },
  ]);
  // The upload answers a signed preview link (decision 027): the name is the path's last part.
  const photoName = new URL(photoUrl, 'http://elan.test').pathname.split('/').pop() as string;
  return { photoName, ownExercise: own.id as number, free };
}

/** A ZIP of these entries (deflated), as a forged or edited archive is built. */
export async function zipOf(entries: Map<string, Buffer | string> | Record<string, Buffer | string>) {
  const zip = new ZipFile();
  const list = entries instanceof Map ? [...entries] : Object.entries(entries);
  for (const [name, content] of list) zip.addBuffer(Buffer.from(content), name, { compressionLevel: 1 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive's entries, by name, read with yauzl as any unzip tool would. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream: Readable) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

/** Every (table, column) of the public schema whose foreign key points at `target`, from the catalogue. */
export async function foreignKeysTo(db: Database, target: string) {
  return rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname::text as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = ${target}::regclass
      order by 1, 2`),
  );
}

/** How many rows of `table` reference the member by any of its user columns. */
export async function memberRowCount(db: Database, table: string, columns: string[], userId: number) {
  const where = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
    sql` or `,
  );
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)} where ${where}`),
  );
  return row?.count ?? 0;
}

export function expectArchiveName(disposition: string | undefined, username: string) {
  expect(disposition).toMatch(
    new RegExp(`^attachment; filename="elan-export-${username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
  );
}
