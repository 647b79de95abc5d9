import type { CompletionComment, CreatedCompletion } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { coachLinks, users } from '../src/db/schema/index.ts';
import { befriend, type Member, registerMember, trainedAt } from './social-helpers.ts';

type Ids = { program_id: number; session_id: number };

/**
 * Issue 32's and 34's cast around one author whose session is a card of their circle: a friend who
 * trained today, a friend who did not, a stranger who trained today, and the author's coach.
 */
export async function commentCast(app: App, db: Database, ids: Ids, now: Date, first_name = 'Camille') {
  const author = await registerMember(app, { first_name, last_name: 'Autrice' });
  const friend = await registerMember(app, { first_name: 'Hugo', last_name: 'Ami' });
  const idleFriend = await registerMember(app, { first_name: 'Inès', last_name: 'Repos' });
  const stranger = await registerMember(app, { first_name: 'Jules', last_name: 'Inconnu' });
  const coach = await registerMember(app, { first_name: 'Karim', last_name: 'Coach' });
  for (const other of [friend, idleFriend]) await befriend(db, author, other);
  for (const reader of [friend, stranger]) await trainedAt(db, reader, ids, now);
  // A coach holds the role (coachSql asks it, decision 107) and the athlete's link.
  await db.update(users).set({ role: 'coach' }).where(eq(users.id, coach.user.id));
  await db.insert(coachLinks).values({ athlete_id: author.user.id, coach_id: coach.user.id });
  const completion = await saveCompletion(app, author, ids);
  const unlocked = await app.inject({
    method: 'POST',
    url: '/api/social/feed/unlock',
    headers: author.auth,
    payload: { sessionCompletionId: completion.id },
  });
  expect(unlocked.statusCode, unlocked.body).toBe(201);
  return { author, friend, idleFriend, stranger, coach, completion };
}

export async function saveCompletion(app: App, who: Member, ids: Ids) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: who.auth,
    payload: { ...ids, duration_minutes: 30 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: CreatedCompletion }).data;
}

/** The comment calls, on one app. */
export function commentClient(app: () => App) {
  const call = (who: Member | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });
  return {
    call,
    post: (who: Member | null, completionId: number, text: unknown) =>
      call(who, 'POST', `/api/completions/${completionId}/comments`, { text }),
    list: (who: Member | null, completionId: number, query = '') =>
      call(who, 'GET', `/api/completions/${completionId}/comments${query}`),
    remove: (who: Member | null, commentId: number) => call(who, 'DELETE', `/api/comments/${commentId}`),
    /** Posts and answers the comment (201 expected). */
    async write(who: Member, completionId: number, text: string) {
      const response = await call(who, 'POST', `/api/completions/${completionId}/comments`, { text });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { data: CompletionComment }).data;
    },
    async thread(who: Member, completionId: number) {
      const response = await call(who, 'GET', `/api/completions/${completionId}/comments`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: CompletionComment[] }).data;
    },
  };
}
