import { textsLoader } from '@lemon/shared';

/** This app's texts one language at a time, for the browser: a page loads its own language's alone (`index.ts` has them all, for the server and tests). */
export const loadContentTexts = textsLoader({
  fr: () => import(/* webpackChunkName: "texts-fr" */ './fr'),
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  it: () => import(/* webpackChunkName: "texts-it" */ './it'),
});
