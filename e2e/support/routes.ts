import type { Locale } from '@lemon/shared/locales';
import { localizedPath, unprefixedPath } from '@lemon/shared/routes';
import { seedCategories, seedProducts } from '../../api/src/database/seed/catalogue-data';
import { texts } from './translations';
import './workspace-routes';

interface RouteCase {
  route: string;
  path: string;
  owner: string;
  title: string;
  loginRequired?: boolean;
}

const drinks = seedCategories.find((category) => category.key === 'drinks')!;
const liqueur = seedProducts.find((product) => product.isMonthly)!;

/** Every route of the spec's table in one locale, with the app that must show it and the title it shows. */
export function routeCases(locale: Locale): RouteCase[] {
  const t = texts(locale);
  return [
    { route: 'about', path: localizedPath(locale, 'about'), owner: 'content', title: t.pages.about.title },
    {
      route: 'category',
      path: localizedPath(locale, 'category', { slug: drinks.slug[locale] }),
      owner: 'catalog',
      title: drinks.label[locale],
    },
    {
      route: 'product',
      path: localizedPath(locale, 'product', { slug: liqueur.slug[locale] }),
      owner: 'catalog',
      title: liqueur.label[locale],
    },
    { route: 'cart', path: localizedPath(locale, 'cart'), owner: 'cart', title: t.cart.cart.title },
    { route: 'delivery', path: localizedPath(locale, 'delivery'), owner: 'cart', title: t.cart.delivery.title, loginRequired: true },
    { route: 'account', path: localizedPath(locale, 'account'), owner: 'account', title: t.account.account.title, loginRequired: true },
    { route: 'contact', path: localizedPath(locale, 'contact'), owner: 'content', title: t.content.contact.title },
    { route: 'recipes', path: localizedPath(locale, 'recipes'), owner: 'catalog', title: t.catalog.recipes.title },
    { route: 'legal', path: localizedPath(locale, 'legal'), owner: 'content', title: t.pages.legal.title },
    { route: 'cgv', path: localizedPath(locale, 'cgv'), owner: 'content', title: t.pages.cgv.title },
    { route: 'privacy', path: localizedPath(locale, 'privacy'), owner: 'content', title: t.pages.privacy.title },
    { route: 'test', path: localizedPath(locale, 'test'), owner: 'account', title: t.account.test.title, loginRequired: true },
  ];
}

export const unprefixedRouteCases = (locale: Locale): RouteCase[] => [
  {
    route: 'verifyEmail',
    path: unprefixedPath('verifyEmail', { userId: 1, token: 'abc' }),
    owner: 'account',
    title: texts(locale).account.verifyEmail.title,
  },
  { route: 'resetPassword', path: unprefixedPath('resetPassword'), owner: 'account', title: texts(locale).account.resetPassword.title },
];
