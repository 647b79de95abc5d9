import type { AuthResult, RegisterBody } from '@elan/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/auth/register: answers 201 with the same `{token, user}` as login (a plain call, as login). */
export function register(body: RegisterBody): Promise<AuthResult> {
  return apiClient.post<AuthResult>('/auth/register', body, { isPublic: true });
}
