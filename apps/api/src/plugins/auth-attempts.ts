import { MESSAGES } from '@elan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { AppError } from '../lib/app-error.ts';
import { currentUserId } from './auth.ts';
import { registerRateLimit } from './rate-limit-store.ts';

const ATTEMPT_WINDOW_MS = 60_000;
const ATTEMPTS_PER_EMAIL_AND_IP = 10;
/**
 * Wrong logins per account (the normalised e-mail), from every address together, in 15 minutes
 * (decision 063): rotating addresses (a botnet, or `X-Forwarded-For` behind `TRUST_PROXY`) no
 * longer multiplies the guesses on one account.
 */
const WRONG_LOGINS_PER_ACCOUNT = 20;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
/**
 * Wrong current passwords (password or e-mail change, account deletion) per member, in 15 minutes
 * (decision 025).
 */
const WRONG_CURRENT_PASSWORDS = 5;
/** The errors that say the member's password was wrong: a change's (400) and a deletion's (403). */
const WRONG_PASSWORD_MESSAGES = new Set<string>([MESSAGES.currentPasswordWrong, MESSAGES.passwordWrong]);
const CURRENT_PASSWORD_WINDOW_MS = 15 * 60_000;

type Count = Extract<
  Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>,
  { isAllowed: false }
>;
type Limiter = {
  key: (request: FastifyRequest) => string;
  check: (request: FastifyRequest, options?: { increment: boolean }) => Promise<Count>;
};

/**
 * Login and register attempts a minute, per address (`authRateLimitPerIp`) and per e-mail from
 * that address (10), each route on its own (decisions 002, 012, 025), and wrong logins per account
 * from every address (20 in 15 minutes, decision 063), on `@fastify/rate-limit`'s store. Register counts every attempt (a preHandler, after validation so the key is the
 * normalised e-mail). Login counts failures only: a peek (`increment: false`) before the password
 * check, an increment after a 401; attempts still running (in this process: the store has no
 * decrement to hold a place with) count as failures in the peek, so a burst of parallel guesses
 * cannot all pass a budget that no failure has filled yet. The counts themselves are in the
 * shared store (Redis with `REDIS_URL`, decision 031). A wrong
 * current password (`PUT /users/{id}/password`, an e-mail change, `DELETE /users/{id}`) counts the
 * same way, per member (5 in 15 minutes, the three routes together): a stolen token cannot guess
 * the password.
 */
export async function registerAuthAttempts(app: FastifyInstance, perIp: number, redisUrl?: string) {
  await registerRateLimit(app, redisUrl);
  const ipKey = (request: FastifyRequest) => `${request.routeOptions.url}:${clientOf(request.ip)}`;
  const emailKey = (request: FastifyRequest) => `${ipKey(request)}:${emailOf(request)}`;
  const limiters: Limiter[] = [
    { key: emailKey, check: limiter(app, ATTEMPTS_PER_EMAIL_AND_IP, emailKey) },
    { key: ipKey, check: limiter(app, perIp, ipKey) },
  ];
  const accountKey = (request: FastifyRequest) => `login-account:${emailOf(request)}`;
  const loginLimiters: Limiter[] = [
    ...limiters,
    { key: accountKey, check: limiter(app, WRONG_LOGINS_PER_ACCOUNT, accountKey, ACCOUNT_WINDOW_MS) },
  ];
  const memberKey = (request: FastifyRequest) => `current-password:${currentUserId(request)}`;
  const passwordLimiters: Limiter[] = [
    {
      key: memberKey,
      check: limiter(app, WRONG_CURRENT_PASSWORDS, memberKey, CURRENT_PASSWORD_WINDOW_MS),
    },
  ];
  const running = new Map<string, number>();
  const track = (keys: string[], step: 1 | -1) => {
    for (const key of keys) {
      const next = (running.get(key) ?? 0) + step;
      if (next > 0) running.set(key, next);
      else running.delete(key);
    }
  };
  /**
   * Runs an attempt refused while the failures (and attempts in progress) fill one of the
   * budgets; an error `isFailure` names counts.
   */
  const countingFailures =
    (guards: Limiter[], isFailure: (error: AppError) => boolean) =>
    async <T>(request: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>) => {
      const keys = guards.map(({ key }) => key(request));
      track(keys, 1);
      try {
        const counts = await Promise.all(guards.map(({ check }) => check(request, { increment: false })));
        refuseIfAny(
          reply,
          counts.filter((count) => (running.get(count.key) ?? 0) > count.remaining),
        );
        try {
          return await attempt();
        } catch (error) {
          if (error instanceof AppError && isFailure(error))
            await Promise.all(guards.map(({ check }) => check(request)));
          throw error;
        }
      } finally {
        track(keys, -1);
      }
    };

  return {
    /** preHandler for register: every attempt counts. */
    async everyAttempt(request: FastifyRequest, reply: FastifyReply) {
      const counts = await Promise.all(limiters.map(({ check }) => check(request)));
      refuseIfAny(
        reply,
        counts.filter((count) => count.isExceeded),
      );
    },
    /**
     * Runs a login: refused while the failures (and attempts in progress) fill a budget — the
     * address's, the e-mail's from that address, the account's from everywhere; a 401 counts.
     */
    failuresOnly: countingFailures(loginLimiters, (error) => error.statusCode === 401),
    /** Runs a change (or the account's deletion) that checks the member's password: a wrong one counts. */
    wrongCurrentPasswords: countingFailures(passwordLimiters, (error) =>
      WRONG_PASSWORD_MESSAGES.has(error.message),
    ),
  };
}

export type AuthAttempts = Awaited<ReturnType<typeof registerAuthAttempts>>;

function limiter(
  app: FastifyInstance,
  max: number,
  keyGenerator: (request: FastifyRequest) => string,
  timeWindow = ATTEMPT_WINDOW_MS,
) {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator });
  return async (request: FastifyRequest, options?: { increment: boolean }): Promise<Count> => {
    const count = await check(request, options);
    // Only an allowList answers `isAllowed: true`, and none is configured.
    if (count.isAllowed) throw new Error('auth attempts: unexpected allowList');
    return count;
  };
}

function refuseIfAny(reply: FastifyReply, exceeded: Count[]) {
  if (exceeded.length === 0) return;
  // A budget filled only by attempts in progress has no window yet: try again in a second.
  reply.header('retry-after', Math.max(1, ...exceeded.map((count) => count.ttlInSeconds)));
  throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
}

function emailOf(request: FastifyRequest) {
  return (request.body as { email: string }).email;
}

/** One IPv4 address, or the /64 of an IPv6 one (a single client usually holds a whole /64). */
function clientOf(ip: string) {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
