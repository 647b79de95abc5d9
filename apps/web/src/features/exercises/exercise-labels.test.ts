import { describe, expect, it } from 'vitest';
import { exerciseFacts } from './exercise-labels.ts';

describe('exerciseFacts', () => {
  it('groupe musculaire, type et matériel, dans cet ordre', () => {
    expect(exerciseFacts({ name: 'Développé couché', muscle_group: 'Pectoraux', type: 'force' })).toBe(
      'Pectoraux · Force · Barre',
    );
  });

  it('chaque mot une seule fois : « Cardio » groupe et type', () => {
    expect(exerciseFacts({ name: 'Corde à sauter', muscle_group: 'Cardio', type: 'cardio' })).toBe(
      'Cardio · Poids du corps',
    );
  });
});
