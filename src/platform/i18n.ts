// One i18next instance for the app. Each language's strings are i18next namespaces, one file and one chunk each
// (config/locales/<language>/<namespace>.json): `shell`, what any first paint may show, loaded with the language;
// the others loaded by the routes whose template names them (schemas/config/templates.json), in parallel with
// the template's chunk. A key names its group only (`shop.basket.title`): i18next looks it up in `shell`, then in
// the other namespaces, so no call says which file its string is in. Editors' overrides of single strings
// (GET translations_light, set by staff without a deploy) are fetched beside the chunk and laid over it, through
// the app's API client (src/model/session/api.ts gives it: this layer cannot import the client).
import i18next from 'i18next';
import type { TOptions } from 'i18next';
import type { Language } from '@/lib/app-config';
import { formatNumber } from '@/lib/format-number';
import { liveFile } from './live-config';
import { stringNamespaces } from '@/generated/registry-names';
import type { StringNamespace } from '@/generated/registry-names';

const loaders = import.meta.glob<Record<string, unknown>>('../../config/locales/*/*.json', { import: 'default' });

/** The namespace every page loads with its language; the ones a template names come on top of it. */
const firstPaintNamespace: StringNamespace = 'shell';

export const i18n = i18next.createInstance();

/**
 * Values every string may use without the caller passing them: `{{settings.minimum_transfer}}` (the programme's
 * figures, formatted). Mutated in place: i18next keeps a reference to this object from init on.
 */
const textVariables: { settings?: Record<string, string> } = {};

/** Gives `{{settings.<name>}}` in interface strings its figure, in en-GB grouping with spaces (requirements §9). */
export function setTextFigures(figures: Readonly<Record<string, number>>): void {
  textVariables.settings = Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, formatNumber(value)]));
}

type Nested = { [key: string]: string | Nested };
const unsafeSegment = new Set(['__proto__', 'constructor', 'prototype', '']);

/**
 * `{ "nav.home": "Home" }` → `{ nav: { home: "Home" } }`, the shape of a locale file. Anything that is not a
 * string, or a key that could reach an object's prototype or collides with a group, is dropped.
 */
export function nestOverrides(flat: unknown): Nested {
  const nested: Nested = {};
  if (typeof flat !== 'object' || flat === null || Array.isArray(flat)) return nested;
  for (const [key, value] of Object.entries(flat)) {
    const path = key.split('.');
    if (typeof value !== 'string' || path.some((segment) => unsafeSegment.has(segment))) continue;
    let node: Nested = nested;
    for (const segment of path.slice(0, -1)) {
      const next: string | Nested = Object.hasOwn(node, segment) ? (node[segment] as string | Nested) : (node[segment] = {});
      if (typeof next === 'string') {
        node = {}; // `a` is a string already: `a.b` has nowhere to go
        break;
      }
      node = next;
    }
    const last = path[path.length - 1] as string;
    if (!Object.hasOwn(node, last) || typeof node[last] === 'string') node[last] = value;
  }
  return nested;
}

/** Asks the API for the editors' overrides of a language (GET translations_light in that language). */
export type OverridesSource = (language: Language) => Promise<unknown>;
let overridesSource: OverridesSource | null = null;

/**
 * The call that fetches the overrides. Why given from outside: it must leave through the one API client (its
 * session header and token, the refresh and retry of a 401, its timeout), which lives above this layer; the client's
 * module gives it when it is created, before any language is applied.
 */
export function setOverridesSource(source: OverridesSource): void {
  overridesSource = source;
}

/** The overrides of a language; {} when the call fails or there is no API (the chunk's strings stay: overrides are extras). */
async function fetchOverrides(language: Language): Promise<Nested> {
  if (!overridesSource) return {};
  try {
    return nestOverrides(await overridesSource(language));
  } catch {
    return {};
  }
}

// How long the strings wait for the overrides once the chunk is there; a slower answer still lands in the
// bundle (the 'added' event re-renders what shows strings) but never holds the first paint back longer than this.
const overridesGraceMs = 250;

/**
 * A count whose plural category the strings do not write (French `many`, for exact millions: the locale files
 * write the categories counts up to 999 take, server/config-check/plural-rules.ts) shows the `_other` form
 * rather than the raw key; a key that does not exist at all shows the call's fallback, or else itself.
 */
function pluralOtherForm(key: string, defaultValue?: string, options?: TOptions): string {
  const other = `${key}_other`;
  if (typeof options?.count === 'number' && i18n.exists(other, options)) return i18n.t(other, options);
  // i18next hands the call's own fallback (a server's code the strings may not know → the generic message) to this
  // handler too: the fallback is what shows, never the key.
  return defaultValue ?? key;
}

/**
 * A string the page shows and no loaded namespace holds: its key would show instead of text. Said on the console,
 * where the browser tests fail on it, unless the call gave a fallback of its own (a server's code the strings may
 * not know) or it is a plural form the strings do not write (pluralOtherForm shows `_other`).
 */
function reportMissingKey(
  _languages: readonly string[],
  _namespace: string,
  key: string,
  _fallback: string,
  _update: boolean,
  options: TOptions,
): void {
  if (options.defaultValue !== undefined) return;
  if (typeof options.count === 'number' && i18n.exists(`${key}_other`, options)) return;
  console.error(`Missing string "${key}" in ${i18n.language}: no loaded namespace holds it (config/locales/${i18n.language}/).`);
}

/** Namespaces loaded (or loading) per language. */
const loadedNamespaces = new Map<string, Promise<void>>();

/** Loads one namespace of a language's strings once; a failed load is tried again by the next caller. */
function ensureNamespace(language: Language, namespace: StringNamespace): Promise<void> {
  const key = `${language}|${namespace}`;
  let loading = loadedNamespaces.get(key);
  if (!loading) {
    loading = (namespace === firstPaintNamespace ? ensureLoaded(language) : addNamespace(language, namespace)).catch((error: unknown) => {
      loadedNamespaces.delete(key);
      throw error;
    });
    loadedNamespaces.set(key, loading);
  }
  return loading;
}

async function readNamespace(language: Language, namespace: StringNamespace): Promise<Record<string, unknown>> {
  const file = `config/locales/${language}/${namespace}.json`;
  const load = loaders[`../../${file}`];
  if (!load) throw new Error(`No strings for language "${language}" in ${file}`);
  // A file the studio published replaces the bundled one whole (the chunk is not even fetched).
  const { $schema: _schema, ...strings } = liveFile<Record<string, unknown>>(file) ?? (await load());
  return strings;
}

async function addNamespace(language: Language, namespace: StringNamespace): Promise<void> {
  i18n.addResourceBundle(language, namespace, await readNamespace(language, namespace), true, false);
}

async function ensureLoaded(language: Language): Promise<void> {
  // Both requests start together: the overrides add no round trip after the chunk.
  const overrides = fetchOverrides(language);
  await addNamespace(language, firstPaintNamespace);
  // Overrides go into the namespace looked up first, so they win whichever namespace holds the string.
  const apply = (nested: Nested) => i18n.addResourceBundle(language, firstPaintNamespace, nested, true, true);
  let applied = false;
  const late = overrides.then((nested) => {
    if (applied) apply(nested);
    return nested;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), overridesGraceMs);
  });
  const inTime = await Promise.race([late, grace]);
  clearTimeout(timer);
  applied = true;
  if (inTime) apply(inTime);
  if (inTime && Object.keys(inTime).length > 0) overridden.add(language);
}

/** The languages whose strings carry editors' overrides (laid over the chunk before the first paint). */
const overridden = new Set<string>();

/**
 * Whether this language's strings differ from the build's: then HTML prerendered at build time holds other
 * text than the app would render, and hydrating it would be a mismatch (the app renders afresh instead).
 */
export function hasStringOverrides(language: string): boolean {
  return overridden.has(language);
}

let requested: Language | null = null;
/** The namespaces a page asked for: every language switched to later loads them too. */
const wanted = new Set<StringNamespace>([firstPaintNamespace]);

/**
 * Namespaces of the strings, for the language shown (and the ones switched to later): awaited by the route of a
 * template that names them, and by every route of a member (the header's basket shows the shop's strings).
 * Resolves at once when loaded.
 */
export async function loadNamespaces(namespaces: readonly StringNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const language = (requested ?? i18n.language) as Language | undefined;
  if (language) await Promise.all(namespaces.map((namespace) => ensureNamespace(language, namespace)));
}

/** Every namespace: what a member's router asks for, and what component tests render with. */
export const allNamespaces: readonly StringNamespace[] = stringNamespaces;
let initialised: Promise<unknown> | null = null;

/**
 * Loads a language's strings, switches to it and sets `<html lang>`. The newest request wins: when a member's
 * profile language arrives while the default language is still loading, the default must not land last.
 */
export async function applyLanguage(language: Language): Promise<void> {
  requested = language;
  // Every key exists in every language (the config check proves it), so no fallback language is loaded.
  initialised ??= i18n.init({
    lng: language,
    lowerCaseLng: true,
    fallbackLng: false,
    resources: {},
    ns: [...stringNamespaces],
    defaultNS: firstPaintNamespace,
    fallbackNS: stringNamespaces.filter((namespace) => namespace !== firstPaintNamespace),
    interpolation: { escapeValue: false, defaultVariables: textVariables },
    returnNull: false,
    parseMissingKeyHandler: pluralOtherForm,
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: reportMissingKey,
    // Overrides that answer after the grace time are added to the bundle later: the components using strings
    // re-render on that 'added' event, so a slow overrides call still shows its strings without a reload.
    react: { bindI18nStore: 'added' },
  });
  await initialised;
  await Promise.all([...wanted].map((namespace) => ensureNamespace(language, namespace)));
  if (requested !== language) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
