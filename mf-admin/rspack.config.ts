import { createFederatedApp } from '@lemon/tooling/rspack';
import { adminCalls } from './src/calls';
import { adminPages } from './src/pages';

// The owner's back office: staff only, never drawn by the server (its render says its pages' heads), never loaded by a shopper's page.
export default createFederatedApp({
  name: 'admin',
  dir: import.meta.dirname,
  pages: adminPages,
  calls: adminCalls,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  serverRender: './src/server-render.tsx',
  // The owner goes from page to page: the code they share is fetched once.
  splitSharedCode: true,
});
