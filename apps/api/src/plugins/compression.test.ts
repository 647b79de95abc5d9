import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { decodedBody } from '../../test/decoded-body.ts';
import { createProgram, registerMember } from '../../test/factories.ts';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  const member = await registerMember(ctx.app);
  auth = member.auth;
  for (const title of ['Force', 'Souplesse', 'Cardio', 'Gainage', 'Mobilité', 'Course']) {
    await createProgram(ctx.app, auth, { title: `${title} — huit semaines pour progresser` }, [1, 2]);
  }
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });

describe('réponses JSON compressées (décision 047)', () => {
  it('brotli si le client l’accepte, sinon gzip, sinon telles quelles : le même JSON', async () => {
    const plain = await get('/api/programs?limit=24');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // The catalogue's 10 programmes and these 6.
    expect(plain.json().data).toHaveLength(16);

    const br = await get('/api/programs?limit=24', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decodedBody(br)).toBe(plain.body);

    const gzip = await get('/api/programs?limit=24', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(gzip)).toBe(plain.body);
  });

  it('une petite réponse, ou une erreur courte, part sans compression', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/programs/999999', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toEqual({
      success: false,
      error: 'Programme non trouvé',
      message: 'Programme non trouvé',
    });
  });

  it('un corps de requête compressé n’est pas décompressé : refusé en français', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/programs',
      headers: { ...auth, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(JSON.stringify(response.json())).not.toMatch(/Unexpected|SyntaxError|at /);
  });
});
