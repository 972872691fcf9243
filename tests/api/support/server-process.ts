// Real server processes (`node --import tsx server/main.ts`), for what only separate processes can show: a data
// directory lock, limits and locks shared through the database. Node runs the server itself, with tsx's loader:
// tsx's command line would stand between the test and the server, pass a stop signal on a second time and, when
// the server is slow to answer it (a loaded machine), kill it before PGlite has closed.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/lib/free-port';

export { freePort };

const root = new URL('../../../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Spawns the server with these environment variables (PORT is chosen here); does not wait for it. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Its own process group: a stop reaches whatever the server starts.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (done || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** What server/main.ts prints once it listens. */
const listeningLine = 'Miles portal and reference API: ';

/** Waits until the server says it listens, or fails with its output when it exits first or takes too long. */
export function untilListening(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      server.child.stdout?.off('data', check);
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    // Registered after spawnServer's own listener, so the chunk is in output() when this runs.
    function check() {
      if (server.output().includes(listeningLine)) settle();
    }
    const timer = setTimeout(() => settle(new Error(`the server did not listen within ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
    server.child.stdout?.on('data', check);
    void server.exited.then(() => settle(new Error(`the server exited before listening:\n${server.output()}`)));
    check();
  });
}
