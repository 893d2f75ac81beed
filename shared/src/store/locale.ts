import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { i18n, textsLoaded, textsReady } from '../i18n/i18n';
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

/**
 * Shows the page in `locale` once its texts are loaded (those of the apps loaded so far): never a language
 * half-loaded. With its texts in already, at once.
 */
export const changeLanguageFx = createEffect(async (locale: Locale) => {
  if (!textsLoaded(locale)) await textsReady(locale);
  await i18n.changeLanguage(locale);
});

/** The texts of the namespaces named in the page's language, loaded if the page has not got them (an app's, before it shows). */
export const pageTextsReadyFx = attach({
  source: $locale,
  effect: createEffect(({ locale, namespaces }: { locale: Locale; namespaces: readonly string[] }) => textsReady(locale, namespaces)),
  mapParams: (namespaces: readonly string[], locale) => ({ locale, namespaces }),
});

$locale.on([localeChanged, localeChosen], (_, locale) => locale);
sample({ clock: $locale.updates, target: changeLanguageFx });
sample({ clock: localeChosen, target: persistLocaleFx });
