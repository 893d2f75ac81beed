// For the component tests: a page drawn in a fork() scope whose calls are handlers, inside a router at the
// page's URL, with the content's texts in the page's language. Imported by tests only.
import { i18n, localizedPath, registerTranslations, type Locale, type RouteName, Provider } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { contentTranslations } from '../i18n';

/** The texts the tests read, as the shopper sees them, by language. */
export const texts = contentTranslations;
/** What a refused field says (`validation.errors.{code}`), the generic errors, by language. */
export const commonTexts = commonTranslations;

/** Draws `element` at the page's URL in `locale` (the scope's `$locale` should agree). */
export async function renderInScope(
  element: ReactNode,
  { scope, page, locale = 'fr' }: { scope: Scope; page: RouteName; locale?: Locale },
) {
  registerTranslations('content', contentTranslations);
  await i18n.changeLanguage(locale);
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[localizedPath(locale, page)]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
