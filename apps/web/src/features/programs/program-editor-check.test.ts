import { type Exercise, MESSAGES, type ProgramStructure } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { checkEditor, errorsUnder, rawEditorBody } from './program-editor-check.ts';
import { type EditorAction, editorReducer } from './program-editor-state.ts';
import { addExerciseRefusal, type EditorValues, valuesFromStructure } from './program-editor-values.ts';

const exercise = (id: number, name: string): Exercise => ({
  id,
  name,
  type: 'strength',
  muscle_group: 'Pectoraux',
  category: 'Force',
});

const STRUCTURE: ProgramStructure = {
  program: {
    id: 9,
    title: 'Haut / bas',
    description: null,
    goal: 'Force',
    difficulty_level: 'intermediate',
    duration_weeks: 8,
    deload_every_weeks: null,
    created_by: 1,
    updated_at: '2026-11-27T10:00:00.000Z',
    followers_count: 2,
  },
  sessions: [
    {
      id: 31,
      title: 'Haut du corps',
      day_number: 1,
      order_index: 1,
      notes: null,
      exercises: [
        {
          id: 301,
          exercise_id: 4,
          exercise_name: 'Développé couché',
          muscle_group: 'Pectoraux',
          sets: 4,
          reps: 8,
          reps_max: 12,
          duration_seconds: null,
          rest_time_sec: 90,
          target_weight_kg: 60,
          target_rpe: 8,
          notes: 'prise serrée',
          superset_group: null,
          progression: { type: 'none' },
        },
      ],
    },
  ],
};

const run = (values: EditorValues, ...actions: EditorAction[]) => actions.reduce(editorReducer, values);

describe('formulaire de l’éditeur de programme', () => {
  it('relu tel quel, il renvoie la structure du serveur : rien à enregistrer', () => {
    const values = valuesFromStructure(STRUCTURE);
    const checked = checkEditor(values);
    expect(checked.errors).toBeUndefined();
    expect(checked.body?.sessions[0]).toMatchObject({
      id: 31,
      title: 'Haut du corps',
      day_number: 1,
      exercises: [{ id: 301, exercise_id: 4, reps: 8, reps_max: 12, target_rpe: 8, notes: 'prise serrée' }],
    });
  });

  it('une séance ajoutée, deux exercices groupés : le corps porte l’ordre et le superset', () => {
    const start = valuesFromStructure(STRUCTURE);
    const values = run(start, { type: 'addSession' });
    const added = values.sessions[1]?.key ?? '';
    const built = run(
      values,
      { type: 'sessionField', session: added, field: 'day_number', value: '4' },
      { type: 'addExercise', session: added, exercise: exercise(5, 'Rowing') },
      { type: 'addExercise', session: added, exercise: exercise(6, 'Tractions') },
      { type: 'group', session: added, index: 1 },
      { type: 'moveSession', from: 1, to: 0 },
    );
    const checked = checkEditor(built);
    expect(checked.errors).toBeUndefined();
    expect(checked.body?.sessions.map((session) => session.title)).toEqual(['Séance 2', 'Haut du corps']);
    expect(checked.body?.sessions[0]?.day_number).toBe(4);
    expect(checked.body?.sessions[0]?.exercises.map((row) => row.superset_group)).toEqual([1, 1]);
    expect(JSON.stringify(rawEditorBody(built))).not.toBe(JSON.stringify(rawEditorBody(start)));
  });

  it('chaque erreur a le chemin du champ fautif et la phrase du contrat', () => {
    const values = valuesFromStructure(STRUCTURE);
    const session = values.sessions[0]?.key ?? '';
    const row = values.sessions[0]?.exercises[0]?.key ?? '';
    const wrong = run(
      values,
      { type: 'programField', field: 'title', value: ' ' },
      { type: 'exerciseField', session, exercise: row, field: 'reps_max', value: '6' },
      { type: 'exerciseField', session, exercise: row, field: 'target_rpe', value: '8.3' },
      { type: 'addSession' },
    );
    const { errors } = checkEditor(wrong);
    expect(errors?.['program.title']).toBe(MESSAGES.titleRequired);
    expect(errors?.['sessions.0.exercises.0.reps_max']).toBe(MESSAGES.repsMaxBelowMin);
    expect(errors?.['sessions.0.exercises.0.target_rpe']).toBe(MESSAGES.targetRpeRange);
    expect(errors?.['sessions.1.exercises']).toBe(MESSAGES.exerciseRequired);
    expect(errorsUnder(errors ?? {}, 'sessions.0.exercises.0')).toEqual({
      reps_max: MESSAGES.repsMaxBelowMin,
      target_rpe: MESSAGES.targetRpeRange,
    });
  });

  it('un exercice chronométré envoie sa durée, sans fourchette de répétitions', () => {
    const values = valuesFromStructure(STRUCTURE);
    const session = values.sessions[0]?.key ?? '';
    const row = values.sessions[0]?.exercises[0]?.key ?? '';
    const checked = checkEditor(run(values, { type: 'timed', session, exercise: row, isTimed: true }));
    expect(checked.body?.sessions[0]?.exercises[0]).toMatchObject({ duration_seconds: 30, reps_max: null });
  });

  it('un exercice déjà dans la séance est refusé avec la phrase de la fenêtre de création', () => {
    const session = valuesFromStructure(STRUCTURE).sessions[0];
    if (!session) throw new Error('séance attendue');
    expect(addExerciseRefusal(session, exercise(4, 'Développé couché'))).toBe(MESSAGES.exerciseDuplicate);
    expect(addExerciseRefusal(session, exercise(5, 'Rowing'))).toBeNull();
  });
});
