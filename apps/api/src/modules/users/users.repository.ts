import { and, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { type UserRow, users } from '../../db/schema/index.ts';

export type NewUser = Pick<UserRow, 'email' | 'password_hash' | 'first_name' | 'last_name' | 'username'> &
  Partial<Pick<UserRow, 'role'>>;
export type UserChanges = Partial<
  Pick<
    UserRow,
    'email' | 'first_name' | 'last_name' | 'is_private' | 'share_body_with_coach' | 'max_heart_rate'
  >
>;

/** Every signed-in screen asks for it (`/users/me`): built and planned once. */
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

/**
 * Every authenticated request whose version this process does not know reads it (plugins/auth.ts):
 * one primary-key lookup, planned once. The same statement stamps `last_active_at` when it is an
 * hour old or more (decision 104): no statement added, and at most one write an hour per member.
 */
const tokenVersionById = preparedQuery((db) =>
  db
    .with(
      db.$with('touched').as(
        db
          .update(users)
          .set({ last_active_at: sql`now()` })
          .where(
            and(
              eq(users.id, sql.placeholder('id')),
              eq(users.is_system, false),
              or(isNull(users.last_active_at), lt(users.last_active_at, sql`now() - interval '1 hour'`)),
            ),
          )
          .returning({ id: users.id }),
      ),
    )
    .select({ token_version: users.token_version, is_system: users.is_system, is_active: users.is_active })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_token_version'),
);

export const usersRepository = {
  async tokenVersion(db: Executor, id: number): Promise<number | undefined> {
    const [row] = await tokenVersionById(db).execute({ id });
    // A deactivated account has no valid token (its version was bumped too, decision 103).
    return row && !row.is_system && row.is_active ? row.token_version : undefined;
  },

  /** The member's new role (a sign-in listed in ADMIN_EMAILS, an admin's change). */
  async setRole(db: Executor, id: number, role: UserRow['role']): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ role, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  /** Revokes every token of the member (and sets a new password hash, when given). */
  async bumpTokenVersion(db: Executor, id: number, passwordHash?: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        token_version: sql`${users.token_version} + 1`,
        ...(passwordHash ? { password_hash: passwordHash, updated_at: new Date() } : {}),
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async findById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await userById(db).execute({ id });
    return row;
  },

  async findByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  /** Usernames that start with `base`, to find a free suffix. Bounded by the unique index scan. */
  async usernamesStartingWith(db: Executor, base: string): Promise<string[]> {
    const rows = await db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, `${base}%`))
      .limit(1000);
    return rows.map((row) => row.username);
  },

  async insert(db: Executor, values: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: Executor, id: number, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
