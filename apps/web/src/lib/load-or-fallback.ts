function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Spec §7 and §8: schedule, dashboard and programme-enrolment loads never fail on screen. A failed
 * call is logged and answers `fallback` (empty list, zeros, not enrolled). A cancelled call still
 * rejects, so TanStack Query does not cache the fallback for it.
 */
export async function loadOrFallback<T>(request: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isAbortError(error)) throw error;
    console.error(`Échec du chargement : ${what}`, error);
    return fallback;
  }
}
