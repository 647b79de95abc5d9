import type { CreateCompletionBody, CreatedCompletion } from '@elan/domain';
import { apiClient } from '../../../lib/api-client.ts';

type CreateCompletionInput = { body: CreateCompletionBody; idempotencyKey: string };

/**
 * POST /api/completions with an `Idempotency-Key`: sent again with the same key (a reload, a retry),
 * the server answers the completion it already saved instead of saving a second one.
 */
export function createCompletion({
  body,
  idempotencyKey,
}: CreateCompletionInput): Promise<CreatedCompletion> {
  return apiClient.post<CreatedCompletion>('/completions', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
