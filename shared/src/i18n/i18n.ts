import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../locale/locales';
import { loadCommonTexts } from './common/load';
import type { TextsLoader } from './texts-loader';

/** The one i18n instance of the page: `shared` is a Module Federation singleton, so every app gets this one. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false }, // React escapes what it renders
  initAsync: false,
});

/** What loads each namespace's texts in one language; the texts every app uses to begin with. */
const loaders = new Map<string, TextsLoader>([['common', loadCommonTexts]]);

/**
 * Adds an app's own texts under its namespace; each feature app brings its translations with its build: a loader
 * of one language's texts at a time (`textsLoader`), so that a page loads its own language's alone (`textsReady`);
 * or, in tests, every language's at once.
 */
export function registerTranslations(namespace: string, texts: Record<Locale, object> | TextsLoader): void {
  if (typeof texts === 'function') loaders.set(namespace, texts);
  else for (const locale of locales) i18n.addResourceBundle(locale, namespace, texts[locale], true, true);
}

/**
 * The texts in `locale` of the namespaces named (by default, of every one registered so far), loaded if the page
 * has not got them yet. What shows a page in a language waits for it first: the shell before it draws the page
 * and before the page's language changes, an app before it mounts.
 */
export async function textsReady(locale: Locale, namespaces: readonly string[] = [...loaders.keys()]): Promise<void> {
  await Promise.all(namespaces.map((namespace) => textsOf(namespace, locale)));
}

/** Texts being loaded, by namespace and language: asked twice meanwhile, they load once. */
const loading = new Map<string, Promise<void>>();

/**
 * A file of texts that failed is asked for once more before the page gives up: a network blip, or the answer to the
 * page's early fetch of it (its preload), which the browser hands the first load as it was, failed or not.
 */
const loadedOrRetried = (load: TextsLoader, locale: Locale) => load(locale).catch(() => load(locale));

function textsOf(namespace: string, locale: Locale): Promise<void> | undefined {
  const load = loaders.get(namespace);
  if (!load || i18n.hasResourceBundle(locale, namespace)) return undefined;
  const key = `${namespace}:${locale}`;
  let texts = loading.get(key);
  if (!texts) {
    texts = loadedOrRetried(load, locale)
      .then((bundle) => void i18n.addResourceBundle(locale, namespace, bundle, true, true))
      .finally(() => loading.delete(key));
    loading.set(key, texts);
  }
  return texts;
}

/** Whether the page has the texts in `locale` of every namespace registered so far. */
export const textsLoaded = (locale: Locale): boolean => [...loaders.keys()].every((namespace) => i18n.hasResourceBundle(locale, namespace));
