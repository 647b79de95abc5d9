import { describe, expect, it } from 'vitest';
import { MUSCLE_GROUPS } from '../schemas/exercises.ts';
import { muscleSetsQuery } from '../schemas/muscles.ts';
import { bandPosition, type TallyRow, tallyMuscleSets } from './muscle-tally.ts';

const row = (muscle_groups: string[], sets: number, volume_kg: number, extra: Partial<TallyRow> = {}) =>
  ({ muscle_groups, set_type: 'normal', status: 'done', sets, volume_kg, ...extra }) satisfies TallyRow;

const of = (tally: ReturnType<typeof tallyMuscleSets>, group: string) =>
  tally.find((entry) => entry.muscle_group === group);

describe('séries par groupe musculaire (issue 33)', () => {
  it('chaque groupe du catalogue, dans l’ordre, à 0 sans série', () => {
    const tally = tallyMuscleSets([]);
    expect(tally.map((entry) => entry.muscle_group)).toEqual([...MUSCLE_GROUPS]);
    expect(tally.every((entry) => entry.sets === 0 && entry.volume_kg === 0)).toBe(true);
  });

  it('les échauffements et les séries sautées ne comptent jamais', () => {
    const tally = tallyMuscleSets([
      row(['Pectoraux'], 3, 1800),
      row(['Pectoraux'], 2, 400, { set_type: 'warmup' }),
      row(['Pectoraux'], 1, 600, { status: 'skipped' }),
    ]);
    expect(of(tally, 'Pectoraux')).toEqual({ muscle_group: 'Pectoraux', sets: 3, volume_kg: 1800 });
  });

  it('une série dégressive ou à l’échec est une série de travail', () => {
    const tally = tallyMuscleSets([
      row(['Dos'], 3, 900),
      row(['Dos'], 1, 200, { set_type: 'drop' }),
      row(['Dos'], 1, 250, { set_type: 'failure' }),
    ]);
    expect(of(tally, 'Dos')?.sets).toBe(5);
    expect(of(tally, 'Dos')?.volume_kg).toBe(1350);
  });

  it('un superset : les séries de chaque exercice comptent pour son groupe', () => {
    // Curl biceps and extension triceps alternated, 3 rounds: two exercises, 3 sets each.
    const tally = tallyMuscleSets([row(['Biceps'], 3, 360), row(['Triceps'], 3, 450)]);
    expect(of(tally, 'Biceps')?.sets).toBe(3);
    expect(of(tally, 'Triceps')?.sets).toBe(3);
  });

  it('plusieurs groupes : la série compte entière pour chacun, une seule fois par groupe', () => {
    const tally = tallyMuscleSets([row(['Fessiers', 'Ischio-jambiers', 'Fessiers'], 4, 2000)]);
    expect(of(tally, 'Fessiers')).toEqual({ muscle_group: 'Fessiers', sets: 4, volume_kg: 2000 });
    expect(of(tally, 'Ischio-jambiers')).toEqual({
      muscle_group: 'Ischio-jambiers',
      sets: 4,
      volume_kg: 2000,
    });
    expect(of(tally, 'Quadriceps')?.sets).toBe(0);
  });

  it('un groupe hors catalogue est ignoré ; le volume est arrondi au dixième', () => {
    const tally = tallyMuscleSets([
      row(['Nuque'], 3, 100),
      row(['Mollets'], 2, 10.04),
      row(['Mollets'], 1, 0.03),
    ]);
    expect(tally).toHaveLength(MUSCLE_GROUPS.length);
    expect(of(tally, 'Mollets')).toEqual({ muscle_group: 'Mollets', sets: 3, volume_kg: 10.1 });
  });
});

describe('la zone de 10 à 20 séries par semaine', () => {
  it.each([
    [0, 'none'],
    [1, 'below'],
    [9, 'below'],
    [10, 'within'],
    [20, 'within'],
    [21, 'above'],
  ] as const)('%i séries : %s', (sets, position) => {
    expect(bandPosition(sets)).toBe(position);
  });
});

describe('GET /api/progress/muscles?days=', () => {
  it('7 par défaut, 1 à 365, sinon un message en français', () => {
    expect(muscleSetsQuery.parse({})).toEqual({ days: 7 });
    expect(muscleSetsQuery.parse({ days: '365' })).toEqual({ days: 365 });
    for (const days of ['0', '366', '2.5', 'abc', ''])
      expect(muscleSetsQuery.safeParse({ days }).error?.issues[0]?.message).toBe(
        'Le nombre de jours doit être un entier entre 1 et 365',
      );
  });
});
