import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestTimerSync } from './rest-timer-sync.ts';

function setup() {
  const start = vi.fn(async (_endsAt: number) => undefined);
  const cancel = vi.fn(async () => undefined);
  const sync = new RestTimerSync({
    now: () => Date.now(),
    setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    start,
    cancel,
  });
  return { sync, start, cancel };
}

describe('RestTimerSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('programme la fin du repos, puis l’annule quand le repos est passé', () => {
    const { sync, start, cancel } = setup();
    const endsAt = Date.now() + 60_000;
    sync.want(endsAt);
    expect(start).toHaveBeenCalledWith(endsAt);
    vi.advanceTimersByTime(5_000);
    sync.want(null);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('au plus un démarrage toutes les 15 s : seul le dernier repos part, à la fin de la fenêtre', () => {
    const { sync, start } = setup();
    sync.want(Date.now() + 60_000);
    vi.advanceTimersByTime(4_000);
    sync.want(Date.now() + 60_000);
    vi.advanceTimersByTime(2_000);
    const latest = Date.now() + 60_000;
    sync.want(latest);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_000);
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenLastCalledWith(latest);
  });

  it('n’annule rien que le serveur ne détienne plus : repos fini ou jamais envoyé', () => {
    const { sync, start, cancel } = setup();
    sync.want(null);
    sync.want(Date.now() + 20_000);
    vi.advanceTimersByTime(21_000);
    sync.want(null);
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('ignore un repos qui se termine dans moins de 3 s', () => {
    const { sync, start } = setup();
    sync.want(Date.now() + 2_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('un repos passé puis annulé dans la fenêtre de 15 s ne part jamais', () => {
    const { sync, start, cancel } = setup();
    sync.want(Date.now() + 60_000);
    sync.want(null);
    sync.want(Date.now() + 60_000);
    sync.want(null);
    vi.advanceTimersByTime(30_000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
