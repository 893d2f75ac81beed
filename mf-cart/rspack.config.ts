import { createFederatedApp } from '@lemon/tooling/rspack';
import { cartCalls } from './src/calls';
import { cartPages } from './src/pages';

export default createFederatedApp({
  name: 'cart',
  dir: import.meta.dirname,
  pages: cartPages,
  calls: cartCalls,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  serverRender: './src/server-render.tsx',
});
