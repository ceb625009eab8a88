import type { Limits } from '#server/config.ts';
import { type AttemptCounter, UNLIMITED } from '#server/rate-limit/index.ts';
import { normalizeEmail } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;
// Outlives every failure window, so the counters of an account's earlier generation are gone before it resets.
const GENERATION_MS = 24 * 60 * 60 * 1000;

type LoginLimits = Pick<
  Limits,
  'loginFailuresPerAccountAddress' | 'loginFailuresPerAddress' | 'loginFailuresPerAccount'
>;

/** A password check that may go ahead: its three counters are already taken as if it failed. */
export interface LoginAttempt {
  ok: true;
  /** The right password: the reservations are given back and the pair's failures forgotten. */
  succeeded(): Promise<void>;
  /** The check could not be made (database down…): the reservations are given back. */
  cancel(): Promise<void>;
}

/**
 * Brute-force protection of POST /auth/login that strangers cannot turn against the owner (OWASP ASVS 5.0
 * §6.3). Failures are counted per (account, address) and per address, and each refuses only that pair or
 * that address. Failures per account across all addresses never lock the account: past their limit, only an
 * address with no failures in the window gets a check, so the owner signing in from a clean address always
 * gets in while every attacking address is down to one guess per window. Every counter is taken before the
 * password is checked (atomic check-and-add) and given back on success, so parallel bursts cannot pass a limit.
 */
export function createLoginThrottle(counter: AttemptCounter, limits: LoginLimits) {
  const account = (email: string) => normalizeEmail(email);
  const accountKey = (email: string) => `login:cuenta:${account(email)}`;
  const generationKey = (email: string) => `login:generacion:${account(email)}`;
  const addressKey = (ip: string) => `login:ip:${ip}`;
  // A completed reset starts a new generation, which leaves every (account, address) counter behind at once.
  const pairKey = async (email: string, ip: string) =>
    `login:par:${account(email)}:${(await counter.peek(generationKey(email))).count}:${ip}`;

  return {
    /** Takes the attempt's counters; `{ ok: false, waitMs }` when a limit refuses it (nothing is kept then). */
    async reserve(email: string, ip: string): Promise<LoginAttempt | { ok: false; waitMs: number }> {
      const pair = await pairKey(email, ip);
      const byAddress = await counter.take(addressKey(ip), limits.loginFailuresPerAddress, WINDOW_MS);
      if (!byAddress.ok) return { ok: false, waitMs: byAddress.resetMs };
      const byPair = await counter.take(pair, limits.loginFailuresPerAccountAddress, WINDOW_MS);
      if (!byPair.ok) {
        await counter.release(addressKey(ip));
        return { ok: false, waitMs: byPair.resetMs };
      }
      const byAccount = await counter.take(accountKey(email), UNLIMITED, WINDOW_MS);
      const releaseAll = async () => {
        await Promise.all([
          counter.release(addressKey(ip)),
          counter.release(pair),
          counter.release(accountKey(email)),
        ]);
      };
      // Counts include this attempt: more than the limit before it, and this address already failed (or has
      // another attempt in flight).
      if (byAccount.count > limits.loginFailuresPerAccount && byAddress.count > 1) {
        await releaseAll();
        return { ok: false, waitMs: Math.min(byAccount.resetMs, byAddress.resetMs) };
      }
      return {
        ok: true,
        cancel: releaseAll,
        async succeeded() {
          await releaseAll();
          await counter.reset(pair);
        },
      };
    },
    /** A completed password reset: the account's counters start again (the addresses' stay). */
    async clearAccount(email: string): Promise<void> {
      await counter.take(generationKey(email), UNLIMITED, GENERATION_MS);
      await counter.reset(accountKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
