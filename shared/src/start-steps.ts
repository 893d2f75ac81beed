// This package evaluated a part at a time as a page starts: the shell runs each step in a task of its own
// (`shell/src/index.ts`). Evaluated at once, its modules made tasks of 100-270 ms on a phone's processor, each
// holding back every tap; in these parts the largest, the session store, measured 45-61 ms at that speed. A
// step only evaluates modules: the package's index, imported last, finds them evaluated.
export const sharedStartSteps: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ './contract/request'),
  () => import(/* webpackMode: "eager" */ './contract'),
  () => import(/* webpackMode: "eager" */ './i18n/common/load'),
  () => import(/* webpackMode: "eager" */ './i18n/i18n'),
  () => import(/* webpackMode: "eager" */ './router/router'),
  () => import(/* webpackMode: "eager" */ './store/session'),
  () => import(/* webpackMode: "eager" */ './store/cart'),
];
