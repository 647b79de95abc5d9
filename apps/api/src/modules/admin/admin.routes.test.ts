import {
  ADMIN_MESSAGES,
  type AdminAuditEntry,
  type AdminProgram,
  type AdminStats,
  type AdminUser,
  MESSAGES,
  type Program,
} from '@elan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { createProgram, randomIp, registerMember } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { rowsOf } from '../../lib/db-errors.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
type Method = 'GET' | 'POST' | 'PUT';

const CHIEF_EMAIL = 'chef.admin@exemple.fr';
const LATE_EMAIL = 'tardif.admin@exemple.fr';
let ctx: TestContext;
let chief: Member;

const call = (who: Member | null, method: Method, url: string, payload?: object, app: App = ctx.app) =>
  app.inject({ method, url, ...(who ? { headers: who.auth } : {}), ...(payload ? { payload } : {}) });
async function data<T>(who: Member, method: Method, url: string, payload?: object) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return (response.json() as { data: T }).data;
}
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
const roleOf = async (member: Member) => (await data<{ role: string }>(member, 'GET', '/api/users/me')).role;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { adminEmails: [CHIEF_EMAIL, LATE_EMAIL] } });
  chief = await registerMember(ctx.app, {
    email: 'Chef.Admin@exemple.fr',
    first_name: 'Chef',
    last_name: 'Admin',
  });
});
afterAll(async () => ctx.close());

describe('devenir admin : ADMIN_EMAILS', () => {
  it('une adresse listée (casse ignorée) est admin dès l’inscription', async () => {
    expect(chief.user.role).toBe('admin');
    expect(await roleOf(chief)).toBe('admin');
  });

  it('un compte listé qui n’est plus admin le redevient à la connexion suivante', async () => {
    const late = await registerMember(ctx.app, { email: LATE_EMAIL });
    await ctx.db.execute(sql`update users set role = 'user' where id = ${late.user.id}`);
    const response = await login(LATE_EMAIL, late.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.role).toBe('admin');
  });

  it('une adresse non listée reste membre', async () => {
    const member = await registerMember(ctx.app);
    expect(member.user.role).toBe('user');
  });
});

describe('/api/admin : aux admins seulement', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/1/role', { role: 'coach' }],
    ['POST', '/api/admin/users/1/deactivate'],
    ['POST', '/api/admin/users/1/reactivate'],
    ['GET', '/api/admin/programs'],
    ['PUT', '/api/admin/programs/1', { is_hidden: true }],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/stats'],
  ];

  it('403 en français pour un membre et pour un coach, 401 sans jeton', async () => {
    const member = await registerMember(ctx.app);
    const coach = await registerMember(ctx.app);
    await data(chief, 'PUT', `/api/admin/users/${coach.user.id}/role`, { role: 'coach' });
    for (const [method, url, payload] of routes) {
      expectFailure(await call(member, method, url, payload), 403, MESSAGES.forbidden, `${method} ${url}`);
      expectFailure(await call(coach, method, url, payload), 403, MESSAGES.forbidden, `${method} ${url}`);
      expectFailure(await call(null, method, url, payload), 401, MESSAGES.unauthorized, `${method} ${url}`);
    }
  });
});

describe('les membres : recherche et pages', () => {
  it('cherche par nom (sans accents ni casse) et par e-mail, avec la dernière activité', async () => {
    const helene = await registerMember(ctx.app, {
      first_name: 'Hélène',
      last_name: 'Zéphyrine',
      email: 'h.zephyr@club-exemple.fr',
    });
    const byName = await data<AdminUser[]>(chief, 'GET', '/api/admin/users?query=zephyrine');
    expect(byName.map((user) => user.id)).toEqual([helene.user.id]);
    const byEmail = await data<AdminUser[]>(chief, 'GET', '/api/admin/users?query=CLUB-EXEMPLE');
    expect(byEmail).toEqual([
      {
        id: helene.user.id,
        email: 'h.zephyr@club-exemple.fr',
        first_name: 'Hélène',
        last_name: 'Zéphyrine',
        role: 'user',
        is_active: true,
        created_at: expect.any(String),
        last_active_at: null,
      },
    ]);
    // An authenticated request stamps the member's last activity.
    await data(helene, 'GET', '/api/users/me');
    const [seen] = await data<AdminUser[]>(chief, 'GET', '/api/admin/users?query=zephyrine');
    expect(seen?.last_active_at).toEqual(expect.any(String));
  });

  it('pagine, les plus récents d’abord, et refuse des bornes hors limites en français', async () => {
    const first = await data<AdminUser[]>(chief, 'GET', '/api/admin/users?limit=2');
    const second = await data<AdminUser[]>(chief, 'GET', '/api/admin/users?limit=2&offset=2');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(first.map((user) => user.id)).not.toContain(second[0]?.id);
    expect(first[0]!.created_at >= first[1]!.created_at).toBe(true);
    expectFailure(await call(chief, 'GET', '/api/admin/users?limit=101'), 400, ADMIN_MESSAGES.limitRange);
    expectFailure(await call(chief, 'GET', '/api/admin/users?limit=0'), 400, ADMIN_MESSAGES.limitRange);
    expectFailure(await call(chief, 'GET', '/api/admin/users?offset=-1'), 400, ADMIN_MESSAGES.offsetRange);
    expectFailure(await call(chief, 'GET', '/api/admin/audit?offset=10001'), 400, ADMIN_MESSAGES.offsetRange);
    expectFailure(
      await call(chief, 'GET', `/api/admin/users?query=${'a'.repeat(101)}`),
      400,
      ADMIN_MESSAGES.queryTooLong,
    );
  });
});

describe('les rôles', () => {
  it('change un rôle et l’inscrit au journal, le plus récent en tête', async () => {
    const member = await registerMember(ctx.app, { first_name: 'Corentin', last_name: 'Coach' });
    const changed = await data<AdminUser>(chief, 'PUT', `/api/admin/users/${member.user.id}/role`, {
      role: 'coach',
    });
    expect(changed.role).toBe('coach');
    expect(await roleOf(member)).toBe('coach');
    const [latest] = await data<AdminAuditEntry[]>(chief, 'GET', '/api/admin/audit?limit=1');
    expect(latest).toEqual({
      id: expect.any(Number),
      admin_id: chief.user.id,
      admin_name: 'Chef Admin',
      action: 'role.change',
      target_user_id: member.user.id,
      target_program_id: null,
      target_label: 'Corentin Coach',
      details: { from: 'user', to: 'coach' },
      created_at: expect.any(String),
    });
    expectFailure(
      await call(chief, 'PUT', `/api/admin/users/${member.user.id}/role`, { role: 'roi' }),
      400,
      ADMIN_MESSAGES.roleInvalid,
    );
    expectFailure(
      await call(chief, 'PUT', '/api/admin/users/2147483647/role', { role: 'coach' }),
      404,
      MESSAGES.userNotFound,
    );
  });

  it('le dernier admin ne peut pas perdre son rôle (409), même sous deux rétrogradations simultanées', async () => {
    const second = await registerMember(ctx.app, { first_name: 'Second', last_name: 'Admin' });
    await data(chief, 'PUT', `/api/admin/users/${second.user.id}/role`, { role: 'admin' });
    // Only these two admins remain.
    await ctx.db.execute(
      sql`update users set role = 'user' where role = 'admin' and id not in (${chief.user.id}, ${second.user.id})`,
    );
    // Both demotions must have checked their caller before either writes: another connection
    // holds both rows until both requests wait on a lock (a row's, or the admin lock).
    const holder = await ctx.openSecondPool();
    const client = await holder.pool.connect();
    let results: Awaited<ReturnType<typeof call>>[];
    try {
      await client.query('begin');
      await client.query('select id from users where id = any($1) for update', [
        [chief.user.id, second.user.id],
      ]);
      const both = Promise.all([
        call(chief, 'PUT', `/api/admin/users/${second.user.id}/role`, { role: 'user' }),
        call(second, 'PUT', `/api/admin/users/${chief.user.id}/role`, { role: 'user' }),
      ]);
      for (let waiting = 0; waiting < 2; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await client.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waiting = rows[0]?.waiting ?? 0;
      }
      await client.query('commit');
      results = await both;
    } finally {
      client.release();
      await holder.close();
    }
    const [one, other] = results as [Awaited<ReturnType<typeof call>>, Awaited<ReturnType<typeof call>>];
    // One demotion wins. The other is refused: 409 when it had passed its own role check before the
    // first wrote (the lock's case, the usual one here), or 403 when its caller was already demoted
    // by then (the wait above counts the database's lock waits, which other test files may share).
    // Never both: that would leave no admin.
    const refused = one.statusCode === 200 ? other : one;
    expect([one.statusCode, other.statusCode], `${one.body} ${other.body}`).toContain(200);
    if (refused.statusCode === 403) expectFailure(refused, 403, MESSAGES.forbidden);
    else expectFailure(refused, 409, ADMIN_MESSAGES.lastAdmin);
    const admins = rowsOf(await ctx.db.execute(sql`select id from users where role = 'admin'`));
    expect(admins).toHaveLength(1);
    // The one left cannot demote themself either.
    const survivor = one.statusCode === 200 ? chief : second;
    expectFailure(
      await call(survivor, 'PUT', `/api/admin/users/${survivor.user.id}/role`, { role: 'coach' }),
      409,
      ADMIN_MESSAGES.lastAdmin,
    );
    if (survivor !== chief)
      await data(survivor, 'PUT', `/api/admin/users/${chief.user.id}/role`, { role: 'admin' });
  });
});

describe('désactiver un compte', () => {
  it('révoque les jetons dans chaque processus, refuse la connexion (403), garde les données ; réactiver rend l’accès', async () => {
    const other = await ctx.openSecondApp();
    try {
      const member = await registerMember(ctx.app, { first_name: 'Denis', last_name: 'Désactivé' });
      const program = await createProgram(ctx.app, member.auth, { title: 'Programme de Denis' });
      expect((await call(member, 'GET', '/api/users/me', undefined, other.app)).statusCode).toBe(200);
      expect((await call(member, 'GET', '/api/users/me', undefined, other.app)).statusCode).toBe(200);

      const done = await data<AdminUser>(chief, 'POST', `/api/admin/users/${member.user.id}/deactivate`);
      expect(done.is_active).toBe(false);
      expectFailure(await call(member, 'GET', '/api/users/me'), 401, MESSAGES.invalidToken);
      expect(await other.app.heardChanges()).toBe(true);
      expectFailure(
        await call(member, 'GET', '/api/users/me', undefined, other.app),
        401,
        MESSAGES.invalidToken,
      );
      expectFailure(await login(member.user.email, member.password), 403, ADMIN_MESSAGES.accountDeactivated);
      // A wrong password learns nothing of the account's state.
      expectFailure(await login(member.user.email, 'pas-le-bon-mot'), 401, MESSAGES.invalidCredentials);

      await data(chief, 'POST', `/api/admin/users/${member.user.id}/reactivate`);
      const back = await login(member.user.email, member.password);
      expect(back.statusCode, back.body).toBe(200);
      const auth = { authorization: `Bearer ${back.json().data.token}` };
      const mine = await ctx.app.inject({ method: 'GET', url: `/api/programs/${program.id}`, headers: auth });
      expect(mine.json().data.title).toBe('Programme de Denis');

      const journal = await data<AdminAuditEntry[]>(chief, 'GET', '/api/admin/audit?limit=2');
      expect(journal.map((entry) => entry.action)).toEqual(['user.reactivate', 'user.deactivate']);
    } finally {
      await other.close();
    }
  });

  it('un admin ne peut pas se désactiver lui-même (400)', async () => {
    expectFailure(
      await call(chief, 'POST', `/api/admin/users/${chief.user.id}/deactivate`),
      400,
      ADMIN_MESSAGES.selfDeactivation,
    );
  });
});

describe('masquer un programme', () => {
  it('un programme masqué quitte les listes et la page de tous sauf de son créateur ; affiché, il revient', async () => {
    const creator = await registerMember(ctx.app);
    const reader = await registerMember(ctx.app);
    const title = `Programme douteux ${Date.now()}`;
    const program = await createProgram(ctx.app, creator.auth, { title });
    const listed = async (who: Member) =>
      (await data<Program[]>(who, 'GET', `/api/programs?q=${encodeURIComponent(title)}`)).map((p) => p.id);
    expect(await listed(reader)).toEqual([program.id]);

    const [inAdminList] = await data<AdminProgram[]>(
      chief,
      'GET',
      `/api/admin/programs?query=${encodeURIComponent(title)}`,
    );
    expect(inAdminList).toMatchObject({ id: program.id, is_hidden: false });
    await data(chief, 'PUT', `/api/admin/programs/${program.id}`, { is_hidden: true });

    expect(await listed(reader)).toEqual([]);
    expectFailure(await call(reader, 'GET', `/api/programs/${program.id}`), 404, MESSAGES.programNotFound);
    expectFailure(
      await call(reader, 'GET', `/api/programs/${program.id}/structure`),
      404,
      MESSAGES.programNotFound,
    );
    expectFailure(
      await call(reader, 'POST', '/api/enrollments', { program_id: program.id }),
      404,
      MESSAGES.programNotFound,
    );
    expect(await listed(creator)).toEqual([program.id]);
    expect((await call(creator, 'GET', `/api/programs/${program.id}`)).statusCode).toBe(200);
    const [latest] = await data<AdminAuditEntry[]>(chief, 'GET', '/api/admin/audit?limit=1');
    expect(latest).toMatchObject({
      action: 'program.hide',
      target_program_id: program.id,
      target_label: title,
    });

    await data(chief, 'PUT', `/api/admin/programs/${program.id}`, { is_hidden: false });
    expect(await listed(reader)).toEqual([program.id]);
    expectFailure(
      await call(chief, 'PUT', `/api/admin/programs/${program.id}`, { is_hidden: 'oui' }),
      400,
      ADMIN_MESSAGES.isHiddenRequired,
    );
  });
});

describe('les chiffres', () => {
  it('membres, actifs cette semaine, séances cette semaine', async () => {
    const before = await data<AdminStats>(chief, 'GET', '/api/admin/stats');
    const member = await registerMember(ctx.app);
    await data(member, 'GET', '/api/users/me');
    const after = await data<AdminStats>(chief, 'GET', '/api/admin/stats');
    expect(after.members).toBe(before.members + 1);
    expect(after.active_this_week).toBe(before.active_this_week + 1);
    expect(after.sessions_this_week).toBe(before.sessions_this_week);
  });
});
