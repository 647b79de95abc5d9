import type { WeeklyVolume } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { chartMetric, volumeInWords, workInWords } from './weekly-volume-format.ts';

const week = (week_start: string, volume_kg: number, sets: number, minutes: number, sessions: number) => ({
  week_start,
  volume_kg,
  sets,
  minutes,
  sessions,
});

describe('volume par semaine en mots', () => {
  it('une semaine chargée dit ses kilos, groupés par milliers à partir de cinq chiffres', () => {
    const weeks: WeeklyVolume = [week('2026-11-09', 0, 0, 0, 0), week('2026-11-16', 19821.5, 40, 95, 2)];
    expect(chartMetric(weeks)).toBe('volume_kg');
    expect(volumeInWords(weeks)).toBe(
      'Cette semaine : 19\u202F821,5\u00A0kg. Sur 12 semaines : 19\u202F821,5\u00A0kg en 2\u00A0séances.',
    );
  });

  it('une semaine au poids du corps dit ses séries et ses minutes, pas « 0 kg »', () => {
    const weeks: WeeklyVolume = [week('2026-11-09', 0, 1, 20, 1), week('2026-11-16', 0, 24, 45, 2)];
    expect(chartMetric(weeks)).toBe('sets');
    expect(workInWords(week('2026-11-16', 0, 24, 45, 2))).toBe('24\u00A0séries et 45\u00A0min');
    expect(volumeInWords(weeks)).toBe(
      'Cette semaine : 24\u00A0séries et 45\u00A0min. Sur 12 semaines : 25\u00A0séries et 65\u00A0min en 3\u00A0séances.',
    );
  });

  it('des séances sans séries notées disent leurs minutes, et les barres aussi', () => {
    const weeks: WeeklyVolume = [week('2026-11-16', 0, 0, 168, 4)];
    expect(chartMetric(weeks)).toBe('minutes');
    expect(volumeInWords(weeks)).toBe(
      'Cette semaine : 168\u00A0min. Sur 12 semaines : 168\u00A0min en 4\u00A0séances.',
    );
  });

  it('sans séance, rien que 0 kg', () => {
    expect(volumeInWords([week('2026-11-16', 0, 0, 0, 0)])).toBe(
      'Cette semaine : 0\u00A0kg. Sur 12 semaines : 0\u00A0kg en 0\u00A0séance.',
    );
  });
});
