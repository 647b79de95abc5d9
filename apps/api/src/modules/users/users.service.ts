import {
  type AuthResult,
  type ChangePasswordBody,
  MESSAGES,
  type MemberSummary,
  type UpdateUserBody,
  type User,
} from '@elan/domain';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Permission, requireAccess, requireOwner } from '../access/access.ts';
import {
  ARGON2_OPTIONS,
  assertPasswordNotCommon,
  type SignToken,
  verifyPassword,
} from '../auth/auth.service.ts';
import { toUser } from './users.mapper.ts';
import { usersRepository } from './users.repository.ts';

/** The signed-in member's own row, their current password checked (400 in French otherwise). */
async function ownRowWithPassword(db: Database, userId: number, password: string | undefined) {
  const row = await usersRepository.findById(db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  if (!password) throw new AppError('BAD_REQUEST', MESSAGES.currentPasswordRequired);
  if (!(await verifyPassword(row.password_hash, password)))
    throw new AppError('BAD_REQUEST', MESSAGES.currentPasswordWrong);
  return row;
}

export function createUsersService(db: Database, signToken: SignToken) {
  return {
    async getMe(userId: number): Promise<User> {
      const row = await usersRepository.findById(db, userId);
      // A valid token for a member who no longer exists is no session at all.
      if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
      return toUser(row);
    },

    /** Another member's card: 403 « Ce profil est privé » for a stranger to a private member. */
    async getMember(viewerId: number, id: number): Promise<MemberSummary> {
      await requireAccess(db, viewerId, Permission.MemberProfileRead, id);
      const row = await usersRepository.findById(db, id);
      if (!row || row.is_system) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      return {
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        username: row.username,
        role: row.role,
        created_at: row.created_at.toISOString(),
      };
    },

    /** CONTRACT: a member may change only their own user (403 otherwise). */
    async update(actorId: number, targetId: number, body: UpdateUserBody): Promise<User> {
      requireOwner(actorId, Permission.MemberUpdate, targetId);
      const { current_password: currentPassword, ...changes } = body;
      if (changes.email) {
        // A stolen token must not take the account over: a new e-mail needs the password.
        const row = await usersRepository.findById(db, targetId);
        if (row && row.email !== changes.email) await ownRowWithPassword(db, targetId, currentPassword);
      }
      try {
        const row = await db.transaction(async (tx) => {
          if (changes.email) {
            const owner = await usersRepository.findByEmail(tx, changes.email);
            if (owner && owner.id !== targetId) throw new AppError('CONFLICT', MESSAGES.emailTaken);
          }
          return usersRepository.update(tx, targetId, changes);
        });
        if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique'))
          throw new AppError('CONFLICT', MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Issue 15: a new password revokes every token; the answer carries a fresh one. */
    async changePassword(actorId: number, targetId: number, body: ChangePasswordBody): Promise<AuthResult> {
      requireOwner(actorId, Permission.MemberUpdate, targetId);
      await assertPasswordNotCommon(body.new_password);
      await ownRowWithPassword(db, targetId, body.current_password);
      const passwordHash = await hash(body.new_password, ARGON2_OPTIONS);
      const row: UserRow | undefined = await db.transaction((tx) =>
        usersRepository.bumpTokenVersion(tx, targetId, passwordHash),
      );
      if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
      return { token: signToken({ sub: row.id, ver: row.token_version }), user: toUser(row) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
