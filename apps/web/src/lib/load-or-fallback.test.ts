import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { loadOrFallback } from './load-or-fallback.ts';

describe('loadOrFallback', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('rend la réponse quand tout va bien', async () => {
    await expect(loadOrFallback(Promise.resolve([1, 2]), [], 'liste')).resolves.toEqual([1, 2]);
  });

  it('journalise un échec et rend la valeur de repli', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadOrFallback(Promise.reject(new ApiError(500)), [], 'agenda')).resolves.toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('laisse passer une annulation', async () => {
    const aborted = new DOMException('annulé', 'AbortError');
    await expect(loadOrFallback(Promise.reject(aborted), [], 'agenda')).rejects.toBe(aborted);
  });
});
