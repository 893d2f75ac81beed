import { definePages, fillPattern, type PageDeclaration } from '@lemon/app-protocol';
import type { Locale } from '@lemon/shared/locales';

/**
 * The shop's pages the API links to (its e-mails, the payment's way back, its redirects), by the name the app showing
 * each declares it under, with the address it declares (the rest of a declaration is the app's business). The API's own list: a mail says the same whatever is
 * deployed as it is sent. A test checks each against the apps' declarations (`tooling/app-pages.test.ts`), so an
 * app that moves one of these pages fails it until the API follows.
 */
export const linkedPages = definePages({
  home: { path: '' },
  account: { path: 'mon-compte' },
  contact: { path: 'contact' },
  product: { path: 'produit/:slug' },
  adminToday: { path: 'gestion' },
  adminOrder: { path: 'gestion/commandes/:reference' },
  verifyEmail: { path: 'verify-email/:userId/:token', unprefixed: true },
  resetPassword: { path: 'reset-password', unprefixed: true },
});

type LinkedPageName = keyof typeof linkedPages;
type Params = Record<string, string | number>;

const pathOf = (page: PageDeclaration, params: Params) => fillPattern(page.path, params);

/** `/en/produit/limoncello` for ('en', 'product', { slug: 'limoncello' }); home is `/en`. */
export function linkedPath(locale: Locale, name: LinkedPageName, params: Params = {}): string {
  const rest = pathOf(linkedPages[name], params);
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

/** The address of a page outside the locale prefix (the links of account e-mails, which carry no language). */
export const unprefixedLinkedPath = (name: 'verifyEmail' | 'resetPassword', params: Params = {}) => `/${pathOf(linkedPages[name], params)}`;
