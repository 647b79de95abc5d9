import { randomInt } from 'node:crypto';
import { ADMIN_MESSAGES, type AuthResult, type LoginBody, MESSAGES, type RegisterBody } from '@elan/domain';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toUser } from '../users/users.mapper.ts';
import { usersRepository } from '../users/users.repository.ts';
import { isCommonPassword } from './common-passwords.ts';
import { firstFreeUsername, usernameBase } from './username.ts';

/** OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when the e-mail is unknown, so both failures cost the same time. */
const DUMMY_HASH_PROMISE = hash('elan-dummy-password', ARGON2_OPTIONS);

export type SignToken = (payload: { sub: number; ver: number }) => string;

/** Length is the schema's (8–128, never truncated: argon2 hashes every byte); this is the list. */
export async function assertPasswordNotCommon(password: string) {
  if (await isCommonPassword(password)) throw new AppError('BAD_REQUEST', MESSAGES.passwordTooCommon);
}

/** The member's password proves it is them (password change, e-mail change). Same cost if wrong. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Attempts are limited before the service, by the routes (plugins/auth-attempts.ts).
 * `adminEmails` (ADMIN_EMAILS, lowercase): those accounts get the admin role at registration and
 * at each sign-in (issue 32).
 */
export function createAuthService(db: Database, signToken: SignToken, adminEmails: readonly string[] = []) {
  const isListedAdmin = (email: string) => adminEmails.includes(email.toLowerCase());
  return {
    async register(body: RegisterBody): Promise<AuthResult> {
      await assertPasswordNotCommon(body.password);
      const passwordHash = await hash(body.password, ARGON2_OPTIONS);
      const base = usernameBase(body.first_name, body.last_name);
      // Two registrations may pick the same free username at once: the unique index decides, we retry.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          const row = await db.transaction(async (tx) => {
            if (await usersRepository.findByEmail(tx, body.email)) {
              throw new AppError('CONFLICT', MESSAGES.emailTaken);
            }
            // After a collision (or a crowded base), a random suffix ends the search at once.
            const username =
              attempt === 0
                ? firstFreeUsername(base, await usersRepository.usernamesStartingWith(tx, base))
                : `${base}${randomInt(1000, 1_000_000)}`;
            return usersRepository.insert(tx, {
              email: body.email,
              password_hash: passwordHash,
              first_name: body.first_name,
              last_name: body.last_name,
              username,
              ...(isListedAdmin(body.email) ? { role: 'admin' as const } : {}),
            });
          });
          return { token: signToken({ sub: row.id, ver: row.token_version }), user: toUser(row) };
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_unique'))
            throw new AppError('CONFLICT', MESSAGES.emailTaken);
          if (!isUniqueViolation(error, 'users_username_unique')) throw error;
        }
      }
      throw new AppError('CONFLICT', MESSAGES.genericError);
    },

    async login(body: LoginBody): Promise<AuthResult> {
      const row = await usersRepository.findByEmail(db, body.email);
      const passwordHash = row && !row.is_system ? row.password_hash : await DUMMY_HASH_PROMISE;
      const isValid = await verifyPassword(passwordHash, body.password);
      if (!row || row.is_system || !isValid) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
      // Told only to whoever knows the password: the account's state is not an e-mail oracle.
      if (!row.is_active) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.accountDeactivated);
      const signedIn =
        isListedAdmin(row.email) && row.role !== 'admin'
          ? ((await usersRepository.setRole(db, row.id, 'admin')) ?? row)
          : row;
      return { token: signToken({ sub: signedIn.id, ver: signedIn.token_version }), user: toUser(signedIn) };
    },

    /** Every token of the member stops working, this one included (decision 022). */
    async logoutAll(userId: number): Promise<void> {
      await db.transaction((tx) => usersRepository.bumpTokenVersion(tx, userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
