import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'elan-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="fr"><title>Élan</title></html>',
  );
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
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

  it('sert les fichiers compilés avec un cache long', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
