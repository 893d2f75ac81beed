import { createFederatedApp } from '@lemon/tooling/rspack';
import { homeFragments } from './src/home/home-fragments';
import { pageHeads } from './src/page-heads';

// The host: no remotes at build time; it reads the remotes map when it boots.
export default createFederatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  pageHeads,
  fragments: { home: Object.values(homeFragments) },
});
