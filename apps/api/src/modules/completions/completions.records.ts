import { estimatedOneRepMax, type PersonalRecord } from '@elan/domain';
import type { NewSet, PreviousBest } from './completions.repository.ts';

/** Done sets count for records; warm-ups stay in the log only (issue 13). */
const countsForRecords = (set: NewSet) => set.status === 'done' && set.set_type !== 'warmup';

/**
 * The records this completion beat: for each exercise, its best done set against the member's
 * best before it. A first time on an exercise sets a baseline, not a record.
 */
export function beatenRecords(
  sets: NewSet[],
  previous: PreviousBest[],
  names: Map<number, string>,
): PersonalRecord[] {
  const before = new Map(previous.map((row) => [row.exercise_id, row]));
  const bestNow = new Map<number, { weight: number; reps: number; one_rep_max: number }>();
  for (const set of sets) {
    if (!countsForRecords(set)) continue;
    const best = bestNow.get(set.exercise_id) ?? { weight: 0, reps: 0, one_rep_max: 0 };
    best.weight = Math.max(best.weight, set.weight_kg ?? 0);
    best.reps = Math.max(best.reps, set.reps ?? 0);
    best.one_rep_max = Math.max(best.one_rep_max, estimatedOneRepMax(set.weight_kg ?? 0, set.reps ?? 0));
    bestNow.set(set.exercise_id, best);
  }
  const records: PersonalRecord[] = [];
  for (const [exerciseId, now] of bestNow) {
    const old = before.get(exerciseId);
    if (!old) continue;
    for (const kind of ['weight', 'reps', 'one_rep_max'] as const) {
      const value = now[kind];
      const previousValue = old[kind] === null ? null : Number(old[kind]);
      if (value > 0 && previousValue !== null && value > previousValue) {
        records.push({
          exercise_id: exerciseId,
          exercise_name: names.get(exerciseId) ?? '',
          kind,
          value,
          previous: previousValue,
        });
      }
    }
  }
  return records;
}

/**
 * This completion's best done set per exercise (load, reps, estimated 1RM), by exercise id: the
 * records are locked and written in that one order by every save, so two saves of one member
 * wait for each other instead of deadlocking.
 */
export function bestsOf(sets: NewSet[]): PreviousBest[] {
  const bests = new Map<number, PreviousBest>();
  for (const set of sets) {
    if (!countsForRecords(set)) continue;
    const best = bests.get(set.exercise_id) ?? {
      exercise_id: set.exercise_id,
      weight: null,
      reps: null,
      one_rep_max: null,
    };
    const oneRepMax = estimatedOneRepMax(set.weight_kg ?? 0, set.reps ?? 0);
    if (set.weight_kg !== null) best.weight = Math.max(best.weight ?? 0, set.weight_kg);
    if (set.reps !== null) best.reps = Math.max(best.reps ?? 0, set.reps);
    if (oneRepMax > 0) best.one_rep_max = Math.max(best.one_rep_max ?? 0, oneRepMax);
    bests.set(set.exercise_id, best);
  }
  return [...bests.values()].sort((left, right) => left.exercise_id - right.exercise_id);
}
