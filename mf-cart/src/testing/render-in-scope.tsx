// For the component tests: a page drawn in a fork() scope whose calls are handlers, inside a router at a
// given URL, with the cart's texts. Imported by tests only.
import { i18n, registerTranslations, type Locale, Provider } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cartTranslations } from '../i18n';

/** The texts the tests read, as the shopper sees them, by language. */
export const texts = cartTranslations;
export const commonTexts = commonTranslations;

/** Where the router is, for the tests to read. */
function RouterProbe() {
  const location = useLocation();
  return (
    <span hidden data-testid="location">
      {location.pathname}
    </span>
  );
}

/**
 * Draws `element` at `/{locale}/panier`, the page's texts in that language (the scope's `$locale` should agree): the
 * visit's first page, or one `arrivedByNavigation` (a router entry of its own, as a link followed makes).
 */
export async function renderInScope(
  element: ReactNode,
  { scope, locale = 'fr', arrivedByNavigation = false }: { scope: Scope; locale?: Locale; arrivedByNavigation?: boolean },
) {
  registerTranslations('cart', cartTranslations);
  await i18n.changeLanguage(locale);
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[{ pathname: `/${locale}/panier`, ...(arrivedByNavigation ? { key: 'followed-link' } : {}) }]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
}
