// For the content pages' tests: a page drawn at its route in a fork() scope whose `$locale` is the language.
import { $locale, type Locale, localizedPath, type RouteName, Provider } from '@lemon/shared';
import { render } from '@testing-library/react';
import { fork } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export function renderContentPage(page: ReactNode, { route, locale }: { route: RouteName; locale: Locale }) {
  const scope = fork({ values: [[$locale, locale]] });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[localizedPath(locale, route)]}>{page}</MemoryRouter>
    </Provider>,
  );
}

/** The words of the page's headings of one level, in reading order. */
export const headingTexts = (container: HTMLElement, level: 1 | 2 | 3) =>
  [...container.querySelectorAll(`h${level}`)].map((heading) => heading.textContent);
