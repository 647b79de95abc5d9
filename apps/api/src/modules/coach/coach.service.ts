import { randomBytes } from 'node:crypto';
import {
  type AthleteDetail,
  COACH_LIMITS,
  COACH_MESSAGES,
  COACH_NOTIFICATION_TEXTS,
  type CoachAthlete,
  type CoachInvitation,
  type InvitationPreview,
  type MyCoach,
  workingVolumeKg,
} from '@elan/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { allows, canAccess, Permission, refusal, requireCoachRole } from '../access/access.ts';
import type { BodyService } from '../body/body.service.ts';
import type { EnrollmentsService } from '../enrollments/enrollments.service.ts';
import { copyTitle, type ProgramStructureService } from '../programs/program-structure.service.ts';
import type { ProgressService } from '../progress/progress.service.ts';
import type { Notifier } from '../push/notifier.ts';
import { coachRepository as repo } from './coach.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CoachServiceDeps = {
  structure: Pick<ProgramStructureService, 'requireReadable' | 'copyInto'>;
  enrollments: Pick<EnrollmentsService, 'enrollIn' | 'userPrograms'>;
  progress: Pick<ProgressService, 'weeklyVolume'>;
  body: Pick<BodyService, 'measurements'>;
  notify: Notifier['toMember'];
  now?: () => Date;
};

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/**
 * The coach space (issue 32, docs/CONTRACT.md « Roles »): invitations, the athlete–coach link (one
 * coach per athlete), the athletes list and page, assigned programmes. Who may do what is asked of
 * the access module (decision 061); this service only names the permission.
 */
export function createCoachService(db: Database, deps: CoachServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** A valid invitation from someone who still coaches; 404 in French otherwise. */
  const requireInvitation = async (code: string) => {
    const invitation = await repo.findInvitation(db, code, now());
    if (!invitation || !(invitation.role === 'coach' || invitation.role === 'admin'))
      throw new AppError('NOT_FOUND', COACH_MESSAGES.invitationNotFound);
    return invitation;
  };

  /** The coach's athlete (403 for a member who does not coach, 404 for anyone else's athlete). */
  const requireAthlete = async (coachId: number, athleteId: number) => {
    await requireCoachRole(db, coachId);
    const athlete = await repo.athleteOf(db, coachId, athleteId);
    const facts = {
      isSelf: coachId === athleteId,
      isPrivate: true,
      isFriend: false,
      isCoach: Boolean(athlete),
    };
    if (!athlete || !allows(Permission.AthleteRead, facts)) throw refusal(Permission.AthleteRead);
    return athlete;
  };

  return {
    async invite(coachId: number): Promise<CoachInvitation> {
      await requireCoachRole(db, coachId);
      const code = randomBytes(COACH_LIMITS.invitationCodeBytes).toString('base64url');
      const expiresAt = new Date(now().getTime() + COACH_LIMITS.invitationDays * DAY_MS);
      await repo.insertInvitation(db, { code, coach_id: coachId, expires_at: expiresAt });
      return { code, url: `/coach/join/${code}`, expires_at: expiresAt.toISOString() };
    },

    async preview(memberId: number, code: string): Promise<InvitationPreview> {
      const invitation = await requireInvitation(code);
      const current = await repo.coachOf(db, memberId);
      return {
        code,
        coach: {
          id: invitation.coach_id,
          first_name: invitation.first_name,
          last_name: invitation.last_name,
        },
        expires_at: invitation.expires_at.toISOString(),
        current_coach: current
          ? { id: current.id, first_name: current.first_name, last_name: current.last_name }
          : null,
      };
    },

    /** The member's coach becomes the inviter, replacing any other (the web confirms first). */
    async accept(memberId: number, code: string): Promise<MyCoach> {
      const invitation = await requireInvitation(code);
      if (invitation.coach_id === memberId) throw new AppError('BAD_REQUEST', COACH_MESSAGES.selfInvitation);
      const since = now();
      await repo.link(db, memberId, invitation.coach_id, since);
      return {
        id: invitation.coach_id,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        since: since.toISOString(),
      };
    },

    async myCoach(memberId: number): Promise<MyCoach | null> {
      const row = await repo.coachOf(db, memberId);
      return row ? { ...row, since: row.since.toISOString() } : null;
    },

    async leave(memberId: number) {
      if (!(await repo.unlink(db, memberId))) throw new AppError('NOT_FOUND', COACH_MESSAGES.noCoach);
      return { athlete_id: memberId };
    },

    async athletes(coachId: number): Promise<CoachAthlete[]> {
      await requireCoachRole(db, coachId);
      const since = new Date(now().getTime() - COACH_LIMITS.attentionDays * DAY_MS);
      const rows = await repo.athletes(db, coachId, since, COACH_LIMITS.maxAthletes);
      return rows.map((row) => ({
        ...row,
        last_completion_at: row.last_completion_at?.toISOString() ?? null,
      }));
    },

    async athlete(coachId: number, athleteId: number): Promise<AthleteDetail> {
      const athlete = await requireAthlete(coachId, athleteId);
      const sharesBody = allows(Permission.AthleteBodyRead, {
        isSelf: false,
        isPrivate: true,
        isFriend: false,
        isCoach: true,
        sharesBody: athlete.share_body_with_coach,
      });
      const [programs, completions, records, weeklyVolume, measurements] = [
        await deps.enrollments.userPrograms(coachId, athleteId),
        await repo.recentCompletions(db, athleteId, COACH_LIMITS.recentCompletions),
        await repo.records(db, athleteId),
        await deps.progress.weeklyVolume(athleteId),
        sharesBody ? await deps.body.measurements(athleteId, COACH_LIMITS.recentMeasurements) : null,
      ];
      return {
        athlete: {
          id: athlete.id,
          first_name: athlete.first_name,
          last_name: athlete.last_name,
          since: athlete.since.toISOString(),
          shares_body: sharesBody,
        },
        programs,
        completions: completions.map((completion) => ({
          ...completion,
          completed_at: completion.completed_at.toISOString(),
          volume_kg: workingVolumeKg(completion.sets),
        })),
        records,
        weekly_volume: weeklyVolume,
        body: measurements ? { measurements } : null,
      };
    },

    /**
     * One of the coach's programmes, or one the athlete could read too (a public one), copied into
     * the athlete's own programmes and enrolled, with a notification: all in one transaction.
     */
    async assign(coachId: number, athleteId: number, programId: number) {
      await requireAthlete(coachId, athleteId);
      const original = await deps.structure.requireReadable(coachId, programId);
      if (
        original.created_by !== coachId &&
        !(await canAccess(db, athleteId, Permission.MemberProgrammesRead, original.created_by))
      )
        throw new AppError('FORBIDDEN', COACH_MESSAGES.programNotAssignable);
      const coach = await repo.name(db, coachId);
      const title = copyTitle(original.title);
      return db.transaction(async (tx) => {
        const copyId = await deps.structure.copyInto(tx, athleteId, original);
        const enrollment = await deps.enrollments.enrollIn(tx, athleteId, { id: copyId, title });
        await deps.notify(tx, athleteId, {
          type: 'program_assigned',
          ...COACH_NOTIFICATION_TEXTS.programAssigned(coach ? fullName(coach) : 'Votre coach', title),
          data: { programId: copyId, url: `/programs/${copyId}` },
          actorId: coachId,
        });
        return { program_id: copyId, enrollment_id: enrollment.id };
      });
    },

    async release(coachId: number, athleteId: number) {
      await requireCoachRole(db, coachId);
      if (!(await repo.unlink(db, athleteId, coachId)))
        throw new AppError('NOT_FOUND', COACH_MESSAGES.athleteNotFound);
      return { athlete_id: athleteId };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
