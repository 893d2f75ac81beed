import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { HomeAbout } from './home-about/home-about';
import { contentTranslations } from './i18n';
import { pageHeads } from './page-heads';
import { ContentRoutes } from './routes';

// What the shop's server draws of this app before any script runs: its pages, and the home page's about section.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'content',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
  drawing: { translations: contentTranslations, Routes: ContentRoutes },
  fragments: { 'home-about': { loaders: [], fragments: { HomeAbout } } },
});
