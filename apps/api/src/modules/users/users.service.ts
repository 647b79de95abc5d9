import { MESSAGES, type MemberSummary, type UpdateUserBody, type User } from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toUser } from './users.mapper.ts';
import { usersRepository } from './users.repository.ts';

export function createUsersService(db: Database) {
  return {
    async getMe(userId: number): Promise<User> {
      const row = await usersRepository.findById(db, userId);
      // A valid token for a member who no longer exists is no session at all.
      if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
      return toUser(row);
    },

    async getMember(id: number): Promise<MemberSummary> {
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
    async update(actorId: number, targetId: number, changes: UpdateUserBody): Promise<User> {
      if (actorId !== targetId) throw AppError.forbidden();
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
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
