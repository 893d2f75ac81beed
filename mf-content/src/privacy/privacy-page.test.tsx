// @vitest-environment jsdom
import { localizedPath, locales } from '@lemon/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingTexts, renderContentPage } from '../content-page/render-content-page.test-support';
import { PrivacyPage } from './privacy-page';
import { privacyTexts } from './privacy-texts';

afterEach(cleanup);

const expected = {
  fr: {
    title: 'Politique de confidentialité',
    updated: '2 décembre 2026',
    contents: 'Sommaire',
    periods: [/Pages vues : 25 mois/, /Commandes, factures et avoirs : 10 ans/, /Messages de contact et nos réponses : 3 ans/],
    recipients: [/Stripe/, /prestataire d’envoi d’e-mails/, /hébergeur/],
    dataTab: 'Mes données',
  },
  en: {
    title: 'Privacy policy',
    updated: '2 December 2026',
    contents: 'Contents',
    periods: [/Page views: 25 months/, /Orders, invoices and credit notes: 10 years/, /Contact messages and our replies: 3 years/],
    recipients: [/Stripe/, /e-mail provider/, /host/],
    dataTab: 'My data',
  },
  it: {
    title: 'Informativa sulla privacy',
    updated: '2 dicembre 2026',
    contents: 'Indice',
    periods: [/Pagine viste: 25 mesi/, /Ordini, fatture e note di credito: 10 anni/, /Messaggi di contatto e nostre risposte: 3 anni/],
    recipients: [/Stripe/, /posta elettronica/, /hosting/],
    dataTab: 'I miei dati',
  },
};

const section = (id: string) => document.getElementById(id)!;

describe.each(locales)('PrivacyPage in %s', (locale) => {
  it('shows its h1, the date of the last update, a table of contents and each section under its h2', () => {
    const { container } = renderContentPage(<PrivacyPage />, { route: 'privacy', locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected[locale].title);
    expect(container.querySelector('time')?.textContent).toBe(expected[locale].updated);
    const headings = Object.values(privacyTexts[locale].sections).map((entry) => entry.heading);
    expect(headingTexts(container, 2)).toEqual(headings);
    const links = within(screen.getByRole('navigation', { name: expected[locale].contents })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.keys(privacyTexts.fr.sections).map((id) => `#${id}`));
  });

  it('gives the retention periods of the housekeeping and the law', () => {
    renderContentPage(<PrivacyPage />, { route: 'privacy', locale });
    const periods = section('durees').textContent;
    for (const period of expected[locale].periods) expect(periods).toMatch(period);
  });

  it('names who receives the data: the payment provider, the e-mail provider and the host', () => {
    renderContentPage(<PrivacyPage />, { route: 'privacy', locale });
    const recipients = section('destinataires');
    for (const recipient of expected[locale].recipients) expect(recipients.textContent).toMatch(recipient);
    const hrefs = within(recipients)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(localizedPath(locale, 'legal'));
  });

  it('names every cookie the shop sets, the analytics one with its consent', () => {
    renderContentPage(<PrivacyPage />, { route: 'privacy', locale });
    const cookies = section('cookies').textContent;
    for (const name of ['session', 'signed_in', 'cart', 'cc_cookie', 'lc_visitor']) expect(cookies).toContain(name);
  });

  it('leads to the account’s data tab for a copy and an erasure, and to the CNIL for a complaint', () => {
    renderContentPage(<PrivacyPage />, { route: 'privacy', locale });
    const rights = within(section('droits'));
    const dataTabs = rights.getAllByRole('link', { name: expected[locale].dataTab });
    expect(dataTabs.map((link) => link.getAttribute('href'))).toEqual([
      `${localizedPath(locale, 'account')}?tab=data`,
      `${localizedPath(locale, 'account')}?tab=data`,
    ]);
    expect(rights.getByRole('link', { name: 'www.cnil.fr' }).getAttribute('href')).toBe('https://www.cnil.fr');
    expect(rights.getAllByRole('link', { name: 'bonjour@atelier-du-citron.fr' })[0]?.getAttribute('href')).toBe(
      'mailto:bonjour@atelier-du-citron.fr',
    );
  });
});
