// @vitest-environment jsdom
import { localizedPath, locales } from '@lemon/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingTexts, renderContentPage } from '../content-page/render-content-page.test-support';
import { frenchHealthWarning } from '../content-page/shop-details';
import { LegalPage } from './legal-page';
import { legalTexts } from './legal-texts';

afterEach(cleanup);

const frenchWarning = frenchHealthWarning;
const expected = {
  fr: {
    title: 'Mentions légales',
    warning: frenchWarning,
    updated: '2 décembre 2026',
    contents: 'Sommaire',
    privacy: 'politique de confidentialité',
  },
  en: {
    title: 'Legal notice',
    warning: 'Alcohol abuse is dangerous for your health. Drink in moderation.',
    updated: '2 December 2026',
    contents: 'Contents',
    privacy: 'privacy policy',
  },
  it: {
    title: 'Note legali',
    warning: 'L’abuso di alcol è pericoloso per la salute. Consumare con moderazione.',
    updated: '2 dicembre 2026',
    contents: 'Indice',
    privacy: 'informativa sulla privacy',
  },
};

describe.each(locales)('LegalPage in %s', (locale) => {
  it('shows its h1, the date of the last update and each section under its h2', () => {
    const { container } = renderContentPage(<LegalPage />, { route: 'legal', locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected[locale].title);
    expect(container.querySelector('time')?.textContent).toBe(expected[locale].updated);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-02');
    const headings = Object.values(legalTexts[locale].sections).map((section) => section.heading);
    expect(headingTexts(container, 2)).toEqual(headings);
  });

  it('lists every section in its table of contents, each link reaching its section', () => {
    const { container } = renderContentPage(<LegalPage />, { route: 'legal', locale });
    const links = within(screen.getByRole('navigation', { name: expected[locale].contents })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(headingTexts(container, 2));
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(target?.tagName).toBe('SECTION');
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
  });

  it('holds the health warning, with the French statutory wording, and the ban on selling alcohol to minors', () => {
    const { container } = renderContentPage(<LegalPage />, { route: 'legal', locale });
    expect(screen.getByText(expected[locale].warning)).toBeTruthy();
    expect(container.textContent).toContain(frenchWarning);
    expect(container.textContent).toContain('L3342-1');
    expect(container.textContent).toMatch(/18/);
  });

  it('names the publisher and lets the shopper reach the shop', () => {
    renderContentPage(<LegalPage />, { route: 'legal', locale });
    expect(screen.getAllByRole('link', { name: 'bonjour@atelier-du-citron.fr' })[0]?.getAttribute('href')).toBe(
      'mailto:bonjour@atelier-du-citron.fr',
    );
    expect(screen.getAllByText(/12 rue Saint-Michel, 06500 Menton/).length).toBeGreaterThan(0);
  });

  it('leaves personal data and cookies to the privacy policy, and links to it', () => {
    const { container } = renderContentPage(<LegalPage />, { route: 'legal', locale });
    const personalData = within(container.querySelector<HTMLElement>('#donnees-personnelles')!);
    expect(personalData.getByRole('link', { name: expected[locale].privacy }).getAttribute('href')).toBe(localizedPath(locale, 'privacy'));
    expect(personalData.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});
