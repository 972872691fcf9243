// The language a request asks for (Accept-Language), among the programme's languages: every answer that carries
// words (page content, the history's labels, country and city names) and a guest's mails are in it.
import type { Schemas } from './api-types';

export type LanguageCode = Schemas['LanguageCode'];
export const programmeLanguages: readonly LanguageCode[] = ['en', 'fr-be', 'nl-be'];

/** The first Accept-Language entry the programme has (exact, then by primary subtag), else English. */
export function requestLanguage(header: string | undefined): LanguageCode {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = programmeLanguages.find((l) => l === tag);
    if (exact) return exact;
  }
  for (const tag of wanted) {
    const primary = programmeLanguages.find((l) => l.split('-')[0] === tag.split('-')[0]);
    if (primary) return primary;
  }
  return 'en';
}
