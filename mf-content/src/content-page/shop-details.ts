// The shop's details as the content pages' texts write them, from the kit's one description of the shop.
import { shop } from '@lemon/kit/shop';
import type { Inline } from './content-texts';

export const emailLink: Inline = { text: shop.email, href: `mailto:${shop.email}` };
export const phoneLink: Inline = { text: shop.phone.display, href: `tel:${shop.phone.international}` };

/** "12 rue Saint-Michel, 06500 Menton, France", with the country named in the page's language. */
export function shopAddress(countryName: string): string {
  const { street, postalCode, city } = shop.address;
  return `${street}, ${postalCode} ${city}, ${countryName}`;
}

/** French writes hours "10 h", "19 h 30". */
export const frenchHour = (time: string) =>
  time.replace(/^0?(\d+):(\d\d)$/, (_, hours: string, minutes: string) => (minutes === '00' ? `${hours} h` : `${hours} h ${minutes}`));

export const { opens, closes } = shop.openingHours;

/** The statutory French health warning (Code de la santé publique, L3323-4), word for word. */
export const frenchHealthWarning = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';

/** The health warning wherever alcohol is sold: in the page's language, with the French original beside a translation. */
export const healthWarning = {
  fr: { notice: frenchHealthWarning },
  en: { notice: 'Alcohol abuse is dangerous for your health. Drink in moderation.', frenchOriginal: frenchHealthWarning },
  it: { notice: 'L’abuso di alcol è pericoloso per la salute. Consumare con moderazione.', frenchOriginal: frenchHealthWarning },
} as const;
