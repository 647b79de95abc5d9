import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { calendarLinks, sessions } from '../../db/schema/index.ts';

/** Issue 33: the member's secret calendar address (its SHA-256 only) and what the feed reads. */
export const calendarRepository = {
  /** The member's one link: a new secret replaces the previous one, which stops working. */
  async replaceLink(db: Executor, userId: number, secretHash: string) {
    await db
      .insert(calendarLinks)
      .values({ user_id: userId, secret_hash: secretHash })
      .onConflictDoUpdate({
        target: calendarLinks.user_id,
        set: { secret_hash: secretHash, created_at: sql`now()` },
      });
  },

  async deleteLink(db: Executor, userId: number) {
    await db.delete(calendarLinks).where(eq(calendarLinks.user_id, userId));
  },

  /** The link whose secret hashes to `secretHash`: one probe of the unique index. */
  async findByHash(db: Executor, secretHash: string) {
    const [row] = await db
      .select({ user_id: calendarLinks.user_id, secret_hash: calendarLinks.secret_hash })
      .from(calendarLinks)
      .where(eq(calendarLinks.secret_hash, secretHash))
      .limit(1);
    return row;
  },

  /** The sessions of the given programmes, each programme's in order (`sessions_program_idx`). */
  async sessionsOf(db: Executor, programIds: number[]) {
    if (programIds.length === 0) return [];
    return db
      .select({
        id: sessions.id,
        program_id: sessions.program_id,
        title: sessions.title,
        order_index: sessions.order_index,
      })
      .from(sessions)
      .where(inArray(sessions.program_id, programIds))
      .orderBy(asc(sessions.program_id), asc(sessions.order_index), asc(sessions.id));
  },
};
