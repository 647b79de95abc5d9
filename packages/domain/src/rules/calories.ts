/**
 * Calories of a completion (issue 33, decision 118): Keytel et al. 2005 when heart rate, weight,
 * age and sex are known, otherwise MET × weight × hours with the session's kind's MET.
 */

/** A session's kind, from the types of the exercises it logged (decision 118). */
export type SessionKind = 'strength' | 'hiit' | 'cardio' | 'mobility';

/**
 * METs from the Compendium of Physical Activities (Ainsworth et al. 2011; same values in the
 * 2024 adult compendium): 02054 resistance training, multiple exercises 8–15 reps (3.5); 02040
 * circuit training with minimal rest, vigorous (8.0); 02010/02071 stationary cycling or rowing,
 * general (7.0); 02101 stretching, mild (2.3).
 */
export const SESSION_KIND_METS: Record<SessionKind, number> = {
  strength: 3.5,
  hiit: 8,
  cardio: 7,
  mobility: 2.3,
};

/** The weight used when the member has recorded none (then the answer says so). */
export const DEFAULT_CALORIE_WEIGHT_KG = 70;

export type Sex = 'male' | 'female';

/** The profile's free-text `gender` read as a sex Keytel's equations know; null otherwise. */
export function sexOf(gender: string | null | undefined): Sex | null {
  const value = gender?.trim().toLowerCase();
  if (!value) return null;
  if (['m', 'h', 'male', 'man', 'homme', 'masculin'].includes(value)) return 'male';
  if (['f', 'female', 'woman', 'femme', 'féminin', 'feminin'].includes(value)) return 'female';
  return null;
}

/**
 * Keytel LR, Goedecke JH, Noakes TD et al. « Prediction of energy expenditure from heart rate
 * monitoring during submaximal exercise », J Sports Sci 2005;23(3):289–297, equation without
 * VO2max, in kJ/min: men −55.0969 + 0.6309 HR + 0.1988 W + 0.2017 A; women −20.4022 + 0.4472 HR
 * − 0.1263 W + 0.074 A; ÷ 4.184 for kcal. Never below zero (a low average at rest).
 */
export function keytelCalories(input: {
  sex: Sex;
  averageHeartRate: number;
  weightKg: number;
  age: number;
  minutes: number;
}): number {
  const { sex, averageHeartRate: hr, weightKg: w, age: a, minutes } = input;
  const kjPerMinute =
    sex === 'male'
      ? -55.0969 + 0.6309 * hr + 0.1988 * w + 0.2017 * a
      : -20.4022 + 0.4472 * hr - 0.1263 * w + 0.074 * a;
  return Math.max(0, Math.round((kjPerMinute / 4.184) * minutes));
}

/** MET × weight (kg) × hours: 1 MET is 1 kcal per kg per hour. */
export function metCalories(kind: SessionKind, weightKg: number, minutes: number): number {
  return Math.round(SESSION_KIND_METS[kind] * weightKg * (minutes / 60));
}

/**
 * How a completion's calories were estimated: `heart_rate` (Keytel), `met` (MET, the member's
 * weight), `default_weight` (MET or nothing better, with 70 kg: the member has no weight).
 */
export const CALORIE_ESTIMATES = ['heart_rate', 'met', 'default_weight'] as const;
export type CalorieEstimate = (typeof CALORIE_ESTIMATES)[number];

/** The note the web shows beside calories estimated with the default weight. */
export const DEFAULT_WEIGHT_CALORIES_NOTE = `Estimé avec ${DEFAULT_CALORIE_WEIGHT_KG}\u00A0kg : ajoute ton poids pour un calcul plus juste`;

/** A completion's calories from what is known of it and of its member (decision 118). */
export function estimateCalories(input: {
  kind: SessionKind;
  minutes: number;
  averageHeartRate: number | null;
  weightKg: number | null;
  age: number | null;
  sex: Sex | null;
}): { calories: number; estimate: CalorieEstimate } {
  const { kind, minutes, averageHeartRate, weightKg, age, sex } = input;
  if (weightKg == null) {
    return { calories: metCalories(kind, DEFAULT_CALORIE_WEIGHT_KG, minutes), estimate: 'default_weight' };
  }
  if (averageHeartRate != null && age != null && sex != null) {
    return {
      calories: keytelCalories({ sex, averageHeartRate, weightKg, age, minutes }),
      estimate: 'heart_rate',
    };
  }
  return { calories: metCalories(kind, weightKg, minutes), estimate: 'met' };
}

/** Exercise types of the catalogue (EXERCISE_TYPES) each read as a session kind. */
const KIND_BY_EXERCISE_TYPE: Record<string, SessionKind> = {
  force: 'strength',
  gainage: 'strength',
  cardio: 'cardio',
  pliometrie: 'hiit',
  mobilite: 'mobility',
};

/**
 * A session's kind: the kind most of its done sets belong to (by their exercise's type), strength
 * on a tie or without sets — the lowest MET of a gym session but mobility's, never an overstatement.
 */
export function sessionKindOf(exerciseTypes: readonly string[]): SessionKind {
  const counts = new Map<SessionKind, number>();
  for (const type of exerciseTypes) {
    const kind = KIND_BY_EXERCISE_TYPE[type] ?? 'strength';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best: SessionKind = 'strength';
  let bestCount = counts.get('strength') ?? 0;
  for (const [kind, count] of counts) {
    if (count > bestCount) {
      best = kind;
      bestCount = count;
    }
  }
  return best;
}
