import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { captureLogLines } from '../../test/log-lines.ts';

/** Every log line the app writes. */
const log = captureLogLines();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    logger: log.logger,
    extend: (app) =>
      app.get('/api/journal-route', { config: { public: true } }, async (request) => {
        request.log.info('ligne écrite par la route');
        return { success: true };
      }),
  });
});
afterAll(async () => ctx.close());

const linesOf = (id: string) => log.lines().filter((line) => line.reqId === id);

describe('X-Request-Id (issue 16, décision 030)', () => {
  it('un identifiant sain reçu est gardé, renvoyé, et porté par chaque ligne de journal de la requête', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/journal-route',
      headers: { 'x-request-id': 'nginx-4f2a.9_B' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('nginx-4f2a.9_B');
    const messages = linesOf('nginx-4f2a.9_B').map((line) => line.msg);
    expect(messages).toEqual(['ligne écrite par la route', 'request completed']);
    // One line per request, written as it is answered: what was asked, the status, the time taken.
    const completed = linesOf('nginx-4f2a.9_B').at(-1);
    expect(completed).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/journal-route' },
      res: { statusCode: 200 },
    });
    expect(completed?.responseTime).toBeGreaterThan(0);
  });

  it('sans en-tête, ou avec un identifiant douteux : un UUID neuf, le même dans le journal', async () => {
    for (const incoming of [undefined, 'a'.repeat(65), 'espace interdite', 'x\u00e9', '', 'a;b']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      const id = String(response.headers['x-request-id']);
      expect(id, String(incoming)).toMatch(UUID);
      expect(linesOf(id).map((line) => line.msg)).toEqual(['request completed']);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-request-id': 'a'.repeat(64) },
        })
      ).headers['x-request-id'],
    ).toBe('a'.repeat(64));
  });

  it('les erreurs aussi : un 401 et un 404 portent leur identifiant', async () => {
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-request-id': 'req-401' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('req-401');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/introuvable' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['x-request-id'])).toMatch(UUID);
  });
});
