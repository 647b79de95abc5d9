import { seedCatalogue } from '../../apps/api/src/seed/catalogue.ts';
import { openBenchDatabase } from '../database.ts';
import { BENCH_MEMBER, type Dataset, fillDatabase } from './programs-dataset.ts';

export type RatiosDataset = Dataset & {
  target: { programId: number; sessionId: number; exerciseIds: number[] };
};

/**
 * Issue 3's data set (programs-dataset.ts: 5,000 members, 200 programmes, 50,000 enrolments,
 * 100,000 completions; the bench member has 10 active enrolments planned today) built on the
 * embedded server of `dataDir`, and what the POSTs log: the bench member's first programme, its
 * first session with exercises.
 */
export async function buildRatiosDataset(dataDir: string): Promise<RatiosDataset> {
  const handle = await openBenchDatabase(dataDir);
  try {
    await seedCatalogue(handle.db);
    const dataset = await fillDatabase(handle);
    const target = await handle.pool.query<{
      program_id: number;
      session_id: number;
      exercise_ids: number[];
    }>(
      `select s.program_id, s.id as session_id,
              array_agg(se.exercise_id order by se.order_index, se.id) as exercise_ids
       from sessions s join session_exercises se on se.session_id = s.id
       where s.program_id = (select min(program_id) from enrollments where user_id = $1::int)
       group by s.id, s.program_id, s.order_index
       order by s.order_index, s.id limit 1`,
      [dataset.memberId],
    );
    // Autoanalyze would get there a while after the bulk load; the load starts now.
    await handle.pool.query('ANALYZE');
    const row = target.rows[0];
    if (!row) throw new Error('no session with exercises for the bench member');
    return {
      ...dataset,
      target: { programId: row.program_id, sessionId: row.session_id, exerciseIds: row.exercise_ids },
    };
  } finally {
    await handle.close();
  }
}

/** Members registered through the API, each with its own token: they save their sessions at the same time. */
export async function registerWriters(url: string, count: number, prefix = 'ecriture') {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${prefix}.${index}@banc.elan.local`,
          password: BENCH_MEMBER.password,
          first_name: 'Écriture',
          last_name: `Numéro ${index}`,
        }),
      });
      const json = (await response.json()) as { data?: { token: string } };
      if (response.status !== 201 || !json.data) throw new Error(`register answered ${response.status}`);
      return { authorization: `Bearer ${json.data.token}` };
    }),
  );
}
