import { createAuthService } from '../../apps/api/src/modules/auth/auth.service.ts';
import { bodyRepository } from '../../apps/api/src/modules/body/body.repository.ts';
import { inTransaction, openBenchDatabase } from '../database.ts';

/** Issue 9's volumes: one member with 1,000 measurements over three years, among others who measure too. */
export const BODY_DATASET = {
  memberMeasurements: 1_000,
  /** Days the member's measurements spread over: one every day or so. */
  memberDays: 1_095,
  otherMembers: 500,
  measurementsPerOtherMember: 200,
} as const;

export const BODY_MEMBER = {
  email: 'membre.corps@exemple.fr',
  password: 'motdepasse-solide',
  first_name: 'Banc',
  last_name: 'Composition',
} as const;

export type BodyDataset = { memberId: number; counts: Record<string, number> };

/** Today in Paris, as the body service's `parisDay` computes it. */
const PARIS_TODAY = `(now() at time zone 'Europe/Paris')::date`;

/**
 * The embedded server of `dataDir`, migrated, then set-based SQL in one transaction: the bench
 * member (registered through the auth service: real argon2id hash, signs in over HTTP) with 1,000
 * measurements and an active weight-loss goal, and 500 other members with 200 measurements each,
 * all inserted in day order. Then the
 * member's counters through the app's own repository, and `ANALYZE`.
 */
export async function buildBodyDataset(dataDir: string): Promise<BodyDataset> {
  const handle = await openBenchDatabase(dataDir);
  try {
    const auth = createAuthService(handle.db, () => 'unused');
    const { user } = await auth.register({ ...BODY_MEMBER });
    const memberId = user.id;
    await inTransaction(handle.pool, async (tx) => {
      await tx.query(
        `insert into users (email, password_hash, first_name, last_name, username)
         select 'corps' || g || '@banc.elan.local', '!banc:pas-de-connexion', 'Membre', 'Corps ' || g,
                'membre.corps.' || g
         from generate_series(1, $1::int) g`,
        [BODY_DATASET.otherMembers],
      );
      // One statement in day order, so that the member's rows lie scattered over the heap among the
      // others' as after three years of use, not in one block. Others: one measurement every 3 to 5
      // days back from today, weights around 60–100 kg. The member: 1,000 days out of the last 1,095
      // (the last one today), 92 kg down to about 80 kg with a weekly wobble and some noise, 1.78 m;
      // body fat and muscle mass on 7 days in 10, tape measures once a week, a note now and then.
      await tx.query(
        `with m as (select id, 60 + (id * 37) % 40 as start_kg, 155 + (id * 13) % 40 as height_cm
                    from users where email like 'corps%@banc.elan.local'),
              theirs as (
                select m.id as user_id, m.height_cm::float8 as height_cm, k as g, false as is_member,
                       round((m.start_kg - k * 0.02 + 1.5 * sin(k / 5.0))::numeric, 1)::float8 as weight_kg,
                       ${PARIS_TODAY} - (k * (3 + m.id % 3)) as day
                from m cross join generate_series(0, $4::int - 1) k),
              mine as (
                select $1::int as user_id, 178::float8 as height_cm, g, true as is_member,
                       round((92 - 12.0 * g / $2::int + 0.8 * sin(g / 7.0) + ((g * 7919) % 11 - 5) / 10.0)::numeric, 1)::float8
                         as weight_kg,
                       ${PARIS_TODAY} - (($2::int - 1 - g) * $3::int) / $2::int as day
                from generate_series(0, $2::int - 1) g),
              rows as (select * from theirs union all select * from mine)
         insert into body_measurements (user_id, weight_kg, height_cm, bmi, body_fat_percent, lean_mass_percent,
                                        muscle_mass_kg, waist_cm, chest_cm, hips_cm, arms_cm, thighs_cm, notes,
                                        measurement_date, created_at, updated_at)
         select user_id, weight_kg, height_cm, round((weight_kg / ((height_cm / 100) ^ 2))::numeric, 1)::float8,
                case when not is_member then round((18 + (weight_kg - 60) / 3)::numeric, 1)::float8
                     when g % 10 < 7 then round((28 - 8.0 * g / $2::int)::numeric, 1)::float8 end,
                case when is_member and g % 10 < 7 then round((72 + 8.0 * g / $2::int)::numeric, 1)::float8 end,
                case when is_member and g % 10 < 7 then round((34 + 2.0 * g / $2::int)::numeric, 1)::float8 end,
                case when is_member and g % 7 = 0 then round((98 - 12.0 * g / $2::int)::numeric, 1)::float8 end,
                case when is_member and g % 7 = 0 then 104 end, case when is_member and g % 7 = 0 then 100 end,
                case when is_member and g % 7 = 0 then 34 end, case when is_member and g % 7 = 0 then 58 end,
                case when is_member and g % 30 = 0 then 'Pesée du matin, à jeun' end,
                day, day + time '07:15', day + time '07:15'
         from rows order by day, user_id`,
        [
          memberId,
          BODY_DATASET.memberMeasurements,
          BODY_DATASET.memberDays,
          BODY_DATASET.measurementsPerOtherMember,
        ],
      );
      await tx.query(
        `insert into body_goals (user_id, goal_type, target_weight_kg, target_body_fat_percent, start_date,
                                 target_date, description)
         values ($1::int, 'weight_loss', 78, 18, ${PARIS_TODAY} - 90, ${PARIS_TODAY} + 90,
                 'Descendre à 78 kg avant l''été')`,
        [memberId],
      );
    });
    // The member's counters as a write would leave them (the badge engine reads them, not these routes).
    await handle.db.transaction(async (tx) => {
      await bodyRepository.lockStats(tx, memberId);
      await bodyRepository.refreshStats(tx, memberId, 0);
    });
    // Autoanalyze would get there a while after the bulk load; the load starts now.
    await handle.pool.query('ANALYZE');
    const counts = await handle.pool.query<Record<string, number>>(
      `select (select count(*)::int from users where not is_system) as members,
              (select count(*)::int from body_measurements) as measurements,
              (select count(*)::int from body_measurements where user_id = $1::int) as member_measurements,
              (select count(*)::int from body_measurements
                where user_id = $1::int and measurement_date >= ${PARIS_TODAY} - 89) as member_last_90_days,
              (select count(*)::int from body_goals where status = 'active') as active_goals`,
      [memberId],
    );
    return { memberId, counts: counts.rows[0] ?? {} };
  } finally {
    await handle.close();
  }
}
