import { BADGE_DEFINITIONS, type BadgeDefinition, BODY_BADGE_CATEGORY } from '@elan/domain';
import type { Executor } from '../../db/client.ts';
import type { BadgeRow } from './badges.repository.ts';

export type BadgeCatalogue = {
  /** Display order (sort_order, id), as the catalogue route lists it. */
  rows: BadgeRow[];
  byId: Map<number, BadgeRow>;
  definitionOf: (row: BadgeRow) => BadgeDefinition | undefined;
  /** The body-composition badges (category `corps`): the owner's alone (decision 062). */
  bodyIds: ReadonlySet<number>;
};

const DEFINITIONS = new Map(BADGE_DEFINITIONS.map((definition) => [definition.code, definition]));

/**
 * The badge catalogue, read from the database once and then kept in memory (issue 8): it is
 * seed data, written only by `seedCatalogue` before the app serves, so every evaluation would
 * otherwise read the same rows again. Lazy: the first caller loads it on the executor it holds
 * (inside its transaction if it has one: PGlite has a single connection); callers meanwhile
 * share that load, and a failed load is forgotten so that the next call tries again.
 * One cache per badges service, that is per app: tests building several apps never share one.
 */
export function createBadgeCatalogueCache(load: (db: Executor) => Promise<BadgeRow[]>) {
  let loading: Promise<BadgeCatalogue> | undefined;
  return {
    get(db: Executor): Promise<BadgeCatalogue> {
      loading ??= load(db).then(
        (rows) => ({
          rows,
          byId: new Map(rows.map((row) => [row.id, row])),
          definitionOf: (row: BadgeRow) => DEFINITIONS.get(row.code),
          bodyIds: new Set(rows.filter((row) => row.category === BODY_BADGE_CATEGORY).map((row) => row.id)),
        }),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
