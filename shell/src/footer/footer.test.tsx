// @vitest-environment jsdom
import { localizedPath, locales } from '@lemon/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellTranslations } from '../i18n';
import { drawInLocale, undraw } from '../test-support/draw-in-locale.test-support';
import { Footer } from './footer';

afterEach(undraw);

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
