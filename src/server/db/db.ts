/** The one database interface: PGlite in-process or a PostgreSQL server, same SQL for both. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` for each NOTIFY on `channel`; resolves to the unsubscribe function.
   * (With PostgreSQL a dedicated connection listens instead: see plugins/table-changes.)
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

// Type OIDs whose default parsing differs between pg and PGlite; both adapters map them the same way.
export const OID = { int8: 20, date: 1082, numeric: 1700 } as const;
