import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { decodedBody } from '../test/decoded-body.ts';

let ctx: TestContext;
let webDist: string;
const SHELL_JS = `export const shell = ${JSON.stringify('Élan '.repeat(400))};`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'elan-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Élan</title></head></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build leaves beside a text asset: its brotli and gzip copies.
  writeFileSync(path.join(webDist, 'assets', 'shell-def456.js'), SHELL_JS);
  writeFileSync(path.join(webDist, 'assets', 'shell-def456.js.br'), brotliCompressSync(SHELL_JS));
  writeFileSync(path.join(webDist, 'assets', 'shell-def456.js.gz'), gzipSync(SHELL_JS));
  // The build's list of the landing pages' route chunks (decision 049), one of them missing, one
  // outside /assets.
  writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '/dashboard': [
        '/assets/app-abc123.js',
        '/assets/shell-def456.js',
        '/assets/absent-000.js',
        '/../secrets.js',
      ],
    }),
  );
  ctx = await buildTestApp({
    webDist,
    // A route that fails the way a bug would, leaking SQL and a file path in its message.
    extend: (app) =>
      app.get('/api/panne', { config: { public: true } }, async () => {
        throw new Error('relation "users" does not exist at /work/main/apps/api/src/db/client.ts:42');
      }),
  });
});
afterAll(async () => ctx.close());

describe('GET /api/health', () => {
  it('répond ok sans jeton', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

describe('enveloppe d’erreur', () => {
  it('404 « Ressource introuvable » en JSON pour une route /api inconnue', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/nexiste-pas' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        success: false,
        error: 'Ressource introuvable',
        message: 'Ressource introuvable',
      });
    }
  });

  it('400 « Requête invalide » pour un JSON mal formé', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Requête invalide',
      message: 'Requête invalide',
    });
  });

  it('413 pour un corps de plus de 1 Mo', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'Requête trop volumineuse',
      message: 'Requête trop volumineuse',
    });
  });

  it('415 pour un type de contenu non pris en charge', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: 'Type de contenu non supporté',
      message: 'Type de contenu non supporté',
    });
  });

  it('500 « Une erreur est survenue » sans pile, SQL ni chemin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/panne' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Une erreur est survenue',
      message: 'Une erreur est survenue',
    });
    expect(response.body).not.toMatch(/relation|\/work\/|stack/);
  });
});

describe('application web', () => {
  it('sert index.html pour une route de l’application inconnue (SPA)', async () => {
    for (const url of ['/', '/dashboard', '/programs/12', '/nimporte/quoi?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Élan</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('une page d’arrivée nomme ses modules à précharger, en brotli, gzip ou tel quel selon Accept-Encoding (décision 049)', async () => {
    const expected =
      '<!doctype html><html lang="fr"><head><title>Élan</title>' +
      '<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/shell-def456.js"></head></html>';
    for (const [url, acceptEncoding, encoding] of [
      ['/dashboard', 'identity', undefined],
      ['/dashboard?from=notification', 'gzip, deflate, br', 'br'],
      ['/dashboard', 'gzip', 'gzip'],
      ['/dashboard', 'br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(decodedBody(response), acceptEncoding).toBe(expected);
    }
    // Another page: the plain shell, no preload.
    const other = await ctx.app.inject({ method: 'GET', url: '/programs/12' });
    expect(other.body).toBe('<!doctype html><html lang="fr"><head><title>Élan</title></head></html>');
  });

  it('sert les fichiers compilés avec un cache long', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sert la copie brotli précompressée, immuable, à un navigateur qui l’accepte', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL_JS);
  });

  it('sert la copie gzip sans brotli, et le fichier tel quel sans compression acceptée', async () => {
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SHELL_JS);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL_JS);
  });

  it('404 JSON pour un fichier compilé absent', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/absent.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({
      success: false,
      error: 'Ressource introuvable',
      message: 'Ressource introuvable',
    });
  });
});
