import { locales, localizedPath } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import { shellTranslations } from '../i18n';
import { consentTranslation } from './consent-translations';

describe('the cookie preferences panel', () => {
  it.each(locales)('ends with links to the privacy policy and the contact page, in %s', (locale) => {
    const sections = consentTranslation(locale).preferencesModal.sections ?? [];
    const last = sections.at(-1)!;
    const { more } = shellTranslations[locale].cookies.preferences;
    expect(last.title).toBe(more.title);
    expect(last.description).toContain(`<a href="${localizedPath(locale, 'privacy')}">${more.privacy}</a>`);
    expect(last.description).toContain(`<a href="${localizedPath(locale, 'contact')}">${more.contact}</a>`);
  });
});
