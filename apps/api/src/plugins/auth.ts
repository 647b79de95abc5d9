import { MESSAGES } from '@elan/domain';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { TokenVersions } from './token-versions.ts';

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
export async function registerAuth(app: FastifyInstance, secret: string, tokens: TokenVersions) {
  await app.register(jwt, {
    secret,
    sign: { algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: [ALGORITHM] },
    formatUser: (payload) => ({ id: payload.sub, ver: payload.ver ?? 0 }),
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(request, tokens);
  });
  // A member's own write may have revoked their tokens (logout-all, a new password, deletion):
  // once it has committed, and before they hear back, this process forgets their version
  // (other processes hear of it from PostgreSQL, decision 041).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.user) tokens.forget(request.user.id);
    done(null, payload);
  });
}

/**
 * A valid signature is not enough: the member must still exist and the token's version must be
 * theirs now (logout-all and a password change bump it). One primary-key read, or none when this
 * process already knows the member's version (decision 041).
 */
async function authenticate(request: FastifyRequest, tokens: TokenVersions) {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  try {
    await request.jwtVerify();
  } catch {
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  }
  const { id, ver } = request.user;
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(ver) || id < 1 || id > 2_147_483_647)
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  if ((await tokens.current(id)) !== ver) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
}

/** The signed-in member's id; only call from routes that are not public. */
export function currentUserId(request: FastifyRequest): number {
  return request.user.id;
}
