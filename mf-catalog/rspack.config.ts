import { createFederatedApp } from '@lemon/tooling/rspack';
import { pageHeads } from './src/page-heads';

export default createFederatedApp({
  name: 'catalog',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx', './home-blocks': './src/home-blocks/home-blocks.tsx' },
  pageHeads,
  serverRender: './src/server-render.tsx',
});
