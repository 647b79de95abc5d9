import type { SetType } from '@elan/domain';
import type { PlayerExercise, PlayerState } from './player-state.ts';

/** What the member does in the player, and what the screen reacts to beyond the new state. */
export type PlayerAction =
  | { type: 'completeSet'; now: number }
  | { type: 'skipRest'; now: number }
  /** « −15 s » / « +15 s » on the rest's ring; a rest shortened to nothing ends as if skipped. */
  | { type: 'adjustRest'; seconds: number; now: number }
  | { type: 'startWork'; now: number }
  | { type: 'pauseWork'; now: number }
  | { type: 'resumeWork'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'skipExercise'; now: number }
  | { type: 'selectExercise'; exerciseId: number }
  | { type: 'switchToCircuit' }
  | { type: 'switchToLinear' }
  | { type: 'toggleCircuitSelection'; exerciseId: number }
  | { type: 'startCircuit' }
  | { type: 'setEditing'; isEditing: boolean }
  | { type: 'reorder'; activeId: number; overId: number }
  | { type: 'resetOrder' }
  /** « Ajouter un exercice »: appended with its planned sets, this run only. */
  | { type: 'addExercise'; exercise: PlayerExercise }
  /** « Remplacer »: another exercise in its place, its sets not started yet. */
  | { type: 'swapExercise'; exerciseId: number; replacement: PlayerExercise }
  /** « Échauffement »: the day's warm-up ramp before the exercise's first work set. */
  | { type: 'addWarmup'; exerciseId: number }
  /** A free workout's « Terminer la séance ». */
  | { type: 'finishWorkout'; now: number }
  | {
      type: 'logSet';
      exerciseId: number;
      /** 1-based. */
      setNumber: number;
      reps?: number | null;
      weight_kg?: number | null;
      set_type?: SetType;
      rpe?: number | null;
    };

/** What the screen reacts to beyond the new state: toasts, sounds, vibrations. */
export type PlayerEvent =
  | { type: 'restStarted'; endsAt: number }
  /**
   * The countdown reached zero by itself (not skipped). `lateByMs`: how long after its end this
   * was noticed; a rest that ended while the page was closed or asleep is not one to beep for.
   */
  | { type: 'restEnded'; lateByMs: number }
  | { type: 'workStarted'; endsAt: number }
  /** A timed set's countdown reached zero: the set is logged with its real duration. */
  | { type: 'workEnded'; lateByMs: number }
  | { type: 'circuitCompleted' }
  | { type: 'orderReset' }
  | { type: 'finished'; durationMinutes: number };

export type Transition = { state: PlayerState; events: PlayerEvent[] };
