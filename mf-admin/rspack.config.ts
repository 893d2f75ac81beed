import { createFederatedApp } from '@lemon/tooling/rspack';
import { adminCalls } from './src/calls';
import { adminPages } from './src/pages';
import { pageHeads } from './src/page-heads';

// The owner's back office: staff only, never drawn by the server, never loaded by a shopper's page.
export default createFederatedApp({
  name: 'admin',
  dir: import.meta.dirname,
  pages: adminPages,
  calls: adminCalls,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // The owner goes from page to page: the code they share is fetched once.
  splitSharedCode: true,
  pageHeads,
});
