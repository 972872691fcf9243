// One chunk for everything the entry needs before its first render (issue 12: the shell ratio).
// main.tsx awaits at top level (the session, the route's template), so no lazy chunk may import from the entry
// chunk: the bundler moves every module the entry shares with lazy chunks into common chunks, one per set of
// importers — 40 small files on a cold /login, each gzip'd alone (about 5 kB more than the same code in one
// file) and each one more request. This plugin reads the module graph once it is built and puts the entry's
// static imports, followed all the way down (the libraries too), into one `shell` chunk; the entry keeps only
// main.tsx. Modules that only lazy code imports stay out of it.
import type { Plugin } from 'vite';

/** Ids the entry reaches through static imports (CSS excluded: Vite bundles styles on its own). */
const shellModules = new Set<string>();

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
            codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shellModules.has(id) }] },
          },
        },
      },
    }),
    buildEnd() {
      shellModules.clear();
      // Only the browser build has the shell (the prerender's SSR build is one Node module set).
      if (this.environment.name !== 'client') return;
      // The entry is index.html; the scripts it loads (main.tsx, which awaits at top level) stay in the entry chunk.
      const html = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const entryScripts = new Set(html.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      const queue = [...entryScripts].flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length > 0) {
        const id = queue.pop();
        if (id === undefined || shellModules.has(id) || entryScripts.has(id) || !isScript(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
