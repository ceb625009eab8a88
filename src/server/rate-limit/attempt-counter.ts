/** Counts events (failed sign-ins…) per key in a fixed window that starts with the first event. */
export interface AttemptCounter {
  /** Adds one event; returns the count in the current window and the milliseconds until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The current count (0 when no window is open) and the milliseconds until it ends. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Forgets the key (a successful sign-in clears that account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
