// A server of a spec's own, in the test's process (a guide's copy, limits switched on, a folder of its own): the
// reference server on a copy of the migrated and seeded database that the API tests dump once per server source
// (tests/api/support/test-server.ts), listening on a free port. Creating a PGlite database, then migrating and
// seeding it, costs seconds of CPU that a copy of the dump does not.
import { test } from '@playwright/test';
import type { ServerOptions } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { startTestServer } from '../../api/support/test-server';
import type { TestClock } from '../../api/support/test-server';

export interface OwnServer {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The server's clock: real time, moved on by `advance`. */
  clock: TestClock;
  /** Its database, to check what a journey stored that no answer shows. */
  db: Db;
  close(): Promise<void>;
}

/** Serves this run's build (E2E_DIST_DIR) unless `distDir` names another; the dev outbox on, limits off unless asked. */
export async function startOwnServer(options: Omit<ServerOptions, 'db' | 'clock'> = {}): Promise<OwnServer> {
  // Called from a hook or a test: restoring the dump and building the server take seconds of CPU, and tens of seconds
  // when another heavy process shares the two cores; that wait is the server's, not the test's, so it adds its own time.
  test.info().setTimeout(test.info().timeout + 60_000);
  const server = await startTestServer({ distDir: process.env.E2E_DIST_DIR ?? 'dist', ...options });
  const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return { base, clock: server.clock, db: server.db, close: () => server.close() };
}
