import { type Enrollment, MESSAGES } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { checkTrainingPlan, planValuesFrom, toggleDay } from './training-plan-form.ts';

const ENROLLMENT: Enrollment = {
  id: 9,
  user_id: 1,
  program_id: 2,
  status: 'active',
  sessions_per_week: 3,
  training_days: [5, 1],
  time_slot_start: '07:00:00',
  time_slot_end: '08:00:00',
  target_duration_minutes: 45,
  enrolled_at: '2026-01-01T00:00:00.000Z',
};

describe('formulaire du planning', () => {
  it('reprend le planning enregistré, heures en HH:MM', () => {
    expect(planValuesFrom(ENROLLMENT)).toEqual({
      training_days: [1, 5],
      sessions_per_week: '3',
      time_slot_start: '07:00',
      time_slot_end: '08:00',
      target_duration_minutes: '45',
    });
  });

  it('ajoute et retire un jour en gardant l’ordre de la semaine', () => {
    expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('envoie un créneau vide comme flexible', () => {
    const values = { ...planValuesFrom(ENROLLMENT), time_slot_start: '', time_slot_end: '' };
    expect(checkTrainingPlan(values).body).toEqual({
      training_days: [1, 5],
      sessions_per_week: 3,
      time_slot_start: null,
      time_slot_end: null,
      target_duration_minutes: 45,
    });
  });

  it('dit en français ce qui ne va pas', () => {
    const base = planValuesFrom(ENROLLMENT);
    expect(checkTrainingPlan({ ...base, sessions_per_week: '8' }).errors).toEqual({
      sessions_per_week: MESSAGES.sessionsPerWeekRange,
    });
    expect(checkTrainingPlan({ ...base, time_slot_end: '' }).errors).toEqual({
      time_slot_end: MESSAGES.timeSlotIncomplete,
    });
    expect(checkTrainingPlan({ ...base, time_slot_end: '06:00' }).errors).toEqual({
      time_slot_end: MESSAGES.timeSlotOrder,
    });
    expect(checkTrainingPlan({ ...base, target_duration_minutes: '2' }).errors).toEqual({
      target_duration_minutes: MESSAGES.targetDurationRange,
    });
  });
});
