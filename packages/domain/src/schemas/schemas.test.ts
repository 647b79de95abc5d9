import { describe, expect, it } from 'vitest';
import { registerBody } from './auth.ts';
import { trainingPlanBody } from './enrollments.ts';
import { createProgramBody } from './programs.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createProgramBody (spec §5)', () => {
  it('applique les valeurs par défaut', () => {
    const parsed = createProgramBody.parse({ title: 'Mon plan', exercises: [{ exercise_id: 4 }] });
    expect(parsed).toMatchObject({ difficulty_level: 'beginner', duration_weeks: 4 });
    expect(parsed.exercises?.[0]).toEqual({ exercise_id: 4, sets: 3, reps: 12, rest_time_sec: 60 });
  });
  it.each([
    [{ title: '  ' }, 'Le titre est obligatoire'],
    [{ title: 'A', exercises: [] }, 'Ajoutez au moins un exercice'],
    [{ title: 'A', exercises: [{ exercise_id: 1 }, { exercise_id: 1 }] }, 'Cet exercice est déjà ajouté'],
    [{ title: 'A', duration_weeks: 53 }, 'La durée doit être comprise entre 1 et 52 semaines'],
    [
      { title: 'A', exercises: [{ exercise_id: 1, sets: 11 }] },
      'Le nombre de séries doit être compris entre 1 et 10',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, reps: 0 }] },
      'Le nombre de répétitions doit être compris entre 1 et 100',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, rest_time_sec: 301 }] },
      'Le repos doit être compris entre 0 et 300 secondes',
    ],
    [
      { title: 'A', exercises: [{ exercise_id: 1, rest_time_sec: 50 }] },
      'Le repos doit être un multiple de 15 secondes',
    ],
    [{ title: 'A', difficulty_level: 'expert' }, 'Niveau invalide (débutant, intermédiaire ou avancé)'],
  ])('%o → %s', (input, message) => {
    expect(firstMessage(createProgramBody.safeParse(input))).toBe(message);
  });
});

describe('trainingPlanBody', () => {
  it('refuse un créneau dont le début suit la fin', () => {
    const result = trainingPlanBody.safeParse({
      sessions_per_week: 3,
      time_slot_start: '09:00',
      time_slot_end: '08:00',
    });
    expect(firstMessage(result)).toBe("L'heure de début doit précéder l'heure de fin");
  });
  it('refuse un créneau à moitié rempli et une heure mal formée', () => {
    expect(firstMessage(trainingPlanBody.safeParse({ sessions_per_week: 3, time_slot_start: '09:00' }))).toBe(
      'Indiquez une heure de début et une heure de fin',
    );
    expect(
      firstMessage(
        trainingPlanBody.safeParse({
          sessions_per_week: 3,
          time_slot_start: '25:00',
          time_slot_end: '26:00',
        }),
      ),
    ).toBe('Heure invalide (format HH:MM)');
  });
  it('borne les séances par semaine entre 1 et 7', () => {
    expect(trainingPlanBody.safeParse({ sessions_per_week: 8 }).success).toBe(false);
    expect(trainingPlanBody.parse({ sessions_per_week: 7 }).training_days).toEqual([]);
  });
});

describe('registerBody', () => {
  it('normalise l’email', () => {
    expect(
      registerBody.parse({ email: ' A@B.FR ', password: '12345678', first_name: 'a', last_name: 'b' }).email,
    ).toBe('a@b.fr');
  });

  it('un prénom ou un nom trop long : le message nomme le bon champ', () => {
    const messagesOf = (names: { first_name: string; last_name: string }) =>
      registerBody
        .safeParse({ email: 'a@b.fr', password: 'k9#vQ2!m', ...names })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messagesOf({ first_name: 'é'.repeat(81), last_name: 'Martin' })).toEqual([
      ['first_name', 'Le prénom ne doit pas dépasser 80 caractères'],
    ]);
    expect(messagesOf({ first_name: 'Léa', last_name: 'é'.repeat(81) })).toEqual([
      ['last_name', 'Le nom ne doit pas dépasser 80 caractères'],
    ]);
  });
});
