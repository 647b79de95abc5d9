import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionCache } from '../../../lib/session-cache.ts';
import { MEMBER } from '../../../test/member.ts';
import { CURRENT_USER_QUERY_KEY } from './current-user-key.ts';
import { currentUserQueryOptions } from './get-current-user.ts';

describe('le membre connecté dans le cache des requêtes', () => {
  it('le membre posé à la connexion est celui que lit la requête /users/me', () => {
    sessionCache.seed(CURRENT_USER_QUERY_KEY, MEMBER);
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(MEMBER);
  });

  it('se déconnecter vide le cache', () => {
    sessionCache.seed(CURRENT_USER_QUERY_KEY, MEMBER);
    sessionCache.clear();
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeUndefined();
  });
});
