// For the shell's component tests: a part of the page drawn in one language, its texts, store and router in it.
import { $locale, i18n, registerTranslations, type Locale, Provider } from '@lemon/shared';
import { cleanup, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { shellNamespace, shellTranslations } from '../i18n';

registerTranslations(shellNamespace, shellTranslations);

/** `element` drawn on the home page of `locale`, with the shell's texts in that language. */
export async function drawInLocale(element: ReactNode, locale: Locale) {
  const scope = fork();
  await i18n.changeLanguage(locale);
  await allSettled($locale, { scope, params: locale });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[`/${locale}`]}>{element}</MemoryRouter>
    </Provider>,
  );
}

/** After each test: the drawing goes, and the language is French again. */
export async function undraw() {
  cleanup();
  await i18n.changeLanguage('fr');
}
