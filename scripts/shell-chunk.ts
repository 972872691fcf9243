// One chunk for everything the entry needs before its first render (the shell ratio).
// main.tsx awaits at top level (the session, the route's template), so no lazy chunk may import from the entry
// chunk: the bundler moves every module the entry shares with lazy chunks into common chunks, one per set of
// importers — dozens of small files on a cold /login, each gzip'd alone (more bytes than the same code in one
// file) and each one more request. This plugin reads the module graph once it is built and puts the entry's
// static imports, followed all the way down (the libraries too), into one `shell` chunk; the entry keeps only
// main.tsx. Modules that only lazy code imports stay out of it.
//
// The config the shell imports (config/app.json, navigation, the route lists and overlays, every page's config;
// not the strings, which are chunks of their own) is one `config` chunk beside it, statically imported, so the
// HTML names it and it loads in parallel with the shell. Why apart: it is the editors' and market teams' data,
// which changes with content, not with code — a new page or route changes the small config file and leaves the
// shell's file (and its cache) alone — and the bench measures it against its own budget, as it does the strings
// (scripts/bench/sizes.ts).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Ids the entry reaches through static imports (CSS excluded: Vite bundles styles on its own). */
const shellModules = new Set<string>();
/** The files of config/ (strings excepted) that shell modules import. */
const configModules = new Set<string>();
const CONFIG_DIR = fileURLToPath(new URL('../config/', import.meta.url));

function isConfigData(id: string): boolean {
  return id.startsWith(CONFIG_DIR) && id.endsWith('.json') && !id.startsWith(`${CONFIG_DIR}locales/`);
}

function isScript(id: string): boolean {
  return !id.startsWith('\0') && /\.(m?[jt]sx?|cjs)(\?.*)?$/.test(id);
}

export function shellChunkPlugin(): Plugin {
  return {
    name: 'miles-shell-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'config', test: (id: string) => configModules.has(id) },
                { name: 'shell', test: (id: string) => shellModules.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      shellModules.clear();
      configModules.clear();
      // Only the browser build has the shell (the prerender's SSR build is one Node module set).
      if (this.environment.name !== 'client') return;
      // The entry is index.html; the scripts it loads (main.tsx, which awaits at top level) stay in the entry chunk.
      const html = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entryScripts = new Set(html.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      const queue = [...entryScripts].flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length > 0) {
        const id = queue.pop();
        if (id !== undefined && isConfigData(id)) configModules.add(id);
        if (id === undefined || shellModules.has(id) || entryScripts.has(id) || !isScript(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
