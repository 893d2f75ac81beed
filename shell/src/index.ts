// The async boundary Module Federation needs: shared singletons are negotiated before any of these run. The
// page starts in steps, each a task of its own, so that the browser can answer the shopper between them: the
// libraries the shared singleton is made of, the singleton (store, contract, texts), React, then the shell,
// which takes the page over. Each step only evaluates modules; a later step finds them evaluated.
import { nextTask } from './next-task';

const steps = [
  () => import(/* webpackChunkName: "boot-effector" */ 'effector'),
  () => import(/* webpackChunkName: "boot-i18n" */ 'react-i18next'),
  () => import(/* webpackChunkName: "boot-zod" */ './boot/zod'),
  () => import(/* webpackChunkName: "boot-shared" */ '@lemon/shared'),
  () => import(/* webpackChunkName: "boot-react" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

void steps.reduce<Promise<unknown>>((previous, step) => previous.then(nextTask).then(step), Promise.resolve());
