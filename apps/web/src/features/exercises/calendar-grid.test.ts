import { exerciseEquipment } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { buildCalendarGrid, calendarSummary, cellLabel, DAY_LABELS, heatLevel } from './calendar-grid.ts';

const NB = '\u00A0';

describe('calendrier de l’année', () => {
  it('des colonnes de semaines du lundi au dimanche, vides hors de la période', () => {
    // 2026-11-26 is a Thursday, 2026-12-08 a Tuesday.
    const grid = buildCalendarGrid({
      from: '2026-11-26',
      to: '2026-12-08',
      days: [
        { date: '2026-11-26', count: 1 },
        { date: '2026-12-01', count: 5 },
      ],
    });
    expect(grid.weeks).toHaveLength(3);
    expect(grid.weeks[0]?.slice(0, 4)).toEqual([
      null,
      null,
      null,
      { date: '2026-11-26', count: 1, level: 1 },
    ]);
    expect(grid.weeks[1]?.[1]).toEqual({ date: '2026-12-01', count: 5, level: 4 });
    expect(grid.weeks[2]?.slice(1, 3)).toEqual([{ date: '2026-12-08', count: 0, level: 0 }, null]);
    expect(grid.months).toEqual([{ column: 1, label: 'déc.' }]);
  });

  it('les mois en français, janvier compris', () => {
    const grid = buildCalendarGrid({ from: '2025-11-26', to: '2026-11-25', days: [] });
    expect(grid.weeks).toHaveLength(53);
    expect(grid.months.map((month) => month.label)).toEqual([
      'déc.',
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
    ]);
    expect(DAY_LABELS).toEqual(['lun.', '', 'mer.', '', 'ven.', '', '']);
  });

  it('niveaux, libellés et texte de remplacement', () => {
    expect([0, 1, 2, 3, 4, 9].map(heatLevel)).toEqual([0, 1, 2, 3, 4, 4]);
    expect(cellLabel({ date: '2026-11-17', count: 2 })).toBe(`2${NB}séances le 17 novembre 2026`);
    expect(cellLabel({ date: '2026-11-18', count: 0 })).toBe('Repos le 18 novembre 2026');
    const calendar = { user_id: 1, from: '2025-11-26', to: '2026-11-25' };
    expect(
      calendarSummary({
        ...calendar,
        days: [
          { date: '2026-11-17', count: 2 },
          { date: '2026-11-18', count: 1 },
        ],
        total: 3,
      }),
    ).toBe(`3${NB}séances sur 2${NB}jours, du 26 nov. 2025 au 25 nov. 2026.`);
    expect(calendarSummary({ ...calendar, days: [], total: 0 })).toBe(
      'Aucune séance du 26 nov. 2025 au 25 nov. 2026.',
    );
  });
});

describe('matériel d’un exercice', () => {
  it('lu dans son nom', () => {
    expect(exerciseEquipment('Développé couché')).toBe('barre');
    expect(exerciseEquipment('Écarté haltères')).toBe('halteres');
    expect(exerciseEquipment('Presse à cuisses')).toBe('machine');
    expect(exerciseEquipment('Curl marteau')).toBe('halteres');
    expect(exerciseEquipment('Face pull')).toBe('machine');
    expect(exerciseEquipment('Pompes')).toBe('poids_du_corps');
    expect(exerciseEquipment('Curl nordique')).toBe('poids_du_corps');
  });
});
