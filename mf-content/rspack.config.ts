import { createFederatedApp } from '@lemon/tooling/rspack';
import { contentCalls } from './src/calls';
import { contentPages } from './src/pages';

export default createFederatedApp({
  name: 'content',
  dir: import.meta.dirname,
  pages: contentPages,
  calls: contentCalls,
  exposes: { './lifecycles': './src/lifecycles.tsx', './home-about': './src/home-about/home-about.tsx' },
  serverRender: './src/server-render.tsx',
});
