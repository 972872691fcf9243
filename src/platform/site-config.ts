// Typed access to the config editors and market teams change: the route lists and each language's overlay, the pages,
// the menus. Bundled at build time after `npm run check:config` has validated it (the Vite plugin refuses to build
// otherwise), so the casts below are backed by the schemas. A file the studio has published since
// (src/platform/live-config.ts) replaces the bundled one: the server checked the live set the same way.
import navigation from '../../config/navigation.json';
import publicList from '../../config/routes/public.json';
import privateList from '../../config/routes/private.json';
import trackedList from '../../config/routes/tracked.json';
import type { NavigationConfig, PageConfig, RouteList, RouteOverlay } from '@/generated/config';
import type { Language } from '@/lib/app-config';
import { liveFile, liveFilesIn } from './live-config';

// JSON imports are typed loosely (string, not the enum): the schema check is what backs these casts.
export const navigationConfig = liveFile<NavigationConfig>('config/navigation.json') ?? (navigation as unknown as NavigationConfig);
export const baseLists = {
  public: liveFile<RouteList>('config/routes/public.json') ?? (publicList as unknown as RouteList),
  private: liveFile<RouteList>('config/routes/private.json') ?? (privateList as unknown as RouteList),
  tracked: liveFile<RouteList>('config/routes/tracked.json') ?? (trackedList as unknown as RouteList),
};

const pages = import.meta.glob<PageConfig>('../../config/pages/*.json', { eager: true, import: 'default' });
const overlays = import.meta.glob<RouteOverlay>('../../config/routes/overlays/*.json', { eager: true, import: 'default' });

const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, value]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), value]));

const pageMap = new Map([...byName(pages), ...liveFilesIn<PageConfig>('config/pages/')]);
const overlayMap = new Map([...byName(overlays), ...liveFilesIn<RouteOverlay>('config/routes/overlays/')]);

/** The page config of `id`, or undefined (the config check makes that impossible for routed pages). */
export function pageConfig(id: string): PageConfig | undefined {
  return pageMap.get(id);
}

/** The route overlay of a language, if it has one. */
export function overlayFor(language: Language): RouteOverlay | undefined {
  return overlayMap.get(language);
}
