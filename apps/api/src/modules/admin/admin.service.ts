import {
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminProgram,
  type AdminStats,
  type AdminUser,
  MESSAGES,
  parisDayStart,
  parisWeekStart,
  type Role,
} from '@elan/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RoleHolder, RolePermission, requireRole } from '../access/access.ts';
import { type AdminMemberRow, adminRepository as repo } from './admin.repository.ts';

/** Who signs an action of `npm run admin` in the journal. */
export const COMMAND_LINE_ADMIN = 'Ligne de commande (npm run admin)';

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

const toAdminUser = (row: AdminMemberRow): AdminUser => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: row.role,
  is_active: row.is_active,
  created_at: row.created_at.toISOString(),
  last_active_at: row.last_active_at?.toISOString() ?? null,
});

/** The search as `users.search_text` holds names: lowercase, without accents. */
const foldAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'o').replace(/æ/g, 'a');

type Actor = { id: number | null; name: string };
const actorOf = (admin: RoleHolder): Actor => ({ id: admin.id, name: fullName(admin) });

async function requireMember(db: Executor, id: number): Promise<AdminMemberRow> {
  const member = await repo.findMember(db, id);
  if (!member) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  if (member.is_system) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.systemAccount);
  return member;
}

/**
 * A change that would leave no active admin is refused (409). Serialised by an advisory lock held
 * until the transaction ends, so two concurrent demotions cannot both pass (decision 103).
 */
async function keepOneAdmin(tx: Executor, member: AdminMemberRow): Promise<void> {
  if (member.role !== 'admin' || !member.is_active) return;
  await repo.lockAdminRoles(tx);
  if ((await repo.otherActiveAdmins(tx, member.id)) === 0)
    throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
}

/** A role change and its journal line, in `tx`; the same for the API and the command line. */
async function changeRole(tx: Executor, actor: Actor, memberId: number, role: Role): Promise<AdminMemberRow> {
  const member = await requireMember(tx, memberId);
  if (member.role === role) return member;
  if (role !== 'admin') await keepOneAdmin(tx, member);
  const changed = await repo.setRole(tx, member.id, role);
  if (!changed) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  await repo.insertAudit(tx, {
    admin_id: actor.id,
    admin_name: actor.name,
    action: 'role.change',
    target_user_id: member.id,
    target_label: fullName(member),
    details: { from: member.role, to: role },
  });
  return changed;
}

/** Every admin route's work (issue 32): the role is checked first, each change is journaled in its transaction. */
export function createAdminService(db: Database, now: () => Date = () => new Date()) {
  const requireAdmin = (actorId: number, tx: Executor = db) =>
    requireRole(tx, actorId, RolePermission.Administration);

  return {
    async listMembers(actorId: number, query: { query?: string; limit: number; offset: number }) {
      await requireAdmin(actorId);
      const text = query.query?.trim();
      const rows = await repo.listMembers(db, {
        folded: text ? foldAccents(text) : undefined,
        email: text ? text.toLowerCase() : undefined,
        limit: query.limit,
        offset: query.offset,
      });
      return rows.map(toAdminUser);
    },

    async setRole(actorId: number, memberId: number, role: Role): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const admin = await requireAdmin(actorId, tx);
        return toAdminUser(await changeRole(tx, actorOf(admin), memberId, role));
      });
    },

    /** Deactivated: `is_active` false and `token_version` bumped together (every token 401 at once). */
    async setActive(actorId: number, memberId: number, isActive: boolean): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const admin = await requireAdmin(actorId, tx);
        if (!isActive && memberId === actorId)
          throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.selfDeactivation);
        const member = await requireMember(tx, memberId);
        if (member.is_active === isActive) return toAdminUser(member);
        if (!isActive) await keepOneAdmin(tx, member);
        const changed = await repo.setActive(tx, member.id, isActive);
        if (!changed) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
        await repo.insertAudit(tx, {
          admin_id: admin.id,
          admin_name: fullName(admin),
          action: isActive ? 'user.reactivate' : 'user.deactivate',
          target_user_id: member.id,
          target_label: fullName(member),
        });
        return toAdminUser(changed);
      });
    },

    async listPrograms(
      actorId: number,
      query: { query?: string; limit: number; offset: number },
    ): Promise<AdminProgram[]> {
      await requireAdmin(actorId);
      const rows = await repo.listPublicPrograms(db, {
        query: query.query?.trim() || undefined,
        limit: query.limit,
        offset: query.offset,
      });
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },

    async setProgramHidden(actorId: number, programId: number, isHidden: boolean) {
      return db.transaction(async (tx) => {
        const admin = await requireAdmin(actorId, tx);
        const program = await repo.setProgramHidden(tx, programId, isHidden);
        if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
        await repo.insertAudit(tx, {
          admin_id: admin.id,
          admin_name: fullName(admin),
          action: isHidden ? 'program.hide' : 'program.show',
          target_program_id: program.id,
          target_label: program.title,
        });
        return { id: program.id, is_hidden: isHidden };
      });
    },

    async audit(actorId: number, page: { limit: number; offset: number }): Promise<AdminAuditEntry[]> {
      await requireAdmin(actorId);
      const rows = await repo.listAudit(db, page);
      return rows.map((row) => ({
        id: row.id,
        admin_id: row.admin_id,
        admin_name: row.admin_name,
        action: row.action as AdminAuditEntry['action'],
        target_user_id: row.target_user_id,
        target_program_id: row.target_program_id,
        target_label: row.target_label,
        details: row.details as AdminAuditEntry['details'],
        created_at: row.created_at.toISOString(),
      }));
    },

    /** Members, active this week, sessions this week (the Paris week, from Monday 00:00). */
    async stats(actorId: number): Promise<AdminStats> {
      await requireAdmin(actorId);
      return repo.stats(db, parisDayStart(parisWeekStart(now())));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

/**
 * `npm run admin -- promote|demote <email>` (decision 105): the same rules and journal as the API,
 * signed by the command line. Throws AppError (404 unknown e-mail, 409 last admin).
 */
export async function changeRoleByEmail(db: Database, email: string, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const member = await repo.findMemberByEmail(tx, email.trim().toLowerCase());
    if (!member || member.is_system) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return toAdminUser(await changeRole(tx, { id: null, name: COMMAND_LINE_ADMIN }, member.id, role));
  });
}
