/**
 * Spec §5: BMI = weight / (height in metres)², one decimal. The server stores what this answers;
 * the form shows it live as the member types.
 */
export function computeBmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

type BmiCategory = 'Sous-poids' | 'Poids normal' | 'Surpoids' | 'Obésité';

/** Spec §5: under 18.5 Sous-poids, under 25 Poids normal, under 30 Surpoids, otherwise Obésité. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Sous-poids';
  if (bmi < 25) return 'Poids normal';
  if (bmi < 30) return 'Surpoids';
  return 'Obésité';
}
