/** What a reservation got: whether it fit under the limit, the count now, and the milliseconds until the window ends. */
export interface Taken {
  ok: boolean;
  count: number;
  resetMs: number;
}

/**
 * Counts events (failed sign-ins, submissions, bytes…) per key in a fixed window that starts with the first
 * event. Every limit RESERVES before it checks: `take` adds `amount` only when the total stays within
 * `limit`, in one atomic step (one process's event loop, or one Redis script), so no parallel burst can pass
 * a limit by even one. What turns out not to count (a right password, a refused submission) is given back
 * with `release`.
 */
export interface AttemptCounter {
  take(key: string, limit: number, windowMs: number, amount?: number): Promise<Taken>;
  /** Gives back `amount` taken earlier (never below zero); the window keeps its end. */
  release(key: string, amount?: number): Promise<void>;
  /** The current count (0 when no window is open) and the milliseconds until it ends. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
