import { textsLoader } from '@lemon/shared';

export const shellNamespace = 'shell';

/**
 * The shell's texts one language at a time, for the browser: a page loads its own language's alone (`index.ts` has
 * them all, for the server and tests). In one file with those every app uses (`page-texts-<locale>`, shared's).
 */
export const loadShellTexts = textsLoader({
  fr: () => import(/* webpackChunkName: "page-texts-fr" */ './fr'),
  en: () => import(/* webpackChunkName: "page-texts-en" */ './en'),
  it: () => import(/* webpackChunkName: "page-texts-it" */ './it'),
});
