import { describe, expect, it } from 'vitest';
import { parseSummaryState, summaryFigures } from './summary-state.ts';

describe('état de navigation du résumé', () => {
  it('rien, ou pas une séance : pas de données', () => {
    expect(parseSummaryState(undefined)).toBeNull();
    expect(parseSummaryState(null)).toBeNull();
    expect(parseSummaryState({ from: '/dashboard' })).toBeNull();
    expect(parseSummaryState({ session: { id: 'x', title: 'Haut du corps' } })).toBeNull();
  });

  it('applique les valeurs par défaut de la spec (25 min, 3 exercices, 10 séries)', () => {
    const state = parseSummaryState({ session: { id: 4, title: 'Haut du corps' } });
    expect(state).not.toBeNull();
    if (!state) return;
    expect(summaryFigures(state)).toEqual({ durationMinutes: 25, exerciseCount: 3, totalSets: 10 });
  });

  it('compte les séries faites du journal, pas celles passées', () => {
    const state = parseSummaryState({
      session: { id: 4, title: 'Haut du corps' },
      programId: 2,
      duration: 31,
      exercises: [
        { id: 1, exercise_id: 10, exercise_name: 'Pompes', sets: 2, reps: 12 },
        { id: 2, exercise_id: 11, exercise_name: 'Tractions', sets: 2, reps: 8 },
      ],
      sets: [
        { exercise_id: 10, set_number: 1, reps: 12, weight_kg: null, status: 'done' },
        { exercise_id: 10, set_number: 2, reps: 10, weight_kg: null, status: 'done' },
        { exercise_id: 11, set_number: 1, reps: null, weight_kg: null, status: 'skipped' },
        { exercise_id: 11, set_number: 2, reps: null, weight_kg: null, status: 'skipped' },
      ],
      runId: 'run-1',
    });
    expect(state && summaryFigures(state)).toEqual({ durationMinutes: 31, exerciseCount: 2, totalSets: 2 });
  });

  it('sans journal, les séries prévues', () => {
    const state = parseSummaryState({
      session: { id: 4, title: 'Haut du corps' },
      exercises: [{ id: 1, exercise_id: 10, exercise_name: 'Pompes', sets: 4, reps: 12 }],
    });
    expect(state && summaryFigures(state).totalSets).toBe(4);
  });
});
