import { type Exercise, MESSAGES } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import {
  addExerciseError,
  checkCreateProgram,
  INITIAL_CREATE_PROGRAM_VALUES,
  newExerciseRow,
} from './create-program-form.ts';

const PUSH_UPS: Exercise = {
  id: 1,
  name: 'Pompes',
  type: 'force',
  muscle_group: 'Pectoraux',
  category: 'Haut',
};
const SQUATS: Exercise = { id: 2, name: 'Squats', type: 'force', muscle_group: 'Jambes', category: 'Bas' };

describe('formulaire de création de programme', () => {
  it('part des valeurs par défaut du §9', () => {
    expect(INITIAL_CREATE_PROGRAM_VALUES).toMatchObject({
      difficulty_level: 'beginner',
      duration_weeks: '4',
    });
    expect(newExerciseRow(PUSH_UPS)).toMatchObject({ sets: '3', reps: '12', rest_time_sec: '60' });
  });

  it('exige un titre et au moins un exercice', () => {
    expect(checkCreateProgram(INITIAL_CREATE_PROGRAM_VALUES).errors).toEqual({
      title: MESSAGES.titleRequired,
      exercises: MESSAGES.exerciseRequired,
    });
  });

  it('refuse un exercice déjà ajouté', () => {
    const rows = [newExerciseRow(PUSH_UPS)];
    expect(addExerciseError(rows, PUSH_UPS)).toBe(MESSAGES.exerciseDuplicate);
    expect(addExerciseError(rows, SQUATS)).toBeNull();
  });

  it('signale les bornes sur la ligne concernée', () => {
    const row = { ...newExerciseRow(PUSH_UPS), sets: '11', rest_time_sec: '50' };
    const { errors } = checkCreateProgram({ ...INITIAL_CREATE_PROGRAM_VALUES, title: 'A', exercises: [row] });
    expect(errors).toEqual({
      'exercises.0.sets': MESSAGES.setsRange,
      'exercises.0.rest_time_sec': MESSAGES.restStep,
    });
  });

  it('rend le corps de la requête, nombres convertis et textes vides à null', () => {
    const { body } = checkCreateProgram({
      ...INITIAL_CREATE_PROGRAM_VALUES,
      title: '  Gainage  ',
      duration_weeks: '6',
      exercises: [newExerciseRow(PUSH_UPS), { ...newExerciseRow(SQUATS), reps: '20' }],
    });
    expect(body).toEqual({
      title: 'Gainage',
      description: null,
      goal: null,
      difficulty_level: 'beginner',
      duration_weeks: 6,
      exercises: [
        { exercise_id: 1, sets: 3, reps: 12, rest_time_sec: 60 },
        { exercise_id: 2, sets: 3, reps: 20, rest_time_sec: 60 },
      ],
    });
  });
});
