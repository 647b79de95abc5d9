import {
  type BandPosition,
  bandPosition,
  countLabel,
  formatDecimal,
  type MuscleSets,
  NBSP,
  WEEKLY_SET_BAND,
} from '@elan/domain';

type MuscleEntry = MuscleSets[number];

/** Issue 33: the band as the member reads it, beside every map (decision 115). */
export const BAND_TEXT = `${WEEKLY_SET_BAND.min}–${WEEKLY_SET_BAND.max} séries par semaine recommandées pour la croissance`;

/** Where a group's week sits, in words: the map's shading says it again with a pattern. */
export const BAND_LABELS: Record<BandPosition, string> = {
  none: 'Aucune série',
  below: `Moins de ${WEEKLY_SET_BAND.min}`,
  within: 'Dans la zone',
  above: `Plus de ${WEEKLY_SET_BAND.max}`,
};

/** « 3 400 kg », or « — » for a group worked only at body weight or untrained. */
export function volumeLabel(volumeKg: number): string {
  return volumeKg > 0 ? `${formatDecimal(volumeKg, 0)}${NBSP}kg` : '—';
}

/** « Pectoraux : 12 séries, 3 400 kg, dans la zone » — a map region's name and title. */
export function regionLabel(entry: MuscleEntry): string {
  const parts = [countLabel(entry.sets, 'série', 'séries')];
  if (entry.volume_kg > 0) parts.push(volumeLabel(entry.volume_kg));
  parts.push(BAND_LABELS[bandPosition(entry.sets)].toLowerCase());
  return `${entry.muscle_group} : ${parts.join(', ')}`;
}

/** The most trained groups first (sets, then volume), untrained ones left out. */
export function topGroups(entries: MuscleSets, count: number): MuscleSets {
  return entries
    .filter((entry) => entry.sets > 0)
    .sort((a, b) => b.sets - a.sets || b.volume_kg - a.volume_kg)
    .slice(0, count);
}

export const hasSets = (entries: MuscleSets) => entries.some((entry) => entry.sets > 0);
