import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completions, uploads } from '../../db/schema/index.ts';

export const uploadsRepository = {
  async insert(db: Executor, name: string, userId: number) {
    await db.insert(uploads).values({ name, user_id: userId });
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
};
