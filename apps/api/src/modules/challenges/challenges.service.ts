import {
  addDays,
  CHALLENGE_BADGE_CODE,
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  CHALLENGE_NOTIFICATION_TEXTS,
  type ChallengeDetail,
  type ChallengeParticipant,
  type ChallengeParticipantStatus,
  type ChallengeSummary,
  challengeLengthInDays,
  competitionRanks,
  type createChallengeBody,
  isChallengeStartInPast,
  parisDay,
  parisDayStart,
} from '@elan/domain';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ChallengePermission, requireChallengeAccess } from '../access/access.ts';
import type { BadgeRow } from '../badges/badges.repository.ts';
import type { Notifier } from '../push/notifier.ts';
import {
  type ChallengeRange,
  type ChallengeRow,
  type ParticipantRow,
  challengesRepository as repo,
} from './challenges.repository.ts';

export type ChallengesServiceOptions = {
  now: () => Date;
  notifier: Pick<Notifier, 'store'>;
  /** A « Défi relevé » just awarded: the badge's notification and feed event, as the engine's. */
  onBadgeEarned: (tx: Transaction, userId: number, badge: BadgeRow) => Promise<void>;
};

type ChallengeFacts = Pick<ChallengeRow, 'id' | 'metric' | 'target' | 'starts_on' | 'ends_on'>;

/** The instants that bound a challenge's Paris days, the last one whole. */
const rangeOf = (challenge: ChallengeFacts): ChallengeRange => ({
  start: parisDayStart(challenge.starts_on),
  end: parisDayStart(addDays(challenge.ends_on, 1)),
});

/** Paris days left, today included; the whole length before the start; 0 once ended. */
export function daysLeft(challenge: Pick<ChallengeRow, 'starts_on' | 'ends_on'>, today: string): number {
  if (today > challenge.ends_on) return 0;
  return challengeLengthInDays(today < challenge.starts_on ? challenge.starts_on : today, challenge.ends_on);
}

/** Joined members by progress, ranked (ties share a rank: 1, 1, 3), names breaking the order only. */
function ranked(challenge: ChallengeFacts, rows: ParticipantRow[]): ChallengeParticipant[] {
  const joined = rows
    .filter((row) => row.status === 'joined')
    .sort((a, b) => b.progress - a.progress || a.first_name.localeCompare(b.first_name, 'fr'));
  const ranks = competitionRanks(joined.map((row) => row.progress));
  return joined.map((row, index) => ({
    user_id: row.user_id,
    first_name: row.first_name,
    progress: row.progress,
    rank: ranks[index] ?? index + 1,
    has_reached_target: row.progress >= challenge.target,
  }));
}

/** The top rank, once something was done (decision 126: nobody wins a challenge nobody trained for). */
const winnersOf = (participants: ChallengeParticipant[]) =>
  participants.filter((participant) => participant.rank === 1 && participant.progress > 0);

/**
 * Challenges between friends (issue 34, CONTRACT « The circle, week after week »). Progress is
 * counted at read from completions (the completion save is not hooked); the end is settled once,
 * on read or by the nightly job (decision 126).
 */
export function createChallengesService(db: Database, options: ChallengesServiceOptions) {
  const { now, notifier } = options;
  const today = () => parisDay(now());

  const findOrFail = async (executor: Executor, id: number) => {
    const challenge = await repo.find(executor, id);
    if (!challenge) throw new AppError('NOT_FOUND', CHALLENGE_MESSAGES.notFound);
    return challenge;
  };

  /**
   * The end, once: `settled_at` is set under the row's lock where it was null, so of two settlers
   * the second finds it set and does nothing. « Défi relevé » to everyone who reached the target,
   * « challenge won » to the top rank.
   */
  const settle = async (id: number): Promise<boolean> =>
    db.transaction(async (tx) => {
      const at = now();
      if (!(await repo.markSettled(tx, id, parisDay(at), at))) return false;
      const challenge = await findOrFail(tx, id);
      const participants = ranked(challenge, await repo.participants(tx, challenge, rangeOf(challenge)));
      const reached = participants.filter((participant) => participant.has_reached_target);
      const { awarded, badge } = await repo.awardBadge(
        tx,
        reached.map((participant) => participant.user_id),
        at,
      );
      if (badge) for (const userId of awarded) await options.onBadgeEarned(tx, userId, badge);
      const winners = winnersOf(participants).map((participant) => participant.user_id);
      if (winners.length > 0)
        await notifier.store(tx, repo.members(winners), {
          type: 'challenge_won',
          ...CHALLENGE_NOTIFICATION_TEXTS.won(challenge.title),
          data: { url: `/challenges/${id}` },
          dedupeKey: `challenge-won:${id}`,
        });
      return true;
    });

  const summaryOf = (
    challenge: ChallengeRow & { creator_first_name: string },
    status: ChallengeParticipantStatus,
    participantsCount: number,
    day: string,
  ): ChallengeSummary => ({
    id: challenge.id,
    creator_id: challenge.creator_id,
    creator_first_name: challenge.creator_first_name,
    title: challenge.title,
    metric: challenge.metric,
    target: challenge.target,
    starts_on: challenge.starts_on,
    ends_on: challenge.ends_on,
    status,
    days_left: daysLeft(challenge, day),
    is_ended: day > challenge.ends_on,
    participants_count: participantsCount,
    created_at: challenge.created_at.toISOString(),
  });

  const detail = async (userId: number, id: number): Promise<ChallengeDetail> => {
    let challenge = await findOrFail(db, id);
    const day = today();
    if (challenge.settled_at === null && challenge.ends_on < day) {
      await settle(id);
      challenge = await findOrFail(db, id);
    }
    const rows = await repo.participants(db, challenge, rangeOf(challenge));
    const mine = rows.find((row) => row.user_id === userId);
    requireChallengeAccess(ChallengePermission.Read, { status: mine?.status });
    const participants = ranked(challenge, rows);
    const isEnded = day > challenge.ends_on;
    return {
      ...summaryOf(challenge, mine?.status ?? 'joined', participants.length, day),
      participants,
      invited: rows
        .filter((row) => row.status === 'invited')
        .map((row) => ({ user_id: row.user_id, first_name: row.first_name })),
      winners: isEnded
        ? winnersOf(participants).map(({ user_id, first_name }) => ({ user_id, first_name }))
        : null,
      badge_code: CHALLENGE_BADGE_CODE,
    };
  };

  return {
    detail,
    settle,

    /** POST /social/challenges: the creator joins, friends are invited and told. */
    async create(userId: number, body: z.output<typeof createChallengeBody>): Promise<ChallengeDetail> {
      if (isChallengeStartInPast(body.starts_on, today()))
        throw new AppError('BAD_REQUEST', CHALLENGE_MESSAGES.startInPast);
      if (body.invitee_ids.includes(userId))
        throw new AppError('BAD_REQUEST', CHALLENGE_MESSAGES.cannotInviteSelf);
      const id = await db.transaction(async (tx) => {
        await repo.lockMember(tx, userId);
        if ((await repo.notFriends(tx, userId, body.invitee_ids)).length > 0)
          throw new AppError('BAD_REQUEST', CHALLENGE_MESSAGES.notFriend);
        if ((await repo.activeCount(tx, userId, today())) >= CHALLENGE_LIMITS.maxActive)
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.tooManyActive);
        const { invitee_ids: inviteeIds, ...fields } = body;
        const row = await repo.insert(tx, { ...fields, creator_id: userId }, inviteeIds, now());
        const name = await repo.firstName(tx, userId);
        await notifier.store(tx, repo.members(inviteeIds), {
          type: 'challenge_invitation',
          ...CHALLENGE_NOTIFICATION_TEXTS.invitation(name, row.title),
          data: { url: `/challenges/${row.id}` },
          actorId: userId,
        });
        return row.id;
      });
      return detail(userId, id);
    },

    /** GET /social/challenges: invited and joined, active first; ended ones are settled first. */
    async list(userId: number): Promise<ChallengeSummary[]> {
      const day = today();
      for (const id of await repo.unsettledOf(db, userId, day, CHALLENGE_LIMITS.list)) await settle(id);
      const rows = await repo.list(db, userId, day, CHALLENGE_LIMITS.list);
      return rows.map((row) => summaryOf(row, row.status, row.participants_count, day));
    },

    /** POST …/join: an invitation (or an earlier « Décliner ») accepted, within the 5 active. */
    async join(userId: number, id: number): Promise<ChallengeDetail> {
      await db.transaction(async (tx) => {
        const challenge = await findOrFail(tx, id);
        await repo.lockMember(tx, userId);
        const participation = await repo.participation(tx, id, userId);
        requireChallengeAccess(ChallengePermission.Respond, { status: participation?.status });
        if (challenge.ends_on < today()) throw new AppError('CONFLICT', CHALLENGE_MESSAGES.ended);
        if (participation?.status === 'joined')
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.alreadyAnswered);
        if ((await repo.activeCount(tx, userId, today())) >= CHALLENGE_LIMITS.maxActive)
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.tooManyActive);
        await repo.respond(tx, id, userId, 'joined', now());
      });
      return detail(userId, id);
    },

    /** POST …/decline: an invitation refused; the challenge leaves the member's list. */
    async decline(userId: number, id: number): Promise<{ id: number; status: 'declined' }> {
      await db.transaction(async (tx) => {
        await findOrFail(tx, id);
        const participation = await repo.participation(tx, id, userId);
        requireChallengeAccess(ChallengePermission.Respond, { status: participation?.status });
        if (participation?.status !== 'invited')
          throw new AppError('CONFLICT', CHALLENGE_MESSAGES.alreadyAnswered);
        await repo.respond(tx, id, userId, 'declined', now());
      });
      return { id, status: 'declined' };
    },

    /** The social module's unfriend hook, in its transaction (decision 128). */
    async onUnfriended(tx: Transaction, a: number, b: number): Promise<void> {
      await repo.leaveEachOthers(tx, a, b, today());
    },

    /** The nightly job: every ended challenge not settled yet, a bounded batch; how many it settled. */
    async settleDue(): Promise<number> {
      let settled = 0;
      for (const id of await repo.unsettled(db, today(), 200)) if (await settle(id)) settled += 1;
      return settled;
    },
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
