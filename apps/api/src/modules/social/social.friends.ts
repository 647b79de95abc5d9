import {
  type Connection,
  type MemberSearchResult,
  type MemberSuggestion,
  SOCIAL_LIMITS,
  SOCIAL_MESSAGES,
  SOCIAL_NOTIFICATION_TEXTS,
} from '@elan/domain';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { SocialContext } from './social.context.ts';
import { relationOf, toConnection } from './social.mappers.ts';
import { type ConnectionRow, socialRepository as repo } from './social.repository.ts';

/** Friendships (CONTRACT « Friends »): requests, acceptance, removal, search. */
export function createFriendsService(context: SocialContext) {
  const { db, notify, now, changed, unfriended, requireMember } = context;

  const connectionItem = async (tx: Transaction, row: ConnectionRow, userId: number) => {
    const otherId = row.requester_id === userId ? row.addressee_id : row.requester_id;
    const other = await repo.member(tx, otherId);
    return toConnection(
      { ...row, member: { id: otherId, name: other?.name ?? '', username: other?.username ?? '' } },
      userId,
    );
  };

  /** A connection the caller is part of, locked; another's is answered as missing. */
  const ownConnection = async (tx: Transaction, userId: number, id: number) => {
    const row = await repo.connection(tx, id);
    if (!row || (row.requester_id !== userId && row.addressee_id !== userId))
      throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.connectionNotFound);
    return row;
  };

  const acceptInside = async (tx: Transaction, row: ConnectionRow, userId: number) => {
    const limits = await repo.counts(tx, userId);
    if (limits.friends >= SOCIAL_LIMITS.maxFriends)
      throw new AppError('CONFLICT', SOCIAL_MESSAGES.tooManyFriends);
    const accepted = await repo.accept(tx, row.id, now());
    const me = await repo.member(tx, userId);
    await notify.toMember(tx, row.requester_id, {
      type: 'friend_accepted',
      ...SOCIAL_NOTIFICATION_TEXTS.friendAccepted(me?.name ?? ''),
      data: { url: '/friends' },
      actorId: userId,
    });
    await changed(tx, row.requester_id, row.addressee_id);
    return accepted;
  };

  return {
    /** CONTRACT « Friends »: a request; the other's pending request to the caller accepts both. */
    async addFriend(userId: number, friendId: number): Promise<{ connection: Connection; created: boolean }> {
      if (friendId === userId) throw new AppError('BAD_REQUEST', SOCIAL_MESSAGES.cannotAddSelf);
      await requireMember(friendId);
      try {
        return await db.transaction(async (tx) => {
          const existing = await repo.pairForUpdate(tx, userId, friendId);
          if (existing?.status === 'accepted') throw new AppError('CONFLICT', SOCIAL_MESSAGES.alreadyFriends);
          if (existing && existing.requester_id === userId)
            throw new AppError('CONFLICT', SOCIAL_MESSAGES.requestPending);
          if (existing) {
            const accepted = await acceptInside(tx, existing, userId);
            return { connection: await connectionItem(tx, accepted, userId), created: false };
          }
          const limits = await repo.counts(tx, userId);
          if (limits.friends >= SOCIAL_LIMITS.maxFriends)
            throw new AppError('CONFLICT', SOCIAL_MESSAGES.tooManyFriends);
          if (limits.pending_out >= SOCIAL_LIMITS.maxPendingOut)
            throw new AppError('TOO_MANY_REQUESTS', SOCIAL_MESSAGES.tooManyRequests);
          const row = await repo.insertRequest(tx, userId, friendId, now());
          const me = await repo.member(tx, userId);
          await notify.toMember(tx, friendId, {
            type: 'friend_request',
            ...SOCIAL_NOTIFICATION_TEXTS.friendRequest(me?.name ?? ''),
            data: { url: '/friends' },
            actorId: userId,
          });
          return { connection: await connectionItem(tx, row, userId), created: true };
        });
      } catch (error) {
        // Both asked at the same instant: the other request won the pair.
        if (isUniqueViolation(error, 'connections_pair_unique'))
          throw new AppError('CONFLICT', SOCIAL_MESSAGES.requestPending);
        throw error;
      }
    },

    async connections(userId: number): Promise<Connection[]> {
      const limit = SOCIAL_LIMITS.maxFriends + SOCIAL_LIMITS.maxPendingIn;
      return (await repo.list(db, userId, limit)).map((row) => toConnection(row, userId));
    },

    async accept(userId: number, id: number): Promise<Connection> {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        if (row.addressee_id !== userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.onlyAddressee);
        if (row.status !== 'pending') throw new AppError('CONFLICT', SOCIAL_MESSAGES.notPending);
        return connectionItem(tx, await acceptInside(tx, row, userId), userId);
      });
    },

    async decline(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        if (row.addressee_id !== userId) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.onlyAddressee);
        if (row.status !== 'pending') throw new AppError('CONFLICT', SOCIAL_MESSAGES.notPending);
        await repo.deleteConnection(tx, id);
        return { id };
      });
    },

    /** Either side removes a friendship or withdraws a request. */
    async remove(userId: number, id: number) {
      return db.transaction(async (tx) => {
        const row = await ownConnection(tx, userId, id);
        await repo.deleteConnection(tx, id);
        if (row.status === 'accepted') {
          await unfriended(tx, row.requester_id, row.addressee_id);
          await changed(tx, row.requester_id, row.addressee_id);
        }
        return { id };
      });
    },

    /** « Dans tes programmes » (issue 29, decision 076): members to add, from the same programmes. */
    async suggestions(userId: number): Promise<MemberSuggestion[]> {
      const rows = await repo.suggestions(db, userId, {
        programs: SOCIAL_LIMITS.suggestionPrograms,
        perProgram: SOCIAL_LIMITS.suggestionMembersPerProgram,
        limit: SOCIAL_LIMITS.suggestions,
      });
      return rows.map((row) => ({ ...row, avatar_url: null }));
    },

    async search(userId: number, query: string): Promise<MemberSearchResult[]> {
      const text = query
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/œ/g, 'o')
        .replace(/æ/g, 'a');
      const rows = await repo.search(db, userId, text, SOCIAL_LIMITS.searchResults);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        username: row.username,
        avatar_url: null,
        ...relationOf(row.connection, userId),
      }));
    },
  };
}
