import { Redis } from 'ioredis';
import { HttpError } from '#server/http-error.ts';
import type { AttemptCounter } from './attempt-counter.ts';

/** Without its counters no limit can be kept, so the request is refused (503) rather than let through. */
export const LIMITS_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new HttpError(503, LIMITS_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': '5' }, error);
  }
}

// Check and add in one script, so replicas racing on the same key never pass the limit together.
// A key without expiry (released to zero and taken again) gets its window back.
const TAKE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[3])
if current + amount > tonumber(ARGV[1]) then
  return {0, current, redis.call('PTTL', KEYS[1])}
end
local count = redis.call('INCRBY', KEYS[1], amount)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, count, redis.call('PTTL', KEYS[1])}
`;

const RELEASE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECRBY', KEYS[1], math.min(current, tonumber(ARGV[1]))) end
return 0
`;

/** Counters shared by every replica through Redis; keys live under `prefix` and expire with their window. */
export function createRedisCounter(url: string, prefix = 'sede:limites:'): AttemptCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Without a listener ioredis would print every reconnection error; the failing call reports it instead.
  redis.on('error', () => {});
  return {
    async take(key, limit, windowMs, amount = 1) {
      const [ok, count, ttl] = (await orUnavailable(
        redis.eval(TAKE_SCRIPT, 1, prefix + key, String(limit), String(windowMs), String(amount)),
      )) as [number, number, number];
      return { ok: ok === 1, count, resetMs: Math.max(ttl, 0) };
    },
    async release(key, amount = 1) {
      await orUnavailable(redis.eval(RELEASE_SCRIPT, 1, prefix + key, String(amount)));
    },
    async peek(key) {
      const [value, ttl] = await orUnavailable(
        Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]),
      );
      return value === null ? { count: 0, resetMs: 0 } : { count: Number(value), resetMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await orUnavailable(redis.del(prefix + key));
    },
    async close() {
      // A client still trying to connect would wait for its retries to quit; it is simply dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
