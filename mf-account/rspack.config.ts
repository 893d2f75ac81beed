import { createFederatedApp } from '@lemon/tooling/rspack';
import { accountCalls } from './src/calls';
import { accountPages } from './src/pages';

export default createFederatedApp({
  name: 'account',
  dir: import.meta.dirname,
  pages: accountPages,
  calls: accountCalls,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  serverRender: './src/server-render.tsx',
});
