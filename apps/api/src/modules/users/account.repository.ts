import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { completionSets, exercises, sessionExercises, uploads, users } from '../../db/schema/index.ts';

/** The account deletion's statements (account.service.ts), each in the caller's transaction. */
export const accountRepository = {
  /** Holds the member's row until the transaction ends. */
  async lockMember(db: Executor, userId: number) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** The member's photo rows, deleted; answers their names (the files go after the commit). */
  async deleteUploads(db: Executor, userId: number): Promise<string[]> {
    const rows = await db
      .delete(uploads)
      .where(eq(uploads.user_id, userId))
      .returning({ name: uploads.name });
    return rows.map((row) => row.name);
  },

  /** The set log: it restricts the deletion of the member's own exercises. */
  async deleteSetLog(db: Executor, userId: number) {
    await db.delete(completionSets).where(eq(completionSets.user_id, userId));
  },

  /** Other members' programme lines that use the member's own exercises. */
  async deleteLinesOfOwnExercises(db: Executor, userId: number) {
    const own = db.select({ id: exercises.id }).from(exercises).where(eq(exercises.owner_id, userId));
    await db.delete(sessionExercises).where(inArray(sessionExercises.exercise_id, own));
  },

  /** The member's row: the schema's cascades take everything else. */
  async deleteMember(db: Executor, userId: number) {
    await db.delete(users).where(eq(users.id, userId));
  },
};
