import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { localePartsPlugin } from './scripts/locale-parts.ts';

export default defineConfig({
  plugins: [localePartsPlugin(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_ENV__: JSON.stringify('local') },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
      'tests/config/**/*.test.ts',
      'tests/api/**/*.test.ts',
    ],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    pool: 'threads',
    // Vitest's default is one worker less than the CPUs: ONE on a 2-core machine (CI), which leaves a core
    // idle while a file waits on PGlite, a spawned server or a timer. Two files at a time use both.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // A loaded 2-core machine (CI, parallel work) can take well over the 10 s default to build the seeded
    // database dump the API tests share, or to start a server: time limits that hold there, not on a laptop.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
