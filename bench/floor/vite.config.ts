// Build of the "floor" app for scripts/bench/lighthouse.ts. Deliberately plain (only the React plugin,
// Vite's defaults otherwise) so that it weighs what the libraries weigh and nothing more. It is built with
// an explicit configFile + root, so the portal's own vite.config.ts never applies here.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    // Same syntax target as the portal's build, so that down-levelling does not skew the comparison.
    target: 'es2022',
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
