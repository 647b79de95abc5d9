import type { PlayerExercise } from '../player-machine.ts';

/** « 3 × 12 rép. » or « 3 × 30 s ». */
export function targetLabel(exercise: PlayerExercise): string {
  const target =
    exercise.duration_seconds !== null && exercise.duration_seconds > 0
      ? `${exercise.duration_seconds} s`
      : `${exercise.reps} rép.`;
  return `${exercise.sets} × ${target}`;
}

export function restLabel(exercise: PlayerExercise): string {
  return exercise.rest_seconds > 0 ? `repos ${exercise.rest_seconds} s` : 'sans repos';
}
