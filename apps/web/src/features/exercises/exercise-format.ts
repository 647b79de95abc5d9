import {
  countLabel,
  type DatedRecord,
  type ExerciseTargetSeries,
  formatDecimal,
  formatShortDate,
  type HistoryPoint,
  type HistorySession,
  NBSP,
  withUnit,
} from '@elan/domain';

/** « 62,5 kg ». */
export const formatKg = (value: number) => withUnit(formatDecimal(value, 1), 'kg');

/** « 62,5 kg × 8 », « 12 répétitions », « 45 s »: one logged set in words. */
export function setText(
  set: Pick<HistorySession['sets'][number], 'weight_kg' | 'reps' | 'duration_seconds'>,
): string {
  if (set.duration_seconds !== null && set.reps === null) return withUnit(set.duration_seconds, 's');
  if (set.weight_kg && set.reps) return `${formatKg(set.weight_kg)}${NBSP}×${NBSP}${set.reps}`;
  if (set.reps) return countLabel(set.reps, 'répétition', 'répétitions');
  return '—';
}

/** A chart's rows: a short French day per session, the values to draw. */
export function chartRows(points: HistoryPoint[]) {
  return points.map((point) => ({
    day: formatShortDate(point.completed_at).replace(/\s\d{4}$/, ''),
    date: formatShortDate(point.completed_at),
    one_rep_max: point.one_rep_max,
    best_weight: point.best_set?.weight_kg ?? null,
    volume_kg: point.volume_kg,
  }));
}

/** « Dernière séance, 14 nov. 2026 : 1RM estimé 75,8 kg, volume 925 kg. » The charts' text alternative. */
export function historyInWords(points: HistoryPoint[]): string {
  const last = points.at(-1);
  if (!last) return '';
  const best = last.one_rep_max === null ? '' : `1RM estimé ${formatKg(last.one_rep_max)}, `;
  return `${points.length > 1 ? `${points.length} séances. ` : ''}Dernière séance, ${formatShortDate(last.completed_at)} : ${best}volume ${formatKg(last.volume_kg)}.`;
}

/** « 65 kg × 5 le 14 nov. 2026 ». */
export function recordText(record: DatedRecord, kind: 'weight' | 'reps' | 'one_rep_max'): string {
  const value =
    kind === 'reps' ? countLabel(record.value, 'répétition', 'répétitions') : formatKg(record.value);
  return `${value}, le ${formatShortDate(record.achieved_at)}`;
}

/** « Double progression +2,5 kg », « Progression linéaire +5 kg », « 80 % du 1RM »: a rule in words. */
export function ruleLabel(progression: ExerciseTargetSeries['progression']): string {
  switch (progression.type) {
    case 'double':
      return `Double progression +${formatKg(progression.increment_kg)}`;
    case 'linear':
      return `Progression linéaire +${formatKg(progression.increment_kg)}`;
    case 'percent_1rm':
      return `${progression.percent}${NBSP}% du 1RM`;
    case 'none':
      return 'Sans progression';
  }
}
