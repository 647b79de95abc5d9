import {
  CHALLENGE_MESSAGES,
  COACH_MESSAGES,
  COMMENT_MESSAGES,
  MESSAGES,
  type Role,
  SOCIAL_MESSAGES,
} from '@elan/domain';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coachLinks, completions, connections, feedEvents, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/db-errors.ts';

/**
 * Who may read or change what a member owns, in one place (decision 061). A service names the
 * permission and the member who owns the resource (the profile's member, a completion's author, a
 * programme's creator); the rule of the permission decides.
 */
export const Permission = {
  MemberProfileRead: 'member.profile.read',
  MemberCompletionsRead: 'member.completions.read',
  MemberBadgesRead: 'member.badges.read',
  MemberEnrollmentsRead: 'member.enrollments.read',
  MemberProgrammesRead: 'member.programmes.read',
  MemberCalendarRead: 'member.calendar.read',
  /** Measurements, body goals, body badges and the points they earn: the owner's alone. */
  MemberBodyRead: 'member.body.read',
  MemberUpdate: 'member.update',
  MemberBadgesWrite: 'member.badges.write',
  ProgrammeUpdate: 'programme.update',
  ProgrammeDelete: 'programme.delete',
  CompletionUpdate: 'completion.update',
  CompletionDelete: 'completion.delete',
  EnrollmentUpdate: 'enrollment.update',
  /** A completion's comments (issues 32, 34): its author, their coach, a friend seeing it in the circle today. */
  CompletionCommentRead: 'completion.comment.read',
  CompletionCommentWrite: 'completion.comment.write',
  /** A comment's removal: its writer or the completion's author. */
  CommentDelete: 'comment.delete',
  /** An athlete's coach page (issue 32): their coach alone, not even the athlete. */
  AthleteRead: 'athlete.read',
  /** An athlete's body composition, for their coach: only when the athlete shares it (consent). */
  AthleteBodyRead: 'athlete.body.read',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

/**
 * `owner`: the owning member alone. `visible` (decision 027): the owner, anyone when the owner is
 * public, a friend when the owner is private — and the owner's coach for `COACH_READS`, even when
 * the owner is private (issue 32). An admin holds no extra right here unless they are the coach.
 */
const OWNER_ONLY = [
  Permission.MemberBodyRead,
  Permission.MemberUpdate,
  Permission.MemberBadgesWrite,
  Permission.ProgrammeUpdate,
  Permission.ProgrammeDelete,
  Permission.CompletionUpdate,
  Permission.CompletionDelete,
  Permission.EnrollmentUpdate,
] as const;
/** A permission only the owner holds: checked without a statement. */
export type OwnerPermission = (typeof OWNER_ONLY)[number];
const isOwnerOnly = (permission: Permission): permission is OwnerPermission =>
  (OWNER_ONLY as readonly Permission[]).includes(permission);

/** What a member's coach may read of theirs besides what everyone may (issue 32, CONTRACT « Roles »). */
const COACH_READS: readonly Permission[] = [
  Permission.MemberCompletionsRead,
  Permission.MemberEnrollmentsRead,
  Permission.MemberProgrammesRead,
];
/** Permissions held by the owner's coach alone (the athlete's page, their body with consent). */
const COACH_ONLY: readonly Permission[] = [Permission.AthleteRead, Permission.AthleteBodyRead];

/** The roles that coach (CONTRACT: role coach or admin). */
export const isCoachRole = (role: Role) => role === 'coach' || role === 'admin';

/**
 * What a rule needs to know of the viewer and the owner when the caller has already read it.
 * `isCoach`: the viewer is the owner's coach; `sharesBody`: the owner shares their body with them.
 */
export type AccessFacts = {
  isSelf: boolean;
  isPrivate: boolean;
  isFriend: boolean;
  isCoach?: boolean;
  sharesBody?: boolean;
};

/** The rule applied to facts already read (a profile read with its tie, the anonymous page). */
export function allows(permission: Permission, facts: AccessFacts): boolean {
  if (permission === Permission.AthleteRead) return Boolean(facts.isCoach);
  if (permission === Permission.AthleteBodyRead) return Boolean(facts.isCoach && facts.sharesBody);
  if (facts.isSelf) return true;
  if (isOwnerOnly(permission)) return false;
  if (facts.isCoach && COACH_READS.includes(permission)) return true;
  return !facts.isPrivate || facts.isFriend;
}

/**
 * The French answer of a refusal: the private profile's for a read, the athlete's 404 for the
 * coach's pages (a stranger learns nothing of who coaches whom), the generic one otherwise.
 */
export function refusal(permission: Permission): AppError {
  if (COACH_ONLY.includes(permission)) return new AppError('NOT_FOUND', COACH_MESSAGES.athleteNotFound);
  return isOwnerOnly(permission)
    ? AppError.forbidden()
    : new AppError('FORBIDDEN', SOCIAL_MESSAGES.privateProfile);
}

type Operand = number | SQLWrapper;

/**
 * Whether `coach` is `athlete`'s coach (a link, and the coach still holds a coaching role): one
 * probe of the links' primary key and one of the coach's row. Exported for lists (the comments of a
 * completion).
 */
export const coachSql = (coach: Operand, athlete: Operand) => sql`exists (
  select 1 from ${coachLinks}
  where ${coachLinks.athlete_id} = ${athlete}::int and ${coachLinks.coach_id} = ${coach}::int
    and exists (select 1 from ${users} coach_account
      where coach_account.id = ${coachLinks.coach_id} and coach_account.role in ('coach', 'admin')))`;

/** Whether the pair is friends: one probe of the connections pair index (decision 018). */
const friendsSql = (a: Operand, b: Operand) => sql`exists (
  select 1 from ${connections}
  where least(${connections.requester_id}, ${connections.addressee_id}) = least(${a}::int, ${b}::int)
    and greatest(${connections.requester_id}, ${connections.addressee_id}) = greatest(${a}::int, ${b}::int)
    and ${connections.status} = 'accepted')`;

/**
 * The permission's rule in SQL, for a list: the row of `ownerId` (whose `users.is_private` is
 * `isPrivate`) is kept for `viewerId` when the rule lets them see it.
 */
export function accessSql(
  viewerId: number,
  permission: Permission,
  ownerId: SQLWrapper,
  isPrivate: SQLWrapper,
): SQL {
  if (COACH_ONLY.includes(permission)) {
    const consent =
      permission === Permission.AthleteBodyRead ? sql` and ${users.share_body_with_coach}` : sql``;
    return sql`(${coachSql(viewerId, ownerId)}${consent})`;
  }
  if (isOwnerOnly(permission)) return sql`(${ownerId} = ${viewerId})`;
  const coach = COACH_READS.includes(permission) ? sql` or ${coachSql(viewerId, ownerId)}` : sql``;
  return sql`(${ownerId} = ${viewerId} or not ${isPrivate} or ${friendsSql(ownerId, viewerId)}${coach})`;
}

/**
 * May `viewerId` use `permission` on what `ownerId` owns? No statement for oneself or an owner-only
 * permission; one primary-key read and one index probe otherwise. An unknown member is allowed
 * here: the caller answers its own 404 (or empty list), as before.
 */
export async function canAccess(
  db: Executor,
  viewerId: number,
  permission: Permission,
  ownerId: number,
): Promise<boolean> {
  if (COACH_ONLY.includes(permission)) {
    const [row] = rowsOf<{ allowed: boolean }>(
      await db.execute(sql`select ${accessSql(viewerId, permission, users.id, users.is_private)} as allowed
        from ${users} where ${users.id} = ${ownerId}`),
    );
    return Boolean(row?.allowed);
  }
  if (viewerId === ownerId) return true;
  if (isOwnerOnly(permission)) return false;
  const coach = COACH_READS.includes(permission) ? sql` and not ${coachSql(viewerId, users.id)}` : sql``;
  const [row] = rowsOf<{ hidden: boolean }>(
    await db.execute(sql`select (${users.is_private} and not ${friendsSql(users.id, viewerId)}${coach}) as hidden
      from ${users} where ${users.id} = ${ownerId}`),
  );
  return !row?.hidden;
}

/** Throws the permission's refusal (403) unless `viewerId` may use it on what `ownerId` owns. */
export async function requireAccess(
  db: Executor,
  viewerId: number,
  permission: Permission,
  ownerId: number,
): Promise<void> {
  if (!(await canAccess(db, viewerId, permission, ownerId))) throw refusal(permission);
}

/** 403 in French unless the member holds a coaching role (coach or admin): one primary-key read. */
export async function requireCoachRole(db: Executor, userId: number): Promise<void> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(sql`${users.id} = ${userId}`)
    .limit(1);
  if (!row || !isCoachRole(row.role)) throw new AppError('FORBIDDEN', COACH_MESSAGES.coachOnly);
}

/** `requireAccess` for an owner-only permission: no statement, so synchronous. */
export function requireOwner(viewerId: number, permission: OwnerPermission, ownerId: number): void {
  const facts = { isSelf: viewerId === ownerId, isPrivate: true, isFriend: false };
  if (!allows(permission, facts)) throw refusal(permission);
}

/**
 * Rights that come with a role rather than with owning something (issue 32, decision 103): a
 * service names the permission, the rule below says which roles hold it.
 */
export const RolePermission = {
  /** Every /api/admin route: members, roles, deactivation, hidden programmes, the journal. */
  Administration: 'role.administration',
} as const;
export type RolePermission = (typeof RolePermission)[keyof typeof RolePermission];

const ROLES_HOLDING: Record<RolePermission, readonly Role[]> = {
  [RolePermission.Administration]: ['admin'],
};

export type RoleHolder = { id: number; first_name: string; last_name: string; role: Role };

/**
 * Throws 403 (« Action non autorisée ») unless `viewerId`'s role holds `permission`; answers the
 * viewer (their name signs the admin journal). One primary-key read.
 */
export async function requireRole(
  db: Executor,
  viewerId: number,
  permission: RolePermission,
): Promise<RoleHolder> {
  const [viewer] = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, role: users.role })
    .from(users)
    .where(eq(users.id, viewerId))
    .limit(1);
  if (!viewer || !ROLES_HOLDING[permission].includes(viewer.role)) throw AppError.forbidden();
  return viewer;
}

/**
 * Challenges between friends (issue 34, decision 126): a challenge is its participants'. Reading it
 * takes a participant row of any status (invited, joined, declined); answering (join, decline)
 * takes one too — the state's own rules (already answered, ended) are the service's 409s.
 */
export const ChallengePermission = {
  Read: 'challenge.read',
  Respond: 'challenge.respond',
} as const;
export type ChallengePermission = (typeof ChallengePermission)[keyof typeof ChallengePermission];

/** Throws the French 403 unless the caller has a row in the challenge (`status` is theirs). */
export function requireChallengeAccess(
  permission: ChallengePermission,
  facts: { status: string | undefined },
): void {
  if (facts.status !== undefined) return;
  throw new AppError(
    'FORBIDDEN',
    permission === ChallengePermission.Read
      ? CHALLENGE_MESSAGES.notParticipant
      : CHALLENGE_MESSAGES.notInvited,
  );
}

/** `[start, end)` of today's Paris day: a friend comments while their own circle is open. */
type Day = { start: Date; end: Date };

/** What the comment rules know of a completion and its viewer, read in one statement. */
export type CommentFacts = {
  authorId: number;
  isCoach: boolean;
  isFriend: boolean;
  /** The completion is a workout card of the author's circle (its `session_completed` event). */
  isInCircle: boolean;
  /** The viewer trained today (Paris): their circle, and so the feed, is open (CONTRACT). */
  isCircleOpen: boolean;
};
type CommentPermission = typeof Permission.CompletionCommentRead | typeof Permission.CompletionCommentWrite;

/**
 * Who may read and write a completion's comments (decision 111): its author; the author's coach
 * (even for a private member); a friend of the author whose circle is open today, when the
 * completion is a card of the author's circle (the feed shows it to them). Reading and writing
 * share the rule: whoever may read the thread may answer it.
 */
export function allowsComment(_permission: CommentPermission, viewerId: number, facts: CommentFacts) {
  if (facts.authorId === viewerId || facts.isCoach) return true;
  return facts.isFriend && facts.isInCircle && facts.isCircleOpen;
}

/**
 * Throws unless `viewerId` may use `permission` on completion `completionId`'s comments: 404 for
 * an unknown completion, 403 otherwise — the feed's lock when only the viewer's circle is shut.
 * One statement (primary key, the coach link's key, the friends pair, the event of the completion,
 * the viewer's day); answers the facts (the writer's `is_coach` on a new comment).
 */
export async function requireCommentAccess(
  db: Executor,
  viewerId: number,
  permission: CommentPermission,
  completionId: number,
  day: Day,
): Promise<CommentFacts> {
  const [facts] = rowsOf<CommentFacts>(
    await db.execute(sql`select c.user_id as "authorId",
        ${coachSql(viewerId, sql`c.user_id`)} as "isCoach",
        ${friendsSql(sql`c.user_id`, viewerId)} as "isFriend",
        exists (select 1 from ${feedEvents} e where e.completion_id = c.id
          and e.user_id = c.user_id and e.type = 'session_completed') as "isInCircle",
        exists (select 1 from ${completions} t where t.user_id = ${viewerId}
          and t.completed_at >= ${day.start} and t.completed_at < ${day.end}) as "isCircleOpen"
      from ${completions} c where c.id = ${completionId}`),
  );
  if (!facts) throw new AppError('NOT_FOUND', MESSAGES.completionNotFound);
  if (allowsComment(permission, viewerId, facts)) return facts;
  if (facts.isFriend && facts.isInCircle) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.feedLocked);
  throw new AppError('FORBIDDEN', COMMENT_MESSAGES.forbidden);
}

/** A comment's removal: its writer or the completion's author; no statement (the row was read). */
export function requireCommentDelete(
  viewerId: number,
  comment: { writerId: number; completionAuthorId: number },
): void {
  if (viewerId === comment.writerId || viewerId === comment.completionAuthorId) return;
  throw new AppError('FORBIDDEN', COMMENT_MESSAGES.deleteForbidden);
}

/** The comment list's `is_coach`: the writer coaches the completion's author (SQL for a list). */
export const writerCoachesSql = (writerId: SQLWrapper, authorId: SQLWrapper) => coachSql(writerId, authorId);
