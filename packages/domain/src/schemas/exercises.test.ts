import { describe, expect, it } from 'vitest';
import { createOwnExerciseBody, OWN_EXERCISE_CATEGORY } from './exercises.ts';

describe('createOwnExerciseBody (issue 14)', () => {
  it('accepte un nom, un groupe musculaire et un type du catalogue', () => {
    expect(
      createOwnExerciseBody.parse({ name: '  Curl araignée ', muscle_group: 'Biceps', type: 'force' }),
    ).toEqual({ name: 'Curl araignée', muscle_group: 'Biceps', type: 'force' });
    expect(OWN_EXERCISE_CATEGORY).toBe('Mes exercices');
  });

  it('refuse un nom vide, un groupe ou un type inconnus, en français', () => {
    const result = createOwnExerciseBody.safeParse({ name: ' ', muscle_group: 'Nuque', type: 'yoga' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Le nom de l'exercice est requis",
      'Groupe musculaire invalide',
      "Type d'exercice invalide",
    ]);
    expect(
      createOwnExerciseBody.safeParse({ name: 'x'.repeat(81), muscle_group: 'Dos', type: 'force' }).error
        ?.issues[0]?.message,
    ).toBe('Le nom ne doit pas dépasser 80 caractères');
  });
});
