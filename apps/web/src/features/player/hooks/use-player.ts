import type { LastSets } from '@elan/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerAction, PlayerEvent } from '../player-actions.ts';
import { transition } from '../player-machine.ts';
import type { PlayerExercise, PlayerState } from '../player-state.ts';
import { clearPlayerState, resumeOrCreateRun, savePlayerState } from '../player-storage.ts';
import { workRemainingSeconds } from '../player-work.ts';
import { playCountdownCue } from '../rest-alert.ts';

/** Re-render rate while a rest runs: the display rounds up to whole seconds anyway. */
const REST_REFRESH_MS = 250;

function newRunId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

type UsePlayerOptions = {
  storageKey: string;
  exercises: PlayerExercise[];
  lastSets: LastSets;
  /** A free workout: starts empty, ends on « Terminer la séance ». */
  isFree?: boolean;
  /** Toasts, sounds: called once per event, after the state changed. */
  onEvent?: (event: PlayerEvent) => void;
  /** When the rest on screen ends (ms since the epoch), or null: told each time it changes. */
  onRestChange?: (endsAt: number | null) => void;
};

/**
 * One run of the player: resumes a stored run of this session or starts a new one, keeps it in
 * storage as it goes, and refreshes the clock while a rest counts down. Time only ever comes from
 * `Date.now()`: a device that slept shows the right countdown on its first frame back.
 */
export function usePlayer({
  storageKey,
  exercises,
  lastSets,
  isFree = false,
  onEvent,
  onRestChange,
}: UsePlayerOptions) {
  const [initial] = useState(() =>
    resumeOrCreateRun(storageKey, { exercises, lastSets, isFree, now: Date.now(), runId: newRunId() }),
  );
  const [state, setState] = useState<PlayerState>(initial.state);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  const dispatch = useCallback((action: PlayerAction) => {
    const result = transition(stateRef.current, action);
    if (result.state === stateRef.current) return;
    stateRef.current = result.state;
    setState(result.state);
    for (const event of result.events) onEventRef.current?.(event);
  }, []);

  useEffect(() => {
    savePlayerState(storageKey, state, Date.now());
  }, [storageKey, state]);

  const restEndsAt = state.rest?.endsAt ?? null;
  useEffect(() => {
    onRestChange?.(restEndsAt);
  }, [onRestChange, restEndsAt]);

  // A running countdown (rest or timed set) is what the clock refreshes for; a paused one is not.
  const work = state.work;
  const workEndsAt = work && work.pausedRemainingMs === null ? work.endsAt : null;
  const runningUntil = restEndsAt ?? workEndsAt;
  useEffect(() => {
    if (runningUntil === null) return;
    const refresh = () => {
      const current = Date.now();
      setNow(current);
      dispatch({ type: 'tick', now: current });
    };
    refresh();
    const interval = window.setInterval(refresh, REST_REFRESH_MS);
    // Timers are throttled in a hidden tab: catch up the moment it shows again.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [runningUntil, dispatch]);

  // 3-2-1 before a timed set ends: once per second shown, only while it runs on screen.
  const cueSecond = workEndsAt === null ? 0 : workRemainingSeconds(state, now);
  const lastCue = useRef<string | null>(null);
  useEffect(() => {
    if (workEndsAt === null || cueSecond < 1 || cueSecond > 3) return;
    const key = `${workEndsAt}:${cueSecond}`;
    if (lastCue.current === key) return;
    lastCue.current = key;
    playCountdownCue();
  }, [workEndsAt, cueSecond]);

  const clearStoredRun = useCallback(() => clearPlayerState(storageKey), [storageKey]);

  return { state, dispatch, now, isResumed: initial.isResumed, clearStoredRun };
}
