import type { MuscleSets } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { BAND_TEXT, regionLabel, topGroups, volumeLabel } from './muscles-format.ts';

const entry = (muscle_group: MuscleSets[number]['muscle_group'], sets: number, volume_kg: number) => ({
  muscle_group,
  sets,
  volume_kg,
});

describe('les muscles en mots', () => {
  it('la zone recommandée, telle que l’écran l’écrit', () => {
    expect(BAND_TEXT).toBe('10–20 séries par semaine recommandées pour la croissance');
  });

  it('le nom d’une région : séries, volume (fr-FR) et repère', () => {
    expect(regionLabel(entry('Pectoraux', 12, 19821.5))).toBe(
      'Pectoraux : 12\u00a0séries, 19\u202f822\u00a0kg, dans la zone',
    );
    expect(regionLabel(entry('Abdominaux', 1, 0))).toBe('Abdominaux : 1\u00a0série, moins de 10');
    expect(regionLabel(entry('Dos', 0, 0))).toBe('Dos : 0\u00a0série, aucune série');
    expect(regionLabel(entry('Quadriceps', 24, 8000))).toBe(
      'Quadriceps : 24\u00a0séries, 8000\u00a0kg, plus de 20',
    );
    expect(volumeLabel(0)).toBe('—');
  });

  it('les groupes les plus travaillés d’abord, sans les groupes à 0', () => {
    const top = topGroups(
      [entry('Dos', 6, 1000), entry('Biceps', 0, 0), entry('Pectoraux', 9, 2000), entry('Triceps', 6, 1200)],
      2,
    );
    expect(top.map((group) => group.muscle_group)).toEqual(['Pectoraux', 'Triceps']);
  });
});
