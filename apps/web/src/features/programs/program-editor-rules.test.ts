import { type Exercise, MESSAGES, type ProgramStructure } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { checkEditor, errorsUnder } from './program-editor-check.ts';
import { type EditorAction, editorReducer } from './program-editor-state.ts';
import { type EditorValues, valuesFromStructure } from './program-editor-values.ts';

/** Issue 31 in the editor: each exercise's « Progression » and the programme's deload rhythm. */

const exercise = (id: number, name: string): Exercise => ({
  id,
  name,
  type: 'strength',
  muscle_group: 'Jambes',
  category: 'Force',
});

const STRUCTURE: ProgramStructure = {
  program: {
    id: 9,
    title: 'Force',
    description: null,
    goal: null,
    difficulty_level: 'intermediate',
    duration_weeks: 8,
    deload_every_weeks: null,
    created_by: 1,
    updated_at: '2026-11-27T10:00:00.000Z',
    followers_count: 0,
  },
  sessions: [{ id: 31, title: 'Séance A', day_number: 1, order_index: 1, notes: null, exercises: [] }],
};

const run = (values: EditorValues, ...actions: EditorAction[]) => actions.reduce(editorReducer, values);

/** A session holding only `name`, its row's key, and a way to act on that row. */
function withExercise(name: string) {
  const start = valuesFromStructure(STRUCTURE);
  const session = start.sessions[0]?.key ?? '';
  const values = run(start, { type: 'addExercise', session, exercise: exercise(5, name) });
  const row = values.sessions[0]?.exercises[0]?.key ?? '';
  return { values, session, row };
}

const firstBodyExercise = (values: EditorValues) => checkEditor(values).body?.sessions[0]?.exercises[0];

describe('progression dans l’éditeur de programme', () => {
  for (const [name, increment] of [
    ['Squat barre', 2.5],
    ['Curl haltères', 1],
    ['Kettlebell swing', 1],
    ['Presse à cuisses', 2.5],
  ] as const) {
    it(`une fourchette de répétitions propose la double progression +${increment} kg (${name})`, () => {
      const { values, session, row } = withExercise(name);
      const ranged = run(values, {
        type: 'exerciseField',
        session,
        exercise: row,
        field: 'reps_max',
        value: '12',
      });
      expect(ranged.sessions[0]?.exercises[0]?.progression).toMatchObject({
        type: 'double',
        increment_kg: String(increment),
      });
      expect(firstBodyExercise(ranged)?.progression).toEqual({ type: 'double', increment_kg: increment });
    });
  }

  it('un exercice au poids du corps reste sans progression quand on fixe une fourchette', () => {
    const { values, session, row } = withExercise('Pompes');
    const ranged = run(values, {
      type: 'exerciseField',
      session,
      exercise: row,
      field: 'reps_max',
      value: '15',
    });
    expect(firstBodyExercise(ranged)?.progression).toEqual({ type: 'none' });
  });

  it('une règle déjà choisie n’est pas remplacée par la proposition', () => {
    const { values, session, row } = withExercise('Squat barre');
    const chosen = run(
      values,
      { type: 'progressionType', session, exercise: row, progressionType: 'linear' },
      { type: 'progressionValue', session, exercise: row, value: '5' },
      { type: 'exerciseField', session, exercise: row, field: 'reps_max', value: '12' },
    );
    expect(firstBodyExercise(chosen)?.progression).toEqual({ type: 'linear', increment_kg: 5 });
  });

  it('« % du 1RM » part de 75 % et envoie son pourcentage', () => {
    const { values, session, row } = withExercise('Squat barre');
    const percent = run(values, {
      type: 'progressionType',
      session,
      exercise: row,
      progressionType: 'percent_1rm',
    });
    expect(firstBodyExercise(percent)?.progression).toEqual({ type: 'percent_1rm', percent: 75 });
  });

  it('un exercice chronométré n’a pas de progression, et n’en reçoit pas', () => {
    const { values, session, row } = withExercise('Squat barre');
    const timed = run(
      values,
      { type: 'progressionType', session, exercise: row, progressionType: 'double' },
      { type: 'timed', session, exercise: row, isTimed: true },
      { type: 'progressionType', session, exercise: row, progressionType: 'linear' },
      { type: 'exerciseField', session, exercise: row, field: 'reps_max', value: '12' },
    );
    expect(timed.sessions[0]?.exercises[0]?.progression.type).toBe('none');
    expect(firstBodyExercise(timed)?.progression).toEqual({ type: 'none' });
  });

  it('un incrément ou un pourcentage hors bornes est refusé sous son champ, avec la phrase du contrat', () => {
    const { values, session, row } = withExercise('Squat barre');
    const wrongIncrement = run(
      values,
      { type: 'progressionType', session, exercise: row, progressionType: 'double' },
      { type: 'progressionValue', session, exercise: row, value: '25' },
    );
    const { errors } = checkEditor(wrongIncrement);
    expect(errors?.['sessions.0.exercises.0.progression.increment_kg']).toBe(MESSAGES.incrementRange);
    expect(errorsUnder(errors ?? {}, 'sessions.0.exercises.0')).toEqual({
      'progression.increment_kg': MESSAGES.incrementRange,
    });
    const wrongPercent = run(
      values,
      { type: 'progressionType', session, exercise: row, progressionType: 'percent_1rm' },
      { type: 'progressionValue', session, exercise: row, value: '30' },
    );
    expect(checkEditor(wrongPercent).errors?.['sessions.0.exercises.0.progression.percent']).toBe(
      MESSAGES.percentRange,
    );
  });

  it('la décharge toutes les N semaines : vide = jamais, 4 est envoyé, 2 est refusé', () => {
    const { values } = withExercise('Squat barre');
    expect(checkEditor(values).body?.program?.deload_every_weeks).toBeNull();
    const every = (value: string) =>
      run(values, { type: 'programField', field: 'deload_every_weeks', value });
    expect(checkEditor(every('4')).body?.program?.deload_every_weeks).toBe(4);
    expect(checkEditor(every('2')).errors?.['program.deload_every_weeks']).toBe(MESSAGES.deloadEveryRange);
  });
});
