import { BODY_BADGE_CATEGORY } from '@elan/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { badges, completions, connections, enrollments, userBadges, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/db-errors.ts';
import { feedRepository } from './social.feed.repository.ts';
import {
  type ConnectionListRow,
  type ConnectionRow,
  friendIdsOf,
  fullName,
  type MemberRow,
  type ProfileRow,
  pairIs,
  type Relation,
} from './social.sql.ts';

export {
  type ConnectionListRow,
  type ConnectionRow,
  type DayRange,
  type FeedEventRow,
  friendIdsOf,
  insertEventsSql,
  type NewFeedEvent,
  type ProfileRow,
  type Relation,
} from './social.sql.ts';

/** Friendships and profiles here; the feed's queries in `social.feed.repository.ts`. */
export const socialRepository = {
  async member(db: Executor, userId: number): Promise<(MemberRow & { is_system: boolean }) | undefined> {
    const [row] = rowsOf<MemberRow & { is_system: boolean }>(
      await db.execute(sql`select id, ${fullName('u')} as name, username, is_system
        from ${users} u where id = ${userId}`),
    );
    return row;
  },

  /** The pair's row, locked for the rest of the transaction. */
  async pairForUpdate(db: Executor, a: number, b: number): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(connections).where(pairIs(a, b)).for('update');
    return row;
  },

  async connection(db: Executor, id: number): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(connections).where(sql`${connections.id} = ${id}`).for('update');
    return row;
  },

  /** Friends and pending requests (out, in) of the member, for the add's limits. */
  async counts(db: Executor, userId: number) {
    const [row] = rowsOf<{ friends: number; pending_out: number; pending_in: number }>(
      await db.execute(sql`select
        (select count(*)::int from (${friendIdsOf(userId)}) f) as friends,
        (select count(*)::int from ${connections} where requester_id = ${userId} and status = 'pending') as pending_out,
        (select count(*)::int from ${connections} where addressee_id = ${userId} and status = 'pending') as pending_in`),
    );
    return row ?? { friends: 0, pending_out: 0, pending_in: 0 };
  },

  async insertRequest(db: Executor, requesterId: number, addresseeId: number, at: Date) {
    const [row] = await db
      .insert(connections)
      .values({ requester_id: requesterId, addressee_id: addresseeId, created_at: at })
      .returning();
    if (!row) throw new Error('connection insert returned no row');
    return row;
  },

  async accept(db: Executor, id: number, at: Date) {
    const [row] = await db
      .update(connections)
      .set({ status: 'accepted', accepted_at: at })
      .where(sql`${connections.id} = ${id}`)
      .returning();
    if (!row) throw new Error('connection update returned no row');
    return row;
  },

  async deleteConnection(db: Executor, id: number) {
    await db.delete(connections).where(sql`${connections.id} = ${id}`);
  },

  /** Every connection of the member with the other member, pending first, bounded. */
  async list(db: Executor, userId: number, limit: number): Promise<ConnectionListRow[]> {
    return rowsOf<ConnectionListRow>(
      await db.execute(sql`
        select c.*, json_build_object('id', u.id, 'name', ${fullName('u')}, 'username', u.username) as member
        from (
          (select * from ${connections} where requester_id = ${userId} order by status desc, created_at desc limit ${limit})
          union all
          (select * from ${connections} where addressee_id = ${userId} order by status desc, created_at desc limit ${limit})
        ) c
        join ${users} u on u.id = case when c.requester_id = ${userId} then c.addressee_id else c.requester_id end
        order by c.status desc, c.created_at desc, c.id desc`),
    );
  },

  /** Members whose name or username holds `pattern` (lowercase, no accents), with their tie to the caller. */
  async search(db: Executor, userId: number, text: string, limit: number) {
    const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
    return rowsOf<MemberRow & { connection: Relation }>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username,
          (select json_build_object('id', ${connections.id}, 'status', ${connections.status},
              'requester_id', ${connections.requester_id})
            from ${connections} where ${pairIs(sql`u.id`, userId)}) as connection
        from ${users} u
        where u.search_text like ${`%${escaped}%`} and u.id <> ${userId} and not u.is_system
        order by (u.search_text like ${`${escaped}%`} or u.username like ${`${escaped}%`}) desc, u.search_text, u.id
        limit ${limit}`),
    );
  },

  /**
   * « Dans tes programmes » (decision 076): active members of the caller's newest `programs`
   * programmes (`enrollments_user_status_idx`), `perProgram` of each (`enrollments_program_status_idx`),
   * neither the caller, a friend, a pending request either way (`connections_pair_unique`), a
   * private member (never a friend here) nor a system account; most shared programmes first.
   */
  async suggestions(
    db: Executor,
    userId: number,
    bounds: { programs: number; perProgram: number; limit: number },
  ) {
    return rowsOf<MemberRow & { shared_programs: number }>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username, count(*)::int as shared_programs
        from (select ${enrollments.program_id} as program_id from ${enrollments}
          where ${enrollments.user_id} = ${userId} and ${enrollments.status} = 'active'
          order by ${enrollments.enrolled_at} desc limit ${bounds.programs}) mine
        cross join lateral (select other.user_id from ${enrollments} other
          where other.program_id = mine.program_id and other.status = 'active' and other.user_id <> ${userId}
          limit ${bounds.perProgram}) member
        join ${users} u on u.id = member.user_id
        where not u.is_system and not u.is_private
          and not exists (select 1 from ${connections} where ${pairIs(sql`u.id`, userId)})
        group by u.id
        order by shared_programs desc, u.id desc
        limit ${bounds.limit}`),
    );
  },

  /** The tie between the caller and another member (profile). */
  async relation(db: Executor, userId: number, otherId: number): Promise<Relation> {
    const [row] = await db
      .select({ id: connections.id, status: connections.status, requester_id: connections.requester_id })
      .from(connections)
      .where(pairIs(userId, otherId));
    return row ?? null;
  },

  async areFriends(db: Executor, a: number, b: number): Promise<boolean> {
    const relation = await this.relation(db, a, b);
    return relation?.status === 'accepted';
  },

  ...feedRepository,

  /**
   * Spec §3 public profile's figures, by id or username; the catalogue's account is nobody.
   * Without `withBody` (anyone but the member), the body-composition badges are left out of the
   * count and the recent ones (decision 062).
   */
  async profile(
    db: Executor,
    where: { id: number } | { username: string },
    recent: number,
    withBody: boolean,
  ) {
    const match = 'id' in where ? sql`u.id = ${where.id}` : sql`u.username = ${where.username}`;
    const shown = withBody
      ? sql`true`
      : sql`badge_id not in (select ${badges.id} from ${badges} where ${badges.category} = ${BODY_BADGE_CATEGORY})`;
    const [row] = rowsOf<ProfileRow>(
      await db.execute(sql`
        select u.id, ${fullName('u')} as name, u.username, u.is_private, u.created_at,
          (select count(*)::int from ${completions} where user_id = u.id) as total_sessions,
          (select count(*)::int from (${friendIdsOf(sql`u.id`)}) f) as friends_count,
          (select count(*)::int from ${userBadges} where user_id = u.id and ${shown}) as badges_count,
          coalesce((select json_agg(json_build_object('id', b.id, 'code', b.code, 'icon', b.icon, 'name', b.name)
              order by ub.earned_at desc, ub.id)
            from (select * from ${userBadges} where user_id = u.id and ${shown}
              order by earned_at desc nulls first, id limit ${recent}) ub
            join ${badges} b on b.id = ub.badge_id), '[]'::json) as recent_badges
        from ${users} u where ${match} and not u.is_system`),
    );
    return row;
  },
};
