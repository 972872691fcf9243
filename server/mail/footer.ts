// The last line of a mail to a member: how to stop the newsletters, in each language.
import type { LanguageCode } from '../http/request-language';

export function unsubscribeLine(token: string): Readonly<Record<LanguageCode, string>> {
  const link = `/unsubscribe/${token}`;
  return {
    en: `No more newsletters: ${link}`,
    'fr-be': `Ne plus recevoir de newsletters : ${link}`,
    'nl-be': `Geen nieuwsbrieven meer: ${link}`,
  };
}
