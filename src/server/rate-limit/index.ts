import type { AttemptCounter } from './attempt-counter.ts';
import { createMemoryCounter } from './memory-counter.ts';
import { createRedisCounter } from './redis-counter.ts';

export type { AttemptCounter } from './attempt-counter.ts';

/** Redis when REDIS_URL is set (replicas share the counts), otherwise this process's memory. */
export function createAttemptCounter(
  config: { redisUrl: string | undefined },
  prefix?: string,
): AttemptCounter {
  return config.redisUrl ? createRedisCounter(config.redisUrl, prefix) : createMemoryCounter();
}
