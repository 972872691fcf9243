// The one database seam: the same SQL runs on embedded PGlite (default, tests) and on a real PostgreSQL
// through `pg` (DATABASE_URL). Routes and repositories only ever see this interface.

/** A value a query parameter may carry. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array;

export interface Db {
  /** Runs one statement with `$1…$n` parameters; the caller names the row shape it selected. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /**
   * Like `query`, for the statements read on every page (users_stats, points_history): planned once per
   * connection and reused, not planned on each call (statement-plans.ts). The statement must select only
   * JSON-shaped columns (json, integer, boolean, text), so both databases answer the same values.
   */
  queryPlanned<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
