import { describe, expect, it } from 'vitest';
import { workoutFigures } from './workout-figures.ts';

const NBSP = '\u00A0';
const shown = (figures: ReturnType<typeof workoutFigures>) =>
  figures.map(({ label, value }) => `${label} ${value}`);

describe('workoutFigures', () => {
  it('une séance chargée : durée, volume, séries et records', () => {
    const figures = workoutFigures({ durationMinutes: 52, volumeKg: 1640, setsDone: 3, records: 1 });
    expect(shown(figures)).toEqual([`Durée 52${NBSP}min`, `Volume 1640${NBSP}kg`, 'Séries 3', 'Record 1']);
  });

  it('une séance au poids du corps ne dit pas « 0 kg » : ses séries et ses minutes le remplacent', () => {
    const figures = workoutFigures({ durationMinutes: 30, volumeKg: 0, setsDone: 12, records: 0 });
    expect(shown(figures)).toEqual([`Durée 30${NBSP}min`, 'Séries 12', 'Record 0']);
    expect(
      shown(workoutFigures({ durationMinutes: 30, volumeKg: 0, setsDone: 1, records: 2 }, true)),
    ).toEqual([`Durée 30${NBSP}min`, 'Série 1', 'Records 2']);
  });

  it('la carte à partager (trois tuiles) garde le volume quand il y en a un', () => {
    const figures = workoutFigures({ durationMinutes: 42, volumeKg: 740.04, setsDone: 4, records: 0 }, true);
    expect(shown(figures)).toEqual([`Durée 42${NBSP}min`, `Volume 740${NBSP}kg`, 'Record 0']);
  });

  it('une séance enregistrée sans série (ses minutes seules) ne dit que sa durée, pas « Série 0 »', () => {
    const figures = workoutFigures({ durationMinutes: 25, volumeKg: 0, setsDone: 0, records: 0 });
    expect(shown(figures)).toEqual([`Durée 25${NBSP}min`]);
    expect(
      shown(workoutFigures({ durationMinutes: 25, volumeKg: 0, setsDone: 0, records: 0 }, true)),
    ).toEqual([`Durée 25${NBSP}min`]);
  });
});
