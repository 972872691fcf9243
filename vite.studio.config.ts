// The studio (/studio), built on its own after the portal (`npm run build`): its own entry and chunks under
// dist/studio/, so that it never adds a byte to what a member or a guest loads, and no plugin of the portal's build
// (prerendering, route shells, the shell chunk) has to know it exists.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    // The portal's build is already there.
    emptyOutDir: false,
    assetsDir: 'studio/assets',
    target: 'es2022',
    // Apart from the portal's (dist/.vite/manifest.json): the size budgets read which chunk is which part of the studio.
    manifest: 'studio/.vite/manifest.json',
    rolldownOptions: { input: fileURLToPath(new URL('./studio/index.html', import.meta.url)) },
  },
});
