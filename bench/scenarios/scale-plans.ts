import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weekStripSince } from '@elan/domain';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openBenchDatabase } from '../database.ts';
import type { SeedInfo } from '../seed-large.ts';
import { tenSetLog } from './completions-payload.ts';
import { SCALE, SCALE_MEMBER } from './scale-dataset.ts';
import { explainCall, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** The big tables: no sequential scan of them, and no scan handing back more than a page's worth. */
export const GUARDED_TABLES = [
  'completions',
  'completion_sets',
  'feed_events',
  'feed_reactions',
  'notifications',
  'body_measurements',
];
/**
 * The most a feed page may read, whatever the history: a page of 50 from each author, the
 * member's 150 friends and the member (social.repository.ts's lateral top-50 per author).
 */
const LARGE_SCAN_ROWS = (SCALE.friends + 1) * 50;

/** Each screen's reads of the bench member, as the web app asks them. */
export function screenCalls(info: SeedInfo): [string, string][] {
  const id = info.memberId;
  return [
    ['feed: GET /api/social/feed?limit=50', '/api/social/feed?limit=50'],
    ['streak: GET /api/badges/user/{id}/stats', `/api/badges/user/${id}/stats`],
    [
      'week strip: GET /api/completions/user/{id}?since=…&limit=100',
      `/api/completions/user/${id}?since=${weekStripSince()}&limit=100`,
    ],
    ['programmes: GET /api/enrollments/user/{id}/programs', `/api/enrollments/user/${id}/programs`],
    ['agenda: GET /api/schedule/daily', '/api/schedule/daily'],
    ['completion list: GET /api/completions/user/{id}?limit=10', `/api/completions/user/${id}?limit=10`],
    ['recent activity: GET /api/completions/user/{id}?limit=5', `/api/completions/user/${id}?limit=5`],
    ['weekly stats: GET /api/schedule/weekly-stats', '/api/schedule/weekly-stats'],
    ['notifications: GET /api/push/notifications?limit=20', '/api/push/notifications?limit=20'],
  ];
}

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The feed opens once the member has trained today (CONTRACT « Circle unlock rule »): on a seed
 * reused another day, the member saves today's session first, through the API, as the app would.
 */
async function trainToday(app: App, headers: Record<string, string>, info: SeedInfo) {
  const feed = await app.inject({ method: 'GET', url: '/api/social/feed?limit=1', headers });
  if (!(feed.json() as { data: { locked: boolean } }).data.locked) return;
  const saved = await app.inject({
    method: 'POST',
    url: '/api/completions',
    headers: { ...headers, 'idempotency-key': `scale-today-${Date.now()}` },
    payload: {
      program_id: info.target.programId,
      session_id: info.target.sessionId,
      duration_minutes: 45,
      feeling: 'good',
      sets: tenSetLog(info.target.exerciseIds),
    },
  });
  if (saved.statusCode !== 201) throw new Error(`today's session answered ${saved.statusCode}`);
}

/**
 * Every statement of each screen's route, exactly as the app sends it: the app is built in this
 * process on DATA_DIR's database (as `npm start` would build it) and asked through `inject`, while
 * sql-plans.ts runs each statement under `EXPLAIN (ANALYZE, BUFFERS)` just before it runs.
 * Writes bench/results/scale-plans-<scale>.md and prints the verdicts.
 */
export async function explainScreens(dataDir: string, info: SeedInfo) {
  const handle = await openBenchDatabase(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: { ...config, authRateLimitPerIp: 1000 },
    db: handle.db,
    logger: { level: 'error' },
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SCALE_MEMBER.email, password: SCALE_MEMBER.password },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    await trainToday(app, headers, info);
    const calls = [];
    for (const [name, url] of screenCalls(info)) {
      const plans = await explainCall(
        handle.pool,
        name,
        async () => {
          const response = await app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200)
            throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        },
        { buffers: true },
      );
      calls.push(plans);
    }
    mkdirSync(resultsDir, { recursive: true });
    reportPlans(
      path.join(resultsDir, `scale-plans-${info.scale}.md`),
      `Query plans of the dashboard, feed and lists — member ${info.memberId}, scale ${info.scale.toLocaleString('en')}`,
      [
        {
          label:
            'embedded PostgreSQL 17, default settings, after VACUUM (ANALYZE): EXPLAIN (ANALYZE, BUFFERS ON)',
          calls,
        },
      ],
      GUARDED_TABLES,
      LARGE_SCAN_ROWS,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}
