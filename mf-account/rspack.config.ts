import { createFederatedApp } from '@lemon/tooling/rspack';
import { accountPages } from './src/pages';
import { pageHeads } from './src/page-heads';

export default createFederatedApp({
  name: 'account',
  dir: import.meta.dirname,
  pages: accountPages,
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  pageHeads,
});
