import { localeQuerySchema } from '@lemon/shared/contract';
import { countryGroupsSchema, type CountryGroups } from '@lemon/orders-contract';
import { countryName } from '@lemon/shop-format';
import { intlLocales, type Locale } from '@lemon/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { deliveryZones } from './delivery-zones';

function countryGroups(locale: Locale): CountryGroups {
  const collator = new Intl.Collator(intlLocales[locale]);
  const group = (codes: readonly string[]) =>
    codes.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  return {
    france_monaco: group(deliveryZones.france_monaco),
    european_union: group(deliveryZones.european_union),
    rest_of_world: group(deliveryZones.rest_of_world),
  };
}

/** `GET /api/countries?locale=en`: the countries the shop delivers to, named in the shopper's language. */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const byLocale = { fr: countryGroups('fr'), en: countryGroups('en'), it: countryGroups('it') };
  app.get(
    '/api/countries',
    {
      config: { sameForEveryone: true },
      schema: { querystring: localeQuerySchema, response: { 200: countryGroupsSchema, ...refusals(400, 422) } },
    },
    async (request) => ({ data: byLocale[request.query.locale] }),
  );
};
