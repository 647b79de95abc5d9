import { describe, expect, it } from 'vitest';
import {
  estimateCalories,
  keytelCalories,
  metCalories,
  SESSION_KIND_METS,
  sessionKindOf,
  sexOf,
} from './calories.ts';

describe('Keytel et al. 2005', () => {
  it('homme de 30 ans, 80 kg, 150 bpm pendant 60 min', () => {
    // (−55.0969 + 0.6309×150 + 0.1988×80 + 0.2017×30) = 61.4931 kJ/min → 14.697 kcal/min → 882 kcal.
    expect(keytelCalories({ sex: 'male', averageHeartRate: 150, weightKg: 80, age: 30, minutes: 60 })).toBe(
      882,
    );
  });

  it('femme de 30 ans, 60 kg, 150 bpm pendant 60 min', () => {
    // (−20.4022 + 0.4472×150 − 0.1263×60 + 0.074×30) = 41.3198 kJ/min → 9.876 kcal/min → 593 kcal.
    expect(keytelCalories({ sex: 'female', averageHeartRate: 150, weightKg: 60, age: 30, minutes: 60 })).toBe(
      593,
    );
  });

  it('jamais négatif pour une fréquence de repos', () => {
    expect(keytelCalories({ sex: 'male', averageHeartRate: 40, weightKg: 50, age: 20, minutes: 30 })).toBe(0);
  });
});

describe('MET × poids × heures', () => {
  it('les valeurs du Compendium par type de séance', () => {
    expect(SESSION_KIND_METS).toEqual({ strength: 3.5, hiit: 8, cardio: 7, mobility: 2.3 });
  });

  it('musculation 3,5 MET, 70 kg, 1 h → 245 kcal ; HIIT 8 MET, 80 kg, 30 min → 320 kcal', () => {
    expect(metCalories('strength', 70, 60)).toBe(245);
    expect(metCalories('hiit', 80, 30)).toBe(320);
    expect(metCalories('mobility', 60, 45)).toBe(104);
  });

  it('le type de séance suit la majorité de ses séries', () => {
    expect(sessionKindOf(['force', 'force', 'cardio'])).toBe('strength');
    expect(sessionKindOf(['pliometrie', 'pliometrie', 'force'])).toBe('hiit');
    expect(sessionKindOf(['mobilite'])).toBe('mobility');
    expect(sessionKindOf(['cardio', 'force'])).toBe('strength');
    expect(sessionKindOf([])).toBe('strength');
  });
});

describe('estimation d’une séance', () => {
  const base = {
    kind: 'strength',
    minutes: 60,
    averageHeartRate: 150,
    weightKg: 80,
    age: 30,
    sex: 'male',
  } as const;

  it('Keytel quand tout est connu', () => {
    expect(estimateCalories(base)).toEqual({ calories: 882, estimate: 'heart_rate' });
  });

  it('MET sans fréquence cardiaque, sans sexe ou sans âge', () => {
    expect(estimateCalories({ ...base, averageHeartRate: null })).toEqual({ calories: 280, estimate: 'met' });
    expect(estimateCalories({ ...base, sex: null })).toEqual({ calories: 280, estimate: 'met' });
    expect(estimateCalories({ ...base, age: null })).toEqual({ calories: 280, estimate: 'met' });
  });

  it('sans poids : 70 kg, et la réponse le dit', () => {
    expect(estimateCalories({ ...base, weightKg: null })).toEqual({
      calories: 245,
      estimate: 'default_weight',
    });
  });

  it('le genre du profil lu comme un sexe', () => {
    expect(sexOf('Homme')).toBe('male');
    expect(sexOf('female')).toBe('female');
    expect(sexOf('autre')).toBeNull();
    expect(sexOf(null)).toBeNull();
  });
});
