import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { usersRepository } from '../modules/users/users.repository.ts';
import type { ChangeListener } from './change-listener.ts';

/** The channel migration 0015's trigger notifies, with the member's id, when their tokens change. */
export const TOKEN_CHANGES_CHANNEL = 'elan_token_changes';
/** Members whose version this process keeps (a few MB at most). */
const MAX_MEMBERS = 50_000;
/** A safety net only: a change is forgotten on its notification, long before this. */
const KEEP_MS = 60_000;

export type TokenVersions = {
  /** The member's current token version; undefined for an unknown member or a system account. */
  current: (id: number) => Promise<number | undefined>;
  /** Drops what this process knows of the member (called once a write of theirs has committed). */
  forget: (id: number) => void;
};

/**
 * Decision 041: the token check of every request (decision 022) without a database round trip
 * when the member's version is known. Known versions are only trusted while `changes` LISTENs
 * to `elan_token_changes`: PostgreSQL notifies every listener at the commit of any change of
 * `token_version` or `is_system`, or of a deletion (migration 0015's trigger), and the entry is
 * dropped. While the listening connection is down, nothing is kept and every request reads the
 * database, as before.
 */
export function createTokenVersions(db: Database, changes: ChangeListener): TokenVersions {
  const known = new LRUCache<number, number>({ max: MAX_MEMBERS, ttl: KEEP_MS });
  // Bumped on every change heard: a read that started before it must not store its old answer.
  let generation = 0;
  changes.on(TOKEN_CHANGES_CHANNEL, (payload) => {
    generation += 1;
    known.delete(Number(payload));
  });
  changes.onReset(() => {
    generation += 1;
    known.clear();
  });

  return {
    async current(id) {
      if (changes.listening) {
        const version = known.get(id);
        if (version !== undefined) return version;
      }
      const startedAt = generation;
      const version = await usersRepository.tokenVersion(db, id);
      if (changes.listening && version !== undefined && startedAt === generation) known.set(id, version);
      return version;
    },
    forget(id) {
      generation += 1;
      known.delete(id);
    },
  };
}
