// The async boundary Module Federation needs: shared singletons are negotiated before any of these run. The
// page starts in steps, each a task of its own, so that the browser can answer the shopper between them: the
// store and the contract, then React, then the shell, which takes the page over.
import { nextTask } from './next-task';

void import(/* webpackChunkName: "boot-shared" */ '@lemon/shared')
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "boot-react" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
