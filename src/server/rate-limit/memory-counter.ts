import type { AttemptCounter } from './attempt-counter.ts';

/**
 * Counters of one process: right for a single server; with replicas use the Redis counter. Each method does
 * its whole read-and-change before its first `await`, so two requests can never interleave inside one.
 */
export function createMemoryCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped as they are met and swept now and then, so memory stays bounded.
  let sinceSweep = 0;
  const sweep = (now: number) => {
    if (++sinceSweep < 1000) return;
    sinceSweep = 0;
    for (const [key, entry] of windows) if (entry.endsAt <= now) windows.delete(key);
  };
  return {
    async take(key, limit, windowMs, amount = 1) {
      const now = Date.now();
      sweep(now);
      const entry = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      if (entry.count + amount > limit) return { ok: false, count: entry.count, resetMs: entry.endsAt - now };
      entry.count += amount;
      windows.set(key, entry);
      return { ok: true, count: entry.count, resetMs: entry.endsAt - now };
    },
    async release(key, amount = 1) {
      const entry = live(key, Date.now());
      if (entry) entry.count = Math.max(0, entry.count - amount);
    },
    async peek(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, resetMs: entry.endsAt - now } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
