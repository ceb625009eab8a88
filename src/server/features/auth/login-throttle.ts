import type { AttemptCounter } from '#server/rate-limit/index.ts';
import { normalizeEmail } from './users.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account in 15 minutes: slows password guessing on one account. */
export const ACCOUNT_FAILURES = 5;
/** Failed sign-ins allowed per network address in 15 minutes: slows trying one password on many accounts. */
export const ADDRESS_FAILURES = 20;

const accountKey = (email: string) => `login:cuenta:${normalizeEmail(email)}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

/** Brute-force protection of POST /auth/login over a shared or local attempt counter. */
export function createLoginThrottle(counter: AttemptCounter) {
  return {
    /** Seconds to wait when the account or the address is locked; null when a try is allowed. */
    async blockedFor(email: string, ip: string): Promise<number | null> {
      const [account, address] = await Promise.all([
        counter.peek(accountKey(email)),
        counter.peek(addressKey(ip)),
      ]);
      const waits = [
        account.count >= ACCOUNT_FAILURES ? account.resetMs : 0,
        address.count >= ADDRESS_FAILURES ? address.resetMs : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : null;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([counter.hit(accountKey(email), WINDOW_MS), counter.hit(addressKey(ip), WINDOW_MS)]);
    },
    /** A correct password clears the account's failures (not the address's: others may share it). */
    async recordSuccess(email: string): Promise<void> {
      await counter.reset(accountKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
