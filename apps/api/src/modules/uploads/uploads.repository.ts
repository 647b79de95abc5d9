import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completions, uploads, users } from '../../db/schema/index.ts';
import { PHOTO_URL_PREFIX } from './photo-storage.ts';

export const uploadsRepository = {
  async insert(db: Executor, name: string, userId: number, bytes: number, createdAt: Date) {
    await db.insert(uploads).values({ name, user_id: userId, bytes, created_at: createdAt });
  },

  /** Holds the member's row until the transaction ends: their uploads are counted one at a time. */
  async lockMember(db: Executor, userId: number) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** Photos sent after `since` (and when the oldest of them was), and the bytes all their photos take. */
  async usage(db: Executor, userId: number, since: Date) {
    const [row] = await db
      .select({
        recent: sql<number>`count(*) filter (where ${uploads.created_at} > ${since})`.mapWith(Number),
        oldestRecent:
          sql<Date | null>`min(${uploads.created_at}) filter (where ${uploads.created_at} > ${since})`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
        bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number),
      })
      .from(uploads)
      .where(eq(uploads.user_id, userId));
    return row ?? { recent: 0, oldestRecent: null, bytes: 0 };
  },

  async isOwnedBy(db: Executor, name: string, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ name: uploads.name })
      .from(uploads)
      .where(and(eq(uploads.name, name), eq(uploads.user_id, userId)))
      .limit(1);
    return Boolean(row);
  },

  async exists(db: Executor, name: string): Promise<boolean> {
    const [row] = await db
      .select({ name: uploads.name })
      .from(uploads)
      .where(eq(uploads.name, name))
      .limit(1);
    return Boolean(row);
  },

  /** Whether the completion (by primary key) still shows this photo. */
  async isShownBy(db: Executor, completionId: number, url: string): Promise<boolean> {
    const [row] = await db
      .select({ id: completions.id })
      .from(completions)
      .where(and(eq(completions.id, completionId), eq(completions.photo_url, url)))
      .limit(1);
    return Boolean(row);
  },

  async delete(db: Executor, name: string) {
    await db.delete(uploads).where(eq(uploads.name, name));
  },

  /** A deleted photo disappears from the member's completions that showed it. */
  async detachFromCompletions(db: Executor, url: string, userId: number) {
    await db
      .update(completions)
      .set({ photo_url: null })
      .where(and(eq(completions.user_id, userId), eq(completions.photo_url, url)));
  },

  /**
   * Deletes (and names) up to `limit` photos sent before `before` that no completion shows,
   * oldest first; rows another run holds are skipped, never waited for.
   */
  async deleteUnattached(db: Executor, before: Date, limit: number): Promise<string[]> {
    const candidates = db
      .select({ name: uploads.name })
      .from(uploads)
      .where(
        and(
          lt(uploads.created_at, before),
          sql`not exists (select 1 from ${completions} where ${completions.photo_url} = ${PHOTO_URL_PREFIX} || ${uploads.name})`,
        ),
      )
      .orderBy(asc(uploads.created_at))
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await db
      .delete(uploads)
      .where(inArray(uploads.name, candidates))
      .returning({ name: uploads.name });
    return deleted.map((row) => row.name);
  },
};
