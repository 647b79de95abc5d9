import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('ne réessaie pas une erreur 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError(404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401))).toBe(false);
  });

  it('réessaie deux fois une panne réseau ou une 5xx', () => {
    expect(shouldRetryQuery(0, new ApiError(0))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(503))).toBe(false);
  });
});
