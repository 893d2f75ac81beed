import { firstHtmlDataIds } from '@lemon/shared/contract';
import { ownStateCookies } from '@lemon/shared/own-state-cookies';
import { createFederatedApp } from '@lemon/tooling/rspack';
import { shellCalls } from './src/calls';
import { shellPageFragments } from './src/page-fragments';
import { shellPages } from './src/apps/shell-pages';

// The host: no remotes at build time; it reads the remotes map when it boots.
export default createFederatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  pages: shellPages,
  calls: shellCalls,
  fragments: shellPageFragments,
  // The hero clip's poster is what a phone shows first of the home page.
  pictures: { home: 'src/home/hero-video/hero-poster.webp' },
  serverRender: './src/server-render.tsx',
  pageStarter: { ownStateCookies, pageScripts: firstHtmlDataIds.pageScripts },
});
