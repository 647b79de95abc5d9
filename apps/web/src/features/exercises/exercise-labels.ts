import {
  EQUIPMENT_LABELS,
  type EXERCISE_TYPES,
  type Exercise,
  exerciseEquipment,
  OWN_EXERCISE_CATEGORY,
} from '@elan/domain';

type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** French names of the catalogue's exercise types. */
export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  force: 'Force',
  cardio: 'Cardio',
  gainage: 'Gainage',
  mobilite: 'Mobilité',
  pliometrie: 'Pliométrie',
};

export const isOwnExercise = (exercise: { category: string }) => exercise.category === OWN_EXERCISE_CATEGORY;

export const SELECT_CLASS_NAME =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs ' +
  'hover:border-stone-400 focus-visible:border-brand-600 focus-visible:outline-brand-600 aria-invalid:border-red-600';

/** « Pectoraux · Force · Barre »: muscle group, type and equipment, each once (« Cardio » can be group and type). */
export function exerciseFacts(exercise: Pick<Exercise, 'name' | 'muscle_group' | 'type'>): string {
  const typeLabel = EXERCISE_TYPE_LABELS[exercise.type as ExerciseType] ?? exercise.type;
  const equipment = EQUIPMENT_LABELS[exerciseEquipment(exercise.name)];
  return [...new Set([exercise.muscle_group, typeLabel, equipment])].join(' · ');
}
