import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { inTransaction, openBenchDatabase } from '../database.ts';
import { seconds } from '../load.ts';
import type { SeedInfo } from '../seed-large.ts';
import { type SIZES, scaleDataDir } from './scale.ts';
import { SCALE_MEMBER } from './scale-dataset.ts';
import { GUARDED_TABLES } from './scale-plans.ts';
import { explainCall, reportPlans } from './sql-plans.ts';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
/** Two years of a keen member: a session a day, 20 work sets and 2 warm-ups over 6 exercises. */
const HISTORY_DAYS = 730;
const SETS_PER_EXERCISE = 4;
const EXERCISES_PER_SESSION = 6;
/** The most a muscles read may hand back from a big table: the 365-day window's sets, with room. */
const LARGE_SCAN_ROWS = 366 * EXERCISES_PER_SESSION * SETS_PER_EXERCISE * 2;

/**
 * The bench member gets a completion a day for two years, each with 4 sets of 6 catalogue
 * exercises of different groups (the first of each a warm-up), and every other completion without
 * sets gets 30, on top of the scale data set; skipped when a kept DATA_DIR already has them.
 */
async function addHistory(dataDir: string, info: SeedInfo) {
  const database = await openBenchDatabase(dataDir);
  try {
    const { pool } = database;
    const existing = await pool.query<{ count: number }>(
      `select count(*)::int as count from completions where user_id = $1 and session_title = 'Muscles'`,
      [info.memberId],
    );
    if ((existing.rows[0]?.count ?? 0) >= HISTORY_DAYS) return;
    await inTransaction(pool, async (tx) => {
      await tx.query(
        `insert into completions (user_id, program_title, session_title, duration_minutes, completed_at)
         select $1, 'Séance libre', 'Muscles', 60, now() - (g || ' days')::interval
         from generate_series(0, $2::int - 1) g`,
        [info.memberId, HISTORY_DAYS],
      );
      await tx.query(
        `insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg, set_type)
         select c.id, c.user_id, e.id, s, 8 + (c.id % 5), 20 + (c.id % 60),
                case when s = 1 then 'warmup' else 'normal' end
         from completions c
         cross join lateral (
           select id from exercises where owner_id is null
           order by (id + c.id) % 97 limit $2
         ) e
         cross join generate_series(1, $3::int) s
         where c.user_id = $1 and c.session_title = 'Muscles'`,
        [info.memberId, EXERCISES_PER_SESSION, SETS_PER_EXERCISE],
      );
      // The others' completions get their sets too (the data set logs one in ten), so that the
      // member's two years are a small share of completion_sets, as on a real server.
      await tx.query(
        `insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg)
         select c.id, c.user_id, e.id, s, 10, 40
         from completions c
         cross join lateral (
           select id from exercises where owner_id is null order by (id + c.id) % 89 limit 6
         ) e
         cross join generate_series(1, 5) s
         where c.user_id <> $1 and not exists (select 1 from completion_sets x where x.completion_id = c.id)`,
        [info.memberId],
      );
    });
    await pool.query('analyze completions; analyze completion_sets');
  } finally {
    await database.close();
  }
}

/**
 * `npx tsx bench/run.ts muscles` (`BENCH_MUSCLES_SIZE=large` for the 1,000,000-completion set):
 * every statement of GET /api/progress/muscles (7 and 365 days) and its 12-week history for a member
 * with two years of daily sessions, under `EXPLAIN (ANALYZE, BUFFERS)`; writes
 * bench/results/muscles-plans-<scale>.md and prints the verdicts (decision 114).
 */
export async function muscles(): Promise<void> {
  const size: keyof typeof SIZES = process.env.BENCH_MUSCLES_SIZE === 'large' ? 'large' : 'small';
  const { dataDir, info } = await scaleDataDir(size);
  const startedAt = performance.now();
  await addHistory(dataDir, info);
  console.log(`(history added in ${seconds(startedAt)})`);
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
    const calls = [];
    for (const url of [
      '/api/progress/muscles?days=7',
      '/api/progress/muscles?days=365',
      '/api/progress/muscles/history?weeks=12',
    ]) {
      calls.push(
        await explainCall(
          handle.pool,
          `GET ${url}`,
          async () => {
            const response = await app.inject({ method: 'GET', url, headers });
            if (response.statusCode !== 200)
              throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          },
          { buffers: true },
        ),
      );
    }
    mkdirSync(resultsDir, { recursive: true });
    reportPlans(
      path.join(resultsDir, `muscles-plans-${info.scale}.md`),
      `Query plans of the muscles reads — member ${info.memberId} (${HISTORY_DAYS} daily sessions), scale ${info.scale.toLocaleString('en')}`,
      [{ label: 'embedded PostgreSQL 17, default settings: EXPLAIN (ANALYZE, BUFFERS ON)', calls }],
      GUARDED_TABLES,
      LARGE_SCAN_ROWS,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}
