import type pg from 'pg';
import { SCALE } from './scale-dataset.ts';

type Step = (tx: pg.PoolClient, memberId: number, scale: number) => Promise<unknown>;

/**
 * `scale` completions in one statement, in time order, so that a member's rows are scattered over
 * the heap as after two years of use: the bench member's 600 over its ten programmes (sessions in
 * turn, ending two hours before the seed), the others' spread over active and completed enrolments.
 */
const completions: Step = (tx, memberId, scale) =>
  tx.query(
    `with s as (select id, program_id, title,
                       (row_number() over (partition by program_id order by order_index, id) - 1)::int as rn,
                       (count(*) over (partition by program_id))::int as cnt from sessions),
          me as (select program_id, (row_number() over (order by program_id) - 1)::int as rn,
                        (count(*) over ())::int as n from enrollments where user_id = $1::int),
          oe as (select user_id, program_id, (row_number() over (order by id))::int as rn
                 from enrollments where status in ('active', 'completed') and user_id <> $1::int),
          on_ as (select count(*)::int as n from oe),
          mine as (
            select $1::int as user_id, me.program_id, s.id as session_id, s.title as session_title,
                   35 + g % 31 as duration_minutes,
                   (array['okay', 'good', 'good', 'excellent', 'bad'])[1 + g % 5] as feeling,
                   now() - interval '2 hours' - ($3::int * 86400.0 * ($2::int - g) / $2::int) * interval '1 second'
                     - ((g::bigint * 7919) % 600) * interval '1 minute' as completed_at
            from generate_series(1, $2::int) g
            join me on me.rn = g % me.n
            join s on s.program_id = me.program_id and s.rn = (g / me.n) % s.cnt),
          theirs as (
            select oe.user_id, oe.program_id, s.id, s.title, 20 + g % 41,
                   (array['terrible', 'bad', 'okay', 'good', 'excellent'])[1 + g % 5],
                   now() - interval '1 hour' - ($3::int * 86400.0 * ($4::int - g) / $4::int) * interval '1 second'
                     - ((g::bigint * 7919) % 780) * interval '1 minute'
            from generate_series(1, $4::int) g cross join on_
            join oe on oe.rn = 1 + (g::bigint * 7919) % on_.n
            join s on s.program_id = oe.program_id and s.rn = g % s.cnt)
     insert into completions (user_id, program_id, session_id, program_title, session_title,
                              duration_minutes, feeling, notes, completed_at)
     select x.user_id, x.program_id, x.session_id, p.title, x.session_title, x.duration_minutes, x.feeling,
            case when x.duration_minutes % 7 = 0 then 'Bonne séance, un peu fatigué sur la fin.' end, x.completed_at
     from (select * from mine union all select * from theirs) x
     join programs p on p.id = x.program_id
     order by x.completed_at`,
    [memberId, SCALE.memberCompletions, SCALE.historyDays, scale - SCALE.memberCompletions],
  );

/**
 * The per-set log of one completion in ten (by id): two sets of each of the session's first five
 * exercises, one set in twenty skipped. With the bench member's, as its tenth.
 */
const completionSets: Step = (tx) =>
  tx.query(
    `with sx as (select session_id, exercise_id,
                        (row_number() over (partition by session_id order by order_index, id))::int as rn
                 from session_exercises)
     insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg, status)
     select c.id, c.user_id, sx.exercise_id, k, 6 + (c.id + k) % 7,
            (20 + (sx.exercise_id % 12) * 5 + (c.id % 9) * 2.5)::float8,
            case when (c.id + sx.rn + k) % 20 = 0 then 'skipped' else 'done' end
     from completions c
     join sx on sx.session_id = c.session_id and sx.rn <= $2::int
     cross join generate_series(1, $3::int) k
     where c.id % $1::int = 0
     order by c.id, sx.rn, k`,
    [SCALE.setLogEvery, SCALE.exercisesLogged, SCALE.setsPerExercise],
  );

/**
 * `scale` feed events over the last 60 days across all members but the bench member, in time
 * order, mostly sessions, some streaks, badges and programmes started; a reaction on one in five.
 */
const feed: Step = async (tx, _memberId, scale) => {
  await tx.query(
    `insert into feed_events (user_id, type, emoji, message, created_at)
     select m.id, (array['session_completed', 'streak_achieved', 'badge_earned', 'program_started'])[t.i],
            (array['💪', '🔥', '🏅', '🚀'])[t.i],
            (array['Séance terminée, bien joué !', 'Sept jours d''affilée !', 'Nouveau badge : Régulier',
                   'Nouveau programme commencé'])[t.i],
            now() - ($1::int - g) * ($2::float8 * 86400 / $1::int) * interval '1 second'
     from generate_series(1, $1::int) g
     join bench_members m on m.n = (g::bigint * 7919) % ($3::int - 1) + 1
     cross join lateral (select case when g % 10 < 7 then 1 else g % 10 - 5 end as i) t
     order by g`,
    [scale, SCALE.feedDays, SCALE.members],
  );
  await tx.query(
    `insert into feed_reactions (event_id, user_id, emoji)
     select e.id, m.id, (array['👏', '🔥', '💪', '❤️'])[1 + e.id % 4]
     from feed_events e join bench_members m on m.n = (e.id * 31) % ($1::int - 1) + 1
     where e.id % 5 = 0 and m.id <> e.user_id`,
    [SCALE.members],
  );
};

/** The bench member's 500 notifications, then the others' up to `scale`, over a year, read after 3 days. */
const notifications: Step = (tx, memberId, scale) =>
  tx.query(
    `with t(type, title, message) as (values
        ('training_reminder', 'C''est l''heure !', 'Ta séance est prévue dans 30 minutes.'),
        ('badge_unlocked', 'Nouveau badge', 'Bravo, tu as débloqué un badge.'),
        ('session_completed', 'Ton cercle bouge', 'Un ami vient de terminer sa séance.'),
        ('daily_motivation', 'Motivation du jour', 'Chaque séance compte, on continue ?')),
      tt as (select *, (row_number() over () - 1)::int as rn from t),
      x as (select $1::int as user_id, g, $2::int as n from generate_series(1, $2::int) g
            union all
            select m.id, g, $3::int from generate_series(1, $3::int) g
            join bench_members m on m.n = (g::bigint * 7919) % ($4::int - 1) + 1)
     insert into notifications (user_id, type, title, message, read, created_at)
     select x.user_id, tt.type, tt.title, tt.message, ca < now() - interval '3 days', ca
     from x join tt on tt.rn = x.g % 4
     cross join lateral (select now() - (365.0 * 86400 * x.g / x.n) * interval '1 second' as ca) c
     order by ca`,
    [memberId, SCALE.memberNotifications, scale - SCALE.memberNotifications, SCALE.members],
  );

/** Weekly measurements for the bench member over two years; the others', one per five completions. */
const measurements: Step = (tx, memberId, scale) =>
  tx.query(
    `with x as (select $1::int as user_id, g, $2::int as n from generate_series(1, $2::int) g
                union all
                select m.id, g, $3::int from generate_series(1, $3::int) g
                join bench_members m on m.n = (g::bigint * 7919) % ($4::int - 1) + 1)
     insert into body_measurements (user_id, weight_kg, height_cm, bmi, body_fat_percent, waist_cm,
                                    measurement_date, created_at)
     select user_id, w, h, round((w / (h / 100) ^ 2)::numeric, 1)::float8, 15 + g % 15, 70 + g % 30,
            (now() - (730.0 * (n - g) / n) * interval '1 day')::date,
            now() - (730.0 * (n - g) / n) * interval '1 day'
     from x cross join lateral (select (60 + g % 35)::float8 as w, (155 + g % 40)::float8 as h) v`,
    [memberId, SCALE.memberMeasurements, Math.round(scale * SCALE.measurementsPerCompletion), SCALE.members],
  );

export const HISTORY_STEPS: [string, Step][] = [
  ['completions', completions],
  ['completion sets (one completion in ten)', completionSets],
  ['feed events and reactions', feed],
  ['notifications', notifications],
  ['body measurements', measurements],
];
