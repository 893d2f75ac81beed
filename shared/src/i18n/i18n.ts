import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../locale/locales';
import { commonTranslations } from './common';

/** The one i18n instance of the page: `shared` is a Module Federation singleton, so every app gets this one. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  resources: Object.fromEntries(locales.map((locale) => [locale, { common: commonTranslations[locale] }])),
  interpolation: { escapeValue: false }, // React escapes what it renders
  initAsync: false,
});

/** Adds an app's own texts under its namespace; each feature app brings its translations with its build. */
export function registerTranslations(namespace: string, bundles: Record<Locale, object>): void {
  for (const locale of locales) i18n.addResourceBundle(locale, namespace, bundles[locale], true, true);
}
