import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAuthService } from '../../apps/api/src/modules/auth/auth.service.ts';
import { createBadgesService } from '../../apps/api/src/modules/badges/badges.service.ts';
import { completionsRepository } from '../../apps/api/src/modules/completions/completions.repository.ts';
import { seedCatalogue } from '../../apps/api/src/seed/catalogue.ts';
import { inTransaction, openBenchDatabase } from '../database.ts';
import { BENCH_MEMBER, fillDatabase } from './programs-dataset.ts';

/** The sizes of issues 4 and 5's Performance sections. */
export const HISTORY = {
  /** Every completion of the database, the registered members' included. */
  completions: 1_000_000,
  /** The member the GETs and the dashboard read (issue 5: "a member with 2,000 completions"). */
  benchMember: 2_000,
  /** The member the POST load writes as: the same history, so the bench member stays at 2,000. */
  writer: 2_000,
  /** Issue 5's two members of the badge engine test. */
  light: 10,
  heavy: 10_000,
  /** Histories span two years, ending 8 days ago (this week is left to fillDatabase and the load). */
  historyDays: 730,
  /** Others' completions of the last 30 days, and all of the registered members', carry a set log. */
  setLogDays: 30,
  /** Two sets of each of the session's first five exercises: a 10-set log. */
  setsPerExercise: 2,
  exercisesLogged: 5,
} as const;

type Credentials = { email: string; password: string; first_name: string; last_name: string };
const member = (email: string, last_name: string): Credentials => ({
  email,
  password: BENCH_MEMBER.password,
  first_name: 'Banc',
  last_name,
});
export const WRITER_MEMBER = member('membre.ecriture@exemple.fr', 'Écriture');
export const LIGHT_MEMBER = member('membre.debutant@exemple.fr', 'Débutant');
export const HEAVY_MEMBER = member('membre.assidu@exemple.fr', 'Assidu');

export type Member = Credentials & { id: number; completions: number };

export type CompletionsDataset = {
  dataDir: string;
  buildSeconds: number;
  bench: Member;
  writer: Member;
  light: Member;
  heavy: Member;
  /** A programme, one of its sessions and that session's exercises: what the POSTs log. */
  target: { programId: number; sessionId: number; exerciseIds: number[] };
  counts: Record<string, number>;
  /** Seconds spent in each step of the build. */
  steps: Record<string, number>;
};

let shared: Promise<CompletionsDataset> | undefined;

/** Whether this run has already built (or started building) the shared data set. */
export const isDatasetShared = () => shared !== undefined;

/**
 * The 1,000,000-completion DATA_DIR, built once per run: `completions` and `badges` share it
 * (neither writes to the bench member, so its 2,000 completions stay 2,000). Removed at exit.
 */
export function sharedCompletionsDataset(): Promise<CompletionsDataset> {
  if (!shared) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'elan-bench-completions-'));
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    shared = buildDataset(dataDir);
  }
  return shared;
}

async function buildDataset(dataDir: string): Promise<CompletionsDataset> {
  const startedAt = performance.now();
  const steps: Record<string, number> = {};
  let stepStart = startedAt;
  const step = (label: string) => {
    steps[label] = Math.round((performance.now() - stepStart) / 100) / 10;
    stepStart = performance.now();
  };
  const handle = await openBenchDatabase(dataDir);
  try {
    const { db, pool } = handle;
    // Issue 3's data set first: 5,000 members, 200 programmes, 50,000 enrolments, 100,000
    // completions, and the bench member (10 active enrolments planned today, this week's sessions).
    await seedCatalogue(db);
    const base = await fillDatabase(handle);
    step('migrations, catalogue and issue 3 data set (fillDatabase)');
    const auth = createAuthService(db, () => 'unused');
    const register = async (credentials: Credentials) => (await auth.register({ ...credentials })).user.id;
    const writerId = await register(WRITER_MEMBER);
    const lightId = await register(LIGHT_MEMBER);
    const heavyId = await register(HEAVY_MEMBER);
    const registered = [base.memberId, writerId, lightId, heavyId];

    await inTransaction(pool, async (tx) => {
      // The three new members follow the three most popular programmes.
      await tx.query(
        `insert into enrollments (user_id, program_id, status, sessions_per_week, enrolled_at)
         select m.id, p.id, 'active', 3, now() - interval '800 days'
         from unnest($1::int[]) m(id)
         cross join (select id from programs order by id limit 3) p`,
        [[writerId, lightId, heavyId]],
      );
      const existing = await tx.query<{ user_id: number; n: number }>(
        'select user_id, count(*)::int as n from completions where user_id = any($1::int[]) group by user_id',
        [registered],
      );
      const already = new Map(existing.rows.map((row) => [row.user_id, row.n]));
      const wanted = new Map([
        [base.memberId, HISTORY.benchMember],
        [writerId, HISTORY.writer],
        [lightId, HISTORY.light],
        [heavyId, HISTORY.heavy],
      ]);
      const toAdd = registered.map((id) => Math.max(0, (wanted.get(id) ?? 0) - (already.get(id) ?? 0)));
      const total = await tx.query<{ n: number }>('select count(*)::int as n from completions');
      const others = HISTORY.completions - (total.rows[0]?.n ?? 0) - toAdd.reduce((a, b) => a + b, 0);

      // Everything else in one statement, in time order, so that a member's rows are scattered
      // over the heap as they would be after two years of use (not one contiguous block).
      // Registered members: their history over the enrolled programmes, sessions in turn, spread
      // evenly over two years ending 8 days ago, at varied times of day. Others: issue 3's spread
      // over active and completed enrolments, over two years.
      await tx.query(
        `with s as (select id, program_id, title,
                           (row_number() over (partition by program_id order by order_index, id) - 1)::int as rn,
                           (count(*) over (partition by program_id))::int as cnt from sessions),
              re as (select user_id, program_id,
                            (row_number() over (partition by user_id order by program_id) - 1)::int as rn,
                            (count(*) over (partition by user_id))::int as n
                     from enrollments where user_id = any($1::int[]) and status in ('active', 'completed')),
              oe as (select user_id, program_id, (row_number() over (order by id))::int as rn
                     from enrollments where status in ('active', 'completed') and user_id <> all($1::int[])),
              on_ as (select count(*)::int as n from oe),
              mine as (
                select re.user_id, re.program_id, s.id as session_id, s.title as session_title,
                       35 + g % 31 as duration_minutes,
                       (array['okay', 'good', 'good', 'excellent', 'bad'])[1 + g % 5] as feeling,
                       now() - interval '8 days'
                         - ($3::int * 86400.0 * (m.cnt - g) / m.cnt) * interval '1 second'
                         - ((g::bigint * 7919) % 780) * interval '1 minute' as completed_at
                from unnest($1::int[], $2::int[]) m(user_id, cnt)
                cross join lateral generate_series(1, m.cnt) g
                join re on re.user_id = m.user_id and re.rn = g % re.n
                join s on s.program_id = re.program_id and s.rn = (g / re.n) % s.cnt),
              theirs as (
                select oe.user_id, oe.program_id, s.id, s.title, 20 + g % 41,
                       (array['terrible', 'bad', 'okay', 'good', 'excellent'])[1 + g % 5],
                       now() - interval '1 hour'
                         - ($3::int * 86400.0 * ($4::int - g) / greatest($4::int, 1)) * interval '1 second'
                         - ((g::bigint * 7919) % 780) * interval '1 minute'
                from generate_series(1, $4::int) g
                cross join on_
                join oe on oe.rn = 1 + (g::bigint * 7919) % on_.n
                join s on s.program_id = oe.program_id and s.rn = g % s.cnt)
         insert into completions (user_id, program_id, session_id, program_title, session_title,
                                  duration_minutes, feeling, completed_at)
         select x.user_id, x.program_id, x.session_id, p.title, x.session_title, x.duration_minutes,
                x.feeling, x.completed_at
         from (select * from mine union all select * from theirs) x
         join programs p on p.id = x.program_id
         order by x.completed_at`,
        [registered, toAdd, HISTORY.historyDays, Math.max(0, others)],
      );
      step('completions up to 1,000,000');

      // The per-set log: every completion of the registered members, and everyone's last 30 days.
      await tx.query(
        `with sx as (select session_id, exercise_id,
                            (row_number() over (partition by session_id order by order_index, id))::int as rn
                     from session_exercises)
         insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg, status)
         select c.id, c.user_id, sx.exercise_id, k, 6 + (c.id + k) % 7,
                (20 + (sx.exercise_id % 12) * 5 + (c.id % 9) * 2.5)::float8,
                case when (c.id + sx.rn + k) % 20 = 0 then 'skipped' else 'done' end
         from completions c
         join sx on sx.session_id = c.session_id and sx.rn <= $3::int
         cross join generate_series(1, $4::int) k
         where c.user_id = any($1::int[]) or c.completed_at > now() - $2::int * interval '1 day'
         order by c.id, sx.rn, k`,
        [registered, HISTORY.setLogDays, HISTORY.exercisesLogged, HISTORY.setsPerExercise],
      );
    });
    step('completion sets and commit');

    // The registered members' derived state, through the app's own code: personal records from
    // their set log, counters recounted from their history (POST /badges/user/{id}/check's path,
    // which also awards what is due), and a weekly goal, so every completion runs that check too.
    const badges = createBadgesService(db);
    for (const id of registered) {
      await db.transaction((tx) => completionsRepository.rebuildRecords(tx, id));
      await badges.check(id, id);
      await badges.setWeeklyGoal(id, id, { goalType: 'sessions', goalTarget: 4 });
    }
    step('records, counters, badges and goals of the 4 registered members');

    // The writer's circle is open today (Paris): each POST also posts its workout to the feed
    // (decision 075), as a member who unlocked the day with a first session would.
    await pool.query(
      `insert into feed_unlocks (completion_id, user_id, day)
       select max(id), $1::int, (now() at time zone 'Europe/Paris')::date from completions where user_id = $1::int`,
      [writerId],
    );
    // Autoanalyze would get there on its own, a while after the bulk load; the load starts now.
    await pool.query('ANALYZE');
    step('ANALYZE');

    const perMember = await pool.query<{ user_id: number; n: number }>(
      'select user_id, count(*)::int as n from completions where user_id = any($1::int[]) group by user_id',
      [registered],
    );
    const countOf = (id: number) => perMember.rows.find((row) => row.user_id === id)?.n ?? 0;
    const counts = await pool.query<Record<string, number>>(
      `select (select count(*) from users where not is_system)::int as members,
              (select count(*) from programs)::int as programs,
              (select count(*) from sessions)::int as sessions,
              (select count(*) from enrollments)::int as enrollments,
              (select count(*) from completions)::int as completions,
              (select count(*) from completion_sets)::int as completion_sets,
              (select count(*) from personal_records)::int as personal_records,
              (select count(*) from user_badges)::int as user_badges`,
    );
    // What the POSTs log: the writer's first programme, its first session with exercises.
    const target = await pool.query<{ program_id: number; session_id: number; exercise_ids: number[] }>(
      `select s.program_id, s.id as session_id,
              array_agg(se.exercise_id order by se.order_index, se.id) as exercise_ids
       from sessions s join session_exercises se on se.session_id = s.id
       where s.program_id = (select min(program_id) from enrollments where user_id = $1::int)
       group by s.id, s.program_id, s.order_index
       order by s.order_index, s.id limit 1`,
      [writerId],
    );
    const row = target.rows[0];
    if (!row || !counts.rows[0]) throw new Error('completions data set is empty');
    return {
      dataDir,
      buildSeconds: (performance.now() - startedAt) / 1000,
      bench: { ...BENCH_MEMBER, id: base.memberId, completions: countOf(base.memberId) },
      writer: { ...WRITER_MEMBER, id: writerId, completions: countOf(writerId) },
      light: { ...LIGHT_MEMBER, id: lightId, completions: countOf(lightId) },
      heavy: { ...HEAVY_MEMBER, id: heavyId, completions: countOf(heavyId) },
      target: { programId: row.program_id, sessionId: row.session_id, exerciseIds: row.exercise_ids },
      counts: counts.rows[0],
      steps,
    };
  } finally {
    await handle.close();
  }
}
