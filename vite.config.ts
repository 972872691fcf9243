import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configCheckPlugin } from './scripts/config-check/vite-plugin';
import { resolveEnvironment } from './scripts/config-check/environment';
import { precompressPlugin } from './scripts/precompress';
import { prerenderPlugin } from './scripts/prerender';
import { routeShellsPlugin } from './scripts/route-shells.ts';
import { shellChunkPlugin } from './scripts/shell-chunk.ts';
import { configDocsPlugin } from './scripts/config-docs-plugin.ts';

function stringsChunkName(chunk: { facadeModuleId: string | null }): string {
  const strings = /[/\\]config[/\\]locales[/\\]([\w-]+)[/\\]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return strings ? `assets/${strings[1]}-${strings[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

// The environment (local | qa | rc | prod) is chosen at build time with APP_ENV and baked into the bundle.
const appEnv = resolveEnvironment(process.env.APP_ENV);

export default defineConfig({
  // precompressPlugin: `.br` and `.gz` beside each text file of dist/, served by server/http/static-files.ts.
  // prerenderPlugin: the public pages as HTML per language (dist/prerendered/), once the bundle is written.
  // routeShellsPlugin: for every other route, index.html naming the files its first render needs (dist/route-shells/).
  // shellChunkPlugin: what the entry needs before its first render in one chunk (scripts/shell-chunk.ts).
  // configDocsPlugin: the config's documentation ($schema, description) stays out of the bundle.
  plugins: [
    configCheckPlugin(),
    configDocsPlugin(),
    react(),
    shellChunkPlugin(),
    precompressPlugin(),
    prerenderPlugin(),
    routeShellsPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // rjsf's Markdown renderer, unused by our forms, kept out of the form chunk (see the file's comment).
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
    },
  },
  define: { __APP_ENV__: JSON.stringify(appEnv) },
  // No modulepreload polyfill (0.3 kB gzip of every first load): Chromium since 66, Firefox since 115 and Safari
  // since 17 support <link rel="modulepreload">; an older browser still loads the modules through their imports,
  // one after the other instead of in parallel.
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // A namespace of a language's strings (config/locales/<language>/<namespace>.json) is named for both:
    // `en-shell-<hash>.js` says what it is, where the file's own name would read like the code's `shell` chunk.
    rolldownOptions: { output: { chunkFileNames: stringsChunkName } },
  },
  // `npm run dev`: Vite with hot reload, /api proxied to the reference server that scripts/dev.mjs starts.
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 4174}` } },
});
