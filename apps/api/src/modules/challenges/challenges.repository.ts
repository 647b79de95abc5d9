import { CHALLENGE_BADGE_CODE, type ChallengeParticipantStatus } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  badges,
  challengeParticipants,
  challenges,
  completions,
  userBadges,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import type { BadgeRow } from '../badges/badges.repository.ts';
import { friendIdsOf } from '../social/social.repository.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengeListRow = ChallengeRow & {
  creator_first_name: string;
  status: ChallengeParticipantStatus;
  participants_count: number;
};
export type ParticipantRow = {
  user_id: number;
  first_name: string;
  status: ChallengeParticipantStatus;
  progress: number;
};
/** The instants of a challenge's first Paris day's midnight and of the day after its last. */
export type ChallengeRange = { start: Date; end: Date };

/** Any fixed number: the namespace of the per-member lock that counts their active challenges. */
const ACTIVE_CHALLENGES_LOCK = 3_400_001;

/** A PostgreSQL array literal of ids (drizzle would spread a JS array into a row of parameters). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export const challengesRepository = {
  /** The notifier's recipients: these members. */
  members: (userIds: number[]) => sql`select unnest(${intArray(userIds)}::int[])`,

  /**
   * Serialises a member's joins and creations until the transaction ends, so that two at once
   * cannot both pass the « 5 active » count.
   */
  async lockMember(db: Executor, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${ACTIVE_CHALLENGES_LOCK}, ${userId})`);
  },

  /** Challenges the member has joined that end today or later (Paris). */
  async activeCount(db: Executor, userId: number, today: string): Promise<number> {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ${challengeParticipants} p
        join ${challenges} c on c.id = p.challenge_id
        where p.user_id = ${userId} and p.status = 'joined' and c.ends_on >= ${today}::date`),
    );
    return row?.count ?? 0;
  },

  /** Of `ids`, those that are not the member's friends (unknown members included). */
  async notFriends(db: Executor, userId: number, ids: number[]): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select id from unnest(${intArray(ids)}::int[]) as invited(id)
        where id not in (${friendIdsOf(userId)})`),
    );
    return rows.map((row) => row.id);
  },

  async firstName(db: Executor, userId: number): Promise<string> {
    const [row] = await db
      .select({ first_name: users.first_name })
      .from(users)
      .where(sql`${users.id} = ${userId}`);
    return row?.first_name ?? '';
  },

  async insert(
    db: Executor,
    values: Pick<ChallengeRow, 'creator_id' | 'title' | 'metric' | 'target' | 'starts_on' | 'ends_on'>,
    inviteeIds: number[],
    at: Date,
  ): Promise<ChallengeRow> {
    const [row] = await db
      .insert(challenges)
      .values({ ...values, created_at: at })
      .returning();
    if (!row) throw new Error('challenge insert returned no row');
    await db.insert(challengeParticipants).values([
      {
        challenge_id: row.id,
        user_id: values.creator_id,
        status: 'joined',
        responded_at: at,
        created_at: at,
      },
      ...inviteeIds.map((userId) => ({
        challenge_id: row.id,
        user_id: userId,
        status: 'invited' as const,
        created_at: at,
      })),
    ]);
    return row;
  },

  /**
   * The member's challenges they were invited to or joined: active ones first (soonest end first),
   * then the ended ones, newest end first.
   */
  async list(db: Executor, userId: number, today: string, limit: number): Promise<ChallengeListRow[]> {
    type Raw = Omit<ChallengeListRow, 'created_at' | 'settled_at'> & {
      created_at: string;
      settled_at: string | null;
    };
    // A raw statement answers timestamps as text (drizzle's parsers): read back as dates here.
    return rowsOf<Raw>(
      await db.execute(sql`select c.id, c.creator_id, c.title, c.metric, c.target,
          c.starts_on::text as starts_on, c.ends_on::text as ends_on, c.settled_at, c.created_at,
          u.first_name as creator_first_name, p.status,
          (select count(*)::int from ${challengeParticipants} j
            where j.challenge_id = c.id and j.status = 'joined') as participants_count
        from ${challengeParticipants} p
        join ${challenges} c on c.id = p.challenge_id
        join ${users} u on u.id = c.creator_id
        where p.user_id = ${userId} and p.status <> 'declined'
        order by (c.ends_on < ${today}::date),
          case when c.ends_on >= ${today}::date then c.ends_on end asc,
          c.ends_on desc, c.id desc
        limit ${limit}`),
    ).map((row) => ({
      ...row,
      created_at: new Date(row.created_at),
      settled_at: row.settled_at === null ? null : new Date(row.settled_at),
    }));
  },

  async find(db: Executor, id: number): Promise<(ChallengeRow & { creator_first_name: string }) | undefined> {
    const [row] = await db
      .select({
        id: challenges.id,
        creator_id: challenges.creator_id,
        title: challenges.title,
        metric: challenges.metric,
        target: challenges.target,
        starts_on: challenges.starts_on,
        ends_on: challenges.ends_on,
        settled_at: challenges.settled_at,
        created_at: challenges.created_at,
        creator_first_name: users.first_name,
      })
      .from(challenges)
      .innerJoin(users, sql`${users.id} = ${challenges.creator_id}`)
      .where(sql`${challenges.id} = ${id}`);
    return row;
  },

  /** The member's row in the challenge, locked until the transaction ends. */
  async participation(db: Executor, challengeId: number, userId: number) {
    const [row] = await db
      .select({ status: challengeParticipants.status })
      .from(challengeParticipants)
      .where(
        sql`${challengeParticipants.challenge_id} = ${challengeId} and ${challengeParticipants.user_id} = ${userId}`,
      )
      .for('update');
    return row;
  },

  async respond(
    db: Executor,
    challengeId: number,
    userId: number,
    status: 'joined' | 'declined',
    at: Date,
  ): Promise<void> {
    await db
      .update(challengeParticipants)
      .set({ status, responded_at: at })
      .where(
        sql`${challengeParticipants.challenge_id} = ${challengeId} and ${challengeParticipants.user_id} = ${userId}`,
      );
  },

  /**
   * Every participant row (the declined too: they may still read it), with their progress counted now from their completions in
   * the range, in one statement: one probe of the (user_id, completed_at) index per participant.
   * A deleted completion is simply no longer there.
   */
  async participants(
    db: Executor,
    challenge: Pick<ChallengeRow, 'id' | 'metric'>,
    range: ChallengeRange,
  ): Promise<ParticipantRow[]> {
    const amount = challenge.metric === 'minutes' ? sql`sum(c.duration_minutes)` : sql`count(*)`;
    return rowsOf<ParticipantRow>(
      await db.execute(sql`select p.user_id, u.first_name, p.status, coalesce(done.progress, 0)::int as progress
        from ${challengeParticipants} p
        join ${users} u on u.id = p.user_id
        left join lateral (
          select ${amount} as progress from ${completions} c
          where c.user_id = p.user_id
            and c.completed_at >= ${range.start.toISOString()}::timestamptz
            and c.completed_at < ${range.end.toISOString()}::timestamptz
        ) done on p.status = 'joined'
        where p.challenge_id = ${challenge.id}
        order by p.created_at, p.user_id`),
    );
  },

  /**
   * Marks an ended challenge settled and answers it, or nothing when it is not over (Paris day
   * `today` after its last) or another settler already did: the row lock makes the second wait,
   * then see `settled_at` set.
   */
  async markSettled(db: Executor, id: number, today: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(challenges)
      .set({ settled_at: at })
      .where(
        sql`${challenges.id} = ${id} and ${challenges.settled_at} is null and ${challenges.ends_on} < ${today}::date`,
      )
      .returning({ id: challenges.id });
    return rows.length > 0;
  },

  /** Of the member's challenges, the ended ones not settled yet (bounded by the list's size). */
  async unsettledOf(db: Executor, userId: number, today: string, limit: number): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select c.id from ${challengeParticipants} p
        join ${challenges} c on c.id = p.challenge_id
        where p.user_id = ${userId} and c.settled_at is null and c.ends_on < ${today}::date
        order by c.ends_on limit ${limit}`),
    );
    return rows.map((row) => row.id);
  },

  /** Every ended challenge not settled yet (the nightly job), oldest end first. */
  async unsettled(db: Executor, today: string, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: challenges.id })
      .from(challenges)
      .where(sql`${challenges.settled_at} is null and ${challenges.ends_on} < ${today}::date`)
      .orderBy(challenges.ends_on)
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** « Défi relevé » to each member who has it not yet; answers who got it now, and the badge. */
  async awardBadge(
    db: Executor,
    userIds: number[],
    at: Date,
  ): Promise<{ awarded: number[]; badge: BadgeRow | undefined }> {
    const [badge] = await db.select().from(badges).where(sql`${badges.code} = ${CHALLENGE_BADGE_CODE}`);
    if (!badge || userIds.length === 0) return { awarded: [], badge };
    const rows = await db
      .insert(userBadges)
      .values(userIds.map((userId) => ({ user_id: userId, badge_id: badge.id, earned_at: at })))
      .onConflictDoNothing({ target: [userBadges.user_id, userBadges.badge_id] })
      .returning({ user_id: userBadges.user_id });
    return { awarded: rows.map((row) => row.user_id), badge };
  },

  /**
   * Decision 128: when two members stop being friends, each leaves the challenges the other
   * created that have not ended; challenges a third member created keep them both.
   */
  async leaveEachOthers(db: Executor, a: number, b: number, today: string): Promise<void> {
    await db.execute(sql`delete from ${challengeParticipants} p using ${challenges} c
      where c.id = p.challenge_id and c.settled_at is null and c.ends_on >= ${today}::date
        and ((c.creator_id = ${a} and p.user_id = ${b}) or (c.creator_id = ${b} and p.user_id = ${a}))`);
  },
};
