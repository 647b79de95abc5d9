import { describe, expect, it } from 'vitest';
import { type ExportRow, strongCsvStream, strongDuration } from './import-export.ts';
import { englishName, frenchName } from './import-names.ts';
import { ImportFileError, parseDate, parseDuration, parseImportFile } from './import-parse.ts';

const STRONG_HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const STRONG = `${STRONG_HEADER}
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),W,40,10,0,0,,,
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
2025-11-21 18:05:00,Push,1h 5m,"Cable Crossover, Low",1,15,12,0,0,"serré, lent",,
2025-11-21 18:05:00,Push,1h 5m,Bench Press (Barbell),Rest Timer,0,0,0,90,,,
2025-11-23 09:30:00,Legs,45m,Squat (Barbell),1,100,5,0,0,,,
`;
const HEVY = `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
"Pull Day","21 Nov 2025, 18:05","21 Nov 2025, 19:10","",Pull Up,,,0,warmup,,8,,,
"Pull Day","21 Nov 2025, 18:05","21 Nov 2025, 19:10","",Pull Up,,,1,normal,10,6,,,9
"Pull Day","21 Nov 2025, 18:05","21 Nov 2025, 19:10","",Plank,,,0,normal,,,,60,
`;

/** The export's CSV of these rows, read whole. */
async function csvOf(rows: ExportRow[]): Promise<string> {
  async function* pages() {
    yield rows;
  }
  let text = '';
  for await (const chunk of strongCsvStream(pages())) text += String(chunk);
  return text;
}

describe('formats Strong et Hevy (issue 14)', () => {
  it('Strong, virgules : séances groupées, échauffement « W », minuterie de repos ignorée', () => {
    const file = parseImportFile(STRONG, 'kg');
    expect(file.format).toBe('strong');
    expect(file.workouts.map((w) => [w.title, w.started_at, w.duration_minutes, w.sets.length])).toEqual([
      ['Push', '2025-11-21T17:05:00.000Z', 65, 3],
      ['Legs', '2025-11-23T08:30:00.000Z', 45, 1],
    ]);
    expect(file.workouts[0]?.sets).toEqual([
      {
        exercise: 'Bench Press (Barbell)',
        set_type: 'warmup',
        weight_kg: 40,
        reps: 10,
        duration_seconds: null,
        rpe: null,
      },
      {
        exercise: 'Bench Press (Barbell)',
        set_type: 'normal',
        weight_kg: 80,
        reps: 5,
        duration_seconds: null,
        rpe: 8.5,
      },
      {
        exercise: 'Cable Crossover, Low',
        set_type: 'normal',
        weight_kg: 15,
        reps: 12,
        duration_seconds: null,
        rpe: null,
      },
    ]);
  });

  it('Strong, points-virgules et livres : converties en kg', () => {
    const text = `${STRONG_HEADER.replaceAll(',', ';')}\n2025-07-01 07:00:00;Matin;30m;Deadlift (Barbell);1;225;3;0;0;;;\n`;
    const file = parseImportFile(text, 'lbs');
    expect(file.workouts[0]?.sets[0]?.weight_kg).toBe(102.06);
    expect(file.workouts[0]?.started_at).toBe('2025-07-01T05:00:00.000Z');
  });

  it('Hevy : dates « 21 Nov 2025, 18:05 », durée de début à fin, échauffements gardés', () => {
    const file = parseImportFile(HEVY, 'kg');
    expect(file.format).toBe('hevy');
    const [workout] = file.workouts;
    expect([workout?.title, workout?.started_at, workout?.duration_minutes]).toEqual([
      'Pull Day',
      '2025-11-21T17:05:00.000Z',
      65,
    ]);
    expect(
      workout?.sets.map((set) => [
        set.exercise,
        set.set_type,
        set.weight_kg,
        set.reps,
        set.duration_seconds,
        set.rpe,
      ]),
    ).toEqual([
      ['Pull Up', 'warmup', null, 8, null, null],
      ['Pull Up', 'normal', 10, 6, null, 9],
      ['Plank', 'normal', null, null, 60, null],
    ]);
  });

  it('Hevy en livres (weight_lbs)', () => {
    const text = HEVY.replace('weight_kg', 'weight_lbs');
    expect(parseImportFile(text, 'kg').workouts[0]?.sets[1]?.weight_kg).toBe(4.54);
  });

  it('refuse un en-tête inconnu et désigne la première ligne illisible', () => {
    const fail = (text: string) => {
      try {
        parseImportFile(text, 'kg');
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as Error).message;
      }
      return 'accepté';
    };
    expect(fail('name,weight\nA,1\n')).toBe('Format de fichier non reconnu');
    expect(fail(`${STRONG_HEADER}\n2025-11-21 18:05:00,Push,1h,Squat (Barbell),1,abc,5,0,0,,,\n`)).toBe(
      'Format de fichier non reconnu : ligne 2 illisible',
    );
    expect(fail(STRONG.replace('2025-11-23 09:30:00', 'hier'))).toBe(
      'Format de fichier non reconnu : ligne 6 illisible',
    );
    expect(fail(`${STRONG_HEADER}\n2025-11-21 18:05:00,Push,1h,Squat,1,5\n`)).toBe(
      'Format de fichier non reconnu : ligne 2 illisible',
    );
  });
});

describe('dates, durées et noms', () => {
  it('lit les durées de Strong', () => {
    expect([parseDuration('1h 5m'), parseDuration('45m'), parseDuration('2h'), parseDuration('30s')]).toEqual(
      [65, 45, 120, 1],
    );
    expect(parseDuration('une heure')).toBeUndefined();
    expect([strongDuration(65), strongDuration(45)]).toEqual(['1h 5m', '45m']);
  });

  it('lit les deux formes de date à l’heure de Paris (hiver et été)', () => {
    expect(parseDate('2025-01-15 08:00:00')?.toISOString()).toBe('2025-01-15T07:00:00.000Z');
    expect(parseDate('3 Jun 2025, 20:15')?.toISOString()).toBe('2025-06-03T18:15:00.000Z');
    expect(parseDate('32 Foo 2025, 20:15')).toBeUndefined();
  });

  it('traduit les mouvements courants vers le catalogue, dans les deux sens', () => {
    expect(frenchName('Bench Press (Barbell)')).toBe('Développé couché');
    expect(frenchName('squat (barbell)')).toBe('Squat');
    expect(frenchName('Deadlift (Barbell)')).toBe('Soulevé de terre');
    expect(frenchName('Pull Up')).toBe('Tractions');
    expect(frenchName('Overhead Press (Barbell)')).toBe('Développé militaire');
    expect(frenchName('Zercher Squat')).toBeUndefined();
    expect(englishName('Développé couché')).toBe('Bench Press (Barbell)');
    expect(englishName('Mon exercice')).toBe('Mon exercice');
  });

  it('exporte au format de Strong, relisible', async () => {
    const csv = await csvOf([
      {
        completed_at: '2025-11-21T17:05:00.000Z',
        session_title: 'Push, lourd',
        duration_minutes: 65,
        exercise_name: 'Développé couché',
        set_type: 'warmup',
        reps: 10,
        weight_kg: 40,
        duration_seconds: null,
        rpe: null,
        notes: null,
      },
      {
        completed_at: '2025-11-21T17:05:00.000Z',
        session_title: 'Push, lourd',
        duration_minutes: 65,
        exercise_name: 'Développé couché',
        set_type: 'normal',
        reps: 5,
        weight_kg: 80,
        duration_seconds: null,
        rpe: 8.5,
        notes: null,
      },
    ]);
    expect(csv).toBe(
      `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2025-11-21 18:05:00,"Push, lourd",1h 5m,Bench Press (Barbell),W,40,10,0,0,,,
2025-11-21 18:05:00,"Push, lourd",1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8.5
`,
    );
    expect(parseImportFile(csv, 'kg').workouts[0]?.sets.map((set) => set.set_type)).toEqual([
      'warmup',
      'normal',
    ]);
  });
});
