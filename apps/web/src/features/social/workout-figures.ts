import { formatDecimal, formatWeight, plural, withUnit } from '@elan/domain';

/** What a session's figures are read from: the feed's workout card and the share card alike. */
export type WorkoutNumbers = { durationMinutes: number; volumeKg: number; setsDone: number; records: number };

export type WorkoutFigure = { key: 'duration' | 'volume' | 'sets' | 'records'; label: string; value: string };

/**
 * A session's figures (issue 29): its duration, its volume, its sets, the records it beat. A
 * body-weight-only session lifted 0 kg, which tells a friend nothing: its volume is left out and
 * its sets say what it was. `compact` (the share card's three tiles) shows the sets only in the
 * volume's place. A session logged without any set (its minutes only) says just its duration: « 0
 * série » and « 0 record » would tell nothing either.
 */
export function workoutFigures(numbers: WorkoutNumbers, compact = false): WorkoutFigure[] {
  const volumeKg = Math.round(numbers.volumeKg * 10) / 10;
  const hasVolume = volumeKg > 0;
  const figures: WorkoutFigure[] = [
    { key: 'duration', label: 'Durée', value: withUnit(numbers.durationMinutes, 'min') },
  ];
  if (!hasVolume && numbers.setsDone === 0 && numbers.records === 0) return figures;
  if (hasVolume) figures.push({ key: 'volume', label: 'Volume', value: formatWeight(volumeKg) });
  if (!hasVolume || !compact)
    figures.push({
      key: 'sets',
      label: plural(numbers.setsDone, 'Série', 'Séries'),
      value: formatDecimal(numbers.setsDone),
    });
  figures.push({
    key: 'records',
    label: plural(numbers.records, 'Record', 'Records'),
    value: formatDecimal(numbers.records),
  });
  return figures;
}
