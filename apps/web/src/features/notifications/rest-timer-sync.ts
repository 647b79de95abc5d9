import { NOTIFICATION_LIMITS } from '@elan/domain';

/** A rest ending sooner than this is not worth a push: it ends before one could arrive. */
export const REST_TIMER_MIN_LEAD_MS = 3_000;

export type RestTimerSyncDeps = {
  now: () => number;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
  start: (endsAt: number) => Promise<unknown>;
  cancel: () => Promise<unknown>;
};

/**
 * Keeps the server's rest-end push (CONTRACT: one pending per member) in line with the rest on
 * screen. A start goes out at most once every 15 s (the server's limit): a newer rest within that
 * window waits for it, and only the latest is sent. A cancel only follows a start the server may
 * still hold, so it never goes out on its own. Failures are logged: the in-app alert still rings.
 */
export class RestTimerSync {
  private wanted: number | null = null;
  /** What the server holds as far as this tab knows. */
  private held: number | null = null;
  private lastStartAt = Number.NEGATIVE_INFINITY;
  private timer: unknown = null;

  constructor(private readonly deps: RestTimerSyncDeps) {}

  /** `endsAt`: the rest on screen ends then (ms since the epoch); `null`: no rest to push for. */
  want(endsAt: number | null): void {
    this.wanted = endsAt;
    this.flush();
  }

  dispose(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private flush(): void {
    const now = this.deps.now();
    // The server has sent a push that is past its end: nothing is pending any more.
    if (this.held !== null && this.held <= now) this.held = null;
    if (this.wanted !== null && this.wanted - now < REST_TIMER_MIN_LEAD_MS) this.wanted = null;
    if (this.wanted === this.held) return;

    if (this.wanted === null) {
      this.held = null;
      this.deps.cancel().catch((error) => console.error('Échec de l’annulation du minuteur de repos', error));
      return;
    }
    const waitMs = this.lastStartAt + NOTIFICATION_LIMITS.restTimerMinIntervalMs - now;
    if (waitMs > 0) {
      if (this.timer === null) {
        this.timer = this.deps.setTimer(() => {
          this.timer = null;
          this.flush();
        }, waitMs);
      }
      return;
    }
    const endsAt = this.wanted;
    this.lastStartAt = now;
    this.held = endsAt;
    this.deps.start(endsAt).catch((error) => {
      console.error('Échec du minuteur de repos', error);
      if (this.held === endsAt) this.held = null;
    });
  }
}
