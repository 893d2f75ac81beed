import { lazySchema, z } from '@lemon/shared/contract';

const countrySchema = z.object({
  /** ISO 3166-1 alpha-2: what an address stores. */
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** The country's name in the language asked for. */
  name: z.string().check(z.minLength(1)),
});

/** `GET /api/countries?locale=…`: the countries the shop delivers to, by delivery zone. */
export const countryGroupsSchema = lazySchema(() =>
  z.object({
    data: z.object({
      france_monaco: z.array(countrySchema).check(z.minLength(1)),
      european_union: z.array(countrySchema).check(z.minLength(1)),
      rest_of_world: z.array(countrySchema).check(z.minLength(1)),
    }),
  }),
);
export type CountryGroups = z.infer<typeof countryGroupsSchema>['data'];
