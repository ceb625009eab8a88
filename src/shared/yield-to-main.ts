/**
 * Resolves in a later task, so the browser can paint and handle input in between: a long start-up split in
 * pieces that each stay under 50 ms. `scheduler.yield` where there is one (it resumes ahead of other tasks),
 * else a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
