import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { newMemberInput, randomIp, registerMember } from '../../../test/factories.ts';

const TOO_MANY = 'Trop de tentatives, réessayez dans quelques minutes';
const PER_IP = 3;

/**
 * Per address: 3 counted attempts a minute; per e-mail from one address: 10 (decision 025); wrong
 * logins per account from every address: 20 in 15 minutes (decision 063).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ authRateLimitPerIp: PER_IP });
});
afterAll(async () => ctx.close());

const login = (payload: { email: string; password: string }, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('limites de connexion : les échecs comptent, pas les réussites', () => {
  it('des connexions réussies ne consomment pas le budget de l’adresse', async () => {
    const member = await registerMember(ctx.app);
    const ip = randomIp();
    for (let attempt = 0; attempt < PER_IP * 4; attempt += 1) {
      expect((await login({ email: member.user.email, password: member.password }, ip)).statusCode).toBe(200);
    }
    // The whole budget is still there for mistakes.
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expectFailure(
        await login({ email: member.user.email, password: 'mauvais-mdp' }, ip),
        401,
        'Email ou mot de passe incorrect',
      );
    }
  });

  it('les échecs comptent : après le budget, même le bon mot de passe reçoit 429 avec Retry-After', async () => {
    const member = await registerMember(ctx.app);
    const ip = randomIp();
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      expect((await login({ email: member.user.email, password: 'mauvais-mdp' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ email: member.user.email, password: member.password }, ip);
    expectFailure(blocked, 429, TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not concerned.
    expect(
      (await login({ email: member.user.email, password: member.password }, randomIp())).statusCode,
    ).toBe(200);
  });

  it('changer d’email à chaque essai depuis une même adresse atteint la limite par adresse', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 2; attempt += 1) {
      const response = await login({ email: newMemberInput().email, password: 'mauvais-mdp' }, ip);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('des essais lancés tous à la fois ne dépassent pas le budget', async () => {
    const member = await registerMember(ctx.app);
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => login({ email: member.user.email, password: 'mauvais-mdp' }, ip)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('l’inscription compte chaque essai, par adresse', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 1; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newMemberInput(),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('TRUST_PROXY=1 : un seul saut', () => {
  it('la clé est l’adresse la plus à droite de X-Forwarded-For : changer l’entrée de gauche n’échappe pas à la limite', async () => {
    const proxied = await buildTestApp({ authRateLimitPerIp: PER_IP, trustProxy: 1 });
    try {
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: newMemberInput().email, password: 'mauvais-mdp' },
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const statuses: number[] = [];
      for (let index = 0; index < PER_IP + 2; index += 1) {
        statuses.push((await attempt(`1.2.3.${index}, 5.6.7.8`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // The proxy's own address is not the key: another client behind it is still served.
      expect((await attempt('1.2.3.4, 5.6.7.9')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('TRUST_PROXY=1 : budget par compte, toutes adresses confondues (décision 063)', () => {
  it('20 mauvais mots de passe depuis 20 adresses X-Forwarded-For : le 21e essai, même juste, reçoit 429', async () => {
    const proxied = await buildTestApp({ authRateLimitPerIp: PER_IP, trustProxy: 1 });
    try {
      const [target, bystander] = await Promise.all([
        registerMember(proxied.app),
        registerMember(proxied.app),
      ]);
      let address = 0;
      const attempt = (email: string, password: string) => {
        address += 1;
        return proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': `198.51.100.${address}` },
        });
      };
      // Successful logins use up nothing.
      for (let index = 0; index < 12; index += 1)
        expect((await attempt(target.user.email, target.password)).statusCode).toBe(200);
      for (let index = 0; index < 20; index += 1)
        expectFailure(
          await attempt(target.user.email.toUpperCase(), 'mauvais-mdp'),
          401,
          'Email ou mot de passe incorrect',
        );
      const blocked = await attempt(target.user.email, target.password);
      expectFailure(blocked, 429, TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another account, from the same addresses, is not concerned.
      expect((await attempt(bystander.user.email, bystander.password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
