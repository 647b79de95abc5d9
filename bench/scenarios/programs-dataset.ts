import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { createAuthService } from '../../apps/api/src/modules/auth/auth.service.ts';
import { inTransaction } from '../database.ts';

/** The sizes of issue 3's Performance section. */
export const DATASET = {
  programs: 200,
  sessionsPerProgram: 4,
  exercisesPerSession: 5,
  members: 5_000,
  enrollmentsPerMember: 10,
  completions: 100_000,
  /** Slot 0 of every member's ten enrolments goes to one of these first programmes: they are the popular ones. */
  popularPrograms: 5,
} as const;

/** The member the scenario signs in as: registered through the app's own auth service (real argon2id hash). */
export const BENCH_MEMBER = {
  email: 'membre.banc@exemple.fr',
  password: 'motdepasse-solide',
  first_name: 'Banc',
  last_name: 'Programmes',
} as const;

export type Dataset = {
  memberId: number;
  popularProgramId: number;
  counts: Record<string, number>;
};

/** Today's ISO weekday in Paris, as the schedule service computes it. */
const TODAY = `extract(isodow from now() at time zone 'Europe/Paris')::int`;

/**
 * Fills a freshly migrated and seeded database with issue 3's volumes using set-based SQL
 * (`insert … select … from generate_series`): a few seconds instead of minutes of row-by-row inserts.
 * Every member but one has a dummy password hash; the bench member is registered through the
 * auth service so it can sign in over HTTP.
 */
export async function fillDatabase({ db, pool }: Pick<DatabaseHandle, 'db' | 'pool'>): Promise<Dataset> {
  const auth = createAuthService(db, () => 'unused');
  const { user } = await auth.register({ ...BENCH_MEMBER });
  const memberId = user.id;

  await inTransaction(pool, async (tx) => {
    // Members: 4,999 more, so 5,000 in all with the bench member.
    await tx.query(
      `insert into users (email, password_hash, first_name, last_name, username, created_at)
       select 'membre' || g || '@banc.elan.local', '!banc:pas-de-connexion', 'Membre', 'Numéro ' || g,
              'membre.banc.' || g, now() - (g % 365) * interval '1 day'
       from generate_series(1, $1::int) g`,
      [DATASET.members - 1],
    );

    // Programmes: the catalogue's, plus enough created by members to reach 200.
    const before = await tx.query<{ max: number; count: number }>(
      'select coalesce(max(id), 0)::int as max, count(*)::int as count from programs',
    );
    const lastCatalogueId = before.rows[0]?.max ?? 0;
    await tx.query(
      `with m as (select id, (row_number() over (order by id) - 1)::int as rn from users where not is_system)
       insert into programs (title, description, goal, level, duration_weeks, created_by, created_at)
       select 'Programme banc ' || g,
              'Un programme de banc d''essai numéro ' || g || ', pour mesurer la liste et le détail.',
              (array['remise en forme', 'force', 'cardio', 'mobilité', 'perte de poids'])[1 + g % 5],
              (array['beginner', 'intermediate', 'advanced'])[1 + g % 3],
              1 + g % 12, m.id, now() - g * interval '3 hours'
       from generate_series(1, $1::int) g join m on m.rn = (g * 31) % $2::int`,
      [DATASET.programs - (before.rows[0]?.count ?? 0), DATASET.members],
    );
    await tx.query(
      `insert into sessions (program_id, title, notes, order_index, day_number)
       select p.id, 'Séance ' || k, 'Notes de la séance ' || k, k, k
       from programs p cross join generate_series(1, $2::int) k where p.id > $1::int`,
      [lastCatalogueId, DATASET.sessionsPerProgram],
    );
    // Five distinct exercises per session: steps of 13 over 80+ exercises never collide.
    await tx.query(
      `with ex as (select id, (row_number() over (order by id) - 1)::int as rn, (count(*) over ())::int as n
                   from exercises)
       insert into session_exercises (session_id, exercise_id, sets, reps, rest_sec, order_index)
       select s.id, ex.id, 3 + k % 3, 8 + 2 * k, 60 + 15 * (k % 3), k + 1
       from sessions s join programs p on p.id = s.program_id
       cross join generate_series(0, $2::int - 1) k
       join ex on ex.rn = (s.id * 7 + k * 13) % ex.n
       where p.id > $1::int`,
      [lastCatalogueId, DATASET.exercisesPerSession],
    );

    // Enrolments: ten per member. Slot 0 lands on one of the popular programmes, slots 1–9 spread over
    // the other 195 (53 is prime to 195, so a member's nine are distinct). 70 % active, then
    // completed, paused, abandoned; training days are 'any day', today, today and tomorrow, or fixed.
    await tx.query(
      `with m as (select id, (row_number() over (order by id) - 1)::int as rn from users
                  where not is_system and id <> $1::int),
            p as (select id, (row_number() over (order by id) - 1)::int as rn from programs),
            slot as (
              select m.id as user_id, m.rn as mrn, k,
                     case when k = 0 then m.rn % $2::int
                          else $2::int + (m.rn * 37 + k * 53) % ($3::int - $2::int) end as prn
              from m cross join generate_series(0, $4::int - 1) k)
       insert into enrollments (user_id, program_id, status, sessions_per_week, training_days,
                                time_slot_start, time_slot_end, target_duration_minutes, enrolled_at, updated_at)
       select slot.user_id, p.id,
              (array['active', 'active', 'active', 'active', 'active', 'active', 'active',
                     'completed', 'paused', 'abandoned'])[1 + (slot.mrn * 7 + slot.k * 3) % 10],
              2 + (slot.mrn + slot.k) % 4,
              case (slot.mrn + slot.k) % 5
                when 0 then '{}'::int[]
                when 1 then array[${TODAY}]
                when 2 then array[${TODAY}, ${TODAY} % 7 + 1]
                when 3 then '{1,3,5}'::int[]
                else '{2,4,6}'::int[] end,
              case when (slot.mrn + slot.k) % 2 = 0 then make_time(6 + (slot.mrn + slot.k) % 14, 0, 0) end,
              case when (slot.mrn + slot.k) % 2 = 0 then make_time(7 + (slot.mrn + slot.k) % 14, 0, 0) end,
              20 + 5 * ((slot.mrn + slot.k) % 9),
              now() - ((slot.mrn * 13 + slot.k * 29) % 180) * interval '1 day',
              now() - ((slot.mrn * 13 + slot.k * 29) % 180) * interval '1 day'
       from slot join p on p.rn = slot.prn`,
      [memberId, DATASET.popularPrograms, DATASET.programs, DATASET.enrollmentsPerMember],
    );
    // The bench member: the five popular programmes and the next five, all active, all planned today.
    await tx.query(
      `with p as (select id, (row_number() over (order by id) - 1)::int as rn from programs)
       insert into enrollments (user_id, program_id, status, sessions_per_week, training_days,
                                time_slot_start, time_slot_end, target_duration_minutes, enrolled_at)
       select $1::int, p.id, 'active', 3,
              case when p.rn % 2 = 0 then array[${TODAY}] else '{}'::int[] end,
              case when p.rn % 2 = 0 then make_time(7 + p.rn, 0, 0) end,
              case when p.rn % 2 = 0 then make_time(8 + p.rn, 0, 0) end,
              45, now() - (p.rn + 10) * interval '1 day'
       from p where p.rn < $2::int`,
      [memberId, DATASET.enrollmentsPerMember],
    );

    // Completions: spread over active and completed enrolments (the popular programmes get the most),
    // over the last 90 days, each on one of the programme's sessions.
    await tx.query(
      `with e as (select id, user_id, program_id, (row_number() over (order by id))::int as rn
                  from enrollments where status in ('active', 'completed')),
            n as (select count(*)::int as n from e),
            s as (select id, program_id, title, (row_number() over (partition by program_id
                          order by order_index, id) - 1)::int as rn,
                         (count(*) over (partition by program_id))::int as cnt from sessions)
       insert into completions (user_id, program_id, session_id, program_title, session_title,
                                duration_minutes, feeling, completed_at)
       select e.user_id, e.program_id, s.id, p.title, s.title, 20 + g % 41,
              (array['terrible', 'bad', 'okay', 'good', 'excellent'])[1 + g % 5],
              now() - (g % 90) * interval '1 day' - (g % 600) * interval '1 minute' - interval '1 hour'
       from generate_series(1, $1::int) g
       cross join n
       join e on e.rn = 1 + (g::bigint * 7919) % n.n
       join programs p on p.id = e.program_id
       join s on s.program_id = e.program_id and s.rn = g % s.cnt`,
      [DATASET.completions],
    );
    // The bench member's own history: sessions 1–2 of every programme done this week, and one done
    // 30 minutes ago in three of them (so the agenda has 'done today' items too).
    await tx.query(
      `insert into completions (user_id, program_id, session_id, program_title, session_title,
                                duration_minutes, feeling, completed_at)
       select e.user_id, e.program_id, s.id, p.title, s.title, 40, 'good',
              now() - (3 - s.order_index) * interval '1 day'
       from enrollments e join programs p on p.id = e.program_id
       join sessions s on s.program_id = e.program_id and s.order_index <= 2
       where e.user_id = $1::int`,
      [memberId],
    );
    await tx.query(
      `insert into completions (user_id, program_id, session_id, program_title, session_title,
                                duration_minutes, feeling, completed_at)
       select e.user_id, e.program_id, s.id, p.title, s.title, 35, 'excellent', now() - interval '30 minutes'
       from (select * from enrollments where user_id = $1::int order by program_id limit 3) e
       join programs p on p.id = e.program_id
       join sessions s on s.program_id = e.program_id and s.order_index = 3`,
      [memberId],
    );
  });

  const popular = await pool.query<{ program_id: number }>(
    `select program_id from enrollments where status = 'active'
     group by program_id order by count(*) desc, program_id limit 1`,
  );
  const counts = await pool.query<Record<string, number>>(
    `select (select count(*) from users where not is_system)::int as members,
            (select count(*) from programs)::int as programs,
            (select count(*) from sessions)::int as sessions,
            (select count(*) from session_exercises)::int as session_exercises,
            (select count(*) from enrollments)::int as enrollments,
            (select count(*) from enrollments where status = 'active')::int as active_enrollments,
            (select count(*) from completions)::int as completions`,
  );
  const popularProgramId = popular.rows[0]?.program_id;
  if (!popularProgramId || !counts.rows[0]) throw new Error('dataset is empty');
  return { memberId, popularProgramId, counts: counts.rows[0] };
}
