import { locales, localizedPath, registerTranslations } from '@lemon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellTranslations } from '../i18n';
import { loadShellTexts, shellNamespace } from '../i18n/load';
import { consentTranslation } from './consent-translations';

// As in the browser: the shell's texts load one language at a time.
beforeAll(() => registerTranslations(shellNamespace, loadShellTexts));

describe('the cookie preferences panel', () => {
  it.each(locales)('ends with links to the privacy policy and the contact page, in %s, its texts loaded for it', async (locale) => {
    const sections = (await consentTranslation(locale)).preferencesModal.sections ?? [];
    const last = sections.at(-1)!;
    const { more } = shellTranslations[locale].cookies.preferences;
    expect(last.title).toBe(more.title);
    expect(last.description).toContain(`<a href="${localizedPath(locale, 'privacy')}">${more.privacy}</a>`);
    expect(last.description).toContain(`<a href="${localizedPath(locale, 'contact')}">${more.contact}</a>`);
  });
});
