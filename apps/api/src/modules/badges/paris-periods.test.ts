import { describe, expect, it } from 'vitest';
import { parisDayCache, parisWeekCache } from './paris-periods.ts';

describe('semaine et jour de Paris gardés en mémoire', () => {
  it('la semaine du changement d’heure : du lundi 0 h (UTC+2) au lundi suivant 0 h (UTC+1)', () => {
    const weekOf = parisWeekCache();
    // Sunday 25 October 2026 is the night Paris goes from UTC+2 back to UTC+1.
    expect(weekOf(new Date('2026-10-21T10:00:00Z'))).toEqual({
      start: '2026-10-19',
      from: new Date('2026-10-18T22:00:00Z'),
      to: new Date('2026-10-25T23:00:00Z'),
    });
    // Sunday 23:59 in Paris is still that week; Monday 0:00 opens the next one.
    expect(weekOf(new Date('2026-10-25T22:59:00Z')).start).toBe('2026-10-19');
    expect(weekOf(new Date('2026-10-25T23:00:00Z')).start).toBe('2026-10-26');
  });

  it('une horloge qui recule retrouve la semaine et le jour d’avant, jamais ceux gardés', () => {
    const weekOf = parisWeekCache();
    const dayOf = parisDayCache();
    expect(weekOf(new Date('2026-11-23T08:00:00Z')).start).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-22T22:59:59Z')).start).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-23T08:00:00Z')).start).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-21T23:30:00Z'))).toEqual({
      start: '2026-11-22',
      from: new Date('2026-11-21T23:00:00Z'),
      to: new Date('2026-11-22T23:00:00Z'),
    });
    expect(dayOf(new Date('2026-11-21T22:59:00Z')).start).toBe('2026-11-21');
    expect(dayOf(new Date('2026-11-22T22:59:00Z')).start).toBe('2026-11-22');
  });
});
