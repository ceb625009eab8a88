import { type AttemptCounter, limitPerAddress } from '#server/rate-limit/index.ts';

/** Per address and 15 minutes: saves (each mails a link) and link openings (each guesses a token). */
export const DRAFT_LIMITS = {
  guardar: { max: 10, windowMs: 15 * 60_000 },
  abrir: { max: 20, windowMs: 15 * 60_000 },
} as const;

export type DraftAction = keyof typeof DRAFT_LIMITS;

/**
 * The one place the drafts feature meets the shared counter (`app.limits`: Redis with REDIS_URL, so the
 * limit holds across replicas, taken atomically before the work): a Spanish 429 with Retry-After once an
 * address spends its allowance.
 */
export function draftRateLimiter(counter: AttemptCounter) {
  const limits = Object.fromEntries(
    (Object.keys(DRAFT_LIMITS) as DraftAction[]).map((action) => [
      action,
      limitPerAddress(
        counter,
        `borradores:${action}`,
        DRAFT_LIMITS[action].max,
        DRAFT_LIMITS[action].windowMs,
        'demasiadas peticiones',
      ),
    ]),
  ) as Record<DraftAction, (request: { ip: string }) => Promise<void>>;
  return { check: (action: DraftAction, request: { ip: string }) => limits[action](request) };
}
