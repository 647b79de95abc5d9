import { describe, expect, it } from 'vitest';
import type { PlayerExercise } from '../player-state.ts';
import { restLabel, setsProgressLabel, targetLabel } from './exercise-meta.ts';

const SQUAT: PlayerExercise = {
  id: 1,
  exercise_id: 10,
  exercise_name: 'Squat',
  muscle_group: 'Jambes',
  sets: 3,
  reps: 12,
  duration_seconds: null,
  rest_seconds: 15,
};

describe('libellés du lecteur', () => {
  it('accorde « série » avec le total : 0/1 série, 0/3 séries', () => {
    expect(setsProgressLabel(0, 1)).toBe('0/1\u00A0série');
    expect(setsProgressLabel(1, 1)).toBe('1/1\u00A0série');
    expect(setsProgressLabel(0, 3)).toBe('0/3\u00A0séries');
  });

  it('dit combien de séries ont été passées', () => {
    expect(setsProgressLabel(18, 18, 13)).toBe('18/18\u00A0séries, dont 13\u00A0passées');
    expect(setsProgressLabel(4, 4, 1)).toBe('4/4\u00A0séries, dont 1\u00A0passée');
    expect(setsProgressLabel(4, 4, 0)).toBe('4/4\u00A0séries');
  });

  it('ne coupe jamais entre un nombre et son unité (« repos 15 s »)', () => {
    expect(restLabel(SQUAT)).toBe('repos 15\u00A0s');
    expect(restLabel({ ...SQUAT, rest_seconds: 0 })).toBe('sans repos');
    expect(targetLabel(SQUAT)).toBe('3\u00A0×\u00A012\u00A0rép.');
    expect(targetLabel({ ...SQUAT, duration_seconds: 30 })).toBe('3\u00A0×\u00A030\u00A0s');
  });
});
