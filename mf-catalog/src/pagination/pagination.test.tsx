// @vitest-environment jsdom
import { registerTranslations } from '@lemon/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogTranslations } from '../i18n';
import { Pagination } from './pagination';

const t = catalogTranslations.fr.pagination;

beforeAll(() => registerTranslations('catalog', catalogTranslations));
afterEach(cleanup);

describe('Pagination', () => {
  const renderAt = (url: string, current: number, last: number) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Pagination meta={{ current_page: current, last_page: last, per_page: 12, total: last * 12 }} />
      </MemoryRouter>,
    );

  it('links to the pages around the current one, keeping the rest of the query', () => {
    renderAt('/fr/categorie/epicerie?page=2&tri=prix', 2, 3);
    expect(screen.getByRole('link', { name: t.previous }).getAttribute('href')).toBe('/fr/categorie/epicerie?tri=prix');
    expect(screen.getByRole('link', { name: t.next }).getAttribute('href')).toBe('/fr/categorie/epicerie?page=3&tri=prix');
    expect(screen.getByText('Page 2 sur 3')).toBeTruthy();
  });

  it('offers no previous page on the first, no next on the last, and nothing for a single page', () => {
    renderAt('/fr/categorie/epicerie', 1, 2);
    expect(screen.queryByRole('link', { name: t.previous })).toBeNull();
    cleanup();
    renderAt('/fr/categorie/epicerie?page=2', 2, 2);
    expect(screen.queryByRole('link', { name: t.next })).toBeNull();
    cleanup();
    renderAt('/fr/categorie/epicerie', 1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
