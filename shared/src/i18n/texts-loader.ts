import type { Locale } from '../locale/locales';

/** A namespace's texts in one language, loaded when a page in that language needs them (`textsReady`). */
export type TextsLoader = (locale: Locale) => Promise<object>;

/**
 * A loader of a namespace's texts from its modules, one per language, each exporting its texts under the
 * language's name (`export const fr = {…}`); name each import's chunk `texts-<locale>`, which the server lists
 * with a page in that language for the browser to fetch beside the page's code.
 */
export function textsLoader(modules: { [L in Locale]: () => Promise<{ [K in L]: object }> }): TextsLoader {
  return async <L extends Locale>(locale: L) => ((await modules[locale]()) as { [K in L]: object })[locale];
}
