// Where the build put a module the app imports lazily, read from Vite's manifest of the build under test
// (scripts/bench/lib/manifest.ts): a spec that holds a lazy part back, as a slow connection would, names the source
// module it means and not a file name the bundler chose.
import { readManifest } from '../../../scripts/bench/lib/manifest';

/** The URL pattern of the chunk that `sourceModule` (e.g. `src/forms/schema-form.tsx`) is loaded from on demand. */
export async function lazyChunkOf(sourceModule: string): Promise<RegExp> {
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  const chunk = (await readManifest(distDir))[sourceModule];
  if (!chunk?.isDynamicEntry) throw new Error(`${sourceModule} is not loaded on demand in the build in ${distDir}`);
  return new RegExp(`/${chunk.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
