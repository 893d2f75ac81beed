// @vitest-environment jsdom
import { localizedPath, locales } from '@lemon/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerDrawnContext } from '../apps/server-drawn';
import { shellTranslations } from '../i18n';
import { drawInLocale, undraw } from '../test-support/draw-in-locale.test-support';
import { ConsentBanner } from './consent-banner';

afterEach(undraw);

describe.each(locales)('the cookie banner in %s', (locale) => {
  it('leads to the legal notice, the terms of sale and the privacy policy before the visitor chooses', async () => {
    // A first visit: the consent cookie asks.
    await drawInLocale(
      <ServerDrawnContext.Provider value={{ slots: {}, consent: 'first-time' }}>
        <ConsentBanner />
      </ServerDrawnContext.Provider>,
      locale,
    );
    const t = shellTranslations[locale].cookies.consent;
    const banner = screen.getByRole('dialog', { name: t.title });
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [t.legal, localizedPath(locale, 'legal')],
      [t.cgv, localizedPath(locale, 'cgv')],
      [t.privacy, localizedPath(locale, 'privacy')],
    ]);
  });
});
