import type pg from 'pg';

/**
 * Issue 16's volumes. `scale` is the number of completions, of feed events and of notifications
 * (1,000,000, or 10,000 for the scale-invariance comparison); everything about the bench member
 * (its friends, enrolments, own history, measurements, notifications) is the same at both scales.
 */
export const SCALE = {
  members: 20_000,
  friends: 150,
  otherTiesPerMember: 5,
  programs: 200,
  sessionsPerProgram: 4,
  exercisesPerSession: 5,
  enrollments: 50_000,
  memberEnrollments: 10,
  popularPrograms: 5,
  /** The bench member's own history: about five sessions a week over two years… */
  memberCompletions: 600,
  memberMeasurements: 104,
  memberNotifications: 500,
  historyDays: 730,
  feedDays: 60,
  /** …one completion in ten carries a per-set log: five exercises × two sets. */
  setLogEvery: 10,
  exercisesLogged: 5,
  setsPerExercise: 2,
  /** Body measurements of the others: one per five completions. */
  measurementsPerCompletion: 0.2,
} as const;

export const SCALE_MEMBER = {
  email: 'camille.lefevre@exemple.fr',
  password: 'motdepasse-solide',
  first_name: 'Camille',
  last_name: 'Lefèvre',
} as const;

const FIRST_NAMES = `Camille Léa Manon Chloé Emma Inès Jade Louise Sarah Clara Lucie Juliette Zoé Anaïs Élodie
  Margaux Pauline Mathilde Océane Héloïse Lucas Hugo Louis Gabriel Arthur Jules Raphaël Léo Nathan Théo Tom
  Maxime Antoine Baptiste Étienne Mathis Clément Quentin Romain Benoît`.split(/\s+/);
const LAST_NAMES = `Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent
  Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont Lambert
  Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc Guérin Muller Henry Roussel Nicolas Perrin
  Morin Mathieu Clément Gauthier Dumont Lopez Fontaine Chevalier Robin`.split(/\s+/);
const PROGRAM_TITLES = `Full body débutant|Force 5×5|Cardio express|Mobilité du matin|Gainage solide|
  Course à pied 10 km|Haut du corps|Bas du corps|HIIT brûle-graisses|Yoga dynamique|Remise en forme|
  Renforcement du dos|Prise de masse|Souplesse et posture|Circuit maison`
  .split('|')
  .map((title) => title.trim());

/** Today's ISO weekday in Paris, as the schedule service computes it. */
const TODAY = `extract(isodow from now() at time zone 'Europe/Paris')::int`;

type Step = (tx: pg.PoolClient, memberId: number, scale: number) => Promise<unknown>;

/** Members: 19,999 besides the bench member, French names, usernames as the app would make them. */
const members: Step = (tx) =>
  tx.query(
    `with names as (select g, ($2::text[])[1 + g % array_length($2, 1)] as first,
                           ($3::text[])[1 + (g / 7) % array_length($3, 1)] as last
                    from generate_series(1, $1::int - 1) g)
     insert into users (email, password_hash, first_name, last_name, username, gender, birthdate,
                        height_cm, weight_kg, goal, created_at)
     select 'membre' || g || '@echelle.elan.local', '!banc:pas-de-connexion', first, last,
            translate(lower(first || '.' || last), 'àâäéèêëîïôöùûüç', 'aaaeeeeiioouuuc') || '.' || g,
            (array['femme', 'homme'])[1 + g % 2], date '1970-01-01' + (g * 37) % 14000,
            150 + g % 45, 50 + g % 50, (array['remise en forme', 'force', 'perte de poids'])[1 + g % 3],
            now() - (g % 900) * interval '1 day'
     from names`,
    [SCALE.members, FIRST_NAMES, LAST_NAMES],
  );

/** Programmes up to 200 (the catalogue's first), four sessions of five distinct exercises each. */
const programs: Step = async (tx) => {
  const before = await tx.query<{ max: number; count: number }>(
    'select coalesce(max(id), 0)::int as max, count(*)::int as count from programs',
  );
  const last = before.rows[0]?.max ?? 0;
  await tx.query(
    `with m as (select id, (row_number() over (order by id) - 1)::int as rn from users where not is_system)
     insert into programs (title, description, goal, level, duration_weeks, created_by, created_at)
     select ($3::text[])[1 + g % array_length($3, 1)] || ' n° ' || g,
            'Un programme construit par un membre : ' || g || ' semaines de progression régulière.',
            (array['remise en forme', 'force', 'cardio', 'mobilité', 'perte de poids'])[1 + g % 5],
            (array['beginner', 'intermediate', 'advanced'])[1 + g % 3],
            1 + g % 12, m.id, now() - g * interval '3 days'
     from generate_series(1, $1::int) g join m on m.rn = (g * 31) % $2::int`,
    [SCALE.programs - (before.rows[0]?.count ?? 0), SCALE.members, PROGRAM_TITLES],
  );
  await tx.query(
    `insert into sessions (program_id, title, notes, order_index, day_number)
     select p.id, (array['Échauffement et force', 'Cardio', 'Haut du corps', 'Bas du corps'])[k], 'Séance ' || k, k, k
     from programs p cross join generate_series(1, $2::int) k where p.id > $1::int`,
    [last, SCALE.sessionsPerProgram],
  );
  // Steps of 13 over the catalogue's 80+ exercises never collide within a session.
  await tx.query(
    `with ex as (select id, (row_number() over (order by id) - 1)::int as rn, (count(*) over ())::int as n
                 from exercises where owner_id is null)
     insert into session_exercises (session_id, exercise_id, sets, reps, rest_sec, order_index)
     select s.id, ex.id, 3 + k % 3, 8 + 2 * k, 60 + 15 * (k % 3), k + 1
     from sessions s cross join generate_series(0, $2::int - 1) k
     join ex on ex.rn = (s.id * 7 + k * 13) % ex.n
     where s.program_id > $1::int`,
    [last, SCALE.exercisesPerSession],
  );
};

/**
 * 50,000 enrolments: the bench member's ten (the five popular programmes and five more, all
 * active, all planned today), then two or three per other member (70 % active).
 */
const enrollments: Step = async (tx, memberId) => {
  await tx.query(
    `with p as (select id, (row_number() over (order by id) - 1)::int as rn from programs)
     insert into enrollments (user_id, program_id, status, sessions_per_week, training_days,
                              time_slot_start, time_slot_end, target_duration_minutes, enrolled_at)
     select $1::int, p.id, 'active', 3,
            case when p.rn % 2 = 0 then array[${TODAY}] else '{}'::int[] end,
            case when p.rn % 2 = 0 then make_time(7 + p.rn, 0, 0) end,
            case when p.rn % 2 = 0 then make_time(8 + p.rn, 0, 0) end,
            45, now() - interval '800 days'
     from p where p.rn < $2::int`,
    [memberId, SCALE.memberEnrollments],
  );
  await tx.query(
    `with m as (select id, (row_number() over (order by id) - 1)::int as rn from users
                where not is_system and id <> $1::int),
          p as (select id, (row_number() over (order by id) - 1)::int as rn from programs),
          n as (select count(*)::int as n from m),
          slot as (select g, (g - 1) % n.n as mrn, (g - 1) / n.n as k
                   from generate_series(1, $2::int) g cross join n)
     insert into enrollments (user_id, program_id, status, sessions_per_week, training_days,
                              time_slot_start, time_slot_end, target_duration_minutes, enrolled_at, updated_at)
     select m.id, p.id,
            (array['active', 'active', 'active', 'active', 'active', 'active', 'active',
                   'completed', 'paused', 'abandoned'])[1 + (slot.mrn * 7 + slot.k * 3) % 10],
            2 + slot.g % 4,
            case slot.g % 4 when 0 then '{}'::int[] when 1 then '{1,3,5}'::int[]
                            when 2 then '{2,4,6}'::int[] else array[${TODAY}] end,
            case when slot.g % 2 = 0 then make_time(6 + slot.g % 14, 0, 0) end,
            case when slot.g % 2 = 0 then make_time(7 + slot.g % 14, 0, 0) end,
            20 + 5 * (slot.g % 9), now() - (slot.g % 700) * interval '1 day', now() - (slot.g % 30) * interval '1 day'
     from slot join m on m.rn = slot.mrn
     join p on p.rn = case when slot.k = 0 then slot.mrn % $3::int
                           else $3::int + (slot.mrn * 37 + slot.k * 53) % ($4::int - $3::int) end`,
    [memberId, SCALE.enrollments - SCALE.memberEnrollments, SCALE.popularPrograms, SCALE.programs],
  );
};

/** The bench member's 150 friends, and five ties for every other member. */
const friendships: Step = async (tx, memberId) => {
  await tx.query(
    `insert into connections (requester_id, addressee_id, status, accepted_at)
     select $1::int, id, 'accepted', now() - interval '100 days' from bench_members where n <= $2::int`,
    [memberId, SCALE.friends],
  );
  await tx.query(
    `insert into connections (requester_id, addressee_id, status, accepted_at)
     select a.id, b.id, 'accepted', now() - interval '100 days'
     from bench_members a cross join generate_series(1, $1::int) k
     join bench_members b on b.n = (a.n + k * 97) % ($2::int - 1) + 1
     where a.id <> b.id on conflict do nothing`,
    [SCALE.otherTiesPerMember, SCALE.members],
  );
};

export const STEPS: [string, Step][] = [
  ['members', members],
  ['programmes, sessions, exercises', programs],
  ['enrolments', enrollments],
  [
    'bench_members (temp)',
    (tx, memberId) =>
      tx.query(
        `create temporary table bench_members on commit drop as
         select id, row_number() over (order by id)::int as n from users
         where not is_system and id <> $1::int`,
        [memberId],
      ),
  ],
  ['friendships', friendships],
];
