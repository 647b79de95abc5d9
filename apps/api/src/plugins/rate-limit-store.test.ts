import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { newMemberInput, randomIp, registerMember } from '../../test/factories.ts';
import { startRedis, type TestRedis } from '../../test/redis-server.ts';
import { type App, buildApp } from '../app.ts';

const TOO_MANY_ATTEMPTS = 'Trop de tentatives, réessayez dans quelques minutes';
const TOO_MANY_REQUESTS = 'Trop de requêtes, réessayez dans quelques instants';
const PER_IP = 3;

/**
 * Decision 031: with REDIS_URL, two instances of Élan on one database (two processes behind a
 * load balancer) count into the same windows; without it, each counts in its own memory; Redis
 * gone, the limits are skipped and nothing answers 500.
 */
type Pair = { first: TestContext; second: App; close: () => Promise<void> };

/** Two apps on one database and one token key; `redisUrl` shared by both, or none. */
async function twoInstances(redisUrl: string | undefined): Promise<Pair> {
  const jwtSecret = randomBytes(32).toString('hex');
  const first = await buildTestApp({ authRateLimitPerIp: PER_IP, jwtSecret, redisUrl });
  const pool = await first.openSecondPool();
  const second = await buildApp({
    config: {
      jwtSecret,
      webDist: undefined,
      logLevel: 'silent',
      dataDir: first.dataDir,
      authRateLimitPerIp: PER_IP,
      trustProxy: false,
      vapid: first.vapid,
      redisUrl,
    },
    db: pool.db,
    logger: false,
  });
  await second.ready();
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await pool.close();
      await first.close();
    },
  };
}

const failedLogin = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: newMemberInput().email, password: 'mauvais-mdp' },
    remoteAddress,
  });

describe('REDIS_URL : deux instances partagent les limites', () => {
  let redis: TestRedis;
  let pair: Pair;
  beforeAll(async () => {
    redis = await startRedis();
    pair = await twoInstances(redis.url);
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it('les échecs de connexion d’une adresse, répartis sur les deux, épuisent le budget commun : 429 sur l’une et l’autre', async () => {
    const ip = randomIp();
    const statuses = [
      (await failedLogin(pair.first.app, ip)).statusCode,
      (await failedLogin(pair.second, ip)).statusCode,
      (await failedLogin(pair.first.app, ip)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    for (const app of [pair.second, pair.first.app]) {
      const refused = await failedLogin(app, ip);
      expectFailure(refused, 429, TOO_MANY_ATTEMPTS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another address is not concerned, on either instance.
    expect((await failedLogin(pair.second, randomIp())).statusCode).toBe(401);
  });

  it('un jeton émis par l’une est accepté par l’autre ; le contrôle des badges (6/min) est compté en commun', async () => {
    const member = await registerMember(pair.first.app);
    const check = (app: App) =>
      app.inject({
        method: 'POST',
        url: `/api/badges/user/${member.user.id}/check`,
        headers: { authorization: `Bearer ${member.token}` },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await check(attempt % 2 ? pair.second : pair.first.app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expectFailure(await check(pair.first.app), 429, TOO_MANY_REQUESTS);
    expectFailure(await check(pair.second), 429, TOO_MANY_REQUESTS);
  });

  it('l’inscription compte chaque essai d’une adresse sur les deux instances', async () => {
    const ip = randomIp();
    const register = (app: App) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: newMemberInput(), remoteAddress: ip });
    const statuses = [
      (await register(pair.first.app)).statusCode,
      (await register(pair.second)).statusCode,
      (await register(pair.second)).statusCode,
      (await register(pair.first.app)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('Redis arrêté : ni 500 ni refus, les limites sont suspendues (décision 031)', async () => {
    const ip = randomIp();
    await redis.stop();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 2; attempt += 1)
      statuses.push((await failedLogin(attempt % 2 ? pair.second : pair.first.app, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const member = await registerMember(pair.second);
    expect(member.token).toEqual(expect.any(String));
  });
});

describe('sans REDIS_URL : chaque instance compte dans sa mémoire', () => {
  it('le budget épuisé sur l’une ne bloque pas l’autre', async () => {
    const pair = await twoInstances(undefined);
    try {
      const ip = randomIp();
      for (let attempt = 0; attempt < PER_IP; attempt += 1)
        expect((await failedLogin(pair.first.app, ip)).statusCode).toBe(401);
      expectFailure(await failedLogin(pair.first.app, ip), 429, TOO_MANY_ATTEMPTS);
      expect((await failedLogin(pair.second, ip)).statusCode).toBe(401);
    } finally {
      await pair.close();
    }
  });
});
