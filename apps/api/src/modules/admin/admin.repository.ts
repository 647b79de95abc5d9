import type { AdminAction, Role } from '@elan/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adminAudit, completions, programs, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';

/** Serialises every change that could leave no admin (decision 103): role changes, deactivations. */
const ADMIN_ROLE_LOCK = 3_200_032;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const memberColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
  is_active: users.is_active,
  is_system: users.is_system,
  created_at: users.created_at,
  last_active_at: users.last_active_at,
};
export type AdminMemberRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  is_active: boolean;
  is_system: boolean;
  created_at: Date;
  last_active_at: Date | null;
};

export type NewAuditRow = {
  admin_id: number | null;
  admin_name: string;
  action: AdminAction;
  target_user_id?: number;
  target_program_id?: number;
  target_label: string;
  details?: { from?: Role; to?: Role };
};

export const adminRepository = {
  /**
   * Members whose name or username (`folded`: lowercase, no accents, the trigram index of
   * `search_text`) or e-mail (`email`: lowercase, `users_email_trgm_idx`) holds the search;
   * newest first, the system account aside.
   */
  async listMembers(
    db: Executor,
    filter: { folded?: string; email?: string; limit: number; offset: number },
  ): Promise<AdminMemberRow[]> {
    const conditions: SQL[] = [eq(users.is_system, false)];
    if (filter.folded && filter.email) {
      const match = or(
        sql`${users.search_text} like ${`%${escapeLike(filter.folded)}%`}`,
        sql`${users.email} like ${`%${escapeLike(filter.email)}%`}`,
      );
      if (match) conditions.push(match);
    }
    return db
      .select(memberColumns)
      .from(users)
      .where(and(...conditions))
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset);
  },

  async findMember(db: Executor, id: number): Promise<AdminMemberRow | undefined> {
    const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findMemberByEmail(db: Executor, email: string): Promise<AdminMemberRow | undefined> {
    const [row] = await db.select(memberColumns).from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  /** Held until the transaction ends: two demotions cannot both see another admin left. */
  async lockAdminRoles(db: Executor): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLE_LOCK})`);
  },

  /** Active admins other than `exceptId` (read after the lock: the other transaction's change is seen). */
  async otherActiveAdmins(db: Executor, exceptId: number): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(users)
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.is_active, true),
          eq(users.is_system, false),
          sql`${users.id} <> ${exceptId}`,
        ),
      );
    return row?.count ?? 0;
  },

  async setRole(db: Executor, id: number, role: Role): Promise<AdminMemberRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ role, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning(memberColumns);
    return row;
  },

  /** Deactivation also bumps `token_version`: every live token answers 401 at once (decision 103). */
  async setActive(db: Executor, id: number, isActive: boolean): Promise<AdminMemberRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        is_active: isActive,
        updated_at: new Date(),
        ...(isActive ? {} : { token_version: sql`${users.token_version} + 1` }),
      })
      .where(eq(users.id, id))
      .returning(memberColumns);
    return row;
  },

  /** Programmes every member may see (their creator is not private), hidden ones included. */
  async listPublicPrograms(db: Executor, filter: { query?: string; limit: number; offset: number }) {
    const conditions: SQL[] = [eq(users.is_private, false)];
    if (filter.query) conditions.push(ilike(programs.title, `%${escapeLike(filter.query)}%`));
    return db
      .select({
        id: programs.id,
        title: programs.title,
        created_by: programs.created_by,
        creator_name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
        is_hidden: programs.is_hidden,
        created_at: programs.created_at,
      })
      .from(programs)
      .innerJoin(users, eq(users.id, programs.created_by))
      .where(and(...conditions))
      .orderBy(desc(programs.created_at), desc(programs.id))
      .limit(filter.limit)
      .offset(filter.offset);
  },

  async setProgramHidden(db: Executor, id: number, isHidden: boolean) {
    const [row] = await db
      .update(programs)
      .set({ is_hidden: isHidden })
      .where(eq(programs.id, id))
      .returning({ id: programs.id, title: programs.title });
    return row;
  },

  async insertAudit(db: Executor, values: NewAuditRow): Promise<void> {
    await db.insert(adminAudit).values({ ...values, details: values.details ?? {} });
  },

  /** The journal, newest first (`admin_audit_created_id_idx`). */
  async listAudit(db: Executor, page: { limit: number; offset: number }) {
    return db
      .select()
      .from(adminAudit)
      .orderBy(desc(adminAudit.created_at), desc(adminAudit.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  /** Members, those active since `since`, and sessions saved since `since`: one statement. */
  async stats(db: Executor, since: Date) {
    const sinceText = since.toISOString();
    const [row] = rowsOf<{ members: number; active_this_week: number; sessions_this_week: number }>(
      await db.execute(sql`select
        (select count(*)::int from ${users} where not ${users.is_system}) as members,
        (select count(*)::int from ${users}
          where not ${users.is_system} and ${users.last_active_at} >= ${sinceText}::timestamptz) as active_this_week,
        (select count(*)::int from ${completions}
          where ${completions.completed_at} >= ${sinceText}::timestamptz) as sessions_this_week`),
    );
    return row ?? { members: 0, active_this_week: 0, sessions_this_week: 0 };
  },
};
