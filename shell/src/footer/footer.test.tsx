// @vitest-environment jsdom
import { composeShopRoutes, localizedPath, locales, setShopRoutes, shopRoutes } from '@lemon/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellTranslations } from '../i18n';
import { drawInLocale, undraw } from '../test-support/draw-in-locale.test-support';
import { Footer } from './footer';

const workspaceRoutes = shopRoutes();
afterEach(() => {
  undraw();
  setShopRoutes(workspaceRoutes);
});

describe.each(locales)('the footer in %s', (locale) => {
  it('leads to the shop’s pages of words, the privacy policy among them', async () => {
    await drawInLocale(<Footer />, locale);
    const t = shellTranslations[locale].footer;
    const links = within(screen.getByRole('navigation', { name: t.visitUs })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t.about, localizedPath(locale, 'about')],
      [t.contact, localizedPath(locale, 'contact')],
      [t.legal, localizedPath(locale, 'legal')],
      [t.cgv, localizedPath(locale, 'cgv')],
      [t.privacy, localizedPath(locale, 'privacy')],
    ]);
  });
});

describe('the footer of a shop whose pages of words are not all deployed', () => {
  it('leaves out the links to the pages no deployed app shows, and keeps the others', async () => {
    const content = { version: 'one', manifest: '/apps/content/one/mf-manifest.json', pages: { cgv: { path: 'cgv' } } };
    setShopRoutes(composeShopRoutes({ home: { path: '' } }, { content }).table);
    await drawInLocale(<Footer />, 'en');
    const t = shellTranslations.en.footer;
    const links = within(screen.getByRole('navigation', { name: t.visitUs })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([[t.cgv, '/en/cgv']]);
    expect(screen.getByRole('button', { name: shellTranslations.en.cookies.settings })).toBeDefined();
  });
});
