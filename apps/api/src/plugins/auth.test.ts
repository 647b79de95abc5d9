import { createHmac, randomBytes } from 'node:crypto';
import { MESSAGES } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { registerMember } from '../../test/factories.ts';

const key = randomBytes(32).toString('hex');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ jwtSecret: key });
});
afterAll(async () => ctx.close());

/** `GET /api/users/me` with this Authorization header. */
const readMe = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
/** A HS256 token signed with the app's key. */
function signed(claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

// Decision 044: the bearer token is checked by the plugin's one verifier, which remembers the
// tokens it verified; the answers are those of `request.jwtVerify()` before.
describe('jeton : vérifié une fois, retenu jusqu’à son expiration', () => {
  it('un jeton déjà vérifié cesse d’être accepté à son expiration', async () => {
    const member = await registerMember(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const token = signed({ sub: member.user.id, ver: 0, iat: now, exp: now + 2 });
    expect((await readMe(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await readMe(`Bearer ${token}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (now + 3) * 1000 - Date.now()));
    expectFailure(await readMe(`Bearer ${token}`), 401, MESSAGES.invalidToken);
  });

  it('la signature d’un jeton retenu, altérée, est refusée', async () => {
    const member = await registerMember(ctx.app);
    expect((await readMe(`Bearer ${member.token}`)).statusCode).toBe(200);
    const [header, payload, signature = ''] = member.token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expectFailure(await readMe(`Bearer ${header}.${payload}.${flipped}`), 401, MESSAGES.invalidToken);
    expect((await readMe(`Bearer ${member.token}`)).statusCode).toBe(200);
  });

  it('lit l’en-tête comme avant : « bearer » sans casse, un seul espace, un seul jeton', async () => {
    const member = await registerMember(ctx.app);
    expect((await readMe(`bearer ${member.token}`)).statusCode).toBe(200);
    expect((await readMe(`BEARER ${member.token}`)).statusCode).toBe(200);
    for (const header of [
      `Bearer  ${member.token}`,
      `Bearer ${member.token} x`,
      `Basic ${member.token}`,
      'Bearer ',
      'Bearer',
      member.token,
    ])
      expectFailure(await readMe(header), 401, MESSAGES.invalidToken, header);
    expectFailure(await readMe(''), 401, MESSAGES.unauthorized);
  });
});
