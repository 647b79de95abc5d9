import { createHash, randomUUID } from 'node:crypto';
import { type ImportPreview, type ImportResult, MESSAGES, OWN_EXERCISE_CATEGORY } from '@elan/domain';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { completions, exercises, imports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { completionsRepository } from '../completions/completions.repository.ts';
import { type ExportRow, toStrongCsv } from './import-export.ts';
import { frenchName } from './import-names.ts';
import { ImportFileError, type ParsedFile, parseImportFile, type WeightUnit } from './import-parse.ts';

/** A preview waits this long for its commit. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

type AfterImportHook = (tx: Transaction, userId: number) => Promise<unknown>;

/** The key that makes a second import of the same workout add nothing: member + date + title. */
const fingerprint = (userId: number, startedAt: string, title: string) =>
  `import:${createHash('sha256').update(`${userId}|${startedAt}|${title}`).digest('hex')}`;

export function createImportsService(db: Database, afterImport: AfterImportHook[], now: () => Date) {
  /** Each distinct name of the file → the exercise it lands on: catalogue, the member's own, or new. */
  const resolveNames = async (executor: Database | Transaction, userId: number, names: string[]) => {
    const target = new Map(names.map((name) => [name, frenchName(name) ?? name]));
    const wanted = [...new Set(target.values())];
    const rows = await executor
      .select({ id: exercises.id, name: exercises.name, owner_id: exercises.owner_id })
      .from(exercises)
      .where(
        and(
          inArray(exercises.name, wanted),
          sql`(${exercises.owner_id} is null or ${exercises.owner_id} = ${userId})`,
        ),
      );
    const ids = new Map<string, number>();
    // The catalogue first; the member's own exercise of the same name otherwise.
    for (const row of rows.sort((a, b) => (a.owner_id ?? 0) - (b.owner_id ?? 0)))
      if (!ids.has(row.name)) ids.set(row.name, row.id);
    return { target, ids };
  };

  const exerciseNames = (file: ParsedFile) => [
    ...new Set(file.workouts.flatMap((workout) => workout.sets.map((set) => set.exercise))),
  ];

  return {
    async preview(userId: number, text: string, unit: WeightUnit): Promise<ImportPreview> {
      let file: ParsedFile;
      try {
        file = parseImportFile(text, unit);
      } catch (error) {
        if (error instanceof ImportFileError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      const workouts = file.workouts.filter((workout) => workout.sets.length > 0);
      if (workouts.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.importEmpty);
      const names = exerciseNames(file);
      const { target, ids } = await resolveNames(db, userId, names);
      const dates = workouts.map((workout) => workout.started_at).sort();
      const id = randomUUID();
      const expiresAt = new Date(now().getTime() + PREVIEW_TTL_MS);
      await db.transaction(async (tx) => {
        await tx.delete(imports).where(lt(imports.expires_at, now()));
        await tx.insert(imports).values({
          id,
          user_id: userId,
          format: file.format,
          payload: { format: file.format, workouts },
          expires_at: expiresAt,
        });
      });
      return {
        id,
        format: file.format,
        workouts: workouts.length,
        sets: workouts.reduce((total, workout) => total + workout.sets.length, 0),
        first_date: dates[0] ?? '',
        last_date: dates.at(-1) ?? '',
        mapped: names
          .filter((name) => ids.has(target.get(name) ?? name))
          .map((name) => ({ from: name, to: target.get(name) ?? name })),
        created: names.filter((name) => !ids.has(target.get(name) ?? name)),
        expires_at: expiresAt.toISOString(),
      };
    },

    /** The member's history in Strong's CSV format, oldest first (bounded: the last 100,000 sets). */
    async exportCsv(userId: number): Promise<string> {
      const rows = rowsOf<ExportRow>(
        await db.execute(sql`
          select * from (
            select c.completed_at, c.session_title, c.duration_minutes, e.name as exercise_name, s.set_type,
              s.reps, s.weight_kg, s.duration_seconds, s.rpe, c.notes, c.id as completion_id, s.id as set_id
            from completion_sets s
            join completions c on c.id = s.completion_id
            join exercises e on e.id = s.exercise_id
            where s.user_id = ${userId} and s.status = 'done'
            order by s.completion_id desc, s.id desc
            limit 100000
          ) as last_sets order by completed_at, completion_id, set_id
        `),
      );
      return toStrongCsv(rows);
    },

    /**
     * One transaction: the member's new exercises, every workout as a free-workout completion
     * (one multi-row insert; a workout already imported is skipped by its fingerprint), every set
     * (one insert), then records, counters and badges recomputed once. No feed event.
     */
    async commit(userId: number, id: string): Promise<ImportResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(imports)
          .where(and(eq(imports.id, id), eq(imports.user_id, userId), gt(imports.expires_at, now())))
          .returning({ payload: imports.payload });
        if (!row) throw new AppError('NOT_FOUND', MESSAGES.importNotFound);
        const file = row.payload as ParsedFile;
        const names = exerciseNames(file);
        const before = await resolveNames(tx, userId, names);
        const missing = [...new Set(names.map((name) => before.target.get(name) ?? name))].filter(
          (name) => !before.ids.has(name),
        );
        if (missing.length)
          await tx
            .insert(exercises)
            .values(
              missing.map((name) => ({
                name,
                type: 'force',
                muscle_group: 'Corps entier',
                category: OWN_EXERCISE_CATEGORY,
                owner_id: userId,
              })),
            )
            .onConflictDoNothing();
        const { target, ids } = missing.length ? await resolveNames(tx, userId, names) : before;
        const workouts = file.workouts.map((workout, position) => ({
          position,
          user_id: userId,
          program_title: 'Séance libre',
          session_title: workout.title,
          duration_minutes: workout.duration_minutes,
          idempotency_key: fingerprint(userId, workout.started_at, workout.title),
          completed_at: workout.started_at,
        }));
        const sets = file.workouts.flatMap((workout, position) => {
          // The log keeps the file's order: `ordinal` orders the one insert below.
          const numbers = new Map<number, number>();
          return workout.sets.map((set) => {
            const exerciseId = ids.get(target.get(set.exercise) ?? set.exercise) ?? 0;
            const setNumber = (numbers.get(exerciseId) ?? 0) + 1;
            numbers.set(exerciseId, setNumber);
            return {
              position,
              ordinal: 0,
              exercise_id: exerciseId,
              set_number: setNumber,
              reps: set.reps,
              weight_kg: set.weight_kg,
              set_type: set.set_type,
              rpe: set.rpe,
              duration_seconds: set.duration_seconds,
            };
          });
        });
        sets.forEach((set, index) => {
          set.ordinal = index;
        });
        const [counts] = rowsOf<{ workouts: number; sets: number }>(
          await tx.execute(sql`
            with added as (
              insert into ${completions} (user_id, program_title, session_title, duration_minutes,
                idempotency_key, completed_at)
              select w.user_id, w.program_title, w.session_title, w.duration_minutes, w.idempotency_key,
                w.completed_at
              from json_to_recordset(${JSON.stringify(workouts)}::json) as w(position int, user_id int,
                program_title text, session_title text, duration_minutes int, idempotency_key text,
                completed_at timestamptz)
              order by w.position
              on conflict (user_id, idempotency_key) do nothing
              returning id, idempotency_key
            ),
            numbered as (
              select added.id, w.position from added
              join json_to_recordset(${JSON.stringify(workouts)}::json) as w(position int, idempotency_key text)
                on w.idempotency_key = added.idempotency_key
            ),
            added_sets as (
              insert into completion_sets (completion_id, user_id, exercise_id, set_number, reps, weight_kg,
                status, set_type, rpe, duration_seconds)
              select numbered.id, ${userId}, s.exercise_id, s.set_number, s.reps, s.weight_kg, 'done',
                s.set_type, s.rpe, s.duration_seconds
              from json_to_recordset(${JSON.stringify(sets)}::json) as s(position int, ordinal int,
                exercise_id int, set_number int, reps int, weight_kg float8, set_type text, rpe float8,
                duration_seconds int)
              join numbered on numbered.position = s.position
              order by s.ordinal
              returning 1
            )
            select (select count(*)::int from added) as workouts, (select count(*)::int from added_sets) as sets
          `),
        );
        if ((counts?.workouts ?? 0) > 0) {
          await completionsRepository.rebuildRecords(tx, userId);
          for (const hook of afterImport) await hook(tx, userId);
        }
        return {
          workouts_added: counts?.workouts ?? 0,
          sets_added: counts?.sets ?? 0,
          exercises_created: missing.length,
        };
      });
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
