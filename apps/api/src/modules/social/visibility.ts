import { SOCIAL_MESSAGES } from '@elan/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { connections, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/db-errors.ts';

type Operand = number | SQLWrapper;

/** Whether the pair is friends: one probe of the connections pair index (decision 018). */
const friendsSql = (a: Operand, b: Operand) => sql`exists (
  select 1 from ${connections}
  where least(${connections.requester_id}, ${connections.addressee_id}) = least(${a}::int, ${b}::int)
    and greatest(${connections.requester_id}, ${connections.addressee_id}) = greatest(${a}::int, ${b}::int)
    and ${connections.status} = 'accepted')`;

/**
 * Decision 027, in SQL for a list: the row of `ownerId` (whose `users.is_private` is `isPrivate`)
 * is shown to `viewerId` when it is theirs, the owner is public, or the two are friends.
 */
export const visibleToSql = (viewerId: number, ownerId: SQLWrapper, isPrivate: SQLWrapper): SQL =>
  sql`(${ownerId} = ${viewerId} or not ${isPrivate} or ${friendsSql(ownerId, viewerId)})`;

/**
 * Decision 027: may `viewerId` see the profile, completions, photos and badges of `ownerId`?
 * Themselves, a public member, or a friend of a private one. No statement for oneself; one
 * primary-key read and one index probe otherwise. An unknown member is « visible » here: the
 * caller answers its own 404 (or empty list), as before.
 */
async function canSee(db: Executor, viewerId: number, ownerId: number): Promise<boolean> {
  if (viewerId === ownerId) return true;
  const [row] = rowsOf<{ hidden: boolean }>(
    await db.execute(sql`select (${users.is_private} and not ${friendsSql(users.id, viewerId)}) as hidden
      from ${users} where ${users.id} = ${ownerId}`),
  );
  return !row?.hidden;
}

/** 403 « Ce profil est privé » unless `viewerId` may see what `ownerId` owns. */
export async function requireVisible(db: Executor, viewerId: number, ownerId: number): Promise<void> {
  if (!(await canSee(db, viewerId, ownerId))) {
    throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.privateProfile);
  }
}
