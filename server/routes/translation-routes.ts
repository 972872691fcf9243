// Editors' overrides of the portal's interface strings: translations_light answers the overrides
// of the request's language; staff set or remove one with PUT admin/translations, no deploy needed.
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { findMember } from '../members/member-record';
import type { LocaleStrings } from '../reference/locale-strings';
import type { LanguageCode } from '../http/request-language';
import { checkOverride, overridesOf, saveOverride } from '../reference/translation-overrides';
import type { Services } from '../services';

/** `liveStrings`: every language's strings as visitors get them now (the live version's strings files in place). */
export function registerTranslationRoutes(
  app: FastifyInstance,
  { db, contract, clock, auth }: Services,
  liveStrings: () => Record<LanguageCode, LocaleStrings>,
): void {
  app.route({
    ...contract.route('getTranslations'),
    handler: (request): Promise<Schemas['Translations']> => overridesOf(db, requestLanguage(request.headers['accept-language'])),
  });

  app.route<{ Body: Schemas['TranslationOverride'] }>({
    ...contract.route('setTranslationOverride'),
    handler: async (request): Promise<Schemas['TranslationOverride']> => {
      const caller = await auth.member(request);
      // An impersonated session acts with the member's rights, never the agent's.
      const staff = caller.impersonatedBy === null ? await findMember(db, caller.id) : null;
      if (staff?.role !== 'agent') throw forbidden();
      const { language, key, value } = request.body;
      checkOverride(liveStrings()[language], key, value);
      await saveOverride(db, { language, key, value }, { user: staff.id }, new Date(clock()));
      return { language, key, value };
    },
  });
}
