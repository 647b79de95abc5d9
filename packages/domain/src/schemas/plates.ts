import { z } from 'zod';
import { MESSAGES } from '../constants/messages.ts';
import { BAR_WEIGHTS_KG, PLATE_WEIGHTS_KG } from '../rules/plates.ts';

/** The member's bar and plates (issue 13), kept on their device, edited in the profile. */
export const plateSettingsSchema = z.object({
  bar_kg: z.union(
    BAR_WEIGHTS_KG.map((weight) => z.literal(weight)),
    { error: MESSAGES.barInvalid },
  ),
  plates_kg: z
    .array(
      z.union(
        PLATE_WEIGHTS_KG.map((weight) => z.literal(weight)),
        { error: MESSAGES.platesInvalid },
      ),
    )
    .min(1, { error: MESSAGES.platesInvalid })
    .max(PLATE_WEIGHTS_KG.length, { error: MESSAGES.platesInvalid }),
});
export type PlateSettings = z.infer<typeof plateSettingsSchema>;

export const DEFAULT_PLATE_SETTINGS: PlateSettings = { bar_kg: 20, plates_kg: [...PLATE_WEIGHTS_KG] };

/**
 * The catalogue's barbell exercises (it has no equipment column): the ones whose load the plate
 * calculator opens on.
 */
const BARBELL_EXERCISES = new Set([
  'Développé couché',
  'Développé militaire',
  'Rowing barre',
  'Barre au front',
  'Squat',
  'Squat avant',
  'Soulevé de terre',
  'Soulevé de terre roumain',
  'Hip thrust',
  'Good morning',
  'Thruster',
  'Épaulé-jeté',
]);

export function isBarbellExercise(name: string): boolean {
  return BARBELL_EXERCISES.has(name);
}
