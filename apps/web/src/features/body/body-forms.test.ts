import { addDays, BODY_MESSAGES, MESSAGES, parisDay } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { checkGoal, emptyGoal } from './goal-form.ts';
import { checkMeasurement, emptyMeasurement, liveBmi } from './measurement-form.ts';

const tomorrow = () => addDays(parisDay(new Date()), 1);

describe('formulaire de mesure', () => {
  it('les textes du §5, avant tout appel', () => {
    // Each missing field says so, the others' errors beside it.
    expect(checkMeasurement(emptyMeasurement()).errors).toEqual({
      weight_kg: BODY_MESSAGES.weightHeightRequired,
      height_cm: BODY_MESSAGES.weightHeightRequired,
    });
    expect(checkMeasurement({ ...emptyMeasurement(180), body_fat_percent: '150' }).errors).toEqual({
      weight_kg: BODY_MESSAGES.weightHeightRequired,
      body_fat_percent: BODY_MESSAGES.bodyFatRange,
    });
    expect(checkMeasurement({ ...emptyMeasurement(180), weight_kg: '10' }).errors).toEqual({
      weight_kg: BODY_MESSAGES.weightRange,
    });
    expect(checkMeasurement({ ...emptyMeasurement(80), weight_kg: '70' }).errors).toEqual({
      height_cm: BODY_MESSAGES.heightRange,
    });
    expect(
      checkMeasurement({ ...emptyMeasurement(180), weight_kg: '70', measurement_date: tomorrow() }).errors,
    ).toEqual({ measurement_date: MESSAGES.dateInFuture });
  });

  it('accepte la virgule et envoie null pour les champs vides', () => {
    const { body } = checkMeasurement({ ...emptyMeasurement(175), weight_kg: '72,5', waist_cm: '81.5' });
    expect(body).toMatchObject({ weight_kg: 72.5, height_cm: 175, waist_cm: 81.5, body_fat_percent: null });
  });

  it('IMC et catégorie en direct', () => {
    expect(liveBmi({ weight_kg: '72,5', height_cm: '175' })).toEqual({ bmi: 23.7, category: 'Poids normal' });
    expect(liveBmi({ weight_kg: '10', height_cm: '175' })).toBeUndefined();
    expect(liveBmi({ weight_kg: '95', height_cm: '' })).toBeUndefined();
  });
});

describe('formulaire d’objectif', () => {
  it('date cible et objectif chiffré requis', () => {
    expect(checkGoal({ ...emptyGoal(), target_weight_kg: '70' }).errors).toEqual({
      target_date: BODY_MESSAGES.targetDateRequired,
    });
    expect(checkGoal({ ...emptyGoal(), target_date: tomorrow() }).errors).toEqual({
      target_weight_kg: BODY_MESSAGES.numericTargetRequired,
    });
    expect(
      checkGoal({ ...emptyGoal(), target_weight_kg: '70,5', target_date: tomorrow() }).body,
    ).toMatchObject({
      target_weight_kg: 70.5,
      target_body_fat_percent: null,
    });
  });
});
