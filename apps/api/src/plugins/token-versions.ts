import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { usersRepository } from '../modules/users/users.repository.ts';

/** The channel migration 0015's trigger notifies, with the member's id, when their tokens change. */
const CHANNEL = 'elan_token_changes';
/** Members whose version this process keeps (a few MB at most). */
const MAX_MEMBERS = 50_000;
/** A safety net only: a change is forgotten on its notification, long before this. */
const KEEP_MS = 60_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export type TokenVersions = {
  /** The member's current token version; undefined for an unknown member or a system account. */
  current: (id: number) => Promise<number | undefined>;
  /** Drops what this process knows of the member (called once a write of theirs has committed). */
  forget: (id: number) => void;
  close: () => Promise<void>;
};

type Logger = { warn: (message: string) => void; info: (message: string) => void };

/**
 * Decision 041: the token check of every request (decision 022) without a database round trip
 * when the member's version is known. Known versions are only trusted while this process LISTENs
 * to `elan_token_changes`: PostgreSQL notifies every listener at the commit of any change of
 * `token_version` or `is_system`, or of a deletion (migration 0015's trigger), and the entry is
 * dropped. While the listening connection is down, nothing is kept and every request reads the
 * database, as before. Without `pool` (no connection settings to listen with), likewise.
 */
export function createTokenVersions(db: Database, pool: pg.Pool | undefined, log: Logger): TokenVersions {
  const known = new LRUCache<number, number>({ max: MAX_MEMBERS, ttl: KEEP_MS });
  // Bumped on every change heard: a read that started before it must not store its old answer.
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const forgetAll = () => {
    generation += 1;
    known.clear();
  };

  /** `from` lost its connection: keep nothing, read the database, try again later. */
  const stopListening = (from: pg.Client, reason: string) => {
    if (closed || client !== from) return;
    if (listening)
      log.warn(`Versions des jetons : écoute interrompue (${reason}), lecture en base à chaque requête.`);
    listening = false;
    forgetAll();
    const lost = client;
    client = undefined;
    lost?.end().catch(() => undefined);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(listen, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function listen() {
    if (closed || !pool) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', (error) => stopListening(next, error.message));
    next.on('end', () => stopListening(next, 'connexion fermée'));
    next.on('notification', (message) => {
      generation += 1;
      known.delete(Number(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed || client !== next) return;
      forgetAll();
      listening = true;
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      stopListening(next, error instanceof Error ? error.message : String(error));
    }
  }
  void listen();

  return {
    async current(id) {
      if (listening) {
        const version = known.get(id);
        if (version !== undefined) return version;
      }
      const startedAt = generation;
      const version = await usersRepository.tokenVersion(db, id);
      if (listening && version !== undefined && startedAt === generation) known.set(id, version);
      return version;
    },
    forget(id) {
      generation += 1;
      known.delete(id);
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      known.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
