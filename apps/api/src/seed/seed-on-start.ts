import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBadgesService } from '../modules/badges/badges.service.ts';
import { seedCatalogue } from './catalogue.ts';
import { DEMO_ACCOUNT, seedDemoData } from './demo.ts';

/** What a start writes: the catalogue (idempotent), and the demo members on an empty database. */
export async function seedOnStart(
  db: Database,
  config: Pick<Config, 'isDemoData' | 'only'>,
  log: (message: string) => void,
) {
  await seedCatalogue(db);
  // The social host leaves the demo to the main server (one writer on an empty database).
  if (!config.isDemoData || config.only === 'social') return;
  const badges = createBadgesService(db);
  const seeded = await seedDemoData(db, {
    settle: async (tx, userId) => {
      await badges.recount(tx, userId);
      await badges.evaluate(tx, userId);
    },
  });
  if (seeded) log(`Données de démonstration créées : ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
}
