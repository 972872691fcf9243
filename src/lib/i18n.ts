// One i18next instance for the app. Each language's strings are their own chunk, loaded when first used,
// so a cold load fetches only the language it shows.
import i18next from 'i18next';
import type { Language } from './app-config';

const loaders = import.meta.glob<Record<string, unknown>>('../../config/locales/*.json', { import: 'default' });

export const i18n = i18next.createInstance();

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = loaders[`../../config/locales/${language}.json`];
  if (!load) throw new Error(`No strings for language "${language}" in config/locales`);
  const { $schema: _schema, ...strings } = await load();
  i18n.addResourceBundle(language, 'translation', strings);
}

let requested: Language | null = null;
let initialised: Promise<unknown> | null = null;

/**
 * Loads a language's strings, switches to it and sets `<html lang>`. The newest request wins: when a member's
 * profile language arrives while the default language is still loading, the default must not land last.
 */
export async function applyLanguage(language: Language): Promise<void> {
  requested = language;
  // Every key exists in every language (the config check proves it), so no fallback language is loaded.
  initialised ??= i18n.init({ lng: language, lowerCaseLng: true, fallbackLng: false, resources: {}, interpolation: { escapeValue: false }, returnNull: false });
  await initialised;
  await ensureLoaded(language);
  if (requested !== language) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
