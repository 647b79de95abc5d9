import {
  type CompletionSet,
  countLabel,
  formatWeight,
  isWorkingSet,
  NBSP,
  progressLabel,
  withUnit,
} from '@elan/domain';

export type ExerciseResult = {
  exerciseId: number;
  name: string;
  /** « 5 × 50 kg », « 45 s », « 12 rép. »; null when no set of it was done. */
  bestSet: string | null;
  /** « 3 séries », or « 2/3 séries » when some were passed. */
  setsDone: string;
};

type LoggedSet = Pick<CompletionSet, 'status' | 'reps' | 'weight_kg'> & {
  set_type?: CompletionSet['set_type'];
  duration_seconds?: number | null;
};

/**
 * The best of one exercise's sets, warm-ups aside when there is anything else: the heaviest load
 * (then the most reps), else the longest, else the most reps; null when none was done.
 */
export function bestSetLabel(sets: LoggedSet[]): string | null {
  const working = sets.filter(isWorkingSet);
  const done = working.length > 0 ? working : sets.filter((set) => set.status === 'done');
  if (done.length === 0) return null;
  const loaded = done.filter((set) => set.weight_kg !== null && set.weight_kg > 0);
  if (loaded.length > 0) {
    const best = loaded.reduce((top, set) =>
      (set.weight_kg ?? 0) > (top.weight_kg ?? 0) ||
      (set.weight_kg === top.weight_kg && (set.reps ?? 0) > (top.reps ?? 0))
        ? set
        : top,
    );
    const load = formatWeight(best.weight_kg ?? 0);
    return best.reps === null ? load : `${withUnit(best.reps, '×')}${NBSP}${load}`;
  }
  const timed = done.filter((set) => set.duration_seconds != null);
  if (timed.length > 0) {
    return withUnit(Math.max(...timed.map((set) => set.duration_seconds ?? 0)), 's');
  }
  return withUnit(Math.max(...done.map((set) => set.reps ?? 0)), 'rép.');
}

/** One line per exercise, in the order the log met them: its best set and how many sets were done. */
export function exerciseResults(sets: CompletionSet[]): ExerciseResult[] {
  const groups = new Map<number, { name: string; sets: CompletionSet[] }>();
  for (const set of sets) {
    const group = groups.get(set.exercise_id) ?? { name: set.exercise_name, sets: [] };
    group.sets.push(set);
    groups.set(set.exercise_id, group);
  }
  return [...groups].map(([exerciseId, group]) => {
    const done = group.sets.filter((set) => set.status === 'done').length;
    const total = group.sets.length;
    return {
      exerciseId,
      name: group.name,
      bestSet: bestSetLabel(group.sets),
      setsDone:
        done === total ? countLabel(done, 'série', 'séries') : progressLabel(done, total, 'série', 'séries'),
    };
  });
}
