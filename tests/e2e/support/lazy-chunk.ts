// Where the build put a module the app imports lazily, read from Vite's manifest of the build under test
// (vite.config.ts sets build.manifest): a spec that holds a lazy part back, as a slow connection would, names the
// source module it means and not a file name the bundler chose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}

/** The URL pattern of the chunk that `sourceModule` (e.g. `src/forms/schema-form.tsx`) is loaded from on demand. */
export function lazyChunkOf(sourceModule: string): RegExp {
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunk = manifest[sourceModule];
  if (!chunk?.isDynamicEntry) throw new Error(`${sourceModule} is not loaded on demand in the build in ${distDir}`);
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
