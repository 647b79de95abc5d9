import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { expectFailure } from '../test/expect-failure.ts';
import { newMemberInput, randomIp, registerMember } from '../test/factories.ts';
import { captureLogLines } from '../test/log-lines.ts';

/** Every log line the app writes, as pino writes it (JSON text). */
const log = captureLogLines();

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    logger: log.logger,
    // A careless route that logs the whole request: the redaction must still hold.
    extend: (app) =>
      app.post('/api/journal-bavard', { config: { public: true } }, async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'requête reçue');
        request.log.info({ req: { headers: request.headers } }, 'en-têtes');
        return { success: true };
      }),
  });
});
afterAll(async () => ctx.close());

describe('journaux : jamais de secret', () => {
  it('ni en-tête Authorization, ni mot de passe, ni jeton, même journalisés par mégarde', async () => {
    const input = newMemberInput({ password: 'mot-de-passe-secret-1' });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode).toBe(201);
    const token = (registered.json() as { data: { token: string } }).data.token;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/me?token=${token}`,
      headers: { authorization: `Bearer ${token}`, cookie: 'session=biscuit-secret' },
    });
    expect(me.statusCode).toBe(200);
    const chatty = await ctx.app.inject({
      method: 'POST',
      url: '/api/journal-bavard',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=biscuit-secret' },
      payload: {
        password: 'mot-de-passe-secret-1',
        current_password: 'ancien-secret-2',
        new_password: 'nouveau-secret-3',
        token,
        profile: { password: 'imbrique-secret-4' },
      },
    });
    expect(chatty.statusCode).toBe(200);
    // Issue 33: a calendar address carries its secret in the path.
    const calendarSecret = 'Cal3ndarSecretCal3ndarSecretCal3ndarSecretX';
    await ctx.app.inject({ url: `/api/schedule/calendar/${calendarSecret}.ics` });

    const text = log.text();
    // The logger did write: the request lines and the careless route's own.
    expect(text).toContain('"url":"/api/users/me?token=[Redacted]"');
    expect(text).toContain('"url":"/api/schedule/calendar/[Redacted]"');
    expect(text).toContain('requête reçue');
    expect(text).toContain('"authorization":"[Redacted]"');
    for (const secret of [
      token,
      calendarSecret,
      'mot-de-passe-secret-1',
      'ancien-secret-2',
      'nouveau-secret-3',
      'imbrique-secret-4',
      'biscuit-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('une erreur inattendue de la base est journalisée sans ses valeurs', async () => {
    const member = await registerMember(ctx.app);
    // A rule the app does not know: every new member now breaks it (a real database error).
    await ctx.db.execute(
      sql`alter table users add constraint test_aucune_inscription check (false) not valid`,
    );
    try {
      log.clear();
      const input = newMemberInput({ email: 'valeur.privee@exemple.fr', password: 'secret-de-la-base-5' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: input,
        remoteAddress: randomIp(),
      });
      expectFailure(response, 500, 'Une erreur est survenue');
      const failure = log
        .lines<{ msg: string; database?: { message: string } }>()
        .find((entry) => entry.msg === 'unexpected error');
      expect(failure?.database).toMatchObject({
        code: '23514',
        table: 'users',
        constraint: 'test_aucune_inscription',
      });
      expect(failure?.database?.message).toContain('test_aucune_inscription');
      const text = log.text();
      for (const value of [
        'valeur.privee@exemple.fr',
        'secret-de-la-base-5',
        '$argon2id',
        'Failing row',
        'params',
      ]) {
        expect(text).not.toContain(value);
      }
      // A member who already exists is untouched, and still signs in.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.user.email, password: member.password },
        remoteAddress: randomIp(),
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await ctx.db.execute(sql`alter table users drop constraint test_aucune_inscription`);
    }
  });
});
