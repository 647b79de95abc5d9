import type { LastSets } from '@elan/domain';
import { useCallback, useState } from 'react';
import { useHeartRateMonitor } from '../heart-rate/use-heart-rate-monitor.ts';
import { onPlayerEvent } from '../player-feedback.ts';
import {
  doneExerciseCount,
  doneSetCount,
  durationMinutes,
  hasProgress,
  type PlayerResult,
  playerResult,
  progress,
} from '../player-queries.ts';
import type { PlayerExercise } from '../player-state.ts';
import { type PlayerVariant, playerStorageKey } from '../player-storage.ts';
import { isDeloadRun } from '../player-targets.ts';
import { usePlayer } from './use-player.ts';
import { useWakeLock } from './use-wake-lock.ts';

type UsePlayerRunOptions = {
  /** The member running it: their stored run, nobody else's. */
  userId: number;
  variant: PlayerVariant;
  /** The programme's session; 0 for a free workout. */
  sessionId: number;
  exercises: PlayerExercise[];
  lastSets: LastSets;
  isFree?: boolean;
  /** Called with the finished run on « Voir le résumé »; the stored run is cleared first. */
  onShowSummary: (result: PlayerResult) => void;
  /** Called on Quit (confirmed when a set is behind the member); the stored run is cleared first. */
  onQuit: () => void;
  /** The rest on screen (its end, or null), for the push at its end. */
  onRestChange?: ((endsAt: number | null) => void) | undefined;
  /** The member's maximum heart rate (their own, else 220 − age; null unknown): the strap's zones. */
  maxHeartRate?: number | null;
};

/**
 * What the three players (/session/{id}, /session-old/{id}, /free-workout) share around a run: the
 * run itself (`usePlayer`, with the toasts and sounds), the screen kept awake until the end, the
 * header's progress and Quit (asking first once a set is behind the member), the finished panel's
 * figures and « Voir le résumé », and the quit dialog's state. Each player lays out the rest.
 */
export function usePlayerRun({
  userId,
  variant,
  sessionId,
  exercises,
  lastSets,
  isFree = false,
  onShowSummary,
  onQuit,
  onRestChange,
  maxHeartRate = null,
}: UsePlayerRunOptions) {
  const runKey = playerStorageKey(userId, variant, sessionId);
  const { state, dispatch, now, isResumed, clearStoredRun } = usePlayer({
    storageKey: runKey,
    exercises,
    lastSets,
    isFree,
    onEvent: onPlayerEvent,
    onRestChange,
  });
  const [isQuitDialogOpen, setIsQuitDialogOpen] = useState(false);
  const isFinished = state.finishedAt !== null;
  useWakeLock(!isFinished);
  const heartRate = useHeartRateMonitor({
    runKey,
    runId: state.runId,
    startedAt: state.startedAt,
    isRecording: !isFinished,
    maxHeartRate,
  });
  const { clear: clearHeartRate } = heartRate;

  const quit = useCallback(() => {
    clearStoredRun();
    clearHeartRate();
    onQuit();
  }, [clearStoredRun, clearHeartRate, onQuit]);

  const { done, skipped, total, percent } = progress(state);
  return {
    state,
    dispatch,
    now,
    isResumed,
    /** `PlayerHeader`'s progress, clock and Quit. */
    header: {
      done,
      skipped,
      total,
      percent,
      startedAt: state.startedAt,
      finishedAt: state.finishedAt,
      isDeload: isDeloadRun(state),
      heartRate,
      onQuit: () => (hasProgress(state) ? setIsQuitDialogOpen(true) : quit()),
    },
    /** `FinishedPanel`'s figures and « Voir le résumé » once the run is finished, else null. */
    finished: isFinished
      ? {
          durationMinutes: durationMinutes(state, now),
          doneSets: doneSetCount(state),
          doneExercises: doneExerciseCount(state),
          onShowSummary: () => {
            const result = playerResult(state, Date.now(), heartRate.takeSamples());
            clearStoredRun();
            heartRate.clear();
            onShowSummary(result);
          },
        }
      : null,
    /** `QuitDialog`'s props while it is open, else null. */
    quitDialog: isQuitDialogOpen ? { onStay: () => setIsQuitDialogOpen(false), onQuit: quit } : null,
  };
}
