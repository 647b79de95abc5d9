import { apiAs, type Member } from './fixtures.ts';

/** Two bench-press sessions, the first with a warm-up set that must not count. */
export async function benchSessions(member: Member) {
  const [bench] = await apiAs<{ id: number; name: string }[]>(member, '/exercises?q=developpe%20couche');
  if (!bench) throw new Error('Développé couché absent du catalogue');
  for (const sets of [
    [
      { set_number: 1, weight_kg: 100, reps: 10, set_type: 'warmup' },
      { set_number: 2, weight_kg: 60, reps: 8 },
      { set_number: 3, weight_kg: 62.5, reps: 6 },
    ],
    [
      { set_number: 1, weight_kg: 65, reps: 5 },
      { set_number: 2, weight_kg: 50, reps: 12 },
    ],
  ]) {
    await apiAs(member, '/completions', {
      method: 'POST',
      body: { duration_minutes: 45, sets: sets.map((set) => ({ exercise_id: bench.id, ...set })) },
    });
  }
  return bench.id;
}
