import { MESSAGES, PROGRAM_LIMITS, type ProgramStructure, type putProgramStructureBody } from '@elan/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { Permission, requireAccess, requireOwner } from '../access/access.ts';
import {
  programStructureRepository as repo,
  type StructureExerciseRow,
} from './program-structure.repository.ts';

type PutStructure = z.output<typeof putProgramStructureBody>;

const COPY_SUFFIX = ' (copie)';

/** « {title} (copie) », the title cut so that the whole fits the 120 characters of a title. */
export function copyTitle(title: string): string {
  return `${title.slice(0, PROGRAM_LIMITS.titleMax - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * The programme editor's API (issue 30, docs/CONTRACT.md « Programme editor »): its whole structure
 * read, saved in one transaction, copied. Decisions 088 (how a save writes) and 089 (copies).
 */
export function createProgramStructureService(db: Database) {
  /** The structure as GET and PUT answer it, read on `executor` (inside a save: what it wrote). */
  const read = async (executor: Executor, id: number): Promise<ProgramStructure> => {
    const program = await repo.findProgram(executor, id);
    if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
    const [sessionRows, exerciseRows, followers] = [
      await repo.listSessions(executor, id),
      await repo.listExercises(executor, id),
      await repo.followersCount(executor, id),
    ];
    return {
      program: {
        id: program.id,
        title: program.title,
        description: program.description,
        goal: program.goal,
        difficulty_level: program.level,
        duration_weeks: program.duration_weeks,
        deload_every_weeks: program.deload_every_weeks,
        created_by: program.created_by,
        updated_at: program.updated_at.toISOString(),
        followers_count: followers,
      },
      sessions: sessionRows.map((session) => ({
        id: session.id,
        title: session.title,
        day_number: session.day_number,
        order_index: session.order_index,
        notes: session.notes,
        exercises: exerciseRows
          .filter((row) => row.session_id === session.id)
          .map((row) => ({
            id: row.id,
            exercise_id: row.exercise_id,
            exercise_name: row.exercise_name,
            muscle_group: row.muscle_group,
            sets: row.sets,
            reps: row.reps,
            reps_max: row.reps_max,
            duration_seconds: row.duration_seconds,
            rest_time_sec: row.rest_sec,
            target_weight_kg: row.target_weight_kg,
            target_rpe: row.target_rpe,
            notes: row.notes,
            superset_group: row.superset_group,
            progression: row.progression,
          })),
      })),
    };
  };

  /** Whoever may read the creator's programmes (decision 061: a private member's, their friends). */
  const requireReadable = async (viewerId: number, id: number) => {
    const program = await repo.findProgram(db, id);
    // A programme an admin hid is its creator's alone (decision 106).
    if (!program || (program.is_hidden && program.created_by !== viewerId))
      throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
    await requireAccess(db, viewerId, Permission.MemberProgrammesRead, program.created_by);
    return program;
  };

  /** Writes `original`'s copy as `ownerId`'s own programme on `tx`; answers the copy's id. */
  const copyInto = async (
    tx: Executor,
    ownerId: number,
    original: { id: number; image_url: string | null },
  ) => {
    const source = await read(tx, original.id);
    const copyId = await repo.insertProgram(tx, {
      title: copyTitle(source.program.title),
      description: source.program.description,
      goal: source.program.goal,
      level: source.program.difficulty_level,
      duration_weeks: source.program.duration_weeks,
      deload_every_weeks: source.program.deload_every_weeks,
      image_url: original.image_url,
      created_by: ownerId,
    });
    const rows: StructureExerciseRow[] = [];
    for (const session of source.sessions) {
      const sessionId = await repo.insertSession(tx, {
        program_id: copyId,
        title: session.title,
        notes: session.notes,
        day_number: session.day_number,
        order_index: session.order_index,
      });
      for (const [position, exercise] of session.exercises.entries())
        rows.push({
          session_id: sessionId,
          exercise_id: exercise.exercise_id,
          sets: exercise.sets,
          reps: exercise.reps,
          reps_max: exercise.reps_max,
          duration_seconds: exercise.duration_seconds,
          rest_sec: exercise.rest_time_sec,
          target_weight_kg: exercise.target_weight_kg,
          target_rpe: exercise.target_rpe,
          notes: exercise.notes,
          superset_group: exercise.superset_group,
          progression: exercise.progression,
          order_index: position + 1,
        });
    }
    if (rows.length) await repo.insertExercises(tx, rows);
    return copyId;
  };

  return {
    async get(viewerId: number, id: number) {
      await requireReadable(viewerId, id);
      return read(db, id);
    },

    /**
     * Replaces the programme's sessions and exercises, all or nothing. The programme row is locked
     * first, so two saves of one programme run one after the other: the last one wins whole.
     */
    async put(actorId: number, id: number, body: PutStructure) {
      return db.transaction(async (tx) => {
        const program = await repo.lockProgram(tx, id);
        if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
        requireOwner(actorId, Permission.ProgrammeUpdate, program.created_by);

        const sessionIds = new Set((await repo.listSessions(tx, id)).map((session) => session.id));
        const exerciseSession = new Map(
          (await repo.listExercises(tx, id)).map((row) => [row.id, row.session_id]),
        );
        for (const session of body.sessions) {
          if (session.id !== undefined && !sessionIds.has(session.id))
            throw new AppError('BAD_REQUEST', MESSAGES.sessionNotInProgram);
          for (const exercise of session.exercises)
            if (exercise.id !== undefined && exerciseSession.get(exercise.id) !== session.id)
              throw new AppError('BAD_REQUEST', MESSAGES.sessionExerciseNotInSession);
        }
        const exerciseIds = [
          ...new Set(body.sessions.flatMap((session) => session.exercises.map((item) => item.exercise_id))),
        ];
        if ((await repo.countUsableExercises(tx, actorId, id, exerciseIds)) !== exerciseIds.length)
          throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);

        await repo.touchProgram(
          tx,
          id,
          body.program && {
            title: body.program.title,
            description: body.program.description,
            goal: body.program.goal,
            level: body.program.difficulty_level,
            duration_weeks: body.program.duration_weeks,
            deload_every_weeks: body.program.deload_every_weeks,
          },
        );
        // Decision 088: the exercises are deleted and written again (kept ids given back), so no
        // reordering can meet the unique (session, exercise) pair halfway.
        await repo.deleteExercises(tx, id);
        await repo.deleteSessionsExcept(
          tx,
          id,
          body.sessions.flatMap((session) => (session.id === undefined ? [] : [session.id])),
        );
        const rows: StructureExerciseRow[] = [];
        for (const [index, session] of body.sessions.entries()) {
          const values = {
            title: session.title,
            notes: session.notes,
            day_number: session.day_number,
            order_index: index + 1,
          };
          let sessionId = session.id;
          if (sessionId === undefined)
            sessionId = await repo.insertSession(tx, { program_id: id, ...values });
          else await repo.updateSession(tx, sessionId, values);
          for (const [position, exercise] of session.exercises.entries())
            rows.push({
              ...(exercise.id === undefined ? {} : { id: exercise.id }),
              session_id: sessionId,
              exercise_id: exercise.exercise_id,
              sets: exercise.sets,
              reps: exercise.reps,
              reps_max: exercise.reps_max ?? null,
              duration_seconds: exercise.duration_seconds ?? null,
              rest_sec: exercise.rest_time_sec,
              target_weight_kg: exercise.target_weight_kg ?? null,
              target_rpe: exercise.target_rpe ?? null,
              notes: exercise.notes,
              superset_group: exercise.superset_group ?? null,
              progression: exercise.progression,
              order_index: position + 1,
            });
        }
        await repo.insertExercises(tx, rows);
        return read(tx, id);
      });
    },

    /**
     * The caller's own copy (decision 089): every session, exercise, group, rule, note and target,
     * as a new programme of theirs; the original is only read.
     */
    async copy(actorId: number, id: number) {
      const original = await requireReadable(actorId, id);
      return db.transaction((tx) => copyInto(tx, actorId, original));
    },

    /** 404 or 403 unless `viewerId` may read the programme (and so copy it); the programme's row. */
    requireReadable,

    /**
     * The copy of a programme already checked readable, owned by `ownerId`, written in the caller's
     * transaction (a coach's assignment copies into the athlete's programmes, issue 32).
     */
    copyInto,
  };
}

export type ProgramStructureService = ReturnType<typeof createProgramStructureService>;
