// Typed access to config/app.json (languages, constants, environments): bundled at build time after
// `npm run check:config` has validated it (the Vite plugin refuses to build otherwise), so the casts below are backed
// by the schema. The config the studio may change (pages, routes, menus) is src/platform/site-config.ts.
import app from '../../config/app.json';
import type { AppConfig } from '../generated/config';

export type Language = AppConfig['defaultLanguage'];
export type EnvironmentName = AppConfig['defaultEnvironment'];

// JSON imports are typed loosely (string, not the enum): the schema check is what backs these casts.
export const appConfig = app as unknown as AppConfig;
export const environment = __APP_ENV__ as EnvironmentName;
export const environmentConfig = appConfig.environments[environment];

/** True when `value` is one of the configured languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (appConfig.languages as string[]).includes(value);
}
