import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATE_SETTINGS, isBarbellExercise, plateSettingsSchema } from '../schemas/plates.ts';
import { PLATE_WEIGHTS_KG, platesFor } from './plates.ts';
import { formatDecimal } from './units.ts';

describe('calculateur de disques', () => {
  it('102,5 kg sur une barre de 20 kg : 25 + 15 + 1,25, ou 25 + 10 + 5 + 1,25 sans disques de 15', () => {
    expect(platesFor(102.5, 20, PLATE_WEIGHTS_KG)).toEqual({
      loadableKg: 102.5,
      isExact: true,
      perSide: [25, 15, 1.25],
    });
    const withoutFifteen = platesFor(102.5, 20, [25, 20, 10, 5, 2.5, 1.25]);
    expect(withoutFifteen).toEqual({ loadableKg: 102.5, isExact: true, perSide: [25, 10, 5, 1.25] });
    expect(withoutFifteen.perSide.map((plate) => formatDecimal(plate)).join(' + ')).toBe(
      '25 + 10 + 5 + 1,25',
    );
  });

  it('le disque le plus lourd qui laisse compléter, avec la barre choisie', () => {
    expect(platesFor(100, 20, PLATE_WEIGHTS_KG).perSide).toEqual([25, 15]);
    expect(platesFor(140, 20, PLATE_WEIGHTS_KG).perSide).toEqual([25, 25, 10]);
    expect(platesFor(50, 15, PLATE_WEIGHTS_KG).perSide).toEqual([15, 2.5]);
    expect(platesFor(12.5, 10, PLATE_WEIGHTS_KG).perSide).toEqual([1.25]);
    // 20 first would leave 10 kg that 15 kg plates cannot make: 15 + 15.
    expect(platesFor(80, 20, [20, 15])).toEqual({ loadableKg: 80, isExact: true, perSide: [15, 15] });
  });

  it('la charge la plus proche quand l’exacte est impossible (la plus légère à égalité)', () => {
    expect(platesFor(101, 20, PLATE_WEIGHTS_KG)).toEqual({
      loadableKg: 100,
      isExact: false,
      perSide: [25, 15],
    });
    expect(platesFor(101.5, 20, PLATE_WEIGHTS_KG)).toEqual({
      loadableKg: 102.5,
      isExact: false,
      perSide: [25, 15, 1.25],
    });
    // Only 20, 10 and 5 at home: 47,5 kg is 50 kg (15 per side) or 40 kg (10 per side).
    expect(platesFor(47.5, 20, [20, 10, 5])).toEqual({ loadableKg: 50, isExact: false, perSide: [10, 5] });
    expect(platesFor(21.25, 20, [20, 10, 5])).toEqual({ loadableKg: 20, isExact: false, perSide: [] });
  });

  it('à vide ou sous la barre : la barre seule', () => {
    expect(platesFor(20, 20, PLATE_WEIGHTS_KG)).toEqual({ loadableKg: 20, isExact: true, perSide: [] });
    expect(platesFor(12, 20, PLATE_WEIGHTS_KG)).toEqual({ loadableKg: 20, isExact: false, perSide: [] });
    expect(platesFor(60, 20, [])).toEqual({ loadableKg: 20, isExact: false, perSide: [] });
  });
});

describe('réglages de la barre et des disques', () => {
  it('barre de 20, 15 ou 10 kg, au moins un disque connu, messages en français', () => {
    expect(plateSettingsSchema.parse({ bar_kg: 15, plates_kg: [20, 1.25] })).toEqual({
      bar_kg: 15,
      plates_kg: [20, 1.25],
    });
    const messages = (value: unknown) =>
      plateSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ bar_kg: 12, plates_kg: [20] })).toEqual(['Barre invalide (20, 15 ou 10 kg)']);
    const plates = 'Choisissez au moins un disque parmi 25, 20, 15, 10, 5, 2,5 et 1,25 kg';
    expect(messages({ bar_kg: 20, plates_kg: [] })).toEqual([plates]);
    expect(messages({ bar_kg: 20, plates_kg: [3] })).toEqual([plates]);
    expect(DEFAULT_PLATE_SETTINGS).toEqual({ bar_kg: 20, plates_kg: [25, 20, 15, 10, 5, 2.5, 1.25] });
    expect(isBarbellExercise('Soulevé de terre')).toBe(true);
    expect(isBarbellExercise('Pompes')).toBe(false);
  });
});
