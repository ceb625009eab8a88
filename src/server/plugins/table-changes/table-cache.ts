/** More distinct keys than the public pages ever ask for; past it the cache starts over (bounded memory). */
const MAX_ENTRIES = 500;

/**
 * Computed values (serialised lists) kept until a table they read changes. It only caches while `live`,
 * that is while this process is subscribed to the database's change notices: without them a change made
 * by another replica could go unseen, so a lost subscription means no cache rather than a stale one.
 */
export class TableCache {
  private epoch = 0;
  private live = false;
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, { tables: readonly string[]; value: unknown }>();

  /** Subscribed (true) or not (false); either way everything cached so far is dropped. */
  setLive(live: boolean): void {
    this.live = live;
    this.epoch += 1;
    this.entries.clear();
  }

  /** A change notice for `table`: entries that read it are dropped, computations in flight not stored. */
  changed(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tables.includes(table)) this.entries.delete(key);
  }

  /**
   * The cached value of `key`, or `compute()`'s, stored only if none of `tables` changed meanwhile (and if
   * `keep` accepts it: a caller may leave out answers not worth a place, such as not-found pages).
   */
  async get<T>(
    key: string,
    tables: readonly string[],
    compute: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (!this.live) return compute();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const epoch = this.epoch;
    const before = tables.map((table) => this.generations.get(table) ?? 0);
    const value = await compute();
    const unchanged = tables.every((table, i) => (this.generations.get(table) ?? 0) === before[i]);
    if (this.live && epoch === this.epoch && unchanged && keep(value)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { tables, value });
    }
    return value;
  }
}
