import { HttpError } from '#server/http-error.ts';
import type { AttemptCounter } from '#server/rate-limit/index.ts';

/**
 * Holds one address may place per window. Each hold keeps slots for 30 minutes without paying, so without
 * a limit a script could keep every court "taken" all day; a family booking several courts stays far below.
 */
export const HOLD_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

/** Counts one hold for `ip`; 429 with a Spanish message once the window's allowance is spent. */
export async function checkHoldRate(counter: AttemptCounter, ip: string): Promise<void> {
  const { count, resetMs } = await counter.hit(`reserva:${ip}`, HOLD_RATE_LIMIT.windowMs);
  if (count > HOLD_RATE_LIMIT.max) {
    const minutes = Math.max(1, Math.ceil(resetMs / 60_000));
    throw new HttpError(
      429,
      `Has iniciado demasiadas reservas seguidas. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} y vuelve a intentarlo.`,
    );
  }
}
