import { textsLoader } from '../texts-loader';

/**
 * The texts every app uses (`commonTranslations`), one language at a time: the browser's. Its chunks are the
 * shell's `page-texts-<locale>`: the shell provides the page's copy of shared, and its build puts these with its
 * own texts in one file. An app's build holds a copy of shared it never runs, whose texts stay apart from the
 * app's own (`texts-<locale>`).
 */
export const loadCommonTexts = textsLoader({
  fr: () => import(/* webpackChunkName: "page-texts-fr" */ './fr'),
  en: () => import(/* webpackChunkName: "page-texts-en" */ './en'),
  it: () => import(/* webpackChunkName: "page-texts-it" */ './it'),
});
