import { inTransaction, openBenchDatabase } from '../database.ts';
import { loadAverage, meanHelloWorld, seconds } from '../load.ts';
import type { SeedInfo } from '../seed-large.ts';
import { login, measureHelloWorld } from '../server.ts';
import { scaleDataDir } from './scale.ts';
import { SCALE_MEMBER } from './scale-dataset.ts';
import { measure, SCALE_LOAD, type ScaleRow, scaleTable, startProbedServer } from './scale-load.ts';

const PORTS = { server: 3930, helloWorld: 3931 } as const;
/** The bench member's own history of the target session: three work sets of each exercise each time. */
const HISTORY = 2_000;
/** Issue 31: the targets are one read among the player's, at the spec's simple-read share. */
const TARGET = 0.08;

/**
 * The target session's exercises get rules (double, linear, % of 1RM in turn) and the bench member
 * 2,000 completions of it with their sets, on top of the 1,000,000-completion data set; skipped when
 * a kept DATA_DIR already has them.
 */
async function addHistory(dataDir: string, info: SeedInfo) {
  const database = await openBenchDatabase(dataDir);
  try {
    const { pool } = database;
    const existing = await pool.query<{ count: number }>(
      'select count(*)::int as count from completions where user_id = $1 and session_id = $2',
      [info.memberId, info.target.sessionId],
    );
    if ((existing.rows[0]?.count ?? 0) >= HISTORY) return;
    await inTransaction(pool, async (tx) => {
      await tx.query(
        `update session_exercises set reps = 8, reps_max = 12, progression = case order_index % 3
           when 0 then '{"type":"double","increment_kg":2.5}'::jsonb
           when 1 then '{"type":"linear","increment_kg":2.5}'::jsonb
           else '{"type":"percent_1rm","percent":80}'::jsonb end
         where session_id = $1`,
        [info.target.sessionId],
      );
      await tx.query(
        `insert into completions (user_id, program_id, session_id, program_title, session_title, duration_minutes, completed_at)
         select $1, $2, $3, 'Programme', 'Séance', 45, now() - (g || ' hours')::interval
         from generate_series(1, $4::int) g`,
        [info.memberId, info.target.programId, info.target.sessionId, HISTORY],
      );
      await tx.query(
        `insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg)
         select c.id, c.user_id, e.exercise_id, s, 8 + (c.id % 5), 40 + (c.id % 40)
         from completions c
         cross join unnest($3::int[]) as e(exercise_id)
         cross join generate_series(1, 3) s
         where c.user_id = $1 and c.session_id = $2
           and not exists (select 1 from completion_sets x where x.completion_id = c.id)`,
        [info.memberId, info.target.sessionId, info.target.exerciseIds],
      );
    });
    await pool.query('analyze completions; analyze completion_sets');
  } finally {
    await database.close();
  }
}

/**
 * `npx tsx bench/run.ts progression`: GET /api/sessions/{id}/targets (issue 31) for a member with
 * 2,000 completions of the session, on the 1,000,000-completion data set, beside the session's
 * exercises (the player's other read) — as ratios to the hello-world of the same run.
 */
export async function progression(): Promise<void> {
  const { dataDir, info } = await scaleDataDir('large');
  let startedAt = performance.now();
  await addHistory(dataDir, info);
  console.log(`(history added in ${seconds(startedAt)})`);
  startedAt = performance.now();
  console.log(`\n(load average before the load: ${loadAverage()})`);
  const before = await measureHelloWorld(PORTS.helloWorld, SCALE_LOAD);
  const server = await startProbedServer(PORTS.server, dataDir, { READ_CACHE: 'off' });
  const rows: ScaleRow[] = [];
  try {
    const headers = await login(server.url, SCALE_MEMBER);
    const targets = `/api/sessions/${info.target.sessionId}/targets`;
    const check = await fetch(`${server.url}${targets}`, { headers });
    const body = (await check.json()) as { data: { reason: string }[] };
    if (!check.ok || body.data.length === 0) throw new Error(`targets answered ${check.status}`);
    console.log(`Targets: ${body.data.map((row) => row.reason).join(' | ')}`);
    const options = { connections: SCALE_LOAD.connections, headers };
    rows.push(
      await measure(
        server,
        `GET ${targets.replace(/\d+/, '{id}')} (${HISTORY} completions of it)`,
        targets,
        options,
        TARGET,
      ),
    );
    rows.push(
      await measure(
        server,
        'GET /api/session-exercises?session_id={id} (the player’s other read)',
        `/api/session-exercises?session_id=${info.target.sessionId}`,
        options,
      ),
    );
  } finally {
    await server.stop();
  }
  const after = await measureHelloWorld(PORTS.helloWorld, SCALE_LOAD);
  console.log(`(load average after the load: ${loadAverage()}; loads took ${seconds(startedAt)})`);
  const helloWorld = meanHelloWorld(before, after);
  console.log(
    `\nautocannon ${SCALE_LOAD.connections} connections, ${SCALE_LOAD.warmUp} s warm-up then ${SCALE_LOAD.duration} s; READ_CACHE=off; ratio = req/s ÷ ${helloWorld.requestsPerSecond} (hello-world, mean of ${before.requestsPerSecond} and ${after.requestsPerSecond})\n`,
  );
  console.log(scaleTable(rows, helloWorld));
}
