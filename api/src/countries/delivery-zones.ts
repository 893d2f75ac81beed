/** Where the shop delivers, by zone: free delivery applies in France and Monaco from 99 €. */
export const deliveryZones = {
  france_monaco: ['FR', 'MC'],
  european_union: [
    'AT',
    'BE',
    'BG',
    'CY',
    'CZ',
    'DE',
    'DK',
    'EE',
    'ES',
    'FI',
    'GR',
    'HR',
    'HU',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SE',
    'SI',
    'SK',
  ],
  rest_of_world: ['AD', 'AU', 'CA', 'CH', 'GB', 'IS', 'JP', 'LI', 'NO', 'NZ', 'SG', 'SM', 'US', 'VA'],
} as const;

export type DeliveryZone = keyof typeof deliveryZones;

const deliveredCountries: ReadonlySet<string> = new Set(Object.values(deliveryZones).flat());

/** Whether the shop delivers to this country (ISO 3166-1 alpha-2, upper case): one of `GET /api/countries`. */
export const deliversTo = (code: string) => deliveredCountries.has(code);
