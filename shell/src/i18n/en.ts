import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  skipToContent: 'Skip to content',
  header: {
    home: "L'Atelier du Citron, home",
    login: 'Log in or create an account',
    account: 'My account',
    cart: 'Cart',
    cartCount_one: '{{count}} item',
    cartCount_other: '{{count}} items',
    openMenu: 'Open the menu',
  },
  menu: {
    title: 'Menu',
    close: 'Close the menu',
    products: 'Our products',
    categoriesUnavailable: 'Categories are not available right now.',
    about: 'Our story',
    recipes: 'Recipes',
    contact: 'Contact',
    language: 'Language',
  },
  footer: {
    visitUs: 'The shop',
    hours: 'Open daily from {{opens}} to {{closes}}',
    phone: 'Tel. {{phone}}',
    followUs: 'Follow us',
    about: 'Our story',
    contact: 'Contact',
    legal: 'Legal notice',
    cgv: 'Terms of sale',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  backToTop: 'Back to the top of the page',
  festivalNotice: 'Lemon Festival from {{from}} to {{to}}: deliveries may take a little longer.',
  home: {
    title: 'Menton lemons, from the orchard to your table',
    intro: 'Liqueur, fine groceries, home and well-being: our handmade lemon creations.',
    categories: 'Discover our products',
  },
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist or has moved.',
    backHome: 'Back to the home page',
  },
};
