import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrainingRead, memberCacheKey, NAVIGATION_DENYLIST } from './sw-rules.ts';

const ORIGIN = 'https://elan.example';

function read(path: string, { method = 'GET', sameOrigin = true } = {}): boolean {
  return isTrainingRead({ url: new URL(path, ORIGIN), request: { method }, sameOrigin });
}

describe('service worker : ce qui est gardé pour s’entraîner hors ligne', () => {
  it('garde les lectures d’une séance : programmes, séances, exercices, agenda, son profil, dernières séries', () => {
    for (const path of [
      '/api/programs',
      '/api/programs/12',
      '/api/sessions?program_id=12',
      '/api/sessions/34',
      '/api/session-exercises?session_id=34',
      '/api/exercises',
      '/api/schedule/daily?date=2026-11-25',
      '/api/schedule/weekly',
      '/api/schedule/weekly-stats',
      '/api/users/me',
      '/api/completions/last-sets?exercise_ids=1,2',
    ]) {
      expect(read(path), path).toBe(true);
    }
  });

  it('ne garde jamais l’authentification, les envois ni les photos', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/logout-all',
      '/api/uploads/session-photo',
      '/api/uploads/avatar',
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/api/imports/export.csv',
    ]) {
      expect(read(path), path).toBe(false);
    }
  });

  it('ne garde jamais les données d’un autre membre ni le social', () => {
    for (const path of [
      '/api/users/12',
      '/api/users/12/badges',
      '/api/completions/user/12',
      '/api/completions/56',
      '/api/programs/12/participants',
      '/api/programs/12/stats',
      '/api/feed',
      '/api/friends',
      '/api/notifications',
      '/api/badges',
      '/api/exercises/7',
    ]) {
      expect(read(path), path).toBe(false);
    }
  });

  it('ne garde que les GET de son origine', () => {
    expect(read('/api/programs', { method: 'POST' })).toBe(false);
    expect(read('/api/sessions/34', { method: 'PUT' })).toBe(false);
    expect(read('/api/users/me', { method: 'PATCH' })).toBe(false);
    expect(read('/api/programs', { sameOrigin: false })).toBe(false);
  });

  it('une navigation vers l’API, une photo ou le worker ne reçoit jamais la coquille de l’app', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/users/me')).toBe(true);
    expect(denied('/uploads/photo.webp')).toBe(true);
    expect(denied('/sw.js')).toBe(true);
    expect(denied('/session/34')).toBe(false);
    expect(denied('/dashboard')).toBe(false);
  });
});

describe('service worker : une clé de cache par membre', () => {
  const keyOf = async (authorization?: string) => {
    const headers = new Headers(authorization ? { Authorization: authorization } : {});
    return memberCacheKey.cacheKeyWillBeUsed({
      request: new Request(`${ORIGIN}/api/programs?limit=20`, { headers }),
    });
  };

  it('deux jetons donnent deux clés, sans que le jeton y figure ; sans jeton, « anonyme »', async () => {
    const camille = await keyOf('Bearer jeton-de-camille');
    const lou = await keyOf('Bearer jeton-de-lou');
    expect(camille).not.toBe(lou);
    expect(camille).toBe(await keyOf('Bearer jeton-de-camille'));
    expect(camille).not.toContain('jeton-de-camille');
    expect(new URL(camille).searchParams.get('limit')).toBe('20');
    expect(new URL(camille).searchParams.get('elan-member')).toMatch(/^[0-9a-f]{24}$/);
    expect(new URL(await keyOf()).searchParams.get('elan-member')).toBe('anonyme');
  });
});

describe('service worker : stratégie des lectures d’entraînement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('réseau d’abord (6 s au plus), repli sur la dernière réponse gardée', async () => {
    // Workbox reads `self` when its modules load: the worker's global is node's here.
    vi.stubGlobal('self', globalThis);
    const { NetworkFirst } = await import('workbox-strategies');
    const { trainingReadStrategy, TRAINING_CACHE } = await import('./sw-caching.ts');
    const strategy = trainingReadStrategy();
    expect(strategy).toBeInstanceOf(NetworkFirst);
    expect(strategy.cacheName).toBe(TRAINING_CACHE);
    expect((strategy as unknown as { _networkTimeoutSeconds: number })._networkTimeoutSeconds).toBe(6);
    // Loading Workbox's modules is the slow part (seconds on a busy two-core machine): no bound on it.
  }, 60_000);
});
