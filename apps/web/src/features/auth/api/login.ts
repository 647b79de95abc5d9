import type { AuthResult, LoginBody } from '@elan/domain';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/login. Public: a 401 here means wrong credentials, not an expired session.
 * A plain call, not a React Query mutation: /login loads without React Query (issue 12 budget).
 */
export function login(body: LoginBody): Promise<AuthResult> {
  return apiClient.post<AuthResult>('/auth/login', body, { isPublic: true });
}
