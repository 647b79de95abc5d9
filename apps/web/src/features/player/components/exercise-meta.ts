import { countLabel, formatWeight, NBSP, progressLabel, type SetType, withUnit } from '@elan/domain';
import { isTimed, type PlayerExercise } from '../player-state.ts';

/** « 12 », or a range « 8–12 » (issue 30): the reps field's placeholder and the target's figure. */
export function repsTarget(exercise: PlayerExercise): string {
  const top = exercise.reps_max ?? null;
  return top !== null && top > exercise.reps ? `${exercise.reps}–${top}` : String(exercise.reps);
}

/**
 * « 3 × 12 rép. », « 3 × 8–12 rép. » or « 3 × 30 s », never broken across lines: the work sets
 * (warm-ups added by « Échauffement » aside).
 */
export function targetLabel(exercise: PlayerExercise): string {
  const target = isTimed(exercise)
    ? withUnit(exercise.duration_seconds, 's')
    : `${repsTarget(exercise)}${NBSP}rép.`;
  const workSets = exercise.sets - (exercise.warmup_sets ?? 0);
  return `${withUnit(workSets, '×')}${NBSP}${target}`;
}

/** « repos 15 s » (15 and s stay together) or « sans repos ». */
export function restLabel(exercise: PlayerExercise): string {
  return exercise.rest_seconds > 0 ? `repos ${withUnit(exercise.rest_seconds, 's')}` : 'sans repos';
}

/** « 0/1 série », « 2/4 séries »; with sets skipped, « 4/4 séries, dont 2 passées ». */
export function setsProgressLabel(done: number, total: number, skipped = 0): string {
  const label = progressLabel(done, total, 'série', 'séries');
  if (skipped === 0) return label;
  return `${label}, dont ${countLabel(skipped, 'passée', 'passées')}`;
}

type PreviousSet = {
  reps: number | null;
  weight_kg: number | null;
  duration_seconds?: number | null | undefined;
  set_type?: SetType | undefined;
};

const isWarmup = (set: { set_type?: SetType | undefined }) => set.set_type === 'warmup';

/**
 * Last time's set that today's set `index` follows: the n-th warm-up of today faces last time's n-th
 * warm-up, the n-th work set last time's n-th work set — so warm-ups added today (or done last time
 * only) no longer shift the « Précédent » column. A set of an older copy without its kind is work.
 */
export function previousSetFor<T extends PreviousSet>(
  previous: readonly T[],
  today: readonly { set_type?: SetType | undefined }[],
  index: number,
): T | undefined {
  const entry = today[index];
  if (!entry) return undefined;
  const warmup = isWarmup(entry);
  const ordinal = today.slice(0, index).filter((set) => isWarmup(set) === warmup).length;
  return previous.filter((set) => isWarmup(set) === warmup)[ordinal];
}

/** « 0:45 »: a timed set's seconds, as its countdown shows them. */
function clockLabel(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * « 22,5 kg × 9 » (no-break spaces), « × 12 » without load, for a timed set its time « 0:45 » (with
 * its load when there was one); « — » when never done (or nothing noted).
 */
export function previousSetLabel(set: PreviousSet | undefined, timed = false): string {
  if (!set) return '—';
  const load = set.weight_kg !== null && set.weight_kg > 0 ? formatWeight(set.weight_kg) : null;
  const parts = [load, timed ? timeDone(set) : repsDone(set)].filter((part) => part !== null);
  return parts.length === 0 ? '—' : parts.join(' ');
}

function timeDone(set: PreviousSet): string | null {
  const seconds = set.duration_seconds ?? null;
  return seconds === null || seconds <= 0 ? null : clockLabel(seconds);
}

function repsDone(set: PreviousSet): string | null {
  return set.reps === null ? null : `×${NBSP}${set.reps}`;
}
