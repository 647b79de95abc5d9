/** The coach space's paths (issue 32). */
export const coachPaths = {
  home: '/coach',
  athlete: (athleteId: number) => `/coach/athletes/${athleteId}`,
  join: (code: string) => `/coach/join/${code}`,
} as const;

/** « 1 séance », « 3 séances », « Aucune séance ». */
export function sessionsInWords(count: number): string {
  if (count === 0) return 'Aucune séance';
  return `${count} séance${count > 1 ? 's' : ''}`;
}

/** « 8 × 40 kg », « 8 répétitions », « 45 s » — a set as the athlete's page lists it. */
export function setInWords(set: {
  reps: number | null;
  weight_kg: number | null;
  duration_seconds: number | null;
}): string {
  const load = set.weight_kg ? ` × ${new Intl.NumberFormat('fr-FR').format(set.weight_kg)} kg` : '';
  if (set.reps !== null) return set.weight_kg ? `${set.reps}${load}` : `${set.reps} répétitions`;
  if (set.duration_seconds !== null) return `${set.duration_seconds} s`;
  return '—';
}
