import { intlLocales, isLocale, defaultLocale } from '@lemon/shared/locales';
import type { CountryGroups } from '@lemon/shared/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { parseListQuery } from '../http/list-query';
import { deliveryZones } from './delivery-zones';

const countriesQuery = { filters: {}, sorts: [], includes: [], extras: ['locale'], defaultPerPage: 1 } as const;

function countryGroups(locale: keyof typeof intlLocales): CountryGroups {
  const names = new Intl.DisplayNames([intlLocales[locale]], { type: 'region' });
  const collator = new Intl.Collator(intlLocales[locale]);
  const group = (codes: readonly string[]) =>
    codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  return {
    france_monaco: group(deliveryZones.france_monaco),
    european_union: group(deliveryZones.european_union),
    rest_of_world: group(deliveryZones.rest_of_world),
  };
}

/** `GET /api/countries?locale=en`: the countries the shop delivers to, named in the shopper's language. */
export async function countriesRoutes(app: FastifyInstance): Promise<void> {
  const byLocale = { fr: countryGroups('fr'), en: countryGroups('en'), it: countryGroups('it') };
  app.get<{ Querystring: Record<string, unknown> }>('/api/countries', async (request) => {
    const locale = parseListQuery(request.query, countriesQuery).extras.locale ?? defaultLocale;
    if (!isLocale(locale)) throw new HttpError(422, 'The query has invalid values.', { locale: ['locale'] });
    return { data: byLocale[locale] };
  });
}
