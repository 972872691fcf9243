// The set-up every API test file shares: one reference server for the file (started in beforeAll, closed in
// afterAll) and the seeded accounts it logs in once. Answered as stable objects whose fields are read when a
// test runs, so a file writes `const { server, tokens } = useTestServer({ logins: ['demo', 'other'] })` at
// its top and uses `server.app` and `tokens.demo` in its tests and hooks.
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../../../server/app';
import { agent, demo, expired, login, other } from './api-calls';
import { startTestServer } from './test-server';
import type { TestClock, TestServer } from './test-server';

const accounts = { demo, other, expired, agent };
/** A seeded account of server/README.md, by the name the API tests give it. */
export type SeededLogin = keyof typeof accounts;

export interface UseTestServerOptions extends Omit<ServerOptions, 'db' | 'clock'> {
  /** The seeded accounts to log in once the server has started; their access tokens are in `tokens`. */
  logins?: readonly SeededLogin[];
}

export interface TestServerSetup {
  /** The file's server; reading a field before beforeAll ran (at the top level of a file) throws. */
  server: TestServer;
  /** The access token of each account named in `logins`. */
  tokens: Readonly<Record<SeededLogin, string>>;
}

export function useTestServer({ logins = [], ...options }: UseTestServerOptions = {}): TestServerSetup {
  let started: TestServer | null = null;
  const loggedIn = new Map<SeededLogin, string>();
  const current = (): TestServer => {
    if (!started) throw new Error('useTestServer: the server starts in beforeAll; read it inside a test or a hook');
    return started;
  };

  beforeAll(async () => {
    started = await startTestServer(options);
    for (const name of logins) loggedIn.set(name, (await login(started.app, accounts[name])).token);
  });
  afterAll(async () => {
    await started?.close();
    started = null;
  });

  const server: TestServer = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock(): TestClock {
      return current().clock;
    },
    close: () => current().close(),
  };
  const token = (name: SeededLogin): string => {
    const value = loggedIn.get(name);
    if (value === undefined) throw new Error(`useTestServer: ${name} is not in logins, or the server has not started yet`);
    return value;
  };
  const tokens = {
    get demo() {
      return token('demo');
    },
    get other() {
      return token('other');
    },
    get expired() {
      return token('expired');
    },
    get agent() {
      return token('agent');
    },
  };
  return { server, tokens };
}
