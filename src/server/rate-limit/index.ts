import { HttpError } from '#server/http-error.ts';
import type { AttemptCounter } from './attempt-counter.ts';
import { createMemoryCounter } from './memory-counter.ts';
import { createRedisCounter } from './redis-counter.ts';

export type { AttemptCounter, Taken } from './attempt-counter.ts';

/**
 * The one counter of the process (the app decorates itself with it as `app.limits`): Redis when REDIS_URL is
 * set, so replicas share the counts through one client, otherwise this process's memory.
 */
export function createAttemptCounter(config: { redisUrl: string | undefined }): AttemptCounter {
  return config.redisUrl ? createRedisCounter(config.redisUrl) : createMemoryCounter();
}

/** A limit with no ceiling (a counter that only counts). */
export const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** Whole seconds for Retry-After: at least 1. */
export function retryAfterSeconds(resetMs: number): number {
  return Math.max(1, Math.ceil(resetMs / 1000));
}

/** "1 minuto", "15 minutos": the wait of every limit message, rounded up to whole minutes. */
export function minutesText(resetMs: number): string {
  const minutes = Math.max(1, Math.ceil(resetMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 with a Spanish message and Retry-After; `message` receives the wait ("Espera 5 minutos…"). */
export function tooManyRequests(resetMs: number, message: (wait: string) => string): HttpError {
  return new HttpError(429, message(minutesText(resetMs)), undefined, {
    'retry-after': String(retryAfterSeconds(resetMs)),
  });
}

/**
 * A preHandler that counts every request of one route per client address (`limit` per `windowMs`, taken
 * before the handler runs) and refuses the rest with 429, saying what was done too often and how long to wait.
 */
export function limitPerAddress(
  counter: AttemptCounter,
  name: string,
  limit: number,
  windowMs: number,
  /** What the address did too often, as the refusal says it: «Has hecho {tooMany} seguidas…». */
  tooMany: string,
) {
  const message = (wait: string) => `Has hecho ${tooMany} seguidas. Espera ${wait} y vuelve a intentarlo.`;
  return async (request: { ip: string }): Promise<void> => {
    const taken = await counter.take(`${name}:ip:${request.ip}`, limit, windowMs);
    if (!taken.ok) throw tooManyRequests(taken.resetMs, message);
  };
}

/** `limitPerAddress` over a one-minute window, the usual one for public read routes. */
export const limitPerAddressAndMinute = (
  counter: AttemptCounter,
  name: string,
  limit: number,
  tooMany: string,
) => limitPerAddress(counter, name, limit, 60_000, tooMany);
