// Supersets (issue 30, decision 095): consecutive exercises sharing a group run A1 → A2 (→ A3)
// without rest, then rest once after the round, for as many rounds as sets.
import { supersetLabels } from '@elan/domain';
import { isExerciseComplete } from './player-queries.ts';
import type { PlayerExercise, PlayerState } from './player-state.ts';

/**
 * Each exercise's superset, in display order: a run of consecutive exercises sharing a
 * `superset_group`, two at least (an exercise moved away in edit mode leaves its group). Answers
 * one key per exercise, null when it runs alone.
 */
function runKeys(exercises: readonly PlayerExercise[]): (number | null)[] {
  const keys: (number | null)[] = [];
  let run = 0;
  for (const [index, exercise] of exercises.entries()) {
    const group = exercise.superset_group ?? null;
    const previous = index > 0 ? (exercises[index - 1]?.superset_group ?? null) : null;
    if (group !== null && group !== previous) run += 1;
    keys.push(group === null ? null : run);
  }
  const sizes = new Map<number, number>();
  for (const key of keys) if (key !== null) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  return keys.map((key) => (key !== null && (sizes.get(key) ?? 0) >= 2 ? key : null));
}

/** The members of the superset `exerciseId` belongs to, in display order; null when it runs alone. */
export function supersetMembers(state: PlayerState, exerciseId: number): PlayerExercise[] | null {
  const keys = runKeys(state.exercises);
  const index = state.exercises.findIndex((exercise) => exercise.id === exerciseId);
  const key = keys[index];
  if (key === null || key === undefined) return null;
  return state.exercises.filter((_, position) => keys[position] === key);
}

/** « A1 », « A2 », « B1 »… by exercise id, in display order (`supersetLabels` of @elan/domain). */
export function supersetLabelsById(exercises: readonly PlayerExercise[]): Map<number, string> {
  const labels = supersetLabels(runKeys(exercises));
  const byId = new Map<number, string>();
  for (const [index, exercise] of exercises.entries()) {
    const label = labels[index];
    if (label) byId.set(exercise.id, label);
  }
  return byId;
}

/**
 * Where a superset goes after a set of `exerciseId`: the next member with sets left in this round
 * (no rest), else back to the first member with sets left after a rest (the round is over); null
 * when every member is done. A member with fewer sets drops out of the later rounds.
 */
export function nextInSuperset(
  state: PlayerState,
  members: readonly PlayerExercise[],
  exerciseId: number,
): { id: number; isRoundOver: boolean } | null {
  const index = members.findIndex((member) => member.id === exerciseId);
  const later = members.slice(index + 1).find((member) => !isExerciseComplete(state, member.id));
  if (later) return { id: later.id, isRoundOver: false };
  const first = members.find((member) => !isExerciseComplete(state, member.id));
  return first ? { id: first.id, isRoundOver: true } : null;
}

/** The rest after a round: the longest of its members' (decision 095). */
export function supersetRestSeconds(members: readonly PlayerExercise[]): number {
  return Math.max(0, ...members.map((member) => member.rest_seconds));
}
