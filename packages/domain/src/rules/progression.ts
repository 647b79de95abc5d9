import type { Progression } from '../schemas/program-structure.ts';
import { parisDay } from './time.ts';
import { formatDecimal, formatWeight, NBSP } from './units.ts';

/**
 * What to lift next time (issue 31, docs/CONTRACT.md « Progression »): pure functions of the rule,
 * the prescription and the member's history, so the server and the tests compute the same target.
 */

/** One logged work set of a past completion (warm-ups are left out before they get here). */
export type LoggedSet = { weight_kg: number | null; reps: number | null };

/** The member's past completions of one session exercise, newest first: their work sets. */
export type PastWorkSets = readonly (readonly LoggedSet[])[];

/** How the member can load a bar: the bar and the plates they have (the plate calculator's settings). */
export type Loading = {
  barbell: boolean;
  bar_kg: number;
  plates_kg: readonly number[];
  /** A body-weight exercise carries no load: its target is reps alone. */
  bodyweight?: boolean;
};

export type Prescription = {
  sets: number;
  reps: number;
  reps_max: number | null;
  target_weight_kg: number | null;
  duration_seconds: number | null;
};

export type Target = {
  sets: number;
  reps: number;
  target_weight_kg: number | null;
  deload: boolean;
  /** One French sentence that says why (« +2,5 kg : 3 × 12 atteint la dernière fois »). */
  reason: string;
  /** Three completions in a row without progress on a double or linear rule: propose −10 %. */
  stalled: boolean;
};

export const DELOAD_LOAD_FACTOR = 0.6;
const MISS_DROP_FACTOR = 0.9;
const STALL_COMPLETIONS = 3;
/** Loads off a bar (dumbbells, machines, kettlebells) move in half-kilogram steps. */
const FREE_STEP_KG = 0.5;

const UNIT = 100;
const toUnits = (kilograms: number) => Math.round(kilograms * UNIT);

/**
 * The heaviest load at most `targetKg` the member can make: on a bar, the bar and pairs of their
 * plates (the plate calculator's rule, rounded down); anything else in 0,5 kg steps. Never negative;
 * under an empty bar, the bar.
 */
export function loadableAtMost(targetKg: number, loading: Loading): number {
  if (!loading.barbell)
    return Math.max(0, Math.floor(toUnits(targetKg) / toUnits(FREE_STEP_KG)) * FREE_STEP_KG);
  const bar = toUnits(loading.bar_kg);
  const side = Math.floor((toUnits(targetKg) - bar) / 2);
  if (side <= 0) return loading.bar_kg;
  const plates = [...new Set(loading.plates_kg.map(toUnits))].filter((plate) => plate > 0);
  const reachable = new Array<boolean>(side + 1).fill(false);
  reachable[0] = true;
  let best = 0;
  for (let weight = 1; weight <= side; weight += 1) {
    reachable[weight] = plates.some((plate) => plate <= weight && reachable[weight - plate] === true);
    if (reachable[weight]) best = weight;
  }
  return (bar + 2 * best) / UNIT;
}

/** Week 1 starts on the enrolment's Paris day; every `every`-th week is a deload (3, 6, 9… for 3). */
export function isDeloadWeek(enrolledAt: Date | string, now: Date | string, every: number | null): boolean {
  if (every === null) return false;
  const week = enrolmentWeek(enrolledAt, now);
  return week > 0 && week % every === 0;
}

/** 1 for the first seven Paris days of the enrolment, 2 for the next seven… 0 before it starts. */
export function enrolmentWeek(enrolledAt: Date | string, now: Date | string): number {
  const start = parisDay(enrolledAt);
  const today = parisDay(now);
  if (today < start) return 0;
  // Calendar days between the two Paris days (as UTC dates): the changes of time leave a week seven days long.
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
  return Math.floor(days / 7) + 1;
}

const kg = (value: number) => formatWeight(value);
const increment = (value: number) => `+${formatWeight(value)}`;

/** Did every prescribed work set reach `goal` reps at the load of the heaviest one? */
function reachedEverySet(sets: readonly LoggedSet[], prescribed: number, goal: number): boolean {
  const loaded = sets.filter((set) => set.reps !== null);
  if (loaded.length < prescribed) return false;
  const top = workingLoad(loaded);
  return loaded.every((set) => (set.reps ?? 0) >= goal && (set.weight_kg ?? 0) >= (top ?? 0));
}

/** The load a completion was worked at: its heaviest work set (null when none carried a load). */
export function workingLoad(sets: readonly LoggedSet[]): number | null {
  const loads = sets.map((set) => set.weight_kg).filter((load): load is number => load !== null && load > 0);
  return loads.length === 0 ? null : Math.max(...loads);
}

function stalledOn(history: PastWorkSets): boolean {
  if (history.length < STALL_COMPLETIONS) return false;
  const loads = history.slice(0, STALL_COMPLETIONS).map(workingLoad);
  const newest = loads[0];
  // No heavier load in the last three than three completions ago: no progress.
  return newest !== null && newest !== undefined && loads.every((load) => load === newest);
}

type RuleInput = {
  progression: Progression;
  prescription: Prescription;
  /** Newest first; only the completions of this session exercise, work sets only. */
  history: PastWorkSets;
  /** The best estimated 1RM (Epley) of the last 90 days, for a percent rule. */
  bestOneRepMaxKg: number | null;
  deload: boolean;
  loading: Loading;
};

/** The day's target for one exercise, as CONTRACT « Progression » states it. */
export function targetFor(input: RuleInput): Target {
  const base = baseTarget(input);
  if (!input.deload) return base;
  const load =
    base.target_weight_kg === null
      ? null
      : loadableAtMost(base.target_weight_kg * DELOAD_LOAD_FACTOR, input.loading);
  return {
    ...base,
    sets: Math.ceil(base.sets / 2),
    target_weight_kg: load,
    deload: true,
    reason: `Semaine de décharge${NBSP}: −40${NBSP}%`,
    stalled: false,
  };
}

function baseTarget({ progression, prescription, history, bestOneRepMaxKg, loading }: RuleInput): Target {
  const { sets, reps } = prescription;
  const top = prescription.reps_max ?? reps;
  const result = (
    target_weight_kg: number | null,
    reason: string,
    targetReps = reps,
    stalled = false,
  ): Target => ({
    sets,
    reps: targetReps,
    target_weight_kg,
    deload: false,
    reason,
    stalled,
  });
  const planned =
    prescription.target_weight_kg === null ? null : loadableAtMost(prescription.target_weight_kg, loading);
  const firstTime = () =>
    result(
      planned,
      planned === null
        ? `Première fois${NBSP}: choisis une charge que tu tiens ${reps} répétitions`
        : `Première fois${NBSP}: charge prévue par le programme`,
    );
  const last = history[0];
  const lastLoad = last ? workingLoad(last) : null;
  if (loading.bodyweight)
    return result(null, last ? 'Comme la dernière fois' : `Première fois${NBSP}: vise ${reps} répétitions`);

  switch (progression.type) {
    case 'none': {
      if (lastLoad === null) return firstTime();
      return result(lastLoad, 'Comme la dernière fois');
    }
    case 'percent_1rm': {
      if (bestOneRepMaxKg === null || bestOneRepMaxKg <= 0)
        return result(
          planned,
          `Pas encore de 1RM estimé${NBSP}: ${planned === null ? 'choisis ta charge' : 'charge prévue par le programme'}`,
        );
      const load = loadableAtMost((bestOneRepMaxKg * progression.percent) / 100, loading);
      return result(load, `${progression.percent}${NBSP}% de ton 1RM estimé (${kg(bestOneRepMaxKg)})`);
    }
    case 'double': {
      if (!last || lastLoad === null) return firstTime();
      const stalled = stalledOn(history);
      if (reachedEverySet(last, sets, top))
        return result(
          loadableAtMost(lastLoad + progression.increment_kg, loading),
          `${increment(progression.increment_kg)}${NBSP}: ${sets}${NBSP}×${NBSP}${top} atteint la dernière fois`,
        );
      return result(lastLoad, `Même charge${NBSP}: vise ${top} répétitions`, top, stalled);
    }
    case 'linear': {
      if (!last || lastLoad === null) return firstTime();
      if (reachedEverySet(last, sets, reps))
        return result(
          loadableAtMost(lastLoad + progression.increment_kg, loading),
          `${increment(progression.increment_kg)}${NBSP}: ${sets}${NBSP}×${NBSP}${reps} réussi la dernière fois`,
        );
      const before = history[1];
      if (before && workingLoad(before) !== null && !reachedEverySet(before, sets, reps))
        return result(
          loadableAtMost(lastLoad * MISS_DROP_FACTOR, loading),
          `−10${NBSP}%${NBSP}: deux séances de suite avec une série manquée`,
        );
      return result(
        lastLoad,
        `Même charge${NBSP}: une série manquée la dernière fois`,
        reps,
        stalledOn(history),
      );
    }
  }
}

/** The suggestion a stall brings (never applied by itself): the load 10 % lighter, rounded down. */
export function stallDeloadKg(currentKg: number, loading: Loading): number {
  return loadableAtMost(currentKg * MISS_DROP_FACTOR, loading);
}

/**
 * The warm-up ramp before a first work set of 40 kg or more: bar × 10, 50 % × 5, 70 % × 3,
 * 85 % × 1, each rounded down to what the member can load, a step left out unless heavier than the
 * one before and lighter than the work set.
 */
export const WARMUP_MIN_WORK_KG = 40;
const RAMP = [
  { percent: 0, reps: 10 },
  { percent: 50, reps: 5 },
  { percent: 70, reps: 3 },
  { percent: 85, reps: 1 },
] as const;

export function warmupRamp(workKg: number, loading: Loading): { weight_kg: number; reps: number }[] {
  if (workKg < WARMUP_MIN_WORK_KG) return [];
  const steps: { weight_kg: number; reps: number }[] = [];
  for (const step of RAMP) {
    // The empty bar is the first step of a barbell lift only.
    if (step.percent === 0 && !loading.barbell) continue;
    const weight =
      step.percent === 0 ? loading.bar_kg : loadableAtMost((workKg * step.percent) / 100, loading);
    const previous = steps.at(-1)?.weight_kg ?? 0;
    if (weight > previous && weight < workKg) steps.push({ weight_kg: weight, reps: step.reps });
  }
  return steps;
}

/** One past completion of a session exercise: when, and its work sets (warm-ups left out). */
export type PastCompletion = { completed_at: string; sets: readonly LoggedSet[] };

/** What the rule said before one past completion, and what was done then. */
export type TargetPoint = {
  completed_at: string;
  target_weight_kg: number | null;
  done_kg: number | null;
  deload: boolean;
};

const ONE_RM_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

function bestOneRepMaxBefore(completions: readonly PastCompletion[], at: string): number | null {
  const end = Date.parse(at);
  let best = 0;
  for (const completion of completions) {
    const when = Date.parse(completion.completed_at);
    if (when >= end || when < end - ONE_RM_WINDOW_MS) continue;
    for (const set of completion.sets) {
      if (set.weight_kg === null || set.reps === null || set.weight_kg <= 0 || set.reps <= 0) continue;
      best = Math.max(best, set.reps === 1 ? set.weight_kg : set.weight_kg * (1 + set.reps / 30));
    }
  }
  return best > 0 ? Math.round(best * 10) / 10 : null;
}

/**
 * The target history of one session exercise (issue 31, decision 099), without storage: the rules
 * replayed over the member's completions, oldest first, each point the target the rule gave before
 * that completion (from the ones before it) beside the load then done. `keep` leaves the last points
 * only; the ones before them serve as the first points' history.
 */
export function targetHistory(input: {
  progression: Progression;
  prescription: Prescription;
  /** Oldest first. */
  completions: readonly PastCompletion[];
  loading: Loading;
  enrolledAt: Date | string | null;
  deloadEveryWeeks: number | null;
  keep: number;
}): TargetPoint[] {
  const { completions } = input;
  const points = completions.map((completion, index) => {
    const deload =
      input.enrolledAt !== null &&
      isDeloadWeek(input.enrolledAt, completion.completed_at, input.deloadEveryWeeks);
    const target = targetFor({
      progression: input.progression,
      prescription: input.prescription,
      history: completions
        .slice(Math.max(0, index - STALL_COMPLETIONS), index)
        .reverse()
        .map((past) => past.sets),
      bestOneRepMaxKg:
        input.progression.type === 'percent_1rm'
          ? bestOneRepMaxBefore(completions.slice(0, index), completion.completed_at)
          : null,
      deload,
      loading: input.loading,
    });
    return {
      completed_at: completion.completed_at,
      target_weight_kg: target.target_weight_kg,
      done_kg: workingLoad(completion.sets),
      deload: target.deload,
    };
  });
  return points.slice(Math.max(0, points.length - input.keep));
}

/** « Prochaine séance : Squat 102,5 kg »: what the summary says changes next time. */
export function nextTimeLine(exerciseName: string, targetKg: number): string {
  return `Prochaine séance${NBSP}: ${exerciseName} ${kg(targetKg)}`;
}

/** « 3 séances sans progrès sur Squat : repartir à 52,5 kg ? »: a stall's suggestion in the summary. */
export function stallSuggestionLine(exerciseName: string, suggestedKg: number): string {
  return `${STALL_COMPLETIONS} séances sans progrès sur ${exerciseName}${NBSP}: repartir à ${kg(suggestedKg)}${NBSP}?`;
}

/** « 8–12 »: a rep range as the editor and the player show it. */
export function repsLabel(reps: number, repsMax: number | null): string {
  return repsMax === null || repsMax === reps ? formatDecimal(reps, 0) : `${reps}–${repsMax}`;
}
