import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { pageHeads } from './page-heads';

// What the shop's server says of the back office's pages before any script runs: their heads. For the staff
// alone, they are drawn by the browser.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'admin',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
});
