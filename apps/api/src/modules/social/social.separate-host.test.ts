import { randomBytes } from 'node:crypto';
import type { Connection, CreatedCompletion, FeedPage, Reactions, Session, UnlockResult } from '@elan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { httpClient } from '../../../test/http-client.ts';
import { type App, buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { generateVapidKeys } from '../../lib/vapid-keys.ts';

/**
 * Spec §7 « Social (separate host) »: the main server and the social host, two servers listening
 * on their own ports over one database, the web app's origin allowed by CORS; the feed journey
 * goes through real HTTP, each call to the host that serves it.
 */
const jwtSecret = randomBytes(32).toString('hex');
let main: TestContext;
let socialPool: DatabaseHandle;
let social: App;
let mainUrl: string;
let socialUrl: string;

beforeAll(async () => {
  main = await buildTestApp({ jwtSecret });
  socialPool = await main.openSecondPool();
  social = await buildApp({
    config: {
      jwtSecret,
      webDist: undefined,
      logLevel: 'silent',
      dataDir: '/nonexistent-social-host',
      authRateLimitPerIp: 1000,
      trustProxy: false,
      vapid: { ...generateVapidKeys(), subject: 'mailto:tests@elan.fr' },
      only: 'social',
      corsOrigins: ['http://app.elan.test'],
    },
    db: socialPool.db,
    logger: false,
  });
  mainUrl = await main.app.listen({ port: 0, host: '127.0.0.1' });
  socialUrl = await social.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await social.close();
  await socialPool.close();
  await main.close();
});

const { http, register: registerOn } = httpClient('http://app.elan.test');
const register = (first_name: string) => registerOn(mainUrl, first_name);

describe('hôte social séparé', () => {
  it('le parcours du feed entre les deux serveurs, avec CORS pour le web', async () => {
    const [anna, basile] = [await register('Anna'), await register('Basile')];
    // The social host serves the social routes (and health) only.
    expect((await http(socialUrl, 'GET', '/api/programs', anna.token)).status).toBe(404);
    expect((await http(socialUrl, 'GET', '/api/health')).status).toBe(200);

    const asked = await http<Connection>(socialUrl, 'POST', '/api/social/connections/add', anna.token, {
      friendId: basile.user.id,
    });
    expect(asked.status).toBe(201);
    expect(asked.headers.get('access-control-allow-origin')).toBe('http://app.elan.test');
    expect(
      (
        await http<Connection>(
          socialUrl,
          'POST',
          `/api/social/connections/${asked.json.data.id}/accept`,
          basile.token,
        )
      ).json.data.status,
    ).toBe('accepted');

    // Basile trains on the main server, then unlocks on the social host.
    const programs = await http<{ id: number }[]>(mainUrl, 'GET', '/api/programs', basile.token);
    const programId = programs.json.data[0]!.id;
    const sessions = await http<Session[]>(
      mainUrl,
      'GET',
      `/api/sessions?program_id=${programId}`,
      basile.token,
    );
    const saved = await http<CreatedCompletion>(mainUrl, 'POST', '/api/completions', basile.token, {
      program_id: programId,
      session_id: sessions.json.data[0]!.id,
      duration_minutes: 32,
      feeling: 'excellent',
    });
    expect(saved.status).toBe(201);
    const unlocked = await http<UnlockResult>(socialUrl, 'POST', '/api/social/feed/unlock', basile.token, {
      sessionCompletionId: saved.json.data.id,
      message: 'Premier cardio de la semaine',
      emoji: '🏃',
    });
    expect(unlocked.status).toBe(201);
    expect(unlocked.json.data).toMatchObject({ unlocked: true, streak: 1, total_days: 1 });

    // Anna is locked until she trains too.
    expect((await http<FeedPage>(socialUrl, 'GET', '/api/social/feed', anna.token)).json.data).toEqual({
      feed: [],
      locked: true,
      next_before: null,
    });
    const hers = await http<CreatedCompletion>(mainUrl, 'POST', '/api/completions', anna.token, {
      program_id: programId,
      session_id: sessions.json.data[0]!.id,
      duration_minutes: 20,
    });
    expect(hers.status).toBe(201);
    const feed = (await http<FeedPage>(socialUrl, 'GET', '/api/social/feed', anna.token)).json.data;
    const event = feed.feed.find(
      (item) => item.type === 'session_completed' && item.user_id === basile.user.id,
    );
    expect(event).toMatchObject({ emoji: '🏃', message: 'Premier cardio de la semaine', duration: 32 });
    const reacted = await http<Reactions>(
      socialUrl,
      'PUT',
      `/api/social/feed/events/${event!.id}/reaction`,
      anna.token,
      { emoji: '🔥' },
    );
    expect(reacted.json.data).toEqual({ counts: { '👏': 0, '🔥': 1, '💪': 0, '❤️': 0 }, mine: '🔥' });
    // Basile's bell (main server) has the reaction.
    const bell = await http<{ type: string }[]>(mainUrl, 'GET', '/api/push/notifications', basile.token);
    expect(bell.json.data.map((item) => item.type)).toContain('feed_reaction');
  });

  it('CORS : le pré-vol de l’origine du web passe, une autre origine n’a pas l’en-tête', async () => {
    const preflight = await fetch(`${socialUrl}/api/social/feed`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.elan.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.elan.test');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const stranger = await fetch(`${socialUrl}/api/health`, { headers: { origin: 'http://ailleurs.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
