// The portal's interface strings as visitors get them: the build's (config/locales) with each strings file the live
// version publishes in its place. An override is checked against them and listed beside them: a key a published file
// added may be overridden, a placeholder it dropped need not be kept, and the text an override replaces is the one
// visitors would otherwise read.
import type { LiveConfig } from '../../src/contract/live-config';
import type { LanguageCode } from '../http/request-language';
import { flattenStrings, mergeNamespaces, readNamespaceFiles, shippedLocaleStrings } from '../reference/locale-strings';
import type { LocaleStrings } from '../reference/locale-strings';

// Why by the live config itself: a process holds one object per version, and two servers of one test process (two
// databases) may both be at version 1 with other files.
const byVersion = new WeakMap<LiveConfig, Record<LanguageCode, LocaleStrings>>();

/** Every language's strings by dotted key, with the live version's strings files in place of the build's. */
export function liveLocaleStrings(live: LiveConfig): Record<LanguageCode, LocaleStrings> {
  const shipped = shippedLocaleStrings();
  if (!Object.keys(live.files).some((file) => file.startsWith('config/locales/'))) return shipped;
  const known = byVersion.get(live);
  if (known) return known;
  const strings = { ...shipped };
  for (const language of Object.keys(shipped) as LanguageCode[]) {
    const files = readNamespaceFiles(language).map((file) => (Object.hasOwn(live.files, file.file) ? live.files[file.file] : file.strings));
    strings[language] = flattenStrings(mergeNamespaces(files));
  }
  byVersion.set(live, strings);
  return strings;
}
