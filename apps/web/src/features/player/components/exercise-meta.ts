import { countLabel, NBSP, progressLabel, withUnit } from '@elan/domain';
import { isTimed, type PlayerExercise } from '../player-state.ts';

/** « 3 × 12 rép. » or « 3 × 30 s », never broken across lines. */
export function targetLabel(exercise: PlayerExercise): string {
  const target = isTimed(exercise)
    ? withUnit(exercise.duration_seconds, 's')
    : withUnit(exercise.reps, 'rép.');
  return `${withUnit(exercise.sets, '×')}${NBSP}${target}`;
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
