import { MESSAGES } from '@elan/domain';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: number };
    user: { id: number };
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call without a token (CONTRACT: login, register, health, …). */
    public?: boolean;
  }
}

const TOKEN_LIFETIME = '7d';

/**
 * Every /api route needs a valid bearer token unless it declares `config: { public: true }`.
 * Secure by default: a new route cannot be forgotten open.
 */
export async function registerAuth(app: FastifyInstance, secret: string) {
  await app.register(jwt, {
    secret,
    sign: { expiresIn: TOKEN_LIFETIME },
    formatUser: (payload) => ({ id: payload.sub }),
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(request);
  });
}

async function authenticate(request: FastifyRequest) {
  if (!request.headers.authorization) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  try {
    await request.jwtVerify();
  } catch {
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  }
  if (!Number.isInteger(request.user.id)) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
}

/** The signed-in member's id; only call from routes that are not public. */
export function currentUserId(request: FastifyRequest): number {
  return request.user.id;
}
