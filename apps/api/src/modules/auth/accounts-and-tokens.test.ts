import { createHmac, randomBytes } from 'node:crypto';
import type { AuthResult } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { newMemberInput, randomIp, registerMember } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

/** Issue 15, « Accounts and tokens » (decision 022). */
const SECRET = randomBytes(32).toString('hex');
const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ jwtSecret: SECRET });
});
afterAll(async () => ctx.close());

const me = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });

const register = (password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newMemberInput({ password }),
    remoteAddress: randomIp(),
  });

const changePassword = (
  member: { auth: Record<string, string>; user: { id: number } },
  payload: object,
  id = member.user.id,
) => ctx.app.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers: member.auth, payload });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT written by hand: any header, any payload, signed with `key` (or not at all). */
function handMadeToken(header: object, payload: object, key: string | null = SECRET) {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = key === null ? '' : createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('mots de passe : 8 à 128 caractères, jamais tronqués, pas dans la liste des courants', () => {
  it('refuse 7 et 129 caractères, accepte 8 et 128', async () => {
    expectFailure(await register('a1b2c3d'), 400, 'Le mot de passe doit contenir au moins 8 caractères');
    expectFailure(
      await register(`x${'é'.repeat(128)}`),
      400,
      'Le mot de passe ne doit pas dépasser 128 caractères',
    );
    expect((await register('k9#vQ2!m')).statusCode).toBe(201);
    expect((await register(`${'Z'.repeat(60)}${'ünïcødé'.repeat(9)}12345`)).statusCode).toBe(201);
  });

  it('refuse un mot de passe de la liste, quelle que soit la casse', async () => {
    for (const password of ['password', '12345678', 'baseball', 'Football', 'QWERTYUIOP', 'trustno1']) {
      expectFailure(await register(password), 400, 'Ce mot de passe est trop courant', password);
    }
  });

  it('refuse les mots de passe courants français, à l’inscription comme au changement (décision 064)', async () => {
    const member = await registerMember(ctx.app);
    for (const password of ['azertyuiop', 'motdepasse', 'azerty123', 'Motdepasse']) {
      expectFailure(await register(password), 400, 'Ce mot de passe est trop courant', password);
      expectFailure(
        await changePassword(member, { current_password: member.password, new_password: password }),
        400,
        'Ce mot de passe est trop courant',
        password,
      );
    }
    // Still signed in with the same password: nothing was changed.
    expect((await me(member.auth.authorization)).statusCode).toBe(200);
  });

  it('128 caractères comptent tous : deux mots de passe qui ne diffèrent qu’au 128e (au-delà de 72 octets)', async () => {
    const prefix = 'é'.repeat(100);
    const input = newMemberInput({ password: `${prefix}${'a'.repeat(27)}1` });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: randomIp(),
    });
    expect(created.statusCode).toBe(201);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password },
        remoteAddress: randomIp(),
      });
    expectFailure(await login(`${prefix}${'a'.repeat(27)}2`), 401, 'Email ou mot de passe incorrect');
    expect((await login(input.password)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{id}/password', () => {
  it('change le mot de passe, révoque les anciens jetons et répond un jeton neuf', async () => {
    const member = await registerMember(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: member.password },
      remoteAddress: randomIp(),
    });
    const otherDevice = `Bearer ${(other.json().data as AuthResult).token}`;
    const response = await changePassword(member, {
      current_password: member.password,
      new_password: 'un-nouveau-secret-2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as AuthResult;
    expect(data.user).toEqual({ ...member.user, updated_at: data.user.updated_at });
    expect(data.token).not.toBe(member.token);
    expect((await me(`Bearer ${data.token}`)).statusCode).toBe(200);
    expectFailure(await me(member.auth.authorization), 401, SESSION_EXPIRED);
    expectFailure(await me(otherDevice), 401, SESSION_EXPIRED);

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.user.email, password },
        remoteAddress: randomIp(),
      });
    expectFailure(await login(member.password), 401, 'Email ou mot de passe incorrect');
    expect((await login('un-nouveau-secret-2026')).statusCode).toBe(200);
  });

  it('refuse : mauvais mot de passe actuel, manquant, trop court, trop long, courant, identique', async () => {
    const member = await registerMember(ctx.app);
    const cases: [object, string][] = [
      [
        { current_password: 'pas-le-bon-1', new_password: 'un-nouveau-secret' },
        'Mot de passe actuel incorrect',
      ],
      [{ new_password: 'un-nouveau-secret' }, 'Le mot de passe actuel est obligatoire'],
      [{ current_password: '', new_password: 'un-nouveau-secret' }, 'Le mot de passe actuel est obligatoire'],
      [
        { current_password: member.password, new_password: 'court' },
        'Le mot de passe doit contenir au moins 8 caractères',
      ],
      [
        { current_password: member.password, new_password: 'x'.repeat(129) },
        'Le mot de passe ne doit pas dépasser 128 caractères',
      ],
      [{ current_password: member.password, new_password: 'superman' }, 'Ce mot de passe est trop courant'],
      [
        { current_password: member.password, new_password: member.password },
        "Le nouveau mot de passe doit être différent de l'actuel",
      ],
      [{ current_password: member.password }, 'Le mot de passe est obligatoire'],
    ];
    for (const [payload, message] of cases) {
      expectFailure(await changePassword(member, payload), 400, message, message);
    }
    // Nothing changed: the token still works, the password is still the old one.
    expect((await me(member.auth.authorization)).statusCode).toBe(200);
  });

  it('403 pour le mot de passe d’un autre membre, 401 sans jeton', async () => {
    const member = await registerMember(ctx.app);
    const victim = await registerMember(ctx.app);
    expectFailure(
      await changePassword(
        member,
        { current_password: member.password, new_password: 'un-nouveau-secret' },
        victim.user.id,
      ),
      403,
      'Action non autorisée',
    );
    expectFailure(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${victim.user.id}/password`,
        payload: { current_password: victim.password, new_password: 'un-nouveau-secret' },
      }),
      401,
      'Authentification requise',
    );
    expect((await me(victim.auth.authorization)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{id} : changer l’e-mail demande le mot de passe', () => {
  const update = (member: { auth: Record<string, string>; user: { id: number } }, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/users/${member.user.id}`, headers: member.auth, payload });

  it('400 sans mot de passe ou avec un mauvais ; rien ne change', async () => {
    const member = await registerMember(ctx.app);
    const email = `nouveau.${randomBytes(4).toString('hex')}@exemple.fr`;
    expectFailure(await update(member, { email }), 400, 'Le mot de passe actuel est obligatoire');
    expectFailure(
      await update(member, { email, current_password: 'pas-le-bon-1' }),
      400,
      'Mot de passe actuel incorrect',
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
  });

  it('change l’e-mail avec le bon mot de passe ; le même e-mail ou le nom n’en demandent pas', async () => {
    const member = await registerMember(ctx.app);
    const same = await update(member, { email: member.user.email, first_name: 'Léa' });
    expect(same.statusCode, same.body).toBe(200);
    const email = `nouveau.${randomBytes(4).toString('hex')}@exemple.fr`;
    const changed = await update(member, { email, current_password: member.password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as { email: string; first_name: string }).email).toBe(email);
  });
});

describe('jetons : version, révocation, HS256', () => {
  it('POST /api/auth/logout-all : 204, puis tous les jetons du membre répondent 401', async () => {
    const member = await registerMember(ctx.app);
    const bystander = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: member.auth,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectFailure(await me(member.auth.authorization), 401, SESSION_EXPIRED);
    expect((await me(bystander.auth.authorization)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: member.password },
      remoteAddress: randomIp(),
    });
    expect((await me(`Bearer ${(again.json().data as AuthResult).token}`)).statusCode).toBe(200);
    expectFailure(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' }),
      401,
      'Authentification requise',
    );
  });

  it('le jeton d’un membre supprimé répond 401, en lecture comme en écriture', async () => {
    const member = await registerMember(ctx.app);
    await ctx.db.delete(users).where(eq(users.id, member.user.id));
    expectFailure(await me(member.auth.authorization), 401, SESSION_EXPIRED);
    expectFailure(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/body-composition/measurements',
        headers: member.auth,
        payload: { weight_kg: 80, measurement_date: '2026-01-10' },
      }),
      401,
      SESSION_EXPIRED,
    );
  });

  it('401 pour un jeton altéré, expiré, « alg: none », HS512 ou sans version valide', async () => {
    const member = await registerMember(ctx.app);
    const [header, payload, signature] = member.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    // The genuine token, rebuilt by hand, works: the cases below fail for their one defect.
    expect((await me(`Bearer ${handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims)}`)).statusCode).toBe(200);
    const victim = await registerMember(ctx.app);
    const tampered = `${header}.${base64url(JSON.stringify({ ...claims, sub: victim.user.id }))}.${signature}`;
    const expired = handMadeToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims, iat: nowSeconds() - 8 * 86_400, exp: nowSeconds() - 86_400 },
    );
    const none = handMadeToken({ alg: 'none', typ: 'JWT' }, claims, null);
    const hs512 = (() => {
      const unsigned = `${base64url(JSON.stringify({ alg: 'HS512', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
      return `${unsigned}.${createHmac('sha512', SECRET).update(unsigned).digest('base64url')}`;
    })();
    const wrongVersion = handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, ver: 1 });
    const oddVersion = handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, ver: '0' });
    const hugeId = handMadeToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: 2 ** 40 });
    for (const [label, token] of Object.entries({
      tampered,
      expired,
      none,
      hs512,
      wrongVersion,
      oddVersion,
      hugeId,
    })) {
      expectFailure(await me(`Bearer ${token}`), 401, SESSION_EXPIRED, label);
    }
  });
});
