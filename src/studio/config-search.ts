// What the studio's search keeps of the config: the entries whose words hold every word typed (any case), in each
// part. Pure, so the test of the rule needs no page.
import type { StudioConfig } from './studio-api';

export type ConfigPart = keyof StudioConfig;

const words = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Every value of `value`, nested lists and objects (a content page's titles by language) flattened. */
const valuesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(valuesOf)
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(valuesOf)
      : [String(value)];

/** The text of an entry the search looks in: its values. */
const textOf = (entry: object): string => valuesOf(entry).join(' ').toLowerCase();

/** `config` with only the entries matching `query` (all of it for an empty query). */
export function searchConfig(config: StudioConfig, query: string): StudioConfig {
  const wanted = words(query);
  const keep = <T extends object>(entries: T[]) =>
    wanted.length ? entries.filter((e) => wanted.every((w) => textOf(e).includes(w))) : entries;
  return {
    pages: keep(config.pages),
    routes: keep(config.routes),
    navigation: keep(config.navigation),
    forms: keep(config.forms),
    contentPages: keep(config.contentPages),
    files: wanted.length ? config.files.filter((file) => wanted.every((w) => file.toLowerCase().includes(w))) : config.files,
  };
}

/** How many entries the config holds in all. */
export const entryCount = (config: StudioConfig): number =>
  config.pages.length +
  config.routes.length +
  config.navigation.length +
  config.forms.length +
  config.files.length +
  config.contentPages.length;
