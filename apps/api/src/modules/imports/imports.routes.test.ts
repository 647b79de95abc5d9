import type { Completion, Exercise, ImportPreview, MemberStats } from '@elan/domain';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { feedEvents, personalRecords } from '../../db/schema/index.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
let member: Member;
const clock = createTestClock('2025-12-01T10:00:00Z');
afterEach(clock.reset);

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  member = await registerMember(ctx.app);
});
afterAll(async () => ctx.close());

const STRONG = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),W,40,10,0,0,,,
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
2025-11-21 18:05:00,Push,1h 5m,Cable Crossover,1,15,12,0,0,,,
2025-11-23 09:30:00,Legs,45m,Squat (Barbell),1,100,5,0,0,,,
2025-11-23 09:30:00,Legs,45m,Bench Press (Barbell),1,60,8,0,0,,,
`;

function upload(who: Member | null, content: string | Buffer, query = '', field = 'file') {
  const boundary = '----elan-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="strong.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/imports${query}`,
    headers: { ...(who?.auth ?? {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const commit = (who: Member, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/imports/${id}/commit`, headers: who.auth });
const getJson = async <T>(who: Member, url: string) =>
  ((await ctx.app.inject({ method: 'GET', url, headers: who.auth })).json() as { data: T }).data;

describe('import depuis Strong et Hevy (issue 14)', () => {
  it('401 sans jeton', async () => {
    expectFailure(await upload(null, STRONG), 401, 'Authentification requise');
    expectFailure(
      await ctx.app.inject({ method: 'GET', url: '/api/imports/export.csv' }),
      401,
      'Authentification requise',
    );
  });

  it('aperçu puis validation : séances libres datées, échauffements gardés, records sans échauffement, pas de fil', async () => {
    const response = await upload(member, STRONG);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json().data as ImportPreview;
    expect(preview).toMatchObject({
      format: 'strong',
      workouts: 2,
      sets: 5,
      first_date: '2025-11-21T17:05:00.000Z',
      last_date: '2025-11-23T08:30:00.000Z',
      mapped: [
        { from: 'Bench Press (Barbell)', to: 'Développé couché' },
        { from: 'Squat (Barbell)', to: 'Squat' },
      ],
      created: ['Cable Crossover'],
    });
    // Nothing written before the commit.
    expect(await getJson<Completion[]>(member, `/api/completions/user/${member.user.id}`)).toEqual([]);

    const committed = await commit(member, preview.id);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json().data).toEqual({ workouts_added: 2, sets_added: 5, exercises_created: 1 });

    const list = await getJson<Completion[]>(member, `/api/completions/user/${member.user.id}`);
    expect(
      list.map((row) => [row.program_id, row.session_title, row.completed_at, row.duration_minutes]),
    ).toEqual([
      [null, 'Legs', '2025-11-23T08:30:00.000Z', 45],
      [null, 'Push', '2025-11-21T17:05:00.000Z', 65],
    ]);
    const own = await getJson<Exercise[]>(member, '/api/exercises?q=cable');
    expect(own.map((row) => [row.name, row.category])).toEqual([['Cable Crossover', 'Mes exercices']]);

    const records = await ctx.db
      .select({ weight: personalRecords.best_weight, reps: personalRecords.best_reps })
      .from(personalRecords)
      .where(eq(personalRecords.user_id, member.user.id));
    // Bench: 80 kg × 5 and 60 × 8 count, the 40 × 10 warm-up does not.
    expect(records.map((row) => [Number(row.weight), row.reps]).sort()).toEqual([
      [100, 5],
      [15, 12],
      [80, 8],
    ]);
    const stats = await getJson<MemberStats>(member, `/api/badges/user/${member.user.id}/stats`);
    expect([stats.total_sessions, stats.total_minutes]).toEqual([2, 110]);
    const events = await ctx.db
      .select({ id: feedEvents.id })
      .from(feedEvents)
      .where(and(eq(feedEvents.user_id, member.user.id), eq(feedEvents.type, 'session_completed')));
    expect(events).toEqual([]);
  });

  it('le même fichier une deuxième fois n’ajoute rien ; un aperçu ne sert qu’une fois', async () => {
    const preview = (await upload(member, STRONG)).json().data as ImportPreview;
    expect(preview.created).toEqual([]);
    expect(preview.mapped).toContainEqual({ from: 'Cable Crossover', to: 'Cable Crossover' });
    expect((await commit(member, preview.id)).json().data).toEqual({
      workouts_added: 0,
      sets_added: 0,
      exercises_created: 0,
    });
    expectFailure(await commit(member, preview.id), 404, 'Import non trouvé ou expiré');
    expect(await getJson<Completion[]>(member, `/api/completions/user/${member.user.id}`)).toHaveLength(2);
  });

  it('un aperçu appartient à son membre et expire au bout d’une heure', async () => {
    const other = await registerMember(ctx.app);
    const preview = (await upload(member, STRONG)).json().data as ImportPreview;
    expectFailure(await commit(other, preview.id), 404, 'Import non trouvé ou expiré');
    clock.set('2025-12-01T11:00:01Z');
    expectFailure(await commit(member, preview.id), 404, 'Import non trouvé ou expiré');
    clock.set('2025-12-01T10:00:00Z');
    expectFailure(await commit(member, 'pas-un-id'), 404, 'Import non trouvé ou expiré');
  });

  it('Hevy en kg, échauffements gardés', async () => {
    const hevy = await registerMember(ctx.app);
    const text = `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
"Pull Day","21 Nov 2025, 18:05","21 Nov 2025, 19:10","",Pull Up,,,0,warmup,,8,,,
"Pull Day","21 Nov 2025, 18:05","21 Nov 2025, 19:10","",Pull Up,,,1,normal,10,6,,,9
`;
    const preview = (await upload(hevy, text)).json().data as ImportPreview;
    expect(preview).toMatchObject({ format: 'hevy', workouts: 1, sets: 2, created: [] });
    expect((await commit(hevy, preview.id)).json().data).toEqual({
      workouts_added: 1,
      sets_added: 2,
      exercises_created: 0,
    });
    const [row] = await getJson<Completion[]>(hevy, `/api/completions/user/${hevy.user.id}`);
    const detail = await getJson<{ sets: { set_type: string; reps: number; exercise_name: string }[] }>(
      hevy,
      `/api/completions/${row?.id}`,
    );
    expect(detail.sets.map((set) => [set.exercise_name, set.set_type, set.reps])).toEqual([
      ['Tractions', 'warmup', 8],
      ['Tractions', 'normal', 6],
    ]);
  });

  it('refuse les mauvais fichiers en français', async () => {
    expectFailure(await upload(member, 'nom,poids\nA,1\n'), 400, 'Format de fichier non reconnu');
    expectFailure(
      await upload(
        member,
        STRONG.replace('Legs,45m,Squat (Barbell),1,100', 'Legs,45m,Squat (Barbell),1,cent'),
      ),
      400,
      'Format de fichier non reconnu : ligne 5 illisible',
    );
    expectFailure(
      await upload(member, STRONG.split('\n')[0] ?? ''),
      400,
      'Le fichier ne contient aucune séance',
    );
    // A workout cannot have been done after today (the clock says 1 December 2025, Paris).
    for (const date of ['2099-01-01 10:00:00', '2025-12-02 00:30:00'])
      expectFailure(
        await upload(member, `${STRONG}${date},Futur,30m,Squat (Barbell),1,100,5,0,0,,,\n`),
        400,
        'Ligne 7 : la date ne peut pas être dans le futur',
      );
    expectFailure(
      await upload(member, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01])),
      415,
      'Le fichier doit être un CSV (texte)',
    );
    expectFailure(
      await upload(member, STRONG, '', 'photo'),
      400,
      'Choisissez un fichier CSV exporté de Strong ou de Hevy',
    );
    expectFailure(
      await upload(member, Buffer.alloc(10 * 1024 * 1024 + 1, 'a')),
      413,
      'Le fichier dépasse 10 Mo',
    );
    expectFailure(
      await ctx.app.inject({ method: 'POST', url: '/api/imports', headers: member.auth, payload: { a: 1 } }),
      400,
      'Choisissez un fichier CSV exporté de Strong ou de Hevy',
    );
  });

  it('les livres de Strong sont converties quand le membre le dit', async () => {
    const lbs = await registerMember(ctx.app);
    const text = `${STRONG.split('\n')[0]}\n2025-07-01 07:00:00,Matin,30m,Deadlift (Barbell),1,225,3,0,0,,,\n`;
    const preview = (await upload(lbs, text, '?unit=lbs')).json().data as ImportPreview;
    await commit(lbs, preview.id);
    const [row] = await getJson<Completion[]>(lbs, `/api/completions/user/${lbs.user.id}`);
    const detail = await getJson<{ sets: { weight_kg: number }[] }>(lbs, `/api/completions/${row?.id}`);
    expect(detail.sets.map((set) => set.weight_kg)).toEqual([102.06]);
  });

  it('la validation envoie autant de requêtes pour 2 séances que pour 60 (insertions ensemblistes)', async () => {
    const statementsFor = async (workouts: number) => {
      const who = await registerMember(ctx.app);
      const lines = [STRONG.split('\n')[0]];
      for (let day = 0; day < workouts; day += 1)
        for (const lift of ['Bench Press (Barbell)', 'Squat (Barbell)', 'Zercher Squat'])
          lines.push(
            `2025-10-${String((day % 28) + 1).padStart(2, '0')} 0${day % 10}:00:00,Séance ${day},45m,${lift},1,60,5,0,0,,,`,
          );
      const preview = (await upload(who, `${lines.join('\n')}\n`)).json().data as ImportPreview;
      expect(preview.workouts).toBe(workouts);
      const counter = countStatements(ctx.db);
      try {
        const { result, statements } = await counter.measure(() => commit(who, preview.id));
        expect(result.json().data).toMatchObject({ workouts_added: workouts, sets_added: workouts * 3 });
        return statements.length;
      } finally {
        counter.stop();
      }
    };
    expect(await statementsFor(60)).toBe(await statementsFor(2));
  });

  it('exporte l’historique au format de Strong', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/export.csv',
      headers: member.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(
      response.body,
    ).toBe(`Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),W,40,10,0,0,,,
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
2025-11-21 18:05:00,Push,1h 5m,Cable Crossover,1,15,12,0,0,,,
2025-11-23 09:30:00,Legs,45m,Squat (Barbell),1,100,5,0,0,,,
2025-11-23 09:30:00,Legs,45m,Bench Press (Barbell),1,60,8,0,0,,,
`);
  });

  it('neutralise dans l’export CSV les cellules qu’un tableur lirait comme des formules', async () => {
    const writer = await registerMember(ctx.app);
    const note = '=HYPERLINK("https://evil.example","Cliquez")';
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/completions',
      headers: writer.auth,
      payload: {
        session_title: '@SUM(1+1)',
        duration_minutes: 30,
        notes: note,
        sets: [{ exercise_id: 1, set_number: 1, reps: 5, weight_kg: 20 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/imports/export.csv', headers: writer.auth });
    const [header, row] = parse(csv.body) as string[][];
    expect(header?.[1]).toBe('Workout Name');
    expect(row?.[1]).toBe("'@SUM(1+1)");
    expect(row?.[10]).toBe(`'${note}`);
    // Numbers stay numbers (decision 058).
    expect(row?.slice(5, 7)).toEqual(['20', '5']);
  });

  it('exporte tout l’historique, au-delà des 100 000 séries qu’il tronquait', async () => {
    const athlete = await registerMember(ctx.app);
    const id = athlete.user.id;
    await ctx.db.execute(sql`insert into completions (user_id, program_title, session_title, duration_minutes,
        completed_at)
      select ${id}, 'Séance libre', 'Volume ' || n, 30, timestamptz '2024-01-01 08:00:00+00' + n * interval '1 day'
      from generate_series(1, 250) as n`);
    // Ten statements of about 10,000 sets: each well within the statement timeout.
    for (let first = 1; first <= 250; first += 25)
      await ctx.db.execute(sql`insert into completion_sets (completion_id, user_id, exercise_id, set_number,
          reps, weight_kg, status)
        select c.id, ${id}, 1, s, 5, 20, 'done' from completions c cross join generate_series(1, 401) as s
        where c.user_id = ${id} and c.session_title in (
          select 'Volume ' || n from generate_series(${first}::int, ${first + 24}::int) as n)`);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/imports/export.csv',
      headers: athlete.auth,
    });
    expect(csv.statusCode).toBe(200);
    const rows = (parse(csv.body) as string[][]).slice(1);
    expect(rows).toHaveLength(250 * 401);
    expect(rows[0]?.slice(0, 2)).toEqual(['2024-01-02 09:00:00', 'Volume 1']);
    expect(rows.at(-1)?.slice(0, 5)).toEqual([
      '2024-09-07 10:00:00',
      'Volume 250',
      '30m',
      expect.any(String),
      '401',
    ]);
    // A hundred thousand sets to write and read back on a shared machine: more than the default.
  }, 180_000);
});
