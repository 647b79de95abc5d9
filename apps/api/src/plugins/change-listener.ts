import { randomUUID } from 'node:crypto';
import pg from 'pg';

const RETRY_FIRST_MS = 1_000;
/** A fence unanswered this long: the listening connection is taken as lost (a half-open socket). */
const FENCE_TIMEOUT_MS = 5_000;
const RETRY_MAX_MS = 30_000;

type Logger = { warn: (message: string) => void };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves true once this process has heard every change committed before the call (the
     * listener's `fence`): what a test waits for after a write elsewhere, instead of a duration.
     */
    heardChanges: () => Promise<boolean>;
  }
}

export type ChangeListener = {
  /** True while this process hears PostgreSQL's notifications: only then may memory be trusted. */
  readonly listening: boolean;
  /** `handler` gets each payload notified on `channel` (one of those the listener was made for). */
  on: (channel: string, handler: (payload: string) => void) => void;
  /** `handler` runs whenever listening starts or stops: whatever was kept must be dropped. */
  onReset: (handler: () => void) => void;
  /**
   * Resolves true once every notification of a transaction committed before the call has been
   * heard (PostgreSQL delivers them in commit order: a notification of our own sent now arrives
   * after them); false when not listening or when the database could not be reached.
   */
  fence: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * Decisions 041 and 050: one connection per process LISTENs to the channels PostgreSQL's triggers
 * notify at commit (a member's token version, the rows behind kept answers). While it is down,
 * `listening` is false, nothing kept is trusted, and it reconnects (1 s, doubling to 30 s).
 * Without `pool` (no connection settings to listen with), it never listens.
 */
export function createChangeListener(
  pool: pg.Pool | undefined,
  channels: readonly string[],
  log: Logger,
): ChangeListener {
  const handlers = new Map<string, (payload: string) => void>();
  const resets: (() => void)[] = [];
  // A channel of this process alone, for its fences (no other process hears them).
  const fenceChannel = `elan_fence_${randomUUID().replaceAll('-', '')}`;
  const fences = new Map<string, (heard: boolean) => void>();
  let fenceCount = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const reset = () => {
    for (const handler of resets) handler();
    // A fence waiting on a lost connection would wait forever: it fails instead.
    for (const resolve of fences.values()) resolve(false);
    fences.clear();
  };

  /** `from` lost its connection: trust nothing, try again later. */
  const stopListening = (from: pg.Client, reason: string) => {
    if (closed || client !== from) return;
    if (listening)
      log.warn(`Écoute des changements interrompue (${reason}) : lecture en base à chaque requête.`);
    listening = false;
    reset();
    client = undefined;
    from.end().catch(() => undefined);
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
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === fenceChannel) {
        fences.get(payload)?.(true);
        fences.delete(payload);
      } else handlers.get(channel)?.(payload);
    });
    try {
      await next.connect();
      await next.query([...channels, fenceChannel].map((channel) => `LISTEN ${channel}`).join('; '));
      if (closed || client !== next) return;
      reset();
      listening = true;
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      stopListening(next, error instanceof Error ? error.message : String(error));
    }
  }
  void listen();

  return {
    get listening() {
      return listening;
    },
    on(channel, handler) {
      handlers.set(channel, handler);
    },
    onReset(handler) {
      resets.push(handler);
    },
    async fence() {
      if (!listening || !pool) return false;
      fenceCount += 1;
      const id = String(fenceCount);
      const arrived = new Promise<boolean>((resolve) => fences.set(id, resolve));
      const timer = setTimeout(() => {
        const resolve = fences.get(id);
        fences.delete(id);
        resolve?.(false);
        if (client) stopListening(client, 'barrière sans réponse');
      }, FENCE_TIMEOUT_MS);
      try {
        await pool.query('select pg_notify($1, $2)', [fenceChannel, id]);
      } catch {
        clearTimeout(timer);
        fences.delete(id);
        return false;
      }
      const heard = await arrived;
      clearTimeout(timer);
      return heard && listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retryTimer);
      reset();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
