import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/users/me', () => {
  it('401 sans jeton', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'Authentification requise',
      message: 'Authentification requise',
    });
  });

  it('401 avec un jeton invalide ou signé par une autre clé', async () => {
    const other = await buildTestApp();
    try {
      const foreign = await registerMember(other.app);
      for (const authorization of ['Bearer pas-un-jeton', `Bearer ${foreign.token}`, 'Basic abc']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization },
        });
        expectFailure(response, 401, 'Session expirée, veuillez vous reconnecter');
      }
    } finally {
      await other.close();
    }
  });

  it('renvoie le membre connecté', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Inès', last_name: 'Moreau' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: member.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: member.user });
  });
});

describe('GET /api/users/:id', () => {
  it('401 sans jeton, profil public d’un autre membre, 404 sinon', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Maël', last_name: 'Roy' });
    const viewer = await registerMember(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${member.user.id}` })).statusCode).toBe(
      401,
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}`,
      headers: viewer.auth,
    });
    expect(response.json().data).toEqual({
      id: member.user.id,
      first_name: 'Maël',
      last_name: 'Roy',
      username: 'mael.roy',
      role: 'user',
      created_at: member.user.created_at,
    });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/users/999999', headers: viewer.auth });
    expectFailure(missing, 404, 'Utilisateur introuvable');
  });
});

describe('PUT /api/users/:id', () => {
  it('401 sans jeton', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/1',
      payload: { first_name: 'X' },
    });
    expectFailure(response, 401, 'Authentification requise');
  });

  it('403 si pas propriétaire', async () => {
    const owner = await registerMember(ctx.app);
    const intruder = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: intruder.auth,
      payload: { first_name: 'Pirate' },
    });
    expectFailure(response, 403, 'Action non autorisée');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    expect(me.json().data.first_name).toBe('Camille');
  });

  it('met à jour prénom, nom et email (normalisé)', async () => {
    const member = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: member.auth,
      payload: {
        first_name: ' Zoé ',
        last_name: 'Lefèvre',
        email: ' Zoe.NEW@Exemple.fr',
        current_password: member.password,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { first_name: 'Zoé', last_name: 'Lefèvre', email: 'zoe.new@exemple.fr' },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'zoe.new@exemple.fr', password: member.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('409 si le nouvel email appartient à un autre membre', async () => {
    const first = await registerMember(ctx.app);
    const second = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${second.user.id}`,
      headers: second.auth,
      payload: { email: first.user.email, current_password: second.password },
    });
    expectFailure(response, 409, 'Cet email est déjà utilisé');
  });

  it.each([
    [{ first_name: '' }, 'Le prénom est obligatoire'],
    [{ email: 'non' }, 'Adresse email invalide'],
    [{ role: 'admin' }, 'Clé non reconnue : "role"'],
  ])('400 pour %o', async (payload, message) => {
    const member = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${member.user.id}`,
      headers: member.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, message });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: member.auth });
    expect(me.json().data.role).toBe('user');
  });

  it('400 pour un identifiant qui n’est pas un entier positif', async () => {
    const member = await registerMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/abc',
      headers: member.auth,
      payload: { first_name: 'A' },
    });
    expectFailure(response, 400, 'Identifiant invalide');
  });
});

describe('mots de passe actuels erronés : 5 en 15 minutes par membre, puis 429', () => {
  it('compte les échecs seuls, sur le changement de mot de passe et d’e-mail ensemble', async () => {
    const member = await registerMember(ctx.app);
    const other = await registerMember(ctx.app);
    const put = (who: typeof member, url: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url, headers: who.auth, payload });
    const passwordUrl = `/api/users/${member.user.id}/password`;
    const userUrl = `/api/users/${member.user.id}`;
    const wrongPassword = () =>
      put(member, passwordUrl, { current_password: 'pas-le-bon-1', new_password: 'un-nouveau-secret' });
    const wrongEmail = () =>
      put(member, userUrl, { email: 'ailleurs@exemple.fr', current_password: 'pas-le-bon-2' });

    for (const attempt of [wrongPassword, wrongEmail, wrongPassword, wrongEmail]) {
      expectFailure(await attempt(), 400, 'Mot de passe actuel incorrect');
    }
    // A right password is not a failure: it leaves the budget as it was.
    const changed = await put(member, userUrl, {
      email: `bon-${member.user.email}`,
      current_password: member.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectFailure(await wrongPassword(), 400, 'Mot de passe actuel incorrect');

    // Five failures: every attempt is refused for a while, the right password too.
    for (const attempt of [
      wrongPassword,
      wrongEmail,
      () =>
        put(member, passwordUrl, { current_password: member.password, new_password: 'un-nouveau-secret' }),
    ]) {
      const refused = await attempt();
      expectFailure(refused, 429, 'Trop de tentatives, réessayez dans quelques minutes');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // What needs no password still works; another member keeps their own budget.
    const renamed = await put(member, userUrl, { first_name: 'Lina' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const otherChange = await put(other, `/api/users/${other.user.id}/password`, {
      current_password: other.password,
      new_password: 'un-nouveau-secret',
    });
    expect(otherChange.statusCode, otherChange.body).toBe(200);
  });
});
