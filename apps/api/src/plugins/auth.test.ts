import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { registerMember } from '../../test/factories.ts';

const SECRET = randomBytes(32).toString('hex');
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ jwtSecret: SECRET });
});
afterAll(async () => ctx.close());

const me = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
const base64url = (value: string) => Buffer.from(value).toString('base64url');
function signed(claims: object) {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

// Decision 044: the bearer token is checked by the plugin's one verifier, which remembers the
// tokens it verified; the answers are those of `request.jwtVerify()` before.
describe('jeton : vérifié une fois, retenu jusqu’à son expiration', () => {
  it('un jeton déjà vérifié cesse d’être accepté à son expiration', async () => {
    const member = await registerMember(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const token = signed({ sub: member.user.id, ver: 0, iat: now, exp: now + 2 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (now + 3) * 1000 - Date.now()));
    expectFailure(await me(`Bearer ${token}`), 401, SESSION_EXPIRED);
  });

  it('la signature d’un jeton retenu, altérée, est refusée', async () => {
    const member = await registerMember(ctx.app);
    expect((await me(`Bearer ${member.token}`)).statusCode).toBe(200);
    const [header, payload, signature = ''] = member.token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expectFailure(await me(`Bearer ${header}.${payload}.${flipped}`), 401, SESSION_EXPIRED);
    expect((await me(`Bearer ${member.token}`)).statusCode).toBe(200);
  });

  it('lit l’en-tête comme avant : « bearer » sans casse, un seul espace, un seul jeton', async () => {
    const member = await registerMember(ctx.app);
    expect((await me(`bearer ${member.token}`)).statusCode).toBe(200);
    expect((await me(`BEARER ${member.token}`)).statusCode).toBe(200);
    for (const header of [
      `Bearer  ${member.token}`,
      `Bearer ${member.token} x`,
      `Basic ${member.token}`,
      'Bearer ',
      'Bearer',
      member.token,
    ])
      expectFailure(await me(header), 401, SESSION_EXPIRED, header);
    expectFailure(await me(''), 401, 'Authentification requise');
  });
});
