// public/ holds one script, early-press.js: a classic script the HTML loads before the app (it is no module, so
// it waits for nothing), kept readable with its comments. Vite copies public/ as it is; the build minifies the
// copy (oxc's minifier, as Vite's own output), which more than halves what a cold page fetches of it (the shell's
// budget counts it). `npm run dev` serves the readable file. A script that does not parse
// fails the build rather than shipping unminified or broken.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minifySync } from 'vite';
import type { Plugin } from 'vite';

/** The minified text of a classic script, or an error naming the file. */
export function minifyClassicScript(file: string, code: string): string {
  const result = minifySync(file, code, { module: false, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}

export function minifyPublicScriptsPlugin(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'miles-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    // generateBundle runs after Vite has copied public/ into the output directory and before writeBundle, where
    // precompressPlugin compresses every file: the .br and .gz are made from the minified text.
    async generateBundle() {
      if (this.environment.name !== 'client' || !publicDir) return;
      for (const name of await readdir(publicDir)) {
        if (!name.endsWith('.js')) continue;
        const code = await readFile(join(publicDir, name), 'utf8');
        await writeFile(join(outDir, name), minifyClassicScript(name, code));
      }
    },
  };
}
