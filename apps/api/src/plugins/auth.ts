import { MESSAGES } from '@elan/domain';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { usersRepository } from '../modules/users/users.repository.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `ver`: the member's `token_version` when it was signed (decision 022); absent = 0. */
    payload: { sub: number; ver?: number };
    user: { id: number; ver: number };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call without a token (CONTRACT: login, register, health, …). */
    public?: boolean;
  }
}

const TOKEN_LIFETIME = '7d';
/** Pinned both ways: no `none`, no public-key confusion, whatever a token's header says. */
const ALGORITHM = 'HS256';

/**
 * Every /api route needs a valid bearer token unless it declares `config: { public: true }`.
 * Secure by default: a new route cannot be forgotten open.
 */
export async function registerAuth(app: FastifyInstance, secret: string, db: Database) {
  await app.register(jwt, {
    secret,
    sign: { algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: [ALGORITHM] },
    formatUser: (payload) => ({ id: payload.sub, ver: payload.ver ?? 0 }),
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(request, db);
  });
}

/**
 * A valid signature is not enough: the member must still exist and the token's version must be
 * theirs now (logout-all and a password change bump it). One primary-key read per request.
 */
async function authenticate(request: FastifyRequest, db: Database) {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  try {
    await request.jwtVerify();
  } catch {
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  }
  const { id, ver } = request.user;
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(ver) || id < 1 || id > 2_147_483_647)
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  if ((await usersRepository.tokenVersion(db, id)) !== ver)
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
}

/** The signed-in member's id; only call from routes that are not public. */
export function currentUserId(request: FastifyRequest): number {
  return request.user.id;
}
