import { brotliCompressSync, gzipSync } from 'node:zlib';
import { addDays, parisDay, parisDayStart } from '@elan/domain';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeListener } from './change-listener.ts';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from './compression.ts';

/** The channel migration 0017's triggers notify: `u:<member id>` or `catalog`. */
export const READ_CHANGES_CHANNEL = 'elan_read_changes';
/** Answers kept per process, and their bytes at most. */
const MAX_ANSWERS = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A safety net only (and photo links stay valid ≥ 59 min): a change drops an answer long before. */
const KEEP_MS = 60_000;
/** Changes remembered to refuse a read that started before them (older ones: refuse all). */
const MAX_CHANGES = 100_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What an answer was read from: the members whose rows it shows, the programmes, today's date. */
export type ReadDependencies = {
  members: readonly number[];
  /** Programmes and sessions (any change to the catalogue drops it). */
  catalog?: boolean;
  /** It changes at Paris midnight (the agenda, the feed's lock): kept until then at most. */
  today?: boolean;
};

type Encoding = 'br' | 'gzip';
type Kept = {
  body: string;
  sources: readonly string[];
  until: number;
  /** The body compressed as decision 047 does, once per encoding a client asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
};
const encode: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body, GZIP_OPTIONS),
};

/**
 * A kept answer, compressed when the client asks (its compressed bytes kept too: @fastify/compress
 * leaves an answer that already has a Content-Encoding as it is).
 */
function sendKept(reply: FastifyReply, entry: Kept) {
  reply.type(JSON_TYPE);
  if (entry.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(entry.body);
  const encoding = negotiate(reply.request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (!encoding) return reply.send(entry.body);
  entry.encoded[encoding] ??= encode[encoding](entry.body);
  return reply
    .header('Vary', 'accept-encoding')
    .header('Content-Encoding', encoding)
    .send(entry.encoded[encoding]);
}

export type ReadCache = {
  /**
   * Answers `key` from memory when an answer is kept for it, else computes it, sends it and keeps
   * it — unless a change of what it was read from was heard meanwhile.
   */
  answer: (
    reply: FastifyReply,
    key: string,
    /** `keeping`: the answer may be kept, so its sources are needed (false: off or not trusted now). */
    compute: (keeping: boolean) => Promise<{
      body: unknown;
      sources: ReadDependencies;
      /** false: this answer is not kept (a hidden programme's page, its creator's alone). */
      keep?: boolean;
    }>,
  ) => Promise<FastifyReply>;
};

/**
 * Decision 050: a few hot answers (a programme, the daily agenda, a member's completion list, the
 * feed's pages) kept in memory, as the JSON bytes sent, and dropped when PostgreSQL notifies at
 * commit that a row they were read from changed (migration 0017), whichever process or operator
 * changed it. Trusted only while `changes` listens. This process's own writes: from the moment a
 * write request answers until PostgreSQL's notifications of it have all been heard (a fence),
 * nothing is read from memory or kept, so a member always reads their own write.
 */
export function createReadCache(
  changes: ChangeListener,
  options: { enabled: boolean; now: () => Date },
): ReadCache & { register: (app: FastifyInstance) => void } {
  const { enabled, now } = options;
  // Which kept answers each source (`u:12`, `catalog`) feeds.
  const readers = new Map<string, Set<string>>();
  const kept = new LRUCache<string, Kept>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    // The bytes (twice: room for their brotli and gzip copies), the key, and each source's place
    // in `readers` (a feed page has one per friend).
    sizeCalculation: (entry, key) =>
      2 * entry.body.length +
      key.length +
      64 +
      entry.sources.reduce((bytes, source) => bytes + source.length + 48, 0),
    ttl: KEEP_MS,
    dispose: (entry, key) => {
      for (const source of entry.sources) {
        const keys = readers.get(source);
        keys?.delete(key);
        if (keys?.size === 0) readers.delete(source);
      }
    },
  });
  // Each change heard gets a number; a read that started before a change of one of its sources
  // is not kept. Changes forgotten (beyond MAX_CHANGES) refuse every read that started before.
  let changeNumber = 0;
  let forgottenUpTo = 0;
  const lastChange = new LRUCache<string, number>({
    max: MAX_CHANGES,
    dispose: (number, _source, reason) => {
      if (reason === 'evict') forgottenUpTo = Math.max(forgottenUpTo, number);
    },
  });
  // This process's writes whose notifications may not all have been heard yet.
  let pendingWrites = 0;

  const dropAll = () => {
    changeNumber += 1;
    forgottenUpTo = changeNumber;
    kept.clear();
  };
  changes.on(READ_CHANGES_CHANNEL, (source) => {
    // `*`: a table behind kept answers was truncated (migration 0017).
    if (source === '*') return dropAll();
    changeNumber += 1;
    lastChange.set(source, changeNumber);
    const keys = readers.get(source);
    if (keys) for (const key of [...keys]) kept.delete(key);
  });
  changes.onReset(dropAll);

  const trusted = () => enabled && changes.listening && pendingWrites === 0;

  /** The answer kept, unless a change of one of its sources was heard since `startedAt`. */
  const keep = (key: string, entry: Kept, startedAt: number): boolean => {
    if (!trusted() || forgottenUpTo >= startedAt) return false;
    for (const source of entry.sources) if ((lastChange.peek(source) ?? 0) >= startedAt) return false;
    kept.set(key, entry);
    for (const source of entry.sources) {
      const keys = readers.get(source) ?? new Set<string>();
      keys.add(key);
      readers.set(source, keys);
    }
    return true;
  };

  return {
    async answer(reply, key, compute) {
      // Not trusted now (off, not listening, a write of ours not yet heard): read, send, keep nothing.
      if (!trusted()) return reply.send((await compute(false)).body);
      const hit = kept.get(key);
      if (hit && now().getTime() < hit.until) return sendKept(reply, hit);
      // Changes numbered from here on are newer than what this read may see; the day is the one
      // the read starts in (a read across midnight is kept until that midnight: not at all).
      const startedAt = changeNumber + 1;
      const startedOn = now();
      const { body, sources, keep: mayKeep = true } = await compute(true);
      if (!mayKeep) return reply.send(body);
      const serialized = reply.serialize(body);
      const bytes = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
      const entry: Kept = {
        body: bytes,
        sources: [...sources.members.map((id) => `u:${id}`), ...(sources.catalog ? ['catalog'] : [])],
        until: sources.today ? parisDayStart(addDays(parisDay(startedOn), 1)).getTime() : Infinity,
        encoded: {},
      };
      if (keep(key, entry, startedAt)) return sendKept(reply, entry);
      return reply.type(JSON_TYPE).send(bytes);
    },

    /** Every write request, once it answers: memory is not trusted until its changes are heard. */
    register(app) {
      if (!enabled) return;
      // The writes that answer in one turn of the event loop share one fence, sent at its end:
      // each has committed before it answered, so before the fence is sent.
      let nextFence: Promise<boolean> | undefined;
      const fenceSoon = () => {
        nextFence ??= new Promise<boolean>((resolve) =>
          setImmediate(() => {
            nextFence = undefined;
            resolve(changes.fence());
          }),
        );
        return nextFence;
      };
      app.addHook('onSend', (request, _reply, payload, done) => {
        const method = request.method;
        if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
          pendingWrites += 1;
          void fenceSoon().then((heard) => {
            pendingWrites -= 1;
            if (!heard) dropAll();
          });
        }
        done(null, payload);
      });
    },
  };
}
