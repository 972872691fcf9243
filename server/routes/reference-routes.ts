// Reference data every visitor may read: languages, countries, interface overrides, programme settings. The countries
// members live in and their names are the countries file's (reference/countries.ts), in the request's language; a
// country an answer shows elsewhere (a hotel's, an agency's, a delivery address's) is named in that answer.
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { membersCountries } from '../reference/countries';
import { programmeFigures } from '../reference/programme-settings';
import type { Services } from '../services';

type Language = Schemas['Language'];

export function registerReferenceRoutes(app: FastifyInstance, { db, contract, countries }: Services): void {
  const languages = () => db.query<Language>('SELECT code, name FROM languages ORDER BY position');

  app.route({ ...contract.route('getLanguages'), handler: languages });

  app.route({
    ...contract.route('getCountryLanguages'),
    handler: () =>
      db.query<Language>(
        'SELECT l.code, l.name FROM languages l WHERE EXISTS (SELECT 1 FROM country_languages cl WHERE cl.language_code = l.code) ORDER BY l.position',
      ),
  });

  app.route({
    ...contract.route('getCountries'),
    handler: async (request): Promise<Schemas['Country'][]> => {
      const language = requestLanguage(request.headers['accept-language']);
      const named = new Map((await languages()).map((known) => [known.code, known]));
      return membersCountries(countries).map(({ id, code, names, url, languages: codes }) => ({
        id,
        code,
        name: names[language],
        url,
        languages: codes.flatMap((known) => named.get(known) ?? []),
      }));
    },
  });

  // translations_light (editors' overrides) lives in translation-routes.ts with its staff-only setter.

  app.route({
    ...contract.route('getSettings'),
    handler: async (): Promise<Schemas['Settings']> => ({ environment: 'prod', ...programmeFigures }),
  });
}
