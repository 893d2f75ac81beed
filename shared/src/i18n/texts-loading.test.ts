import { describe, expect, it, vi } from 'vitest';
import { changeLanguageFx, localeChanged } from '../store/locale';
import type { Locale } from '../locale/locales';
import { i18n, registerTranslations, textsLoaded, textsReady } from './i18n';
import { textsLoader } from './texts-loader';

// A namespace whose texts load one language at a time, as an app's do in the browser, each arriving when told.
const greetings = { fr: 'Bonjour', en: 'Hello', it: 'Ciao' };
const loaded: Locale[] = [];
const arrivals = new Map<Locale, () => void>();
const module = (locale: Locale) => async () => {
  loaded.push(locale);
  await new Promise<void>((resolve) => arrivals.set(locale, resolve));
  return { [locale]: { greeting: greetings[locale] } } as { [L in Locale]: object };
};
registerTranslations('greetings', textsLoader({ fr: module('fr'), en: module('en'), it: module('it') }));

async function arrive(locale: Locale): Promise<void> {
  await vi.waitFor(() => expect(arrivals.has(locale)).toBe(true));
  arrivals.get(locale)!();
}

describe('texts loaded one language at a time', () => {
  it('a page loads its own language’s texts alone, once', async () => {
    const ready = textsReady('en');
    await arrive('en');
    await ready;
    await textsReady('en');

    expect(loaded).toEqual(['en']);
    expect(i18n.getFixedT('en', 'greetings')('greeting')).toBe('Hello');
    expect(textsLoaded('en')).toBe(true);
    expect(i18n.hasResourceBundle('it', 'greetings')).toBe(false);
    expect(textsLoaded('it')).toBe(false);
  });

  it('the page changes language once the new language’s texts are in, never before', async () => {
    const before = i18n.language;
    const switched = changeLanguageFx('it');
    await new Promise((resolve) => setTimeout(resolve));
    expect(i18n.language).toBe(before);

    await arrive('it');
    await switched;
    expect(i18n.language).toBe('it');
    expect(i18n.t('greeting', { ns: 'greetings' })).toBe('Ciao');
  });

  it('follows the address’s language at once when its texts are in', () => {
    expect(textsLoaded('en')).toBe(true);
    localeChanged('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { ns: 'greetings' })).toBe('Hello');
  });

  it('asks once more for a file of texts that failed', async () => {
    const load = vi.fn<(locale: Locale) => Promise<object>>();
    load.mockRejectedValueOnce(new Error('Loading chunk texts-en failed')).mockResolvedValueOnce({ greeting: 'Hi' });
    registerTranslations('flaky', load);
    await textsReady('en', ['flaky']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.getFixedT('en', 'flaky')('greeting')).toBe('Hi');
  });
});
