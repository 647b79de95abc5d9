import type { LastSets, SessionExercise } from '@elan/domain';
import { MESSAGES } from '@elan/domain';

/**
 * The workout player's rules (spec §4 "Linear player" and "Richer player", §5 circuit), free of
 * React and of the clock: every action that depends on time carries `now` (ms since the epoch).
 * A rest stores when it ends, never how many seconds are left, so a phone that locks or a tab the
 * browser puts to sleep shows the right countdown when it wakes up.
 */

export const CIRCUIT_MIN_EXERCISES = 2;
export const CIRCUIT_RULE_TEXT = MESSAGES.circuitMinimum;
/** The server accepts 1 to 600 minutes. */
const DURATION_MINUTES = { min: 1, max: 600 } as const;

export type PlayerExercise = Pick<
  SessionExercise,
  | 'id'
  | 'exercise_id'
  | 'exercise_name'
  | 'muscle_group'
  | 'sets'
  | 'reps'
  | 'duration_seconds'
  | 'rest_seconds'
>;

export type SetStatus = 'pending' | 'done' | 'skipped';
/** One planned set: what the member enters (reps done, load) and whether it is behind them. */
export type SetEntry = { reps: number | null; weight_kg: number | null; status: SetStatus };

export type PlayerMode = 'linear' | 'circuit';

export type RestState = {
  /** When the rest is over, ms since the epoch. */
  endsAt: number;
  durationSeconds: number;
  /** The exercise whose set was just done. */
  afterExerciseId: number;
};

export type PlayerState = {
  /** One run of the session: keys its storage and the completion's idempotency key. */
  runId: string;
  startedAt: number;
  finishedAt: number | null;
  /** Display order; edit mode changes it. Ids are session-exercise ids. */
  exercises: PlayerExercise[];
  originalOrder: number[];
  /** By session-exercise id, one entry per planned set. */
  sets: Record<string, SetEntry[]>;
  /** The exercise on screen; null once finished. */
  currentId: number | null;
  mode: PlayerMode;
  /** Exercises ticked for a circuit that has not started yet. */
  selection: number[];
  /** The running circuit, in order; null when none runs. */
  circuit: number[] | null;
  rest: RestState | null;
  isEditing: boolean;
  /** A rule the member broke (the circuit's minimum), shown until the next action. */
  error: string | null;
};

export type PlayerAction =
  | { type: 'completeSet'; now: number }
  | { type: 'skipRest' }
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
  | {
      type: 'logSet';
      exerciseId: number;
      /** 1-based. */
      setNumber: number;
      reps?: number | null;
      weight_kg?: number | null;
    };

/** What the screen reacts to beyond the new state: toasts, sounds, vibrations. */
export type PlayerEvent =
  | { type: 'restStarted'; endsAt: number }
  /**
   * The countdown reached zero by itself (not skipped). `lateByMs`: how long after its end this
   * was noticed; a rest that ended while the page was closed or asleep is not one to beep for.
   */
  | { type: 'restEnded'; lateByMs: number }
  | { type: 'circuitCompleted' }
  | { type: 'orderReset' }
  | { type: 'finished'; durationMinutes: number };

export type Transition = { state: PlayerState; events: PlayerEvent[] };

// ————— Reading the state —————

function entriesOf(state: PlayerState, exerciseId: number): SetEntry[] {
  return state.sets[String(exerciseId)] ?? [];
}

export function findExercise(state: PlayerState, exerciseId: number | null): PlayerExercise | undefined {
  return exerciseId === null ? undefined : state.exercises.find((exercise) => exercise.id === exerciseId);
}

/** Sets behind the member (done or skipped), never more than planned. */
export function completedSets(state: PlayerState, exerciseId: number): number {
  const exercise = findExercise(state, exerciseId);
  const count = entriesOf(state, exerciseId).filter((entry) => entry.status !== 'pending').length;
  return exercise ? Math.min(count, exercise.sets) : 0;
}

export function isExerciseComplete(state: PlayerState, exerciseId: number): boolean {
  const exercise = findExercise(state, exerciseId);
  return exercise ? completedSets(state, exerciseId) >= exercise.sets : true;
}

export function isFinished(state: PlayerState): boolean {
  return state.finishedAt !== null;
}

/** Something would be lost by quitting: a set is behind the member (the run may even be finished). */
export function hasProgress(state: PlayerState): boolean {
  return state.exercises.some((exercise) => completedSets(state, exercise.id) > 0);
}

/** A run counts as in progress once a set is behind the member and until the end. */
export function isInProgress(state: PlayerState): boolean {
  return !isFinished(state) && state.exercises.some((exercise) => completedSets(state, exercise.id) > 0);
}

export function progress(state: PlayerState): { done: number; total: number; percent: number } {
  let done = 0;
  let total = 0;
  for (const exercise of state.exercises) {
    done += completedSets(state, exercise.id);
    total += exercise.sets;
  }
  return { done, total, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}

/** 1-based number of the set the member is about to do on that exercise (stays on the last when done). */
export function currentSetNumber(state: PlayerState, exerciseId: number): number {
  const exercise = findExercise(state, exerciseId);
  if (!exercise) return 1;
  return Math.min(completedSets(state, exerciseId) + 1, exercise.sets);
}

/** Whole seconds left, rounded up, from the rest's end time: right after any sleep of the device. */
export function restRemainingSeconds(state: PlayerState, now: number): number {
  if (!state.rest) return 0;
  return Math.max(0, Math.ceil((state.rest.endsAt - now) / 1000));
}

export function durationMinutes(state: PlayerState, now: number): number {
  const end = state.finishedAt ?? now;
  const minutes = Math.round((end - state.startedAt) / 60_000);
  return Math.min(DURATION_MINUTES.max, Math.max(DURATION_MINUTES.min, minutes));
}

export type LoggedSet = {
  exercise_id: number;
  set_number: number;
  reps: number | null;
  weight_kg: number | null;
  status: 'done' | 'skipped';
};

/** The per-set log the completion carries. Set numbers stay unique when an exercise appears twice. */
export function setLog(state: PlayerState): LoggedSet[] {
  const numbered = new Map<number, number>();
  const log: LoggedSet[] = [];
  for (const exerciseId of state.originalOrder) {
    const exercise = findExercise(state, exerciseId);
    if (!exercise) continue;
    for (const entry of entriesOf(state, exerciseId)) {
      if (entry.status === 'pending') continue;
      const setNumber = (numbered.get(exercise.exercise_id) ?? 0) + 1;
      numbered.set(exercise.exercise_id, setNumber);
      const isDone = entry.status === 'done';
      log.push({
        exercise_id: exercise.exercise_id,
        set_number: setNumber,
        reps: isDone ? entry.reps : null,
        weight_kg: isDone ? entry.weight_kg : null,
        status: entry.status,
      });
    }
  }
  return log;
}

/** What a finished run hands over to the summary. */
export type PlayerResult = {
  runId: string;
  durationMinutes: number;
  /** In the order the member did them. */
  exercises: PlayerExercise[];
  sets: LoggedSet[];
};

export function playerResult(state: PlayerState, now: number): PlayerResult {
  return {
    runId: state.runId,
    durationMinutes: durationMinutes(state, now),
    exercises: state.exercises,
    sets: setLog(state),
  };
}

/** Sets actually done (skipped ones left out): the finished screen's figure. */
export function doneSetCount(state: PlayerState): number {
  return setLog(state).filter((set) => set.status === 'done').length;
}

// ————— Building a run —————

type CreatePlayerStateInput = {
  exercises: PlayerExercise[];
  /** The member's last sets on these exercises, to pre-fill reps and load. */
  lastSets?: LastSets;
  now: number;
  runId: string;
};

function prefilledEntries(exercise: PlayerExercise, lastSets: LastSets): SetEntry[] {
  const previous = lastSets.find((item) => item.exercise_id === exercise.exercise_id)?.sets ?? [];
  const isTimed = exercise.duration_seconds !== null && exercise.duration_seconds > 0;
  return Array.from({ length: Math.max(0, exercise.sets) }, (_, index) => {
    // More sets today than last time: the last one logged is the best guess.
    const last = previous.find((set) => set.set_number === index + 1) ?? previous.at(-1);
    return {
      reps: last?.reps ?? (isTimed ? null : exercise.reps),
      weight_kg: last?.weight_kg ?? null,
      status: 'pending',
    };
  });
}

export function createPlayerState({
  exercises,
  lastSets = [],
  now,
  runId,
}: CreatePlayerStateInput): PlayerState {
  const playable = exercises.filter((exercise) => exercise.sets > 0);
  const sets: Record<string, SetEntry[]> = {};
  for (const exercise of playable) sets[String(exercise.id)] = prefilledEntries(exercise, lastSets);
  return {
    runId,
    startedAt: now,
    finishedAt: playable.length === 0 ? now : null,
    exercises: playable,
    originalOrder: playable.map((exercise) => exercise.id),
    sets,
    currentId: playable[0]?.id ?? null,
    mode: 'linear',
    selection: [],
    circuit: null,
    rest: null,
    isEditing: false,
    error: null,
  };
}

// ————— Transitions —————

function withEntries(state: PlayerState, exerciseId: number, entries: SetEntry[]): PlayerState {
  return { ...state, sets: { ...state.sets, [String(exerciseId)]: entries } };
}

function markNextSetDone(state: PlayerState, exerciseId: number): PlayerState {
  const entries = entriesOf(state, exerciseId);
  const index = entries.findIndex((entry) => entry.status === 'pending');
  if (index === -1) return state;
  return withEntries(
    state,
    exerciseId,
    entries.map((entry, position) => (position === index ? { ...entry, status: 'done' } : entry)),
  );
}

function markRemainingSkipped(state: PlayerState, exerciseId: number): PlayerState {
  return withEntries(
    state,
    exerciseId,
    entriesOf(state, exerciseId).map((entry) =>
      entry.status === 'pending' ? { ...entry, status: 'skipped' } : entry,
    ),
  );
}

/** The next unfinished exercise after `fromId` in display order, wrapping around; null when none. */
export function nextUnfinishedId(state: PlayerState, fromId: number | null): number | null {
  const ids = state.exercises.map((exercise) => exercise.id);
  const start = fromId === null ? -1 : ids.indexOf(fromId);
  for (let step = 1; step <= ids.length; step += 1) {
    const id = ids[(start + step + ids.length) % ids.length];
    if (id !== undefined && !isExerciseComplete(state, id)) return id;
  }
  return null;
}

/** The next circuit exercise with sets left, after `fromId` in circuit order (itself last). */
function nextInCircuit(state: PlayerState, circuit: number[], fromId: number): number | null {
  const start = circuit.indexOf(fromId);
  for (let step = 1; step <= circuit.length; step += 1) {
    const id = circuit[(start + step) % circuit.length];
    if (id !== undefined && !isExerciseComplete(state, id)) return id;
  }
  return null;
}

function finish(state: PlayerState, now: number, events: PlayerEvent[]): Transition {
  const finished: PlayerState = {
    ...state,
    finishedAt: now,
    currentId: null,
    rest: null,
    mode: 'linear',
    selection: [],
    circuit: null,
    isEditing: false,
  };
  return {
    state: finished,
    events: [...events, { type: 'finished', durationMinutes: durationMinutes(finished, now) }],
  };
}

function allComplete(state: PlayerState): boolean {
  return state.exercises.every((exercise) => isExerciseComplete(state, exercise.id));
}

function startRest(state: PlayerState, exercise: PlayerExercise, now: number): Transition {
  if (exercise.rest_seconds <= 0) return { state: { ...state, rest: null }, events: [] };
  const endsAt = now + exercise.rest_seconds * 1000;
  return {
    state: {
      ...state,
      rest: { endsAt, durationSeconds: exercise.rest_seconds, afterExerciseId: exercise.id },
    },
    events: [{ type: 'restStarted', endsAt }],
  };
}

/**
 * After a set (or a skip) inside a circuit: one set of each selected exercise in order, rest in
 * between, until all are complete; then back to linear, on to the next unfinished exercise.
 */
function advanceCircuit(
  state: PlayerState,
  circuit: number[],
  exercise: PlayerExercise,
  now: number,
  { isRestAllowed }: { isRestAllowed: boolean },
): Transition {
  const next = nextInCircuit(state, circuit, exercise.id);
  if (next === null) {
    const back: PlayerState = { ...state, mode: 'linear', selection: [], circuit: null, rest: null };
    const events: PlayerEvent[] = [{ type: 'circuitCompleted' }];
    if (allComplete(back)) return finish(back, now, events);
    return { state: { ...back, currentId: nextUnfinishedId(back, exercise.id) }, events };
  }
  const moved: PlayerState = { ...state, currentId: next };
  return isRestAllowed ? startRest(moved, exercise, now) : { state: { ...moved, rest: null }, events: [] };
}

function completeSet(state: PlayerState, now: number): Transition {
  const exercise = findExercise(state, state.currentId);
  if (!exercise || isExerciseComplete(state, exercise.id)) return { state, events: [] };
  // A circuit still being chosen: sets wait until it starts.
  if (state.mode === 'circuit' && state.circuit === null) return { state, events: [] };
  const next = markNextSetDone({ ...state, rest: null, error: null }, exercise.id);
  if (allComplete(next)) return finish(next, now, []);
  if (next.circuit) return advanceCircuit(next, next.circuit, exercise, now, { isRestAllowed: true });
  if (!isExerciseComplete(next, exercise.id)) return startRest(next, exercise, now);
  // Last set of the exercise: straight to the next unfinished one, no rest.
  return { state: { ...next, currentId: nextUnfinishedId(next, exercise.id) }, events: [] };
}

function skipExercise(state: PlayerState, now: number): Transition {
  const exercise = findExercise(state, state.currentId);
  if (!exercise) return { state, events: [] };
  if (state.mode === 'circuit' && state.circuit === null) return { state, events: [] };
  const next = markRemainingSkipped({ ...state, rest: null, error: null }, exercise.id);
  if (allComplete(next)) return finish(next, now, []);
  if (next.circuit) return advanceCircuit(next, next.circuit, exercise, now, { isRestAllowed: false });
  return { state: { ...next, currentId: nextUnfinishedId(next, exercise.id) }, events: [] };
}

function startCircuit(state: PlayerState): Transition {
  if (state.mode !== 'circuit' || state.circuit !== null) return { state, events: [] };
  // Display order, unfinished only.
  const circuit = state.exercises
    .map((exercise) => exercise.id)
    .filter((id) => state.selection.includes(id) && !isExerciseComplete(state, id));
  if (circuit.length < CIRCUIT_MIN_EXERCISES)
    return { state: { ...state, error: CIRCUIT_RULE_TEXT }, events: [] };
  return {
    state: {
      ...state,
      circuit,
      currentId: circuit[0] ?? state.currentId,
      rest: null,
      isEditing: false,
      error: null,
    },
    events: [],
  };
}

function reorder(state: PlayerState, activeId: number, overId: number): PlayerState {
  const from = state.exercises.findIndex((exercise) => exercise.id === activeId);
  const to = state.exercises.findIndex((exercise) => exercise.id === overId);
  if (from === -1 || to === -1 || from === to) return state;
  const exercises = [...state.exercises];
  const [moved] = exercises.splice(from, 1);
  if (!moved) return state;
  exercises.splice(to, 0, moved);
  return { ...state, exercises };
}

function resetOrder(state: PlayerState): Transition {
  const byId = new Map(state.exercises.map((exercise) => [exercise.id, exercise]));
  const exercises = state.originalOrder.flatMap((id) => {
    const exercise = byId.get(id);
    return exercise ? [exercise] : [];
  });
  return { state: { ...state, exercises }, events: [{ type: 'orderReset' }] };
}

function logSet(state: PlayerState, action: Extract<PlayerAction, { type: 'logSet' }>): PlayerState {
  const entries = entriesOf(state, action.exerciseId);
  const index = action.setNumber - 1;
  const entry = entries[index];
  if (!entry) return state;
  const updated: SetEntry = {
    ...entry,
    ...(action.reps !== undefined && { reps: action.reps }),
    ...(action.weight_kg !== undefined && { weight_kg: action.weight_kg }),
  };
  return withEntries(
    state,
    action.exerciseId,
    entries.map((item, position) => (position === index ? updated : item)),
  );
}

/** Pure transition: the next state and what the screen should do about it. */
export function transition(state: PlayerState, action: PlayerAction): Transition {
  const unchanged: Transition = { state, events: [] };
  if (action.type === 'logSet') return { state: logSet(state, action), events: [] };
  if (isFinished(state)) return unchanged;

  switch (action.type) {
    case 'completeSet':
      return completeSet(state, action.now);
    case 'skipRest':
      return state.rest ? { state: { ...state, rest: null }, events: [] } : unchanged;
    case 'tick':
      if (!state.rest || action.now < state.rest.endsAt) return unchanged;
      return {
        state: { ...state, rest: null },
        events: [{ type: 'restEnded', lateByMs: action.now - state.rest.endsAt }],
      };
    case 'skipExercise':
      return skipExercise(state, action.now);
    case 'selectExercise':
      if (state.circuit || state.rest || isExerciseComplete(state, action.exerciseId)) return unchanged;
      return { state: { ...state, currentId: action.exerciseId, error: null }, events: [] };
    case 'switchToCircuit':
      if (state.mode === 'circuit') return unchanged;
      return {
        state: { ...state, mode: 'circuit', selection: [], circuit: null, isEditing: false, error: null },
        events: [],
      };
    case 'switchToLinear': {
      if (state.mode === 'linear') return unchanged;
      const linear: PlayerState = { ...state, mode: 'linear', selection: [], circuit: null, error: null };
      const currentId =
        linear.currentId !== null && !isExerciseComplete(linear, linear.currentId)
          ? linear.currentId
          : nextUnfinishedId(linear, linear.currentId);
      return { state: { ...linear, currentId }, events: [] };
    }
    case 'toggleCircuitSelection': {
      if (state.mode !== 'circuit' || state.circuit) return unchanged;
      if (isExerciseComplete(state, action.exerciseId)) return unchanged;
      const isSelected = state.selection.includes(action.exerciseId);
      const selection = isSelected
        ? state.selection.filter((id) => id !== action.exerciseId)
        : [...state.selection, action.exerciseId];
      return { state: { ...state, selection, error: null }, events: [] };
    }
    case 'startCircuit':
      return startCircuit(state);
    case 'setEditing':
      // Reordering a running circuit would change what "in order" means mid-loop.
      if (action.isEditing && state.circuit) return unchanged;
      return { state: { ...state, isEditing: action.isEditing }, events: [] };
    case 'reorder':
      if (state.circuit) return unchanged;
      return { state: reorder(state, action.activeId, action.overId), events: [] };
    case 'resetOrder':
      if (state.circuit) return unchanged;
      return resetOrder(state);
  }
}

/** `useReducer`-shaped: the state alone. */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  return transition(state, action).state;
}
