import { describe, expect, it } from 'vitest';
import { formatSlot, formatTrainingDays, sessionsPerWeekLabel } from './schedule-format.ts';

describe('schedule-format', () => {
  it('coupe les secondes du créneau, ou dit « Flexible »', () => {
    const slot = { is_time_specific: true, time_slot_start: '07:00:00', time_slot_end: '08:30:00' };
    expect(formatSlot(slot)).toBe('07:00 – 08:30');
    expect(formatSlot(slot, ' - ')).toBe('07:00 - 08:30');
    expect(formatSlot({ is_time_specific: false, time_slot_start: null, time_slot_end: null })).toBe(
      'Flexible',
    );
  });

  it('nomme les jours dans l’ordre de la semaine', () => {
    expect(formatTrainingDays([5, 1, 3])).toBe('Lun · Mer · Ven');
    expect(formatTrainingDays([])).toBe('');
  });

  it('accorde le nombre de séances', () => {
    expect(sessionsPerWeekLabel(1)).toBe('1\u00A0séance par semaine');
    expect(sessionsPerWeekLabel(3)).toBe('3\u00A0séances par semaine');
  });
});
