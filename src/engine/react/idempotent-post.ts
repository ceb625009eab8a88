/** Repeats after a 503 or a lost connection, each after the server's Retry-After (at most MAX_WAIT_MS). */
export const RETRIES = 3;
const MAX_WAIT_MS = 10_000;
const DEFAULT_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A string that changes whenever the data or a chosen file changes (files by name, size and date). */
export function submissionSignature(data: unknown, files: unknown): string {
  return JSON.stringify([data, files], (_key, value: unknown) =>
    value instanceof Blob
      ? { name: (value as File).name, size: value.size, lastModified: (value as File).lastModified }
      : value,
  );
}

/**
 * One Idempotency-Key per submission attempt: the same data and files reuse the key of the last unfinished
 * attempt, so a retry after a 503 or a lost answer (the entry may have been registered) gets that entry back
 * instead of a second one. `done()` forgets it after a success.
 */
export function idempotencyKeys() {
  let last: { signature: string; key: string } | undefined;
  return {
    keyFor(signature: string): string {
      if (last?.signature !== signature) last = { signature, key: crypto.randomUUID() };
      return last.key;
    },
    done() {
      last = undefined;
    },
  };
}

/** Whether a failed send may be repeated with the same key: the server was briefly unavailable, or no answer came. */
function retryable(error: unknown): boolean {
  return error instanceof TypeError || (error as { status?: unknown } | null)?.status === 503;
}

/** The wait the server asked for (`retryAfter`, seconds, on the error), else a short default. */
function waitAfter(error: unknown): number {
  const seconds = Number((error as { retryAfter?: unknown } | null)?.retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : DEFAULT_WAIT_MS;
}

/**
 * Runs `send` (which carries one Idempotency-Key) and repeats it after a 503 or a network failure, up to
 * RETRIES times, waiting what the server asked for. Answers the first success; throws the last failure.
 */
export async function sendWithRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!retryable(error) || attempt >= RETRIES) throw error;
      await sleep(waitAfter(error));
    }
  }
}
