// Typed access to config/. JSON is bundled at build time after `npm run check:config` has validated it
// (the Vite plugin refuses to build otherwise), so the casts below are backed by the schemas.
import app from '../../config/app.json';
import navigation from '../../config/navigation.json';
import publicList from '../../config/routes/public.json';
import privateList from '../../config/routes/private.json';
import trackedList from '../../config/routes/tracked.json';
import type { AppConfig, NavigationConfig, PageConfig, RouteList, RouteOverlay } from '../generated/config';

export type Language = AppConfig['defaultLanguage'];
export type EnvironmentName = AppConfig['defaultEnvironment'];

// JSON imports are typed loosely (string, not the enum): the schema check is what backs these casts.
export const appConfig = app as unknown as AppConfig;
export const navigationConfig = navigation as unknown as NavigationConfig;
export const baseLists = {
  public: publicList as unknown as RouteList,
  private: privateList as unknown as RouteList,
  tracked: trackedList as unknown as RouteList,
};
export const environment = __APP_ENV__ as EnvironmentName;
export const environmentConfig = appConfig.environments[environment];

const pages = import.meta.glob<PageConfig>('../../config/pages/*.json', { eager: true, import: 'default' });
const overlays = import.meta.glob<RouteOverlay>('../../config/routes/overlays/*.json', { eager: true, import: 'default' });

const byName = <T>(modules: Record<string, T>) =>
  new Map(Object.entries(modules).map(([path, value]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), value]));

const pageMap = byName(pages);
const overlayMap = byName(overlays);

/** The page config of `id`, or undefined (the config check makes that impossible for routed pages). */
export function pageConfig(id: string): PageConfig | undefined {
  return pageMap.get(id);
}

/** The route overlay of a language, if it has one. */
export function overlayFor(language: Language): RouteOverlay | undefined {
  return overlayMap.get(language);
}

/** True when `value` is one of the configured languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (appConfig.languages as string[]).includes(value);
}
