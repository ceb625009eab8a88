/** At the latest, a callback waiting for an idle moment runs after this long (a page that is never idle). */
const IDLE_TIMEOUT_MS = 200;

/**
 * Runs `callback` once `quietMs` have passed and then the browser is idle (after the pending frame and
 * tasks); where there is no `requestIdleCallback` (Safari, tests), once `quietMs` have passed. Returns what
 * cancels it.
 */
export function whenIdle(callback: () => void, quietMs = 0): () => void {
  let cancelIdle: (() => void) | undefined;
  const wait = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') return callback();
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    cancelIdle = () => cancelIdleCallback(handle);
  }, quietMs);
  return () => {
    clearTimeout(wait);
    cancelIdle?.();
  };
}
