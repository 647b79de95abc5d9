import type { CompletionsDataset } from './completions-dataset.ts';

/** A 10-set log on the target session: its exercises in turn, set numbers counting up per exercise. */
export function tenSetLog(exerciseIds: number[], weightKg = 40) {
  return Array.from({ length: 10 }, (_, index) => ({
    exercise_id: exerciseIds[index % exerciseIds.length] as number,
    set_number: Math.floor(index / exerciseIds.length) + 1,
    reps: 8 + (index % 5),
    weight_kg: weightKg + (index % 3) * 2.5,
  }));
}

/** The POST /api/completions body of the completions and badges loads: a 10-set log on the target session. */
export function completionPayload(dataset: CompletionsDataset, weightKg = 40) {
  return {
    program_id: dataset.target.programId,
    session_id: dataset.target.sessionId,
    duration_minutes: 45,
    feeling: 'good' as const,
    notes: 'Séance du banc d’essai',
    sets: tenSetLog(dataset.target.exerciseIds, weightKg),
  };
}
