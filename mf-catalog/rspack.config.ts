import { createFederatedApp } from '@lemon/tooling/rspack';

export default createFederatedApp({
  name: 'catalog',
  dir: import.meta.dirname,
  exposes: { './lifecycles': './src/lifecycles.tsx', './home-blocks': './src/home-blocks/home-blocks.tsx' },
  serverRender: './src/server-render.tsx',
});
