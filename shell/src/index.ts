// The async boundary Module Federation needs: shared singletons are negotiated before any of these run. The
// page starts in steps, each a task of its own, so that the browser can answer the shopper between them: the
// libraries the shared singleton is made of, the singleton a part at a time (its contract, texts, store), React,
// the shell's page a part at a time, then the shell's start, which takes the page over. Each step only evaluates
// modules; a later step finds them evaluated. The libraries are in this file already (the
// shell's singletons are eager, see tooling/create-federated-app.ts): only the shell's own code is a file of its
// own, one file for its last steps, which the first HTML announces so it arrives with this one. Running that
// file is a step of its own (`boot/bootstrap-file`), so that its first models are not evaluated in the same task.
import { sharedStartSteps } from '@lemon/shared/start-steps';
import { nextTask } from './next-task';

const steps = [
  () => import(/* webpackMode: "eager" */ 'effector'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ './boot/zod'),
  ...sharedStartSteps,
  () => import(/* webpackMode: "eager" */ '@lemon/shared'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "bootstrap" */ './boot/bootstrap-file'),
  () => import(/* webpackChunkName: "bootstrap" */ './festival-notice/festival-notice.model'),
  () => import(/* webpackChunkName: "bootstrap" */ './main-categories/main-categories.model'),
  () => import(/* webpackChunkName: "bootstrap" */ './shell.model'),
  () => import(/* webpackChunkName: "bootstrap" */ './header/header'),
  () => import(/* webpackChunkName: "bootstrap" */ './footer/footer'),
  () => import(/* webpackChunkName: "bootstrap" */ './shell-page'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

void steps.reduce<Promise<unknown>>((previous, step) => previous.then(nextTask).then(step), Promise.resolve());
