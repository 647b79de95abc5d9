import type { User } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionCache } from '../../../lib/session-cache.ts';
import { CURRENT_USER_QUERY_KEY } from './current-user-key.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

const USER: User = {
  id: 1,
  email: 'jeanne@example.com',
  first_name: 'Jeanne',
  last_name: 'Dupont',
  username: 'jeannedupont',
  role: 'user',
  gender: null,
  birthdate: null,
  height_cm: null,
  weight_kg: null,
  goal: null,
  is_private: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('le membre connecté dans le cache des requêtes', () => {
  it('le membre posé à la connexion est celui que lit la requête /users/me', () => {
    sessionCache.seed(CURRENT_USER_QUERY_KEY, USER);
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(USER);
  });

  it('se déconnecter vide le cache', () => {
    sessionCache.seed(CURRENT_USER_QUERY_KEY, USER);
    sessionCache.clear();
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeUndefined();
  });
});
