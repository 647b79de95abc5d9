import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type ImportPreview, type ImportResult, MESSAGES, parisDay } from '@elan/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { completionsRepository } from '../completions/completions.repository.ts';
import { strongCsvStream } from './import-export.ts';
import { frenchName } from './import-names.ts';
import { ImportFileError, type ParsedFile, parseImportFile, type WeightUnit } from './import-parse.ts';
import {
  type ExportCursor,
  importsRepository as repo,
  type WorkoutRow,
  type WorkoutSetRow,
} from './imports.repository.ts';

/** A preview waits this long for its commit. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

type AfterImportHook = (tx: Transaction, userId: number) => Promise<unknown>;

/** The key that makes a second import of the same workout add nothing: member + date + title. */
const fingerprint = (userId: number, startedAt: string, title: string) =>
  `import:${createHash('sha256').update(`${userId}|${startedAt}|${title}`).digest('hex')}`;

/** Completions per page of the CSV export. */
const EXPORT_PAGE_SIZE = 200;

export function createImportsService(db: Database, afterImport: AfterImportHook[], now: () => Date) {
  /** Each distinct name of the file → the exercise it lands on: catalogue, the member's own, or new. */
  const resolveNames = async (executor: Database | Transaction, userId: number, names: string[]) => {
    const target = new Map(names.map((name) => [name, frenchName(name) ?? name]));
    const wanted = [...new Set(target.values())];
    const rows = await repo.exercisesNamed(executor, userId, wanted);
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
        file = parseImportFile(text, unit, parisDay(now()));
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
        await repo.deleteExpiredPreviews(tx, now());
        await repo.insertPreview(tx, {
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

    /**
     * The member's whole history in Strong's CSV format, oldest first, streamed a page of
     * completions at a time (EXPORT_PAGE_SIZE): memory stays one page, whatever the history.
     */
    exportCsv(userId: number, onError?: (error: Error) => void): Readable {
      async function* pages() {
        let after: ExportCursor | undefined;
        do {
          const page = await repo.exportPage(db, userId, after, EXPORT_PAGE_SIZE);
          if (page.rows.length) yield page.rows;
          after = page.next;
        } while (after);
      }
      return strongCsvStream(pages(), onError);
    },

    /**
     * One transaction: the member's new exercises, every workout as a free-workout completion
     * (one multi-row insert; a workout already imported is skipped by its fingerprint), every set
     * (one insert), then records, counters and badges recomputed once. No feed event.
     */
    async commit(userId: number, id: string): Promise<ImportResult> {
      return db.transaction(async (tx) => {
        const file = await repo.takePreview(tx, userId, id, now());
        if (!file) throw new AppError('NOT_FOUND', MESSAGES.importNotFound);
        const names = exerciseNames(file);
        const before = await resolveNames(tx, userId, names);
        const missing = [...new Set(names.map((name) => before.target.get(name) ?? name))].filter(
          (name) => !before.ids.has(name),
        );
        if (missing.length) await repo.insertOwnExercises(tx, userId, missing);
        const { target, ids } = missing.length ? await resolveNames(tx, userId, names) : before;
        const workouts: WorkoutRow[] = file.workouts.map((workout, position) => ({
          position,
          user_id: userId,
          program_title: 'Séance libre',
          session_title: workout.title,
          duration_minutes: workout.duration_minutes,
          idempotency_key: fingerprint(userId, workout.started_at, workout.title),
          completed_at: workout.started_at,
        }));
        const sets: WorkoutSetRow[] = file.workouts.flatMap((workout, position) => {
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
        const counts = await repo.insertWorkouts(tx, userId, workouts, sets);
        if (counts.workouts > 0) {
          await completionsRepository.rebuildRecords(tx, userId);
          for (const hook of afterImport) await hook(tx, userId);
        }
        return {
          workouts_added: counts.workouts,
          sets_added: counts.sets,
          exercises_created: missing.length,
        };
      });
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
