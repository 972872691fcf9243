// `npm run dev`: the reference API server (dev outbox on) and Vite with hot reload, /api proxied to it.
// Both stop together on Ctrl-C.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4174';
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, MILES_DEV_OUTBOX: '1', DIST_DIR: 'dist' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
