// @vitest-environment jsdom
import { $locale, type LocalizedText, Provider } from '@lemon/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useLocalizedSlug } from './use-localized-slug';

afterEach(cleanup);

const drinks: LocalizedText = { fr: 'boissons', en: 'drinks', it: 'bevande' };

function CategoryAt({ shown }: { shown: LocalizedText }) {
  useLocalizedSlug('category', shown);
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The path the page ends on, from `path`, while it shows the category of `shown`'s slugs. */
function pathAfter(path: string, shown: LocalizedText) {
  render(
    <Provider value={fork({ values: [[$locale, 'fr']] })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fr/categorie/:slug" element={<CategoryAt shown={shown} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByTestId('path').textContent;
}

it('moves a page reached with another language’s slug to its own', () => {
  expect(pathAfter('/fr/categorie/drinks', drinks)).toBe('/fr/categorie/boissons');
});

it('leaves the URL of the next page alone while the previous one is still shown', () => {
  expect(pathAfter('/fr/categorie/epicerie', drinks)).toBe('/fr/categorie/epicerie');
});
