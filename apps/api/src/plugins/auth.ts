import { MESSAGES } from '@elan/domain';
import jwt, { type FastifyJWT, type JWT } from '@fastify/jwt';
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
    /** A route that may revoke the caller's tokens (logout-all, a new password, deletion). */
    revokesTokens?: boolean;
  }
}

const TOKEN_LIFETIME = '7d';
/** Pinned both ways: no `none`, no public-key confusion, whatever a token's header says. */
const ALGORITHM = 'HS256';
/**
 * Verified tokens fast-jwt remembers (decision 044), each until its `exp` (or 10 minutes): a
 * member's next request skips the decoding and the HMAC. Failures are never kept.
 */
const VERIFIED_TOKENS = 10_000;
/** `Authorization: Bearer <token>` as @fastify/jwt reads it: one space, one token. */
const BEARER = /^Bearer\s/i;

/**
 * Every /api route needs a valid bearer token unless it declares `config: { public: true }`.
 * Secure by default: a new route cannot be forgotten open.
 */
export async function registerAuth(app: FastifyInstance, secret: string, tokens: TokenVersions) {
  await app.register(jwt, {
    secret,
    sign: { algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: [ALGORITHM], cache: VERIFIED_TOKENS },
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    await authenticate(request, app.jwt.verify, tokens);
  });
  // A route that revokes the caller's tokens (logout-all, a new password, deletion): once it has
  // committed, and before they hear back, this process forgets their version (other processes,
  // and this one for any other change, hear of it from PostgreSQL, decision 041). Other writes
  // keep it: a member's next save does not re-read their version (decision 050).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.routeOptions.config.revokesTokens && request.user) tokens.forget(request.user.id);
    done(null, payload);
  });
}

/**
 * A valid signature is not enough: the member must still exist and the token's version must be
 * theirs now (logout-all and a password change bump it). One primary-key read, or none when this
 * process already knows the member's version (decision 041).
 */
async function authenticate(request: FastifyRequest, verify: JWT['verify'], tokens: TokenVersions) {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  // What `request.jwtVerify()` did, without its per-request option merging and second decoding:
  // the plugin's one verifier (its key, HS256 only, the cache above) checks the bearer token.
  const parts = header.split(' ');
  const token = BEARER.test(header) && parts.length === 2 ? parts[1] : undefined;
  let payload: FastifyJWT['payload'];
  try {
    if (!token) throw new Error('no bearer token');
    payload = verify<FastifyJWT['payload']>(token);
  } catch {
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  }
  request.user = { id: payload.sub, ver: payload.ver ?? 0 };
  const { id, ver } = request.user;
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(ver) || id < 1 || id > 2_147_483_647)
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
  if ((await tokens.current(id)) !== ver) throw new AppError('UNAUTHORIZED', MESSAGES.invalidToken);
}

/** The signed-in member's id; only call from routes that are not public. */
export function currentUserId(request: FastifyRequest): number {
  return request.user.id;
}
