// Reference data every visitor may read: languages, countries, interface overrides, programme settings.
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../http/api-types';
import { requestLanguage } from '../http/request-language';
import { countryName } from '../reference/country-names';
import { programmeFigures } from '../reference/programme-settings';
import type { Services } from '../services';

type Language = Schemas['Language'];

export function registerReferenceRoutes(app: FastifyInstance, { db, contract }: Services): void {
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
      const countries = await db.query<Omit<Schemas['Country'], 'languages'>>('SELECT id, code, name, url FROM countries ORDER BY id');
      const links = await db.query<Language & { country_id: number }>(
        'SELECT cl.country_id, l.code, l.name FROM country_languages cl JOIN languages l ON l.code = cl.language_code ORDER BY cl.country_id, cl.position',
      );
      return countries.map((c) => ({
        ...c,
        name: countryName(c.code, language, c.name),
        languages: links.filter((l) => l.country_id === c.id).map(({ code, name }) => ({ code, name })),
      }));
    },
  });

  // translations_light (editors' overrides) lives in translation-routes.ts with its staff-only setter.

  app.route({
    ...contract.route('getSettings'),
    handler: async (): Promise<Schemas['Settings']> => ({ environment: 'prod', ...programmeFigures }),
  });
}
