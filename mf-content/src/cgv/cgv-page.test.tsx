// @vitest-environment jsdom
import { locales } from '@lemon/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingTexts, renderContentPage } from '../content-page/render-content-page.test-support';
import { frenchHealthWarning } from '../content-page/shop-details';
import { CgvPage } from './cgv-page';
import { cgvTexts } from './cgv-texts';

afterEach(cleanup);

const expected = {
  fr: {
    title: 'Conditions générales de vente',
    freeDelivery: /France et Monaco : 6,90\s€, offerte dès 99,00\s€ d’achats/,
    withdrawal: /14 jours à compter de la réception/,
    contents: 'Sommaire',
  },
  en: {
    title: 'Terms of sale',
    freeDelivery: /France and Monaco: 6,90\s€, free from 99,00\s€ of purchases/,
    withdrawal: /14 days from receiving your order/,
    contents: 'Contents',
  },
  it: {
    title: 'Condizioni generali di vendita',
    freeDelivery: /Francia e Monaco: 6,90\s€, gratuita a partire da 99,00\s€ di acquisti/,
    withdrawal: /14 giorni dal ricevimento dell’ordine/,
    contents: 'Indice',
  },
};

const section = (id: string) => document.getElementById(id)!;

describe.each(locales)('CgvPage in %s', (locale) => {
  it('shows its h1, a table of contents and each section under its h2', () => {
    const { container } = renderContentPage(<CgvPage />, { route: 'cgv', locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected[locale].title);
    const headings = Object.values(cgvTexts[locale].sections).map((entry) => entry.heading);
    expect(headingTexts(container, 2)).toEqual(headings);
    const links = within(screen.getByRole('navigation', { name: expected[locale].contents })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.keys(cgvTexts.fr.sections).map((id) => `#${id}`));
  });

  it('states free delivery to France and Monaco from 99 € and the other zones’ fees', () => {
    renderContentPage(<CgvPage />, { route: 'cgv', locale });
    const delivery = section('livraison').textContent;
    expect(delivery).toMatch(expected[locale].freeDelivery);
    expect(delivery).toMatch(/12,90\s€/);
    expect(delivery).toMatch(/24,90\s€/);
  });

  it('states the 14-day right of withdrawal and its exceptions', () => {
    renderContentPage(<CgvPage />, { route: 'cgv', locale });
    const withdrawal = section('retractation');
    expect(withdrawal.textContent).toMatch(expected[locale].withdrawal);
    expect(withdrawal.textContent).toContain('L221-28');
    expect(within(withdrawal).getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives the age rule and the health warning where it sells alcohol', () => {
    renderContentPage(<CgvPage />, { route: 'cgv', locale });
    const ordering = section('commande').textContent;
    expect(ordering).toContain('18');
    expect(ordering).toContain('L3342-1');
    expect(ordering).toContain(frenchHealthWarning);
  });
});
