import { createFederatedApp } from '@lemon/tooling/rspack';
import { pageHeads } from './src/page-heads';

export default createFederatedApp({
  name: 'cart',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  pageHeads,
  serverRender: './src/server-render.tsx',
});
