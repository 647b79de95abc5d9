import { MESSAGES } from '@elan/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const ATTEMPT_WINDOW_MS = 60_000;
const ATTEMPTS_PER_EMAIL = 10;
/**
 * Windows the in-memory store keeps (least recently used dropped beyond): large enough that
 * flooding it with other keys cannot evict a live window and reset a victim's count (~100 B each).
 */
const WINDOWS_KEPT = 200_000;

/**
 * Login and register attempts a minute, counted per e-mail (10) and per address
 * (`authRateLimitPerIp`), each route on its own (decisions 002, 012). One preHandler, after
 * validation, so the key is the normalised e-mail. Both counters take every attempt, as before;
 * two `rateLimit()` hooks on one route would run only the first.
 */
export async function registerAuthAttempts(app: FastifyInstance, perIp: number) {
  await app.register(rateLimit, { global: false, cache: WINDOWS_KEPT });
  const byEmail = app.createRateLimit({
    max: ATTEMPTS_PER_EMAIL,
    timeWindow: ATTEMPT_WINDOW_MS,
    keyGenerator: (request) => `${request.routeOptions.url}:${emailOf(request)}`,
  });
  const byIp = app.createRateLimit({
    max: perIp,
    timeWindow: ATTEMPT_WINDOW_MS,
    keyGenerator: (request) => `${request.routeOptions.url}:${request.ip}`,
  });

  return async function limitAttempts(request: FastifyRequest, reply: FastifyReply) {
    const counts = await Promise.all([byEmail(request), byIp(request)]);
    const exceeded = counts.flatMap((count) => (!count.isAllowed && count.isExceeded ? [count] : []));
    if (exceeded.length === 0) return;
    reply.header('retry-after', Math.max(...exceeded.map((count) => count.ttlInSeconds)));
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  };
}

export type LimitAttempts = Awaited<ReturnType<typeof registerAuthAttempts>>;

function emailOf(request: FastifyRequest) {
  return (request.body as { email: string }).email;
}
