// The public pages' renderer for the server (src/app/prerender-entry.tsx), built after the portal (`npm run build`)
// into dist/.ssr/ (a dot folder: never served): when the studio publishes a version that changes what a prerendered page shows, the server renders
// that page again with the live files (server/render/), so it keeps its first paint without JavaScript. The build's
// own prerender (scripts/prerender.ts) runs the same entry through Vite's loader. The packages stay imports of
// node_modules (the server's dependencies), not copies.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { resolveEnvironment } from './scripts/config-check/environment';
import { configDocsPlugin } from './scripts/config-docs-plugin.ts';

export default defineConfig({
  plugins: [configDocsPlugin(), react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
    },
  },
  define: { __APP_ENV__: JSON.stringify(resolveEnvironment(process.env.APP_ENV)) },
  build: {
    ssr: fileURLToPath(new URL('./src/app/prerender-entry.tsx', import.meta.url)),
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    sourcemap: false,
    // ES modules by their extension, wherever the build is put (a folder without a package.json saying so too).
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
});
