import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { createAuthService } from '../apps/api/src/modules/auth/auth.service.ts';
import { createBadgesService } from '../apps/api/src/modules/badges/badges.service.ts';
import { completionsRepository } from '../apps/api/src/modules/completions/completions.repository.ts';
import { seedCatalogue } from '../apps/api/src/seed/catalogue.ts';
import { inTransaction, openBenchDatabase } from './database.ts';
import { SCALE, SCALE_MEMBER, STEPS } from './scenarios/scale-dataset.ts';
import { HISTORY_STEPS } from './scenarios/scale-history.ts';

/** What the scenarios need to know of a seeded database; kept in DATA_DIR/bench-seed.json. */
export type SeedInfo = {
  scale: number;
  memberId: number;
  popularProgramId: number;
  /** The bench member's first programme's first session and its exercises: what the POSTs log. */
  target: { programId: number; sessionId: number; exerciseIds: number[] };
  counts: Record<string, number>;
  steps: Record<string, number>;
  seconds: number;
  seededAt: string;
};

const SEED_FILE = 'bench-seed.json';

/** A DATA_DIR seeded before at this scale (so a run can reuse it), or undefined. */
export function seededInfo(dataDir: string, scale: number): SeedInfo | undefined {
  const file = path.join(dataDir, SEED_FILE);
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(readFileSync(file, 'utf8')) as SeedInfo;
  return info.scale === scale ? info : undefined;
}

/**
 * Fills an empty database — DATA_DIR's embedded one, or `databaseUrl`'s — with issue 16's data set
 * at `scale` (completions, feed events and notifications), set-based SQL in one transaction, then
 * the bench member's derived state through the app's own services, then `VACUUM (ANALYZE)`.
 */
export async function seedLarge(target: { dataDir: string } | { databaseUrl: string }, scale: number) {
  const startedAt = performance.now();
  const steps: Record<string, number> = {};
  let stepStart = startedAt;
  const step = (label: string) => {
    steps[label] = Math.round((performance.now() - stepStart) / 100) / 10;
    console.log(`  ${label}: ${steps[label]} s`);
    stepStart = performance.now();
  };
  const handle: DatabaseHandle =
    'dataDir' in target
      ? await openBenchDatabase(target.dataDir)
      : await openDatabase(target.databaseUrl, { statementTimeoutMs: 0 });
  try {
    const { db, pool } = handle;
    const already = await pool.query<{ n: number }>('select count(*)::int as n from completions');
    if ((already.rows[0]?.n ?? 0) > 0)
      throw new Error('the database already holds completions: seed an empty one');
    await seedCatalogue(db);
    const auth = createAuthService(db, () => 'unused');
    const memberId = (await auth.register({ ...SCALE_MEMBER })).user.id;
    step('migrations, catalogue, bench member (argon2id)');
    await inTransaction(pool, async (tx) => {
      for (const [label, run] of [...STEPS, ...HISTORY_STEPS]) {
        await run(tx, memberId, scale);
        step(label);
      }
    });
    step('commit');
    // The bench member's derived state through the app's own code: records from its set log,
    // counters recounted from its history (and the badges due), a weekly goal.
    const badges = createBadgesService(db);
    await db.transaction((tx) => completionsRepository.rebuildRecords(tx, memberId));
    await badges.check(memberId, memberId);
    await badges.setWeeklyGoal(memberId, memberId, { goalType: 'sessions', goalTarget: 4 });
    step("bench member's records, counters, badges, goal");
    // Autovacuum would get there a while after the bulk load: statistics, and the visibility map.
    await pool.query('VACUUM (ANALYZE)');
    step('VACUUM (ANALYZE)');
    const info: SeedInfo = {
      scale,
      memberId,
      ...(await describe(handle, memberId)),
      steps,
      seconds: Math.round((performance.now() - startedAt) / 100) / 10,
      seededAt: new Date().toISOString(),
    };
    if ('dataDir' in target)
      writeFileSync(path.join(target.dataDir, SEED_FILE), JSON.stringify(info, null, 2));
    return info;
  } finally {
    await handle.close();
  }
}

async function describe({ pool }: DatabaseHandle, memberId: number) {
  const popular = await pool.query<{ program_id: number }>(
    `select program_id from enrollments where status = 'active'
     group by program_id order by count(*) desc, program_id limit 1`,
  );
  const target = await pool.query<{ program_id: number; session_id: number; exercise_ids: number[] }>(
    `select s.program_id, s.id as session_id, array_agg(se.exercise_id order by se.order_index, se.id) as exercise_ids
     from sessions s join session_exercises se on se.session_id = s.id
     where s.program_id = (select min(program_id) from enrollments where user_id = $1::int)
     group by s.id, s.program_id, s.order_index order by s.order_index, s.id limit 1`,
    [memberId],
  );
  const counts = await pool.query<Record<string, number>>(
    `select (select count(*) from users where not is_system)::int as members,
            (select count(*) from connections where requester_id = $1::int or addressee_id = $1::int)::int as member_friends,
            (select count(*) from programs)::int as programs,
            (select count(*) from sessions)::int as sessions,
            (select count(*) from session_exercises)::int as session_exercises,
            (select count(*) from enrollments)::int as enrollments,
            (select count(*) from completions)::int as completions,
            (select count(*) from completions where user_id = $1::int)::int as member_completions,
            (select count(*) from completion_sets)::int as completion_sets,
            (select count(*) from feed_events)::int as feed_events,
            (select count(*) from feed_reactions)::int as feed_reactions,
            (select count(*) from notifications)::int as notifications,
            (select count(*) from body_measurements)::int as body_measurements`,
    [memberId],
  );
  const popularProgramId = popular.rows[0]?.program_id;
  const row = target.rows[0];
  if (!popularProgramId || !row || !counts.rows[0]) throw new Error('the seeded data set is empty');
  return {
    popularProgramId,
    target: { programId: row.program_id, sessionId: row.session_id, exerciseIds: row.exercise_ids },
    counts: counts.rows[0],
  };
}

/** `npx tsx bench/seed-large.ts [--data-dir DIR] [--scale 10000]`; DATABASE_URL seeds an outside server. */
async function main() {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, scale: { type: 'string', default: '1000000' } },
  });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < SCALE.memberCompletions * 2) {
    console.error(`--scale: an integer ≥ ${SCALE.memberCompletions * 2}`);
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR;
  if (!databaseUrl && !dataDir) {
    console.error('Usage: npx tsx bench/seed-large.ts --data-dir DIR [--scale N] (or DATABASE_URL=…)');
    process.exit(2);
  }
  console.log(`Seeding ${databaseUrl ? 'DATABASE_URL' : dataDir} at scale ${scale.toLocaleString('en')}…`);
  const info = await seedLarge(
    databaseUrl ? { databaseUrl } : { dataDir: path.resolve(dataDir ?? '.') },
    scale,
  );
  console.log(JSON.stringify(info, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
