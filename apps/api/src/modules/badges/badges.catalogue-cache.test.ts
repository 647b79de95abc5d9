import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { createBadgeCatalogueCache } from './badges.catalogue-cache.ts';
import type { BadgeRow } from './badges.repository.ts';

const executor = {} as Executor;
const row = { id: 7, code: 'streak_3', points: 10 } as BadgeRow;

describe('cache du catalogue de badges', () => {
  it('charge une seule fois, à la première demande, même demandé en parallèle', async () => {
    let loads = 0;
    const cache = createBadgeCatalogueCache(async () => {
      loads += 1;
      return [row];
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([cache.get(executor), cache.get(executor)]);
    await cache.get(executor);
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect(first.byId.get(7)).toBe(row);
    expect(first.definitionOf(row)?.code).toBe('streak_3');
  });

  it('oublie un chargement en échec et réessaie au suivant', async () => {
    let loads = 0;
    const cache = createBadgeCatalogueCache(async () => {
      loads += 1;
      if (loads === 1) throw new Error('connexion perdue');
      return [row];
    });
    await expect(cache.get(executor)).rejects.toThrow('connexion perdue');
    expect((await cache.get(executor)).rows).toEqual([row]);
    expect(loads).toBe(2);
  });
});
