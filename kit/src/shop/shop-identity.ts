/** The shop as shoppers know it, in one place: the header, the footer, e-mails and legal pages read it. */
export const shop = {
  name: 'L’Atelier du Citron',
  address: {
    street: '12 rue Saint-Michel',
    postalCode: '06500',
    city: 'Menton',
    country: 'France',
  },
  phone: { display: '04 93 35 12 34', international: '+33493351234' },
  email: 'bonjour@atelier-du-citron.fr',
  openingHours: { opens: '10:00', closes: '19:00', daily: true },
  social: [
    { network: 'Instagram', url: 'https://www.instagram.com/atelierducitron' },
    { network: 'Facebook', url: 'https://www.facebook.com/atelierducitron' },
  ],
  /**
   * Menton's lemon festival's usual days and the shop's category of it (its French slug): the API's default
   * notice (deliveries may be late, linking to the category) until the owner sets the year's own.
   */
  lemonFestival: { from: { month: 2, day: 17 }, to: { month: 3, day: 3 }, noticeDaysBefore: 14, categorySlug: 'fete-du-citron' },
} as const;

/** The shop's address on one line ("12 rue Saint-Michel, 06500 Menton"), the country added where a reader may be abroad. */
export const shopAddressLine = ({ withCountry = false } = {}): string => {
  const { street, postalCode, city, country } = shop.address;
  return `${street}, ${postalCode} ${city}${withCountry ? `, ${country}` : ''}`;
};

/** The browser tab's title of a page: "Recettes · L'Atelier du Citron", or the shop's name alone. */
export const documentTitle = (title?: string) => (title ? `${title} · ${shop.name}` : shop.name);
