import type { EarnedBadge, SetType } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery, preparedStatement } from '../../db/prepared.ts';
import {
  badges,
  bodyMeasurements,
  completionSets,
  completions,
  enrollments,
  exercises,
  feedEvents,
  feedUnlocks,
  personalRecords,
  programs,
  type StoredRecord,
  sessions,
  userBadges,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { visibleExercise } from '../programs/programs.repository.ts';
import type { CompletionRecord, NewCompletion, NewSet, PreviousBest } from './completions.repository.ts';

export type SavedSet = {
  exercise_id: number;
  exercise_name: string;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: 'done' | 'skipped';
  set_type: SetType;
  rpe: number | null;
  duration_seconds: number | null;
  planned_exercise_id: number | null;
};
export type CompletionDetailRecord = CompletionRecord & { sets: SavedSet[] };

/** The set log of the completion `completionId` names, in the order it was logged, as JSON. */
const setsJson = (rows: string, completionId: string) =>
  sql.raw(`coalesce((
    select json_agg(json_build_object('exercise_id', logged.exercise_id, 'exercise_name', exercise.name,
      'set_number', logged.set_number, 'reps', logged.reps, 'weight_kg', logged.weight_kg,
      'status', logged.status, 'set_type', logged.set_type, 'rpe', logged.rpe,
      'duration_seconds', logged.duration_seconds, 'planned_exercise_id', logged.planned_exercise_id)
      order by logged.id)
    from ${rows} as logged join exercises as exercise on exercise.id = logged.exercise_id
    where logged.completion_id = ${completionId}
  ), '[]'::json)`);

type RawDetail = Omit<CompletionDetailRecord, 'completed_at'> & { completed_at: Date | string };
const toDetail = (row: RawDetail): CompletionDetailRecord => ({
  ...row,
  completed_at: new Date(row.completed_at),
});

const userId = sql.placeholder('userId');

/**
 * The save's checks (see `lookup`), built and planned once per handle and sent as a named prepared
 * statement (decision 038): one text whatever the key and the number of exercises.
 */
const lookupQuery = preparedQuery((db) =>
  db
    .select({
      existing_id: sql<number | null>`(select ${completions.id} from ${completions}
        where ${completions.user_id} = ${userId}::int
          and ${completions.idempotency_key} = ${sql.placeholder('idempotencyKey')}::text limit 1)`,
      session: sql<{ id: number; program_id: number; title: string } | null>`(
        select json_build_object('id', ${sessions.id}, 'program_id', ${sessions.program_id}, 'title', ${sessions.title})
        from ${sessions} where ${sessions.id} = ${sql.placeholder('sessionId')}::int)`,
      program: sql<{
        id: number;
        title: string;
        created_by: number;
        creator_is_system: boolean;
        is_enrolled: boolean;
      } | null>`(
        select json_build_object('id', ${programs.id}, 'title', ${programs.title}, 'created_by', ${programs.created_by},
          'creator_is_system', (select creator.is_system from ${users} as creator
            where creator.id = ${programs.created_by}),
          'is_enrolled', exists (select 1 from ${enrollments} as enrolled where enrolled.user_id = ${userId}::int
            and enrolled.program_id = ${sql.placeholder('programId')}::int))
        from ${programs} where ${programs.id} = ${sql.placeholder('programId')}::int)`,
      member: sql<{ weight_kg: number | null; birthdate: string | null; gender: string | null } | null>`(
        select json_build_object('weight_kg', coalesce((select measured.weight_kg from ${bodyMeasurements} as measured
            where measured.user_id = ${userId}::int
            order by measured.measurement_date desc, measured.id desc limit 1), ${users.weight_kg}),
          'birthdate', ${users.birthdate}, 'gender', ${users.gender})
        from ${users} where ${users.id} = ${userId}::int)`,
      exercises: sql<{ id: number; name: string; type: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${exercises.id}, 'name', ${exercises.name}, 'type', ${exercises.type})) from ${exercises}
        where ${exercises.id} = any(${sql.placeholder('exerciseIds')}::int[]) and ${visibleExercise(userId)}), '[]'::json)`,
    })
    .from(sql`(select 1) as checks`)
    .prepare('completions_save_lookup'),
);

/** The member's standing records for `exerciseIds`, locked in exercise order (`bestsOf`'s order). */
const lockRecordsStatement = preparedStatement<PreviousBest>(
  'completions_lock_records',
  sql`select exercise_id, best_weight as weight, best_reps as reps, best_one_rep_max as one_rep_max
    from ${personalRecords}
    where user_id = ${userId}::int and exercise_id = any(${sql.placeholder('exerciseIds')}::int[])
    order by exercise_id
    for update`,
);

/** The save's one statement (see `save`): every value a placeholder, the log and the bests as JSON. */
const saveStatement = preparedStatement<RawDetail>(
  'completions_save',
  sql`with saved as (
      insert into ${completions} (user_id, program_id, session_id, program_title, session_title,
        duration_minutes, photo_url, notes, feeling, idempotency_key, beaten_records, completed_at,
        average_heart_rate, max_heart_rate, heart_rate_samples, calories_burned, calories_estimate)
      values (${userId}::int, ${sql.placeholder('programId')}::int, ${sql.placeholder('sessionId')}::int,
        ${sql.placeholder('programTitle')}::text, ${sql.placeholder('sessionTitle')}::text,
        ${sql.placeholder('durationMinutes')}::int, ${sql.placeholder('photoUrl')}::text,
        ${sql.placeholder('notes')}::text, ${sql.placeholder('feeling')}::text,
        ${sql.placeholder('idempotencyKey')}::text, ${sql.placeholder('beatenRecords')}::jsonb,
        ${sql.placeholder('completedAt')}::timestamptz, ${sql.placeholder('averageHeartRate')}::int,
        ${sql.placeholder('maxHeartRate')}::int, ${sql.placeholder('heartRateSamples')}::jsonb,
        ${sql.placeholder('caloriesBurned')}::int, ${sql.placeholder('caloriesEstimate')}::text)
      returning *
    ),
    saved_sets as (
      insert into ${completionSets} (completion_id, user_id, exercise_id, set_number, reps, weight_kg,
        status, set_type, rpe, duration_seconds, planned_exercise_id)
      select saved.id, saved.user_id, logged.exercise_id, logged.set_number, logged.reps, logged.weight_kg,
        logged.status, logged.set_type, logged.rpe, logged.duration_seconds, logged.planned_exercise_id
      from saved cross join json_to_recordset(${sql.placeholder('log')}::json) as logged(
        position int, exercise_id int, set_number int, reps int, weight_kg float8, status text,
        set_type text, rpe float8, duration_seconds int, planned_exercise_id int)
      order by logged.position
      returning id, completion_id, exercise_id, set_number, reps, weight_kg, status, set_type, rpe,
        duration_seconds, planned_exercise_id
    ),
    raised as (
      insert into ${personalRecords} as record (user_id, exercise_id, best_weight, best_reps, best_one_rep_max)
      select ${userId}::int, best.exercise_id, best.weight, best.reps, best.one_rep_max
      from json_to_recordset(${sql.placeholder('bests')}::json)
        as best(exercise_id int, weight float8, reps int, one_rep_max float8)
      order by best.exercise_id
      on conflict (user_id, exercise_id) do update set
        best_weight = greatest(record.best_weight, excluded.best_weight),
        best_reps = greatest(record.best_reps, excluded.best_reps),
        best_one_rep_max = greatest(record.best_one_rep_max, excluded.best_one_rep_max),
        updated_at = ${sql.placeholder('recordsUpdatedAt')}::timestamptz
    ),
    posted as (
      insert into ${feedEvents} (user_id, type, emoji, message, completion_id, dedupe_key, created_at)
      select saved.user_id, 'session_completed', ${sql.placeholder('feedEmoji')}::text,
        ${sql.placeholder('feedMessage')}::text, saved.id, 'completion:' || saved.id, saved.completed_at
      from saved
      where exists (select 1 from ${feedUnlocks} as unlocked
        where unlocked.user_id = ${userId}::int and unlocked.day = ${sql.placeholder('feedDay')}::date)
    )
    select saved.id, saved.user_id, saved.program_id, saved.session_id, saved.session_title,
      saved.program_title, saved.duration_minutes, saved.photo_url, saved.notes, saved.feeling,
      saved.completed_at, saved.beaten_records, saved.average_heart_rate, saved.max_heart_rate,
      saved.calories_burned, saved.calories_estimate, member.first_name, member.last_name,
      ${setsJson('saved_sets', 'saved.id')} as sets
    from saved join ${users} as member on member.id = saved.user_id`,
);

/**
 * The completion save (issue 8): what used to be a statement per step — the checks, the row,
 * its set log, the records, the answer — in a handful, whatever the size of the log.
 */
export const completionSaveRepository = {
  /**
   * Everything the save checks first, in one statement: the completion an idempotency key already
   * names, the session and the programme (with whether the member is enrolled in it: its creator
   * hears only of its members' sessions — one probe of the enrolment pair index, no round trip of
   * its own), the names of the logged exercises.
   */
  async lookup(
    db: Executor,
    input: {
      userId: number;
      idempotencyKey: string | undefined;
      sessionId: number | null;
      programId: number | null;
      exerciseIds: number[];
    },
  ) {
    const [row] = await lookupQuery(db).execute({
      userId: input.userId,
      idempotencyKey: input.idempotencyKey ?? null,
      sessionId: input.sessionId ?? 0,
      programId: input.programId ?? 0,
      exerciseIds: input.exerciseIds,
    });
    return {
      existingId: row?.existing_id ?? undefined,
      session: row?.session ?? undefined,
      program: row?.program ?? undefined,
      exercises: row?.exercises ?? [],
      member: row?.member ?? null,
    };
  },

  /** The member's standing records for these exercises, locked until the transaction ends. */
  async lockRecords(db: Executor, userId: number, exerciseIds: number[]): Promise<PreviousBest[]> {
    if (exerciseIds.length === 0) return [];
    return lockRecordsStatement(db, { userId, exerciseIds });
  },

  /**
   * One statement (data-modifying CTEs): the completion row, its whole set log (one multi-row
   * insert from JSON, in the order given), the records raised to this log's bests (never lowered),
   * the workout's feed event when the member's circle is open on `feed.day` (they unlocked it that
   * Paris day: decision 075, no round trip of its own), and the saved completion read back as the
   * API answers it. Its text is one whatever the log:
   * a named prepared statement, planned once per connection (decision 046).
   */
  async save(
    db: Executor,
    values: NewCompletion & { beaten_records: StoredRecord[] },
    sets: NewSet[],
    bests: PreviousBest[],
    feed: { day: string; emoji: string; message: string },
  ): Promise<CompletionDetailRecord> {
    const [row] = await saveStatement(db, {
      userId: values.user_id,
      programId: values.program_id ?? null,
      sessionId: values.session_id ?? null,
      programTitle: values.program_title,
      sessionTitle: values.session_title,
      durationMinutes: values.duration_minutes,
      photoUrl: values.photo_url ?? null,
      notes: values.notes ?? null,
      feeling: values.feeling ?? null,
      idempotencyKey: values.idempotency_key ?? null,
      beatenRecords: JSON.stringify(values.beaten_records),
      completedAt: values.completed_at ?? new Date(),
      log: JSON.stringify(sets.map((set, position) => ({ position, ...set }))),
      bests: JSON.stringify(bests),
      recordsUpdatedAt: new Date(),
      feedDay: feed.day,
      feedEmoji: feed.emoji,
      feedMessage: feed.message,
      averageHeartRate: values.average_heart_rate,
      maxHeartRate: values.max_heart_rate,
      heartRateSamples: values.heart_rate_samples ? JSON.stringify(values.heart_rate_samples) : null,
      caloriesBurned: values.calories_burned,
      caloriesEstimate: values.calories_estimate,
    });
    if (!row) throw new Error('completion insert returned no row');
    return toDetail(row);
  },

  /**
   * A completion with its author's names, its set log and the badges it earned, in one statement.
   * A completion's badges are awarded in its transaction and name it (the badges service's
   * completion hook, decision 087): one probe of the badges' completion index.
   */
  async detail(
    db: Executor,
    id: number,
  ): Promise<
    (CompletionDetailRecord & { badges: EarnedBadge[]; heart_rate_samples: [number, number][] }) | undefined
  > {
    const [row] = rowsOf<RawDetail & { badges: EarnedBadge[]; heart_rate_samples: [number, number][] }>(
      await db.execute(sql`
        select saved.id, saved.user_id, saved.program_id, saved.session_id, saved.session_title,
          saved.program_title, saved.duration_minutes, saved.photo_url, saved.notes, saved.feeling,
          saved.completed_at, saved.beaten_records, saved.average_heart_rate, saved.max_heart_rate,
          saved.calories_burned, saved.calories_estimate, coalesce(saved.heart_rate_samples, '[]'::jsonb)
            as heart_rate_samples, member.first_name, member.last_name,
          ${setsJson('completion_sets', 'saved.id')} as sets,
          coalesce((
            select json_agg(json_build_object('code', badge.code, 'name', badge.name, 'icon', badge.icon,
              'category', badge.category, 'gradient', badge.gradient) order by badge.sort_order, badge.id)
            from ${userBadges} as earned join ${badges} as badge on badge.id = earned.badge_id
            where earned.completion_id = saved.id
          ), '[]'::json) as badges
        from ${completions} as saved join ${users} as member on member.id = saved.user_id
        where saved.id = ${id}
      `),
    );
    return row
      ? { ...toDetail(row), badges: row.badges, heart_rate_samples: row.heart_rate_samples }
      : undefined;
  },
};
