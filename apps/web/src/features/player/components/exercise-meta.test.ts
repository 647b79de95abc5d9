import { describe, expect, it } from 'vitest';
import type { PlayerExercise } from '../player-state.ts';
import {
  previousSetFor,
  previousSetLabel,
  repsTarget,
  restLabel,
  setsProgressLabel,
  targetLabel,
} from './exercise-meta.ts';

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

  it('montre une fourchette de répétitions « 8–12 »', () => {
    const range = { ...SQUAT, reps: 8, reps_max: 12 };
    expect(repsTarget(range)).toBe('8–12');
    expect(targetLabel(range)).toBe('3\u00A0×\u00A08–12\u00A0rép.');
    // No range, or a top equal to the bottom: the one figure.
    expect(repsTarget({ ...SQUAT, reps_max: 12 })).toBe('12');
    expect(repsTarget({ ...SQUAT, reps_max: null })).toBe('12');
  });

  it('« Précédent » : la charge et les répétitions, le temps d’une série minutée, « — » sinon', () => {
    expect(previousSetLabel({ reps: 9, weight_kg: 22.5 })).toBe('22,5\u00A0kg ×\u00A09');
    expect(previousSetLabel({ reps: 12, weight_kg: null })).toBe('×\u00A012');
    expect(previousSetLabel(undefined)).toBe('—');
    expect(previousSetLabel({ reps: null, weight_kg: null, duration_seconds: 45 }, true)).toBe('0:45');
    expect(previousSetLabel({ reps: null, weight_kg: 10, duration_seconds: 75 }, true)).toBe(
      '10\u00A0kg 1:15',
    );
    // An answer without the time (an older server, a kept copy): nothing to show.
    expect(previousSetLabel({ reps: null, weight_kg: null }, true)).toBe('—');
  });
});

describe('« Précédent » série par série', () => {
  const last = [
    { set_number: 1, reps: 10, weight_kg: 20, set_type: 'warmup' as const },
    { set_number: 2, reps: 8, weight_kg: 60, set_type: 'normal' as const },
    { set_number: 3, reps: 8, weight_kg: 62.5, set_type: 'normal' as const },
  ];

  it('sans échauffement aujourd’hui, la 1re série suit la 1re série de travail, pas l’échauffement', () => {
    const today = [{ set_type: 'normal' as const }, { set_type: 'normal' as const }];
    expect(previousSetFor(last, today, 0)?.weight_kg).toBe(60);
    expect(previousSetFor(last, today, 1)?.weight_kg).toBe(62.5);
  });

  it('les échauffements d’aujourd’hui suivent ceux de la dernière fois, puis le travail le travail', () => {
    const today = [
      { set_type: 'warmup' as const },
      { set_type: 'warmup' as const },
      { set_type: 'normal' as const },
    ];
    expect(previousSetFor(last, today, 0)?.weight_kg).toBe(20);
    expect(previousSetFor(last, today, 1)).toBeUndefined();
    expect(previousSetFor(last, today, 2)?.weight_kg).toBe(60);
  });

  it('une copie ancienne sans type compte ses séries comme du travail', () => {
    const older = [{ set_number: 1, reps: 5, weight_kg: 100 }];
    expect(previousSetFor(older, [{ set_type: 'normal' as const }], 0)?.weight_kg).toBe(100);
  });
});
