import { randomInt } from 'node:crypto';
import { type AuthResult, type LoginBody, MESSAGES, type RegisterBody } from '@elan/domain';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toUser } from '../users/users.mapper.ts';
import { usersRepository } from '../users/users.repository.ts';
import { firstFreeUsername, usernameBase } from './username.ts';

/** OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Verified against when the e-mail is unknown, so both failures cost the same time. */
const DUMMY_HASH_PROMISE = hash('elan-dummy-password', ARGON2_OPTIONS);

export type SignToken = (payload: { sub: number }) => string;

/**
 * Attempts are limited before the service, by the routes (plugins/auth-attempts.ts).
 * `_legacyLimits` and `_ip` stay only while bench/ still passes them; they are ignored.
 */
export function createAuthService(db: Database, signToken: SignToken, _legacyLimits?: unknown) {
  return {
    async register(body: RegisterBody, _ip?: string): Promise<AuthResult> {
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
            });
          });
          return { token: signToken({ sub: row.id }), user: toUser(row) };
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
      const isValid = await verify(passwordHash, body.password).catch(() => false);
      if (!row || row.is_system || !isValid) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
      return { token: signToken({ sub: row.id }), user: toUser(row) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
