import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { registerMember } from '../test/factories.ts';

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://social.exemple.fr",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://social.exemple.fr",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const PERMISSIONS =
  'screen-wake-lock=(self), fullscreen=(self), accelerometer=(), camera=(), ' +
  'display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), ' +
  'payment=(), usb=(), xr-spatial-tracking=()';

/** The headers every answer carries, whatever it is. */
const EVERY_ANSWER = {
  'content-security-policy': CSP,
  'permissions-policy': PERMISSIONS,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    [...Object.keys(EVERY_ANSWER), 'cache-control', 'strict-transport-security'].map((name) => [
      name,
      headers[name],
    ]),
  );

let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'elan-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fr"><title>Élan</title></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const options = { webDist, apiOrigins: ['https://social.exemple.fr'] };
  ctx = await buildTestApp({
    ...options,
    extend: (app) =>
      app.get('/api/cache-choisi', { config: { public: true } }, async (_request, reply) =>
        reply.header('Cache-Control', 'private, max-age=60').send({ success: true }),
      ),
  });
  proxied = await buildTestApp({ ...options, trustProxy: 1 });
});
afterAll(async () => {
  await ctx.close();
  await proxied.close();
});

describe('en-têtes de sécurité', () => {
  it('page HTML : CSP sans script en ligne, cadre refusé, pas de HSTS en HTTP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(pick(response.headers)).toEqual({
      ...EVERY_ANSWER,
      'cache-control': 'no-cache',
      'strict-transport-security': undefined,
    });
  });

  it('réponse JSON de l’API : les mêmes en-têtes et Cache-Control: no-store', async () => {
    const member = await registerMember(ctx.app);
    for (const url of ['/api/users/me', '/api/health', '/api/introuvable']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(pick(response.headers), url).toEqual({
        ...EVERY_ANSWER,
        'cache-control': 'no-store',
        'strict-transport-security': undefined,
      });
    }
  });

  it('une route de l’API qui choisit son cache le garde', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/cache-choisi' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.headers['content-security-policy']).toBe(CSP);
  });

  it('fichier statique : les mêmes en-têtes, son cache long inchangé', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(pick(response.headers)).toEqual({
      ...EVERY_ANSWER,
      'cache-control': 'public, max-age=31536000, immutable',
      'strict-transport-security': undefined,
    });
  });

  it('HSTS seulement derrière HTTPS, tel que le proxy de confiance le dit', async () => {
    const overHttps = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers['cache-control']).toBe('no-store');
    const overHttp = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, a client cannot claim HTTPS.
    const claimed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
