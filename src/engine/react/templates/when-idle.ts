/** At the latest, a callback waiting for an idle moment runs after this long (a page that is never idle). */
const IDLE_TIMEOUT_MS = 200;

/**
 * Runs `callback` once the browser is idle (after the pending frame and tasks), or after a short wait where
 * there is no `requestIdleCallback` (Safari, tests). Returns what cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}
