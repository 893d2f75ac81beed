import { createFederatedApp } from '@lemon/tooling/rspack';
import { catalogCalls } from './src/calls';
import { catalogPages } from './src/pages';

export default createFederatedApp({
  name: 'catalog',
  dir: import.meta.dirname,
  pages: catalogPages,
  calls: catalogCalls,
  exposes: {
    './lifecycles': './src/lifecycles.tsx',
    './home-blocks': './src/home-blocks/home-blocks.tsx',
    './header-search': './src/search/header-search.tsx',
  },
  serverRender: './src/server-render.tsx',
});
