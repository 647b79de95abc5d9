import {
  type createProgramBody,
  type createSessionBody,
  type createSessionExerciseBody,
  MESSAGES,
  type updateProgramBody,
  type updateSessionBody,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type OwnerPermission, Permission, requireAccess, requireOwner } from '../access/access.ts';
import { toProgram, toSession, toSessionExercise } from './programs.mapper.ts';
import { programsRepository as repo } from './programs.repository.ts';

type CreateProgram = z.output<typeof createProgramBody>;
type UpdateProgram = z.output<typeof updateProgramBody>;
type CreateSession = z.output<typeof createSessionBody>;
type UpdateSession = z.output<typeof updateSessionBody>;
type CreateSessionExercise = z.output<typeof createSessionExerciseBody>;

/** Spec §4: the create modal's programme gets one session 'Session principale', order 1, day 1. */
const MAIN_SESSION = { title: 'Session principale', order_index: 1, day_number: 1 } as const;

/** Another area's reaction to a member creating a programme (badges), inside the same transaction. */
export type ProgramCreatedHook = (
  tx: Transaction,
  userId: number,
  program: { id: number; title: string },
) => Promise<void>;

export function createProgramsService(db: Database, onCreated: ProgramCreatedHook[] = []) {
  const requireProgram = async (id: number) => {
    const program = await repo.findById(db, id);
    if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
    return program;
  };
  const requireSession = async (id: number) => {
    const session = await repo.findSession(db, id);
    if (!session) throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
    return session;
  };
  /** CONTRACT: only the creator changes a programme, its sessions and their exercises. */
  const requireCreator = (
    createdBy: number,
    actorId: number,
    permission: OwnerPermission = Permission.ProgrammeUpdate,
  ) => requireOwner(actorId, permission, createdBy);
  const requireExercises = async (ids: number[]) => {
    if ((await repo.countExercises(db, ids)) !== new Set(ids).size) {
      throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);
    }
  };

  return {
    /** A private member's programmes are their friends' (403 « Ce profil est privé » by creator). */
    async list(viewerId: number, filter: { created_by?: number; q?: string; limit: number; offset: number }) {
      if (filter.created_by)
        await requireAccess(db, viewerId, Permission.MemberProgrammesRead, filter.created_by);
      const rows = await repo.list(db, viewerId, {
        createdBy: filter.created_by,
        q: filter.q,
        limit: filter.limit,
        offset: filter.offset,
      });
      return rows.map(toProgram);
    },

    async get(id: number) {
      return toProgram(await requireProgram(id));
    },

    /**
     * The programme page: a programme an admin hid is 404 to anyone but its creator (decision 106);
     * `isShared`: the answer is the same for every member (a hidden one's is its creator's alone).
     */
    async read(viewerId: number, id: number) {
      const program = await requireProgram(id);
      if (program.is_hidden && program.created_by !== viewerId)
        throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
      return { program: toProgram(program), isShared: !program.is_hidden };
    },

    /** Programme, then its main session and exercises when given: one transaction, all or nothing. */
    async create(actorId: number, body: CreateProgram) {
      const exerciseItems = body.exercises ?? [];
      if (exerciseItems.length) await requireExercises(exerciseItems.map((item) => item.exercise_id));
      const id = await db.transaction(async (tx) => {
        const programId = await repo.insert(tx, {
          title: body.title,
          description: body.description,
          goal: body.goal,
          level: body.difficulty_level,
          duration_weeks: body.duration_weeks,
          image_url: body.image_url ?? null,
          created_by: actorId,
        });
        if (exerciseItems.length) {
          const sessionId = await repo.insertSession(tx, {
            program_id: programId,
            notes: null,
            ...MAIN_SESSION,
          });
          await repo.insertSessionExercises(
            tx,
            exerciseItems.map((item, index) => ({
              session_id: sessionId,
              exercise_id: item.exercise_id,
              sets: item.sets,
              reps: item.reps,
              rest_sec: item.rest_time_sec,
              duration_seconds: null,
              order_index: index + 1,
            })),
          );
        }
        for (const hook of onCreated) await hook(tx, actorId, { id: programId, title: body.title });
        return programId;
      });
      return toProgram(await requireProgram(id));
    },

    async update(actorId: number, id: number, body: UpdateProgram) {
      const program = await requireProgram(id);
      requireCreator(program.created_by, actorId);
      await repo.update(db, id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.goal !== undefined && { goal: body.goal }),
        ...(body.difficulty_level !== undefined && { level: body.difficulty_level }),
        ...(body.duration_weeks !== undefined && { duration_weeks: body.duration_weeks }),
        ...(body.image_url !== undefined && { image_url: body.image_url }),
      });
      return toProgram(await requireProgram(id));
    },

    async remove(actorId: number, id: number) {
      const program = await requireProgram(id);
      requireCreator(program.created_by, actorId, Permission.ProgrammeDelete);
      await db.transaction(async (tx) => repo.delete(tx, id));
      return { id };
    },

    // Sessions
    async listSessions(programId: number) {
      await requireProgram(programId);
      return (await repo.listSessions(db, programId)).map(toSession);
    },

    async getSession(id: number) {
      const { created_by: _createdBy, program_title, ...session } = await requireSession(id);
      return { ...toSession(session), program_title };
    },

    async createSession(actorId: number, body: CreateSession) {
      const program = await requireProgram(body.program_id);
      requireCreator(program.created_by, actorId);
      const orderIndex = body.order_index ?? body.order ?? (await repo.nextSessionOrder(db, body.program_id));
      const id = await repo.insertSession(db, {
        program_id: body.program_id,
        title: body.title,
        notes: body.notes,
        order_index: orderIndex,
        day_number: body.day_number ?? orderIndex,
      });
      return this.getSession(id);
    },

    async updateSession(actorId: number, id: number, body: UpdateSession) {
      const session = await requireSession(id);
      requireCreator(session.created_by, actorId);
      const orderIndex = body.order_index ?? body.order;
      await repo.updateSession(db, id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.notes !== undefined && { notes: body.notes }),
        ...(orderIndex !== undefined && { order_index: orderIndex }),
        ...(body.day_number !== undefined && { day_number: body.day_number }),
      });
      return this.getSession(id);
    },

    async removeSession(actorId: number, id: number) {
      const session = await requireSession(id);
      requireCreator(session.created_by, actorId);
      await repo.deleteSession(db, id);
      return { id };
    },

    // Exercises
    async listExercises(
      viewerId: number,
      filter: { category_id?: string; q?: string; muscle_group?: string },
    ) {
      return repo.listExercises(db, viewerId, {
        category: filter.category_id,
        q: filter.q,
        muscleGroup: filter.muscle_group,
      });
    },

    async getExercise(viewerId: number, id: number) {
      const exercise = await repo.findExercise(db, viewerId, id);
      if (!exercise) throw new AppError('NOT_FOUND', MESSAGES.exerciseNotFound);
      return exercise;
    },

    // Session exercises
    async listSessionExercises(sessionId: number) {
      await requireSession(sessionId);
      return (await repo.listSessionExercises(db, sessionId)).map(toSessionExercise);
    },

    async addSessionExercise(actorId: number, body: CreateSessionExercise) {
      const session = await requireSession(body.session_id);
      requireCreator(session.created_by, actorId);
      await requireExercises([body.exercise_id]);
      try {
        const [id] = await repo.insertSessionExercises(db, [
          {
            session_id: body.session_id,
            exercise_id: body.exercise_id,
            sets: body.sets,
            reps: body.reps,
            rest_sec: body.rest_time_sec,
            duration_seconds: body.duration_seconds ?? null,
            order_index: body.order_index ?? (await repo.nextExerciseOrder(db, body.session_id)),
          },
        ]);
        const row = id ? await repo.findSessionExercise(db, id) : undefined;
        if (!row) throw new Error('session exercise missing after insert');
        const { created_by: _createdBy, ...item } = row;
        return toSessionExercise(item);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.exerciseDuplicate);
        throw error;
      }
    },

    async removeSessionExercise(actorId: number, id: number) {
      const row = await repo.findSessionExercise(db, id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      requireCreator(row.created_by, actorId);
      await repo.deleteSessionExercise(db, id);
      return { id };
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
