import type pg from 'pg';

/** What every scenario sees: the replicas' base URLs, a checker connection and the shared data folder. */
export interface FaultContext {
  /** Base URLs of the replicas (a request to one that is down fails, as it would behind a balancer). */
  servers: readonly string[];
  /** A pool on the test database, for the checks after the run. */
  db: pg.Pool;
  dataDir: string;
  /** True once the load phase is over: workers finish their current request and return. */
  stopped(): boolean;
}

/**
 * One kind of traffic in the fault test. `worker` loops until the run stops (several run at once);
 * `verify` checks, after the faults, that nothing acknowledged to a client was lost or broken.
 */
export interface Scenario {
  name: string;
  workers: number;
  worker(ctx: FaultContext, index: number): Promise<void>;
  verify(ctx: FaultContext): Promise<{ problems: string[]; figures: Record<string, number> }>;
}

/** fetch with a deadline; a refused connection or timeout comes back as `undefined` (the request failed). */
export async function tryFetch(url: string, init: RequestInit = {}): Promise<Response | undefined> {
  // The harness stands where the reverse proxy would (loopback, trusted by TRUST_PROXY's default), and
  // speaks for many residents: per-address limits must not turn the whole test into 429s.
  const resident = `10.${rand(256)}.${rand(256)}.${rand(256)}`;
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', resident);
  try {
    const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    // A fault must end in 503 (try again) or a 4xx, never in an internal error.
    if (response.status >= 500 && response.status !== 503) serverErrors.push(`${response.status} ${url}`);
    return response;
  } catch {
    return undefined;
  }
}

/** Every answer >= 500 other than 503 any scenario got; the run fails unless it stays empty. */
export const serverErrors: string[] = [];

/** Counts outcomes by label (`ok`, `503`, `sin conexión`…). */
export class Tally {
  readonly counts: Record<string, number> = {};
  add(label: string): void {
    this.counts[label] = (this.counts[label] ?? 0) + 1;
  }
  get(label: string): number {
    return this.counts[label] ?? 0;
  }
}

const rand = (n: number) => Math.floor(Math.random() * n);

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
