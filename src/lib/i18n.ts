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

/** Loads a language's strings, switches to it and sets `<html lang>`. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    // Every key exists in every language (the config check proves it), so no fallback language is loaded.
    await i18n.init({ lng: language, lowerCaseLng: true, fallbackLng: false, resources: {}, interpolation: { escapeValue: false }, returnNull: false });
  }
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
