/**
 * Runs `run` at the browser's next idle moment (`requestIdleCallback`, else a timer), at the
 * latest after `timeout` ms when one is given. Returns what cancels it (an effect's cleanup).
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
