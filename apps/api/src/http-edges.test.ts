import { request } from 'node:http';
import { MESSAGES } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';

/**
 * Decision 059: what Node's parser and Fastify's router refuse before any route answers in the
 * envelope, in French, and never puts the URL back in the body. Over a real connection: these
 * refusals never reach `inject`.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const base = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(base.port);
});
afterAll(() => ctx.close());

/** One GET over its own connection; the body as text (a refusal may close the socket right after). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    call.setTimeout(15_000, () => call.destroy(new Error('pas de réponse')));
    call.on('error', reject);
    call.end();
  });
}

function expectFrench(
  answer: { status: number; type: string | undefined; body: string },
  statuses: number[],
  messages: string[],
  echoed: string,
) {
  expect(statuses).toContain(answer.status);
  expect(answer.type).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { success: boolean; error: string; message: string };
  expect(body.success).toBe(false);
  expect(messages).toContain(body.message);
  expect(body.error).toBe(body.message);
  expect(answer.body).not.toContain(echoed);
}

describe('les refus avant toute route : en français, sans renvoyer l’adresse', () => {
  it('une adresse de 20 Ko : 414 ou 431, l’enveloppe en français, l’adresse absente de la réponse', async () => {
    const marker = 'adresse-trop-longue-';
    const path = `/api/programs?q=${marker}${'a'.repeat(20 * 1024)}`;
    expectFrench(await get(path), [414, 431], [MESSAGES.urlTooLong, MESSAGES.headersTooLarge], marker);
  });

  it('20 Ko d’en-têtes : 431 en français', async () => {
    const marker = 'entete-trop-long-';
    expectFrench(
      await get('/api/health', { 'x-remplissage': `${marker}${'b'.repeat(20 * 1024)}` }),
      [431],
      [MESSAGES.headersTooLarge],
      marker,
    );
  });

  it('un segment plus long que le routeur n’en accepte : 414 en français, sans l’adresse', async () => {
    const marker = 'segment-trop-long-';
    expectFrench(
      await get(`/api/programs/${marker}${'c'.repeat(2000)}`),
      [414],
      [MESSAGES.urlTooLong],
      marker,
    );
  });

  it('une adresse mal encodée : 400 « Requête invalide », sans l’adresse', async () => {
    expectFrench(await get('/api/programs/%zz-mal-encode'), [400], [MESSAGES.invalidRequest], 'mal-encode');
  });

  it('une requête ne peut pas attendre sans fin : le serveur a un délai (REQUEST_TIMEOUT_MS, 120 s par défaut)', () => {
    expect(ctx.app.server.requestTimeout).toBe(120_000);
  });
});
