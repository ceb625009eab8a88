import { Redis } from 'ioredis';
import type { AttemptCounter } from './attempt-counter.ts';

// Increment and start the window atomically: two replicas hitting the same key at once still count to 2.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Counters shared by every replica through Redis; keys live under `prefix` and expire with their window. */
export function createRedisCounter(url: string, prefix = 'sede:intentos:'): AttemptCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Without a listener ioredis would print every reconnection error; the failing call reports it instead.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return value === null ? { count: 0, resetMs: 0 } : { count: Number(value), resetMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
