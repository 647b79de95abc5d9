import { startServer } from '../server.ts';

const PORT = 3930;
const WORKOUTS = 1_000;
const SETS_PER_WORKOUT = 20;
const LIFTS = [
  'Bench Press (Barbell)',
  'Squat (Barbell)',
  'Deadlift (Barbell)',
  'Pull Up',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Lat Pulldown (Cable)',
  'Leg Press',
  'Cable Crossover',
  'Zercher Squat',
];

/** A Strong export of 1,000 workouts × 20 sets (20,000 sets), one a day back from 2025-11-30. */
function strongFile(): string {
  const lines = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ];
  const start = Date.UTC(2025, 10, 30, 17, 0, 0);
  for (let workout = 0; workout < WORKOUTS; workout += 1) {
    const date = new Date(start - workout * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    for (let set = 0; set < SETS_PER_WORKOUT; set += 1) {
      const lift = LIFTS[(workout + Math.floor(set / 4)) % LIFTS.length];
      const order = set % 4 === 0 ? 'W' : String(set % 4);
      lines.push(
        `${date},Séance ${workout % 7},1h 5m,${lift},${order},${40 + (set % 4) * 10},${5 + (set % 3)},0,0,,,`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Issue 14: a 20,000-set Strong file through `POST /api/imports` (preview) and its commit, on the
 * real server and its embedded PostgreSQL; then the same file again (adds nothing).
 */
export async function importScenario() {
  const server = await startServer({ port: PORT });
  try {
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'import.bench@exemple.fr',
        password: 'motdepasse-solide',
        first_name: 'Camille',
        last_name: 'Durand',
      }),
    });
    const { data } = (await register.json()) as { data: { token: string } };
    const auth = { authorization: `Bearer ${data.token}` };
    const csv = strongFile();
    console.log(
      `File: ${WORKOUTS} workouts, ${WORKOUTS * SETS_PER_WORKOUT} sets, ${(csv.length / 1024 / 1024).toFixed(2)} MB`,
    );
    for (const round of ['first import', 'same file again']) {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'strong.csv');
      const previewStart = performance.now();
      const preview = await fetch(`${server.url}/api/imports`, { method: 'POST', headers: auth, body });
      const { data: parsed } = (await preview.json()) as { data: { id: string; sets: number } };
      const previewMs = performance.now() - previewStart;
      const commitStart = performance.now();
      const commit = await fetch(`${server.url}/api/imports/${parsed.id}/commit`, {
        method: 'POST',
        headers: auth,
      });
      const result = (await commit.json()) as { data: unknown };
      const commitMs = performance.now() - commitStart;
      console.log(
        `${round}: preview ${preview.status} ${previewMs.toFixed(0)} ms (${parsed.sets} sets), commit ${commit.status} ${commitMs.toFixed(0)} ms ${JSON.stringify(result.data)}, total ${((previewMs + commitMs) / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await server.stop();
  }
}
