import {
  type EnrollmentStatus,
  MESSAGES,
  programProgressPercent,
  type trainingPlanBody,
  type UserProgram,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { Permission, requireAccess, requireOwner } from '../access/access.ts';
import { programsRepository } from '../programs/programs.repository.ts';
import { toEnrollment } from './enrollments.mapper.ts';
import { enrollmentsRepository as repo } from './enrollments.repository.ts';

type TrainingPlan = z.output<typeof trainingPlanBody>;

/** `HH:MM` → `HH:MM:SS`, the CONTRACT's slot format. */
const toSlot = (time: string | null | undefined) => (time ? (time.length === 5 ? `${time}:00` : time) : null);

/** Another area's reaction to a member's enrolments changing (badges), inside the same transaction. */
export type EnrollmentChangedHook = (tx: Transaction, userId: number) => Promise<void>;

/** Another area's reaction to a new enrolment (the circle's « programme commencé »), same transaction. */
type EnrolledHook = (
  tx: Transaction,
  userId: number,
  program: { id: number; title: string },
) => Promise<void>;

export function createEnrollmentsService(
  db: Database,
  onChanged: EnrollmentChangedHook[] = [],
  onEnrolled: EnrolledHook[] = [],
) {
  const requireProgram = async (programId: number) => {
    const program = await programsRepository.findById(db, programId);
    if (!program) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
    return program;
  };
  /** Only the member changes their own enrolment (CONTRACT). */
  const requireOwnEnrollment = async (actorId: number, id: number) => {
    const enrollment = await repo.findById(db, id);
    if (!enrollment) throw new AppError('NOT_FOUND', MESSAGES.enrollmentNotFound);
    requireOwner(actorId, Permission.EnrollmentUpdate, enrollment.user_id);
    return enrollment;
  };

  /** The enrolment and what it triggers, in the caller's transaction. */
  const enrollIn = async (tx: Transaction, userId: number, program: { id: number; title: string }) => {
    const inserted = await repo.insert(tx, userId, program.id);
    for (const hook of onChanged) await hook(tx, userId);
    for (const hook of onEnrolled) await hook(tx, userId, { id: program.id, title: program.title });
    return inserted;
  };

  return {
    /** A member enrolled by another area's write (a coach's assignment, issue 32), same transaction. */
    enrollIn,

    async enroll(actorId: number, programId: number) {
      const program = await requireProgram(programId);
      // A programme an admin hid takes no new member but its creator (decision 106).
      if (program.is_hidden && program.created_by !== actorId)
        throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
      try {
        const row = await db.transaction((tx) => enrollIn(tx, actorId, program));
        return toEnrollment(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.alreadyEnrolled);
        throw error;
      }
    },

    async unenroll(actorId: number, id: number) {
      await requireOwnEnrollment(actorId, id);
      await repo.delete(db, id);
      return { id };
    },

    async setStatus(actorId: number, id: number, status: EnrollmentStatus) {
      const enrollment = await requireOwnEnrollment(actorId, id);
      const row = await db.transaction(async (tx) => {
        // « Diplômé » and the programmes-completed count are earned: every session done (decision 025).
        if (status === 'completed' && enrollment.status !== 'completed') {
          const { done, total } = await repo.sessionsDone(tx, actorId, enrollment.program_id);
          if (total === 0 || done < total) throw new AppError('CONFLICT', MESSAGES.enrollmentNotFinished);
        }
        const updated = await repo.update(tx, id, { status });
        for (const hook of onChanged) await hook(tx, actorId);
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.enrollmentNotFound);
      return toEnrollment(row);
    },

    async setPlan(actorId: number, id: number, plan: TrainingPlan) {
      await requireOwnEnrollment(actorId, id);
      const row = await repo.update(db, id, {
        sessions_per_week: plan.sessions_per_week,
        training_days: [...plan.training_days].sort(),
        time_slot_start: toSlot(plan.time_slot_start),
        time_slot_end: toSlot(plan.time_slot_end),
        target_duration_minutes: plan.target_duration_minutes,
      });
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.enrollmentNotFound);
      return toEnrollment(row);
    },

    async check(actorId: number, programId: number) {
      const row = await repo.findByUserAndProgram(db, actorId, programId);
      return { enrolled: Boolean(row), enrollment: row ? toEnrollment(row) : null };
    },

    async participants(viewerId: number, programId: number) {
      await requireProgram(programId);
      return repo.participants(db, viewerId, programId, 100);
    },

    async stats(programId: number) {
      const stats = await repo.stats(db, programId);
      if (!stats) throw new AppError('NOT_FOUND', MESSAGES.programNotFound);
      return stats;
    },

    /** A member's programmes: 403 « Ce profil est privé » for a stranger to a private member. */
    async userPrograms(viewerId: number, userId: number): Promise<UserProgram[]> {
      await requireAccess(db, viewerId, Permission.MemberEnrollmentsRead, userId);
      const rows = await repo.userPrograms(db, userId);
      return rows.map((row) => ({
        id: row.enrollment_id,
        enrollment_id: row.enrollment_id,
        program_id: row.program_id,
        title: row.title,
        program_title: row.title,
        description: row.description,
        program_level: row.level,
        status: row.status,
        sessions_completed: Math.min(row.sessions_completed, row.total_sessions),
        total_sessions: row.total_sessions,
        progress_percent: programProgressPercent(row.sessions_completed, row.total_sessions),
        duration_weeks: row.duration_weeks,
        enrolled_at: row.enrolled_at.toISOString(),
      }));
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
