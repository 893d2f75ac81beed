import { createEffect, createEvent, createStore, sample } from 'effector';
import { i18n } from '../i18n/i18n';
import { defaultLocale, localeStorageKey, type Locale } from '../locale/locales';

/** The language the page is shown in; the URL's locale prefix decides it. */
export const $locale = createStore<Locale>(defaultLocale);

/** The page's URL now carries this locale. */
export const localeChanged = createEvent<Locale>();
/** The shopper picked this language: it is kept for their next visits. */
export const localeChosen = createEvent<Locale>();

const persistLocaleFx = createEffect((locale: Locale) => {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // storage disabled: the choice lasts as long as the URL carries it
  }
});

const changeLanguageFx = createEffect(async (locale: Locale) => {
  await i18n.changeLanguage(locale);
});

$locale.on([localeChanged, localeChosen], (_, locale) => locale);
sample({ clock: $locale.updates, target: changeLanguageFx });
sample({ clock: localeChosen, target: persistLocaleFx });
