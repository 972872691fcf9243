// The studio's overrides of interface strings: an editor reads every override in every language beside the portal's
// own text (the live version's), and sets or removes one (a line of the studio's audit log); visitors get it at their
// next load through translations_light, without a publish. The rules of what an override may say are the ones an
// agent's override follows (translation-overrides.ts), against the strings visitors get (studio/live-strings.ts).
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../http/api-types';
import { perMinute } from '../http/rate-limits';
import type { LocaleStrings } from '../reference/locale-strings';
import type { LanguageCode } from '../http/request-language';
import { allOverrides, checkOverride, saveOverride } from '../reference/translation-overrides';
import { overridePlace, recordChange } from '../studio/studio-audit';
import { staffOf } from '../studio/staff-accounts';
import { assertEditor } from '../studio/studio-roles';
import type { Services } from '../services';

/** `liveStrings`: every language's strings as visitors get them now (the live version's strings files in place). */
export function registerStudioOverrideRoutes(
  app: FastifyInstance,
  { db, contract, tokens, clock }: Services,
  liveStrings: () => Record<LanguageCode, LocaleStrings>,
): void {
  const overrides = async (): Promise<Schemas['StudioOverrides']> => {
    const strings = liveStrings();
    return { overrides: (await allOverrides(db)).map((row) => ({ ...row, original: strings[row.language].get(row.key) ?? null })) };
  };

  app.route({
    ...contract.route('getStudioOverrides'),
    handler: async (request, reply) => {
      assertEditor(await staffOf(request, db, tokens));
      void reply.header('cache-control', 'no-store');
      return overrides();
    },
  });

  app.route<{ Body: Schemas['TranslationOverride'] }>({
    ...contract.route('setStudioOverride'),
    config: perMinute(60),
    handler: async (request) => {
      const staff = await staffOf(request, db, tokens);
      assertEditor(staff);
      const { language, key, value } = request.body;
      checkOverride(liveStrings()[language], key, value);
      // The change and its line in the audit log are one transaction: neither is kept without the other.
      await db.transaction(async (tx) => {
        await saveOverride(tx, { language, key, value }, { staff: staff.id }, new Date(clock()));
        await recordChange(tx, staff, value === null ? 'override_removed' : 'override_set', overridePlace(language, key), null);
      });
      request.log.info({ staff: staff.id, language, key, removed: value === null }, 'studio string override');
      return overrides();
    },
  });
}
