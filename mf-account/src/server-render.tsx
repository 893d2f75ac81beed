import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { pageHeads } from './page-heads';

// What the shop's server says of this app's pages before any script runs: their heads. Behind the login or
// reached from an e-mail's link, they are drawn by the browser.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'account',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
});
