import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Windows the in-memory store keeps (least recently used dropped beyond): large enough that
 * flooding it with other keys cannot evict a live window and reset a victim's count (~100 B each).
 */
const WINDOWS_KEPT = 200_000;
/** How long a start waits for Redis before serving without it (the limits then wait for Redis). */
const FIRST_CONNECT_MS = 3000;

/**
 * `@fastify/rate-limit` for every limit of the app (attempts, throttles), on one store: this
 * process's memory, or Redis with `REDIS_URL`, so that every process counts into the same windows
 * (decision 031). Redis down or slow: the limits are skipped (`skipOnError`), never a 500 nor a
 * hang; a command waits at most 500 ms and nothing queues while disconnected.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined) {
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    cache: WINDOWS_KEPT,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'elan-rate-limit:' } : {}),
  });
}

async function connectRedis(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    // Disconnected: a command fails at once (skipped limit) instead of holding the request.
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let isDown = false;
  redis.on('error', (error: Error) => {
    if (isDown) return;
    isDown = true;
    app.log.warn(
      { err: error },
      'Redis injoignable : les limites de débit sont suspendues jusqu’à son retour (REDIS_URL)',
    );
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    app.log.info('Redis de nouveau joignable : limites de débit partagées rétablies');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Redis down at start: serve at once (its first error ends the wait; the listener reports it).
  await Promise.race([
    once(redis, 'ready').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_MS).unref()),
  ]);
  return redis;
}
