import type { AuthResult } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { newMemberInput, randomIp, registerMember } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: unknown, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

const TOO_MANY = 'Trop de tentatives, réessayez dans quelques minutes';

/** The window is one minute from the first attempt: Retry-After counts the seconds left in it. */
function expectRetryWithinAMinute(header: unknown) {
  expect(header).toMatch(/^\d+$/);
  expect(Number(header)).toBeGreaterThanOrEqual(1);
  expect(Number(header)).toBeLessThanOrEqual(60);
}

describe('POST /api/auth/register', () => {
  it('crée un compte et renvoie le jeton et le membre', async () => {
    const input = newMemberInput({
      email: '  Lea.Martin@Exemple.FR ',
      first_name: 'Léa',
      last_name: 'Martin',
    });
    const response = await post('/api/auth/register', input);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { success: boolean; data: AuthResult };
    expect(body.success).toBe(true);
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.user).toMatchObject({
      email: 'lea.martin@exemple.fr',
      first_name: 'Léa',
      last_name: 'Martin',
      username: 'lea.martin',
      role: 'user',
      gender: null,
      height_cm: null,
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    expect(Object.keys(body.data.user).sort()).toEqual(
      [
        'id',
        'email',
        'first_name',
        'last_name',
        'username',
        'role',
        'gender',
        'birthdate',
        'height_cm',
        'weight_kg',
        'goal',
        'is_private',
        'share_body_with_coach',
        'max_heart_rate',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('ajoute des chiffres au nom d’utilisateur déjà pris', async () => {
    const first = await registerMember(ctx.app, { first_name: 'Éloïse', last_name: "D'Arc" });
    const second = await registerMember(ctx.app, { first_name: 'Eloise', last_name: 'Darc' });
    expect(first.user.username).toBe('eloise.darc');
    expect(second.user.username).toBe('eloise.darc2');
  });

  it('refuse un email déjà utilisé (409), quelle que soit la casse', async () => {
    const member = await registerMember(ctx.app);
    const response = await post(
      '/api/auth/register',
      newMemberInput({ email: member.user.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'Cet email est déjà utilisé',
      message: 'Cet email est déjà utilisé',
    });
  });

  it.each([
    [{ password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ password: '' }, 'Le mot de passe est obligatoire'],
    [{ email: 'pas-un-email' }, 'Adresse email invalide'],
    [{ email: '' }, "L'email est obligatoire"],
    [{ first_name: '   ' }, 'Le prénom est obligatoire'],
    [{ last_name: '' }, 'Le nom est obligatoire'],
  ])('refuse %o avec un message français (400)', async (override, message) => {
    const response = await post('/api/auth/register', { ...newMemberInput(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, message });
  });

  it('refuse un corps sans champs avec un message français', async () => {
    const response = await post('/api/auth/register', {});
    expectFailure(response, 400, "L'email est obligatoire");
  });

  it('limite les inscriptions répétées depuis une même adresse (429)', async () => {
    const limited = await buildTestApp({ authRateLimitPerIp: 3 });
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newMemberInput(),
          remoteAddress: ip,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ success: false, error: TOO_MANY, message: TOO_MANY });
          expectRetryWithinAMinute(response.headers['retry-after']);
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('connecte avec un email en majuscules et renvoie un jeton utilisable', async () => {
    const member = await registerMember(ctx.app);
    const response = await post('/api/auth/login', {
      email: ` ${member.user.email.toUpperCase()} `,
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: AuthResult };
    expect(data.user.id).toBe(member.user.id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.json().data.email).toBe(member.user.email);
  });

  it('donne le même 401 pour un email inconnu et un mauvais mot de passe', async () => {
    const member = await registerMember(ctx.app);
    const wrongPassword = await post('/api/auth/login', {
      email: member.user.email,
      password: 'mauvais-mdp',
    });
    const unknownEmail = await post('/api/auth/login', {
      email: 'inconnu@exemple.fr',
      password: 'mauvais-mdp',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: 'Email ou mot de passe incorrect',
        message: 'Email ou mot de passe incorrect',
      });
    }
  });

  it('refuse la connexion au compte système du catalogue', async () => {
    const response = await post('/api/auth/login', {
      email: 'catalogue@elan.local',
      password: 'nimportequoi',
    });
    expectFailure(response, 401, 'Email ou mot de passe incorrect');
  });

  it('bloque après 10 échecs sur un même email depuis une même adresse (429) ; une autre adresse reste libre', async () => {
    const member = await registerMember(ctx.app);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post(
        '/api/auth/login',
        { email: member.user.email, password: 'mauvais-mdp' },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
    const blocked = await post(
      '/api/auth/login',
      { email: member.user.email, password: member.password },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: TOO_MANY, message: TOO_MANY });
    expectRetryWithinAMinute(blocked.headers['retry-after']);
    // The e-mail + address budget is full, not the account's (20 in 15 minutes, decision 063):
    // from another address the member still gets in.
    const elsewhere = await post('/api/auth/login', { email: member.user.email, password: member.password });
    expect(elsewhere.statusCode).toBe(200);
    const other = await registerMember(ctx.app);
    const otherLogin = await post(
      '/api/auth/login',
      { email: other.user.email, password: other.password },
      ip,
    );
    expect(otherLogin.statusCode).toBe(200);
    // Register keeps its own count for the same e-mail: the answer is the usual 409.
    expectFailure(
      await post('/api/auth/register', newMemberInput({ email: member.user.email }), ip),
      409,
      'Cet email est déjà utilisé',
    );
  });

  it('la fenêtre dure une minute : Retry-After compte les secondes restantes, puis tout est permis', async () => {
    // The attempt windows run on the real clock (decision 012): only Date is faked, timers stay real
    // (the real clock comes back in afterEach).
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-18T11:00:00Z').getTime();
    vi.setSystemTime(start);
    const member = await registerMember(ctx.app);
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post('/api/auth/login', { email: member.user.email, password: 'mauvais-mdp' }, ip);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: member.user.email, password: member.password },
      ip,
    );
    expectFailure(blocked, 429, TOO_MANY);
    expect(blocked.headers['retry-after']).toBe('60');
    vi.setSystemTime(start + 59_000);
    const stillBlocked = await post(
      '/api/auth/login',
      { email: member.user.email, password: member.password },
      ip,
    );
    expectFailure(stillBlocked, 429, TOO_MANY);
    expect(stillBlocked.headers['retry-after']).toBe('1');
    vi.setSystemTime(start + 60_000);
    const login = await post('/api/auth/login', { email: member.user.email, password: member.password }, ip);
    expect(login.statusCode).toBe(200);
    expect(login.headers['retry-after']).toBeUndefined();
  });

  it('une requête refusée par la validation ne compte pas comme une tentative', async () => {
    const member = await registerMember(ctx.app);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expectFailure(
        await post('/api/auth/login', { email: member.user.email, password: '' }),
        400,
        'Le mot de passe est obligatoire',
      );
    }
    const login = await post('/api/auth/login', { email: member.user.email, password: member.password });
    expect(login.statusCode).toBe(200);
  });

  it('stocke un hash argon2id (19 Mio, 2 itérations) et jamais le mot de passe', async () => {
    const member = await registerMember(ctx.app);
    const [row] = await ctx.db
      .select({ password_hash: users.password_hash })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(member.password);
  });
});
