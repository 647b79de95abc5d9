import {
  BODY_LIMITS,
  bmiCategory,
  computeBmi,
  type MeasurementBody,
  measurementFormSchema,
  parisDay,
} from '@elan/domain';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors.ts';
import { parseDecimal } from './body-format.ts';

/** Every field of spec §3's measurement, kept as typed (« 72,5 » stays text until sent). */
export const MEASUREMENT_FIELDS = [
  { name: 'weight_kg', label: 'Poids', unit: 'kg', isRequired: true },
  { name: 'height_cm', label: 'Taille', unit: 'cm', isRequired: true },
  { name: 'body_fat_percent', label: 'Masse grasse', unit: '%' },
  { name: 'lean_mass_percent', label: 'Masse maigre', unit: '%' },
  { name: 'muscle_mass_kg', label: 'Masse musculaire', unit: 'kg' },
  { name: 'waist_cm', label: 'Tour de taille', unit: 'cm' },
  { name: 'chest_cm', label: 'Tour de poitrine', unit: 'cm' },
  { name: 'hips_cm', label: 'Tour de hanches', unit: 'cm' },
  { name: 'arms_cm', label: 'Tour de bras', unit: 'cm' },
  { name: 'thighs_cm', label: 'Tour de cuisse', unit: 'cm' },
] as const;

type MeasurementFieldName = (typeof MEASUREMENT_FIELDS)[number]['name'];
export type MeasurementValues = Record<MeasurementFieldName | 'notes' | 'measurement_date', string>;

/** An empty form dated today, the height carried over from the last measurement. */
export function emptyMeasurement(lastHeightCm?: number): MeasurementValues {
  const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field.name, ''])) as MeasurementValues;
  return {
    ...values,
    height_cm: lastHeightCm ? String(lastHeightCm).replace('.', ',') : '',
    notes: '',
    measurement_date: parisDay(new Date()),
  };
}

type MeasurementCheck = { body: MeasurementBody; errors?: never } | { body?: never; errors: FieldErrors };

/** The server's schema decides (spec §5 texts), before any call; empty optional fields go as null. */
export function checkMeasurement(values: MeasurementValues): MeasurementCheck {
  const parsed = measurementFormSchema(parisDay(new Date())).safeParse(values);
  if (!parsed.success) return { errors: fieldErrorsFrom(parsed.error) };
  return { body: parsed.data };
}

/** The BMI and its category as the member types, once weight and height are plausible. */
export function liveBmi(values: Pick<MeasurementValues, 'weight_kg' | 'height_cm'>) {
  const weight = parseDecimal(values.weight_kg);
  const height = parseDecimal(values.height_cm);
  const { weightKg, heightCm } = BODY_LIMITS;
  if (weight === undefined || weight < weightKg.min || weight > weightKg.max) return undefined;
  if (height === undefined || height < heightCm.min || height > heightCm.max) return undefined;
  const bmi = computeBmi(weight, height);
  return { bmi, category: bmiCategory(bmi) };
}
