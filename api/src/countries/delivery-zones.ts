/** Where the shop delivers, by zone: the fees of each are in delivery/delivery-rules.ts. */
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

const zoneByCountry: ReadonlyMap<string, DeliveryZone> = new Map(
  (Object.keys(deliveryZones) as DeliveryZone[]).flatMap((zone) => deliveryZones[zone].map((code) => [code, zone] as const)),
);

/** The delivery zone of a country (ISO 3166-1 alpha-2, upper case), if the shop delivers there. */
export const deliveryZoneOf = (code: string): DeliveryZone | undefined => zoneByCountry.get(code);

/** Whether the shop delivers to this country (ISO 3166-1 alpha-2, upper case): one of `GET /api/countries`. */
export const deliversTo = (code: string) => zoneByCountry.has(code);
