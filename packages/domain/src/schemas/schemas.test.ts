import { describe, expect, it } from 'vitest';
import { BODY_MESSAGES } from '../constants/body.ts';
import { MESSAGES } from '../constants/messages.ts';
import { registerBody } from './auth.ts';
import { bodyGoalBody, bodyGoalFormSchema, measurementBody, measurementFormSchema } from './body.ts';
import { trainingPlanBody } from './enrollments.ts';
import { createProgramBody } from './programs.ts';

/** Every error of a parse, as a form shows them: field, message. */
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

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
  it('le créneau à l’envers est signalé avec les autres erreurs, pas après elles', () => {
    expect(
      errorsOf(
        trainingPlanBody.safeParse({
          sessions_per_week: 9,
          time_slot_start: '18:00',
          time_slot_end: '07:00',
        }),
      ),
    ).toEqual([
      ['sessions_per_week', 'Le nombre de séances par semaine doit être compris entre 1 et 7'],
      ['time_slot_end', "L'heure de début doit précéder l'heure de fin"],
    ]);
    // A malformed hour is its field's error only: the order of the slot is not judged on it.
    expect(
      errorsOf(
        trainingPlanBody.safeParse({
          sessions_per_week: 9,
          time_slot_start: '25:00',
          time_slot_end: '07:00',
        }),
      ),
    ).toEqual([
      ['sessions_per_week', 'Le nombre de séances par semaine doit être compris entre 1 et 7'],
      ['time_slot_start', 'Heure invalide (format HH:MM)'],
    ]);
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

describe('règles entre champs : jamais sur autre chose qu’un objet', () => {
  it.each([null, undefined, [], 'texte', 42])('%o est refusé sans que la règle ne lève', (input) => {
    for (const schema of [
      trainingPlanBody,
      bodyGoalBody,
      bodyGoalFormSchema('2026-11-27'),
      measurementBody,
      measurementFormSchema('2026-11-27'),
    ]) {
      expect(schema.safeParse(input).success).toBe(false);
    }
  });
});

describe('formulaires du corps : toutes les erreurs d’un coup', () => {
  it('une mesure datée de demain avec une masse grasse hors bornes : les deux erreurs', () => {
    expect(
      errorsOf(
        measurementFormSchema('2026-11-27').safeParse({
          weight_kg: '72,5',
          height_cm: '175',
          body_fat_percent: '150',
          measurement_date: '2026-11-28',
        }),
      ),
    ).toEqual([
      ['body_fat_percent', BODY_MESSAGES.bodyFatRange],
      ['measurement_date', MESSAGES.dateInFuture],
    ]);
  });
  it('poids et taille manquants avec une masse grasse hors bornes : les trois erreurs', () => {
    expect(errorsOf(measurementBody.safeParse({ body_fat_percent: '150' }))).toEqual([
      ['body_fat_percent', BODY_MESSAGES.bodyFatRange],
      ['weight_kg', BODY_MESSAGES.weightHeightRequired],
      ['height_cm', BODY_MESSAGES.weightHeightRequired],
    ]);
  });
  it('un objectif qui commence demain et finit avant de commencer, avec une cible hors bornes', () => {
    expect(
      errorsOf(
        bodyGoalFormSchema('2026-11-27').safeParse({
          goal_type: 'weight_loss',
          target_weight_kg: '1000',
          start_date: '2026-11-28',
          target_date: '2026-11-20',
        }),
      ),
    ).toEqual([
      ['target_weight_kg', BODY_MESSAGES.weightRange],
      ['target_date', BODY_MESSAGES.targetBeforeStart],
      ['start_date', BODY_MESSAGES.startInFuture],
    ]);
  });
});
