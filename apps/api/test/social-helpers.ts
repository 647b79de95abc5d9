import type {
  AddConnectionBody,
  Connection,
  FeedEvent,
  FeedPage,
  ReactionBody,
  Session,
  SocialFeedQuery,
  UnlockBody,
} from '@elan/domain';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { connections, feedEvents } from '../src/db/schema/index.ts';
import { createProgram, insertCompletion, registerMember } from './factories.ts';

export type Member = Awaited<ReturnType<typeof registerMember>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls the social tests make, on one app (or a second one: the social host). */
export function socialClient(app: () => App) {
  const call = (who: Member | null, method: Method, url: string, payload?: object) =>
    app().inject({
      method,
      url,
      ...(who ? { headers: who.auth } : {}),
      ...(payload ? { payload } : {}),
    });
  const data = async <T>(who: Member, method: Method, url: string, payload?: object, status = 200) => {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { data: T }).data;
  };
  return {
    call,
    data,
    feed: (who: Member, query: SocialFeedQuery = {}) =>
      data<FeedPage>(
        who,
        'GET',
        `/api/social/feed?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
      ),
    add: (who: Member, friend: Member) =>
      call(who, 'POST', '/api/social/connections/add', {
        friendId: friend.user.id,
      } satisfies AddConnectionBody),
    connections: (who: Member) => data<Connection[]>(who, 'GET', '/api/social/connections'),
    unlock: (who: Member, completionId: number, extra: Omit<UnlockBody, 'sessionCompletionId'> = {}) =>
      call(who, 'POST', '/api/social/feed/unlock', {
        sessionCompletionId: completionId,
        ...extra,
      } satisfies UnlockBody),
    react: (who: Member, eventId: number, body: ReactionBody) =>
      call(who, 'PUT', `/api/social/feed/events/${eventId}/reaction`, body),
  };
}

/** A programme with one session, to attach completions to. */
export async function programWithSession(app: App, owner: Member) {
  const program = await createProgram(app, owner.auth, { title: 'Cercle' }, [1]);
  const response = await app.inject({
    method: 'GET',
    url: `/api/sessions?program_id=${program.id}`,
    headers: owner.auth,
  });
  const [session] = (response.json() as { data: Session[] }).data;
  return { program_id: program.id, session_id: session!.id };
}

/** Two members made friends straight in the table (the API path has its own tests). */
export async function befriend(db: Database, a: Member, b: Member) {
  await db.insert(connections).values({
    requester_id: a.user.id,
    addressee_id: b.user.id,
    status: 'accepted',
    accepted_at: new Date(),
  });
}

/** A completion at `at` (the member trained then). */
export async function trainedAt(
  db: Database,
  who: Member,
  ids: { program_id: number; session_id: number },
  at: Date,
) {
  const row = await insertCompletion(db, { user_id: who.user.id, ...ids, completed_at: at });
  if (!row) throw new Error('completion insert returned no row');
  return row;
}

/** A feed event written straight to the table (ids and times chosen by the test). */
export async function postEvent(db: Database, who: Member, at: Date, message = 'Séance') {
  const [row] = await db
    .insert(feedEvents)
    .values({ user_id: who.user.id, type: 'session_completed', emoji: '💪', message, created_at: at })
    .returning({ id: feedEvents.id });
  return row!.id;
}

export const ids = (events: FeedEvent[]) => events.map((event) => event.id);

export { registerMember };
